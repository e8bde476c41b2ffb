import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aTarget = { noun: "target", determiner: "a", filters: [] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;

function gamblersStrikeRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "strength", null) >= 1;
}

/**
 * let T = a target
 * roll d6:
 *   on 1-2:
 *     attack T for 1
 *   on 3-5:
 *     attack T for 3
 *   on 6:
 *     attack T for 5
 * if not responded:
 *   gain 1 gold
 */
function gamblersStrikeEffect0(rt: Rt, ctx: EffectContext): void {
  const v_T = rt.choose(ctx, aTarget);
  const roll = rt.roll(ctx, 1, 6);
  if (roll >= 1 && roll <= 2) {
    rt.verbs.attack(ctx, { target: v_T, for: 1 });
  } else if (roll >= 3 && roll <= 5) {
    rt.verbs.attack(ctx, { target: v_T, for: 3 });
  } else if (roll === 6) {
    rt.verbs.attack(ctx, { target: v_T, for: 5 });
  }
  if (!rt.fact(ctx, "responded")) {
    rt.verbs.gain(ctx, { amount: gold1 });
  }
}

/** Gambler's Strike (skill) */
export const gamblersStrike: SkillCard = {
  id: "gamblers-strike",
  name: "Gambler's Strike",
  kind: "skill",
  text: "Needs Strength 1. Announce your target, then roll the die to see how hard you hit: 1-2 attacks it for 1, 3-5 for 3, and 6 for 5. If it did not use a Response, gain 1 Gold.",
  covers: ["SHM-20"],
  initiative: [1],
  traits: ["Attack"],
  requires: gamblersStrikeRequires,
  beginner: true,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: gamblersStrikeEffect0,
        text: "let T = a target\nroll d6:\n  on 1-2:\n    attack T for 1\n  on 3-5:\n    attack T for 3\n  on 6:\n    attack T for 5\nif not responded:\n  gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
