import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aTarget = { noun: "target", determiner: "a", filters: [] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;

function quickJabRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "strength", null) >= 2;
}

/**
 * attack a target for 2
 * if not responded:
 *   gain 1 gold
 */
function quickJabEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, aTarget), for: 2 });
  if (!rt.fact(ctx, "responded")) {
    rt.verbs.gain(ctx, { amount: gold1 });
  }
}

/** Quick Jab (skill) */
export const quickJab: SkillCard = {
  id: "quick-jab",
  name: "Quick Jab",
  kind: "skill",
  text: "Needs Strength 2. A fast punch: attack a target for 2. If it took the hit without a Response, gain 1 Gold.",
  initiative: [2],
  traits: ["Attack"],
  requires: quickJabRequires,
  beginner: true,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: quickJabEffect0,
        text: "attack a target for 2\nif not responded:\n  gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
