import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const anOpponent = { noun: "opponent", determiner: "an", filters: [] } as const;
const thePredictedHero = { noun: "predicted-hero", determiner: "the", filters: [] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;

/**
 * predict an opponent
 * if predicted:
 *   gain 1 gold
 *   lose 1 health on the predicted-hero
 */
function huntersSnareEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.predict(ctx, { player: rt.choose(ctx, anOpponent) });
  if (rt.fact(ctx, "predicted")) {
    rt.verbs.gain(ctx, { amount: gold1 });
    rt.verbs.lose(ctx, { amount: 1, on: rt.choose(ctx, thePredictedHero) });
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
