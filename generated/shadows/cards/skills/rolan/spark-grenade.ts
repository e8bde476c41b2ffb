import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aTarget = { noun: "target", determiner: "a", filters: [] } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

/**
 * attack a target for tech
 * if lost-health:
 *   gain 1 experience
 */
function sparkGrenadeEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, aTarget), for: rt.property(ctx, "tech", null) });
  if (rt.fact(ctx, "lost-health")) {
    rt.verbs.gain(ctx, { amount: experience1 });
  }
}

/** Spark Grenade (skill) */
export const sparkGrenade: SkillCard = {
  id: "spark-grenade",
  name: "Spark Grenade",
  kind: "skill",
  text: "Lob a crackling charge at a target for damage equal to your Tech. If this Attack took health off the target, gain 1 Experience.",
  hero: "rolan",
  initiative: [4],
  traits: ["Attack"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: sparkGrenadeEffect0,
        text: "attack a target for tech\nif lost-health:\n  gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
