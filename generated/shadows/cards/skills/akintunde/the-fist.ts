import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aTarget = { noun: "target", determiner: "a", filters: [] } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

/**
 * attack a target for 1
 * if lost-health:
 *   gain 1 experience
 */
function theFistEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, aTarget), for: 1 });
  if (rt.fact(ctx, "lost-health")) {
    rt.verbs.gain(ctx, { amount: experience1 });
  }
}

/** The Fist (skill) */
export const theFist: SkillCard = {
  id: "the-fist",
  name: "The Fist",
  kind: "skill",
  text: "Attack a target for 1 damage. If this Attack took health off the target, gain 1 Experience.",
  covers: ["SHM-02"],
  hero: "akintunde",
  initiative: [2],
  traits: ["Attack"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: theFistEffect0,
        text: "attack a target for 1\nif lost-health:\n  gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
