import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const gold1 = { amount: 1, unit: "gold" } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

/**
 * choose one:
 *   gain 1 gold
 * or:
 *   gain 1 experience
 */
function opportunistEffect0(rt: Rt, ctx: EffectContext): void {
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
}

/** Opportunist (skill) */
export const opportunist: SkillCard = {
  id: "opportunist",
  name: "Opportunist",
  kind: "skill",
  text: "No requirements. Usable at Initiative 5 or 6. Take what the moment offers: choose either 1 Gold or 1 Experience and gain it.",
  covers: ["SHM-20"],
  initiative: [5, 6],
  traits: ["Spell"],
  beginner: true,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: opportunistEffect0,
        text: "choose one:\n  gain 1 gold\nor:\n  gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
