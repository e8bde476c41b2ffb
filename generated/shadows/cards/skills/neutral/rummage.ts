import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aCard = {
  noun: "card",
  determiner: "a",
  filters: [{ in: "current-deck", owner: "your" }],
} as const;

/**
 * move a card in your current-deck to hand
 * move a card in your current-deck to hand
 */
function rummageEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.move(ctx, { card: rt.choose(ctx, aCard), to: "hand" });
  rt.verbs.move(ctx, { card: rt.choose(ctx, aCard), to: "hand" });
}

/** Rummage (skill) */
export const rummage: SkillCard = {
  id: "rummage",
  name: "Rummage",
  kind: "skill",
  text: "Take 2 cards from your Current Deck into your Hand. Your Hand Size still holds: return any card over it to your Current Deck.",
  initiative: [1],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: rummageEffect0,
        text: "move a card in your current-deck to hand\nmove a card in your current-deck to hand",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
