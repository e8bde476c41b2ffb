import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aTarget = { noun: "target", determiner: "a", filters: [] } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

/**
 * let T = a target
 * roll d6:
 *   on 1-2:
 *     lose 1 health on T
 *   on 3-5:
 *     lose 2 health on T
 *   on 6:
 *     lose 3 health on T
 *     gain 1 experience
 */
function fateRollEffect0(rt: Rt, ctx: EffectContext): void {
  const v_T = rt.choose(ctx, aTarget);
  const roll = rt.roll(ctx, 1, 6);
  if (roll >= 1 && roll <= 2) {
    rt.verbs.lose(ctx, { amount: 1, on: v_T });
  } else if (roll >= 3 && roll <= 5) {
    rt.verbs.lose(ctx, { amount: 2, on: v_T });
  } else if (roll === 6) {
    rt.verbs.lose(ctx, { amount: 3, on: v_T });
    rt.verbs.gain(ctx, { amount: experience1 });
  }
}

/** Fate Roll (skill) */
export const fateRoll: SkillCard = {
  id: "fate-roll",
  name: "Fate Roll",
  kind: "skill",
  text: "Name a target first, then roll the die. On 1-2 it loses 1 health; on 3-5 it loses 2 health; on 6 it loses 3 health and you gain 1 Experience. Shield Points cannot stop this loss.",
  covers: ["SHM-20"],
  hero: "eras",
  initiative: [4],
  traits: ["Spell"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: fateRollEffect0,
        text: "let T = a target\nroll d6:\n  on 1-2:\n    lose 1 health on T\n  on 3-5:\n    lose 2 health on T\n  on 6:\n    lose 3 health on T\n    gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
