import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const anOpponent = { noun: "opponent", determiner: "an", filters: [] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;

function readIntentionsRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "magic", null) >= 1;
}

/**
 * predict an opponent
 * if predicted:
 *   gain 1 gold
 */
function readIntentionsEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.predict(ctx, { player: rt.choose(ctx, anOpponent) });
  if (rt.fact(ctx, "predicted")) {
    rt.verbs.gain(ctx, { amount: gold1 });
  }
}

/** Read Intentions (skill) */
export const readIntentions: SkillCard = {
  id: "read-intentions",
  name: "Read Intentions",
  kind: "skill",
  text: "Needs Magic 1. Name an opponent and guess 2 or 4. If they hold a card for that Initiative, gain 1 Gold.",
  initiative: [1],
  traits: ["Predict (2/4)"],
  requires: readIntentionsRequires,
  beginner: true,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: readIntentionsEffect0,
        text: "predict an opponent\nif predicted:\n  gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
