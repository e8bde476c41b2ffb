import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const anOpponent = { noun: "opponent", determiner: "an", filters: [] } as const;
const thePredictedHero = { noun: "predicted-hero", determiner: "the", filters: [] } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

function hexRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "magic", null) >= 2;
}

/**
 * predict an opponent
 * if predicted:
 *   lose 1 health on the predicted-hero
 *   gain 1 experience
 */
function hexEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.predict(ctx, { player: rt.choose(ctx, anOpponent) });
  if (rt.fact(ctx, "predicted")) {
    rt.verbs.lose(ctx, { amount: 1, on: rt.choose(ctx, thePredictedHero) });
    rt.verbs.gain(ctx, { amount: experience1 });
  }
}

/** Hex (skill) */
export const hex: SkillCard = {
  id: "hex",
  name: "Hex",
  kind: "skill",
  text: "Needs Magic 2. Name an opponent and guess 5 or 6. If they still hold a card for that Initiative, their Hero loses 1 health and you gain 1 Experience.",
  initiative: [4],
  traits: ["Predict (5/6)"],
  requires: hexRequires,
  beginner: true,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: hexEffect0,
        text: "predict an opponent\nif predicted:\n  lose 1 health on the predicted-hero\n  gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
