import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aTarget = { noun: "target", determiner: "a", filters: [] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;

function slingShotRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "tech", null) >= 1;
}

/**
 * attack a target for 2
 * if lost-health:
 *   gain 1 gold
 */
function slingShotEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, aTarget), for: 2 });
  if (rt.fact(ctx, "lost-health")) {
    rt.verbs.gain(ctx, { amount: gold1 });
  }
}

/** Sling Shot (skill) */
export const slingShot: SkillCard = {
  id: "sling-shot",
  name: "Sling Shot",
  kind: "skill",
  text: "Needs Tech 1. Whip a stone at a target before anyone else moves: attack it for 2. If this Attack took health off the target, gain 1 Gold.",
  initiative: [1],
  traits: ["Attack"],
  requires: slingShotRequires,
  beginner: true,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: slingShotEffect0,
        text: "attack a target for 2\nif lost-health:\n  gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
