import type { Cost, EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const experience2 = { amount: 2, unit: "experience" } as const;
const gold1 = { amount: 1, unit: "gold" } as const;

/**
 * choose one:
 *   pay 3 gold:
 *     gain 2 experience
 * or:
 *   gain 1 gold
 */
function hiredHelpEffect0(rt: Rt, ctx: EffectContext): void {
  const pay: readonly Cost<Rt>[] = [{ kind: "pay", amount: 3, unit: "gold" }];
  switch (rt.chooseOption(ctx, ["pay 3 gold: gain 2 experience", "gain 1 gold"], [pay, null])) {
    case 0: {
      if (rt.pay(ctx, pay, "pay 3 gold")) {
        rt.verbs.gain(ctx, { amount: experience2 });
      }
      break;
    }
    case 1: {
      rt.verbs.gain(ctx, { amount: gold1 });
      break;
    }
  }
}

/** Hired Help (skill) */
export const hiredHelp: SkillCard = {
  id: "hired-help",
  name: "Hired Help",
  kind: "skill",
  text: "Choose one: pay 3 Gold to gain 2 Experience, or gain 1 Gold. The first choice is open only to a player who has the 3 Gold.",
  initiative: [4],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: hiredHelpEffect0,
        text: "choose one:\n  pay 3 gold:\n    gain 2 experience\nor:\n  gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
