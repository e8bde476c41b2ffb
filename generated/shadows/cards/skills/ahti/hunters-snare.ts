import type { EffectContext } from "../../../../../runtime/api.ts";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

/**
 * predict an opponent
 * if predicted:
 *   gain 1 gold
 *   lose 1 health on the predicted-hero
 */
function huntersSnareEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.predict(ctx, {
    player: rt.choose(ctx, { noun: "opponent", determiner: "an", filters: [] }),
  });
  if (rt.fact(ctx, "predicted")) {
    rt.verbs.gain(ctx, { amount: { amount: 1, unit: "gold" } });
    rt.verbs.lose(ctx, {
      amount: 1,
      on: rt.choose(ctx, { noun: "predicted-hero", determiner: "the", filters: [] }),
    });
  }
}

/** Hunter's Snare (skill) */
export const huntersSnare: SkillCard = {
  id: "hunters-snare",
  name: "Hunter's Snare",
  kind: "skill",
  text: "Name an opponent and guess 2. If they hold an Initiative 2 card, gain 1 Gold and their Hero loses 1 health.",
  hero: "ahti",
  initiative: [1],
  traits: ["Predict (2)"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: huntersSnareEffect0,
        text: "predict an opponent\nif predicted:\n  gain 1 gold\n  lose 1 health on the predicted-hero",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
