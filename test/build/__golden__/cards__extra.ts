import type { EffectContext } from "../../../../../runtime/api.ts";
import type { SkillCard } from "../kinds.ts";
import type { Rt } from "../vocabulary.ts";

/**
 * attack a target for 3
 * if not responded:
 *   gain 1 gold
 */
function quickJabEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, {
    target: rt.choose(ctx, { noun: "target", determiner: "a", filters: [] }),
    for: 3,
  });
  if (!rt.fact(ctx, "responded")) {
    rt.verbs.gain(ctx, { amount: { amount: 1, unit: "gold" } });
  }
}

/** Quick Jab (skill) */
export const quickJab: SkillCard = {
  id: "quick-jab",
  name: "Quick Jab",
  kind: "skill",
  hero: "golden-hero",
  initiative: [2],
  traits: ["Attack"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: quickJabEffect0,
        text: "attack a target for 3\nif not responded:\n  gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
