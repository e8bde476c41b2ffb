import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const eachPlayer = { noun: "player", determiner: "each", filters: [] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

/**
 * each player:
 *   choose one:
 *     gain 1 gold
 *   or:
 *     gain 1 experience
 */
function townCrierEffect0(rt: Rt, ctx: EffectContext): void {
  rt.eachPlayer(ctx, eachPlayer, (ctx) => {
    switch (rt.chooseOption(ctx, ["gain 1 gold", "gain 1 experience"])) {
      case 0: {
        rt.verbs.gain(ctx, { amount: gold1 });
        break;
      }
      case 1: {
        rt.verbs.gain(ctx, { amount: experience1 });
        break;
      }
    }
  });
}

/** Town Crier (skill) */
export const townCrier: SkillCard = {
  id: "town-crier",
  name: "Town Crier",
  kind: "skill",
  text: "News for everyone. Each player, in turn order, chooses for themselves: gain 1 Gold or gain 1 Experience.",
  initiative: [4],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: townCrierEffect0,
        text: "each player:\n  choose one:\n    gain 1 gold\n  or:\n    gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
