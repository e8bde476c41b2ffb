import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aTarget = { noun: "target", determiner: "a", filters: [] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;

/**
 * attack a target for tech
 * if lost-health:
 *   gain 1 gold
 */
function shieldBashEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, aTarget), for: rt.property(ctx, "tech", null) });
  if (rt.fact(ctx, "lost-health")) {
    rt.verbs.gain(ctx, { amount: gold1 });
  }
}

/** Shield Bash (skill) */
export const shieldBash: SkillCard = {
  id: "shield-bash",
  name: "Shield Bash",
  kind: "skill",
  text: "Slam a target with your plating for damage equal to your Tech. If this Attack took health off the target, gain 1 Gold.",
  hero: "rolan",
  initiative: [2],
  traits: ["Attack"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: shieldBashEffect0,
        text: "attack a target for tech\nif lost-health:\n  gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
