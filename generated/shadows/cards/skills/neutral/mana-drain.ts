import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const anOpponent = { noun: "opponent", determiner: "an", filters: [] } as const;
const thePredictedHero = { noun: "predicted-hero", determiner: "the", filters: [] } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

function manaDrainRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "magic", null) >= 4;
}

/**
 * predict an opponent
 * if predicted:
 *   gain 1 experience
 *   lose 2 health on the predicted-hero
 */
function manaDrainEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.predict(ctx, { player: rt.choose(ctx, anOpponent) });
  if (rt.fact(ctx, "predicted")) {
    rt.verbs.gain(ctx, { amount: experience1 });
    rt.verbs.lose(ctx, { amount: 2, on: rt.choose(ctx, thePredictedHero) });
  }
}

/** Mana Drain (skill) */
export const manaDrain: SkillCard = {
  id: "mana-drain",
  name: "Mana Drain",
  kind: "skill",
  text: "Needs Magic 4. Name an opponent and guess 4 or 6. If they hold a card for that Initiative, gain 1 Experience and their Hero loses 2 health.",
  initiative: [2],
  traits: ["Predict (4/6)"],
  requires: manaDrainRequires,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: manaDrainEffect0,
        text: "predict an opponent\nif predicted:\n  gain 1 experience\n  lose 2 health on the predicted-hero",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
