import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const anOpponent = { noun: "opponent", determiner: "an", filters: [] } as const;
const thePredictedHero = { noun: "predicted-hero", determiner: "the", filters: [] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;

/**
 * predict an opponent
 * if predicted:
 *   choose one:
 *     gain 1 gold
 *   or:
 *     lose 1 health on the predicted-hero
 */
function glimpseEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.predict(ctx, { player: rt.choose(ctx, anOpponent) });
  if (rt.fact(ctx, "predicted")) {
    switch (rt.chooseOption(ctx, ["gain 1 gold", "lose 1 health on the predicted-hero"])) {
      case 0: {
        rt.verbs.gain(ctx, { amount: gold1 });
        break;
      }
      case 1: {
        rt.verbs.lose(ctx, { amount: 1, on: rt.choose(ctx, thePredictedHero) });
        break;
      }
    }
  }
}

/** Glimpse (skill) */
export const glimpse: SkillCard = {
  id: "glimpse",
  name: "Glimpse",
  kind: "skill",
  text: "Name an opponent and guess 2 or 6. If they hold a card for that Initiative, pick one: gain 1 Gold, or their Hero loses 1 health.",
  covers: ["SHM-20"],
  hero: "eras",
  initiative: [1],
  traits: ["Predict (2/6)"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: glimpseEffect0,
        text: "predict an opponent\nif predicted:\n  choose one:\n    gain 1 gold\n  or:\n    lose 1 health on the predicted-hero",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
