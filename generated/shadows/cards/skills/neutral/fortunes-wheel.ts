import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const gold1 = { amount: 1, unit: "gold" } as const;
const experience1 = { amount: 1, unit: "experience" } as const;
const gold2 = { amount: 2, unit: "gold" } as const;

function fortunesWheelRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "magic", null) >= 2 && rt.property(ctx, "health", null) <= 8;
}

/**
 * roll d6:
 *   on 1-2:
 *     gain 1 gold
 *   on 3-4:
 *     gain 1 experience
 *   on 5-6:
 *     gain 2 gold
 */
function fortunesWheelEffect0(rt: Rt, ctx: EffectContext): void {
  const roll = rt.roll(ctx, 1, 6);
  if (roll >= 1 && roll <= 2) {
    rt.verbs.gain(ctx, { amount: gold1 });
  } else if (roll >= 3 && roll <= 4) {
    rt.verbs.gain(ctx, { amount: experience1 });
  } else if (roll >= 5 && roll <= 6) {
    rt.verbs.gain(ctx, { amount: gold2 });
  }
}

/** Fortune's Wheel (skill) */
export const fortunesWheel: SkillCard = {
  id: "fortunes-wheel",
  name: "Fortune's Wheel",
  kind: "skill",
  text: "Needs Magic 2 and at most 8 Health. Roll the die: on 1-2 gain 1 Gold, on 3-4 gain 1 Experience, on 5-6 gain 2 Gold.",
  covers: ["SHM-20"],
  initiative: [6],
  traits: ["Spell"],
  requires: fortunesWheelRequires,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: fortunesWheelEffect0,
        text: "roll d6:\n  on 1-2:\n    gain 1 gold\n  on 3-4:\n    gain 1 experience\n  on 5-6:\n    gain 2 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
