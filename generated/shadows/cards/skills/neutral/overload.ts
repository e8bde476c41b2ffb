import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aTarget = { noun: "target", determiner: "a", filters: [] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;

function overloadRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "tech", null) >= 4;
}

/**
 * attack a target for tech + 2
 * if lost-health:
 *   gain 1 gold
 */
function overloadEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, {
    target: rt.choose(ctx, aTarget),
    for: rt.property(ctx, "tech", null) + 2,
  });
  if (rt.fact(ctx, "lost-health")) {
    rt.verbs.gain(ctx, { amount: gold1 });
  }
}

/** Overload (skill) */
export const overload: SkillCard = {
  id: "overload",
  name: "Overload",
  kind: "skill",
  text: "Needs Tech 4. Push a device past its limits and turn it on a target: attack for your Tech plus 2. If this Attack took health off the target, gain 1 Gold.",
  initiative: [4],
  traits: ["Attack"],
  requires: overloadRequires,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: overloadEffect0,
        text: "attack a target for tech + 2\nif lost-health:\n  gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
