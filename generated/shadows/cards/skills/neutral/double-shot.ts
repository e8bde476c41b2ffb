import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aTarget = { noun: "target", determiner: "a", filters: [] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;

function doubleShotRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "tech", null) >= 3;
}

/**
 * attack a target for 2
 * if lost-health:
 *   gain 1 gold
 */
function doubleShotEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, aTarget), for: 2 });
  if (rt.fact(ctx, "lost-health")) {
    rt.verbs.gain(ctx, { amount: gold1 });
  }
}

/** Double Shot (skill) */
export const doubleShot: SkillCard = {
  id: "double-shot",
  name: "Double Shot",
  kind: "skill",
  text: "Needs Tech 3. Fire twice: attack a target for 2, two times, each shot against the same or a different target. Each shot that takes health off its target gains you 1 Gold.",
  covers: ["SHM-12"],
  initiative: [5],
  traits: ["Attack X2"],
  requires: doubleShotRequires,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: doubleShotEffect0,
        text: "attack a target for 2\nif lost-health:\n  gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
