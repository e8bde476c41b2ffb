import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const anOpponent = { noun: "opponent", determiner: "an", filters: [] } as const;
const thePredictedHero = { noun: "predicted-hero", determiner: "the", filters: [] } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

/**
 * predict an opponent
 * if predicted:
 *   gain 1 experience
 *   lose 2 health on the predicted-hero
 */
function lightningTouchEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.predict(ctx, { player: rt.choose(ctx, anOpponent) });
  if (rt.fact(ctx, "predicted")) {
    rt.verbs.gain(ctx, { amount: experience1 });
    rt.verbs.lose(ctx, { amount: 2, on: rt.choose(ctx, thePredictedHero) });
  }
}

/** Lightning Touch (skill) */
export const lightningTouch: SkillCard = {
  id: "lightning-touch",
  name: "Lightning Touch",
  kind: "skill",
  text: "Name an opponent and guess 4 or 5. If they hold a card for that Initiative, gain 1 Experience and their Hero loses 2 health. That loss is not an Attack: Shield Points cannot soak it and no monster action is revealed.",
  covers: ["SHM-05"],
  hero: "eras",
  initiative: [1],
  traits: ["Predict (4/5)"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: lightningTouchEffect0,
        text: "predict an opponent\nif predicted:\n  gain 1 experience\n  lose 2 health on the predicted-hero",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
