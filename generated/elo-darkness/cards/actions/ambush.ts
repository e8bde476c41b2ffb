import type { EffectContext } from "cardsmith/runtime/api";
import type { ActionCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const eachOpponent = { noun: "opponent", determiner: "each", filters: [] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;

/**
 * each opponent:
 *   discard-random 1 card
 * gain 1 gold
 */
function ambushEffect0(rt: Rt, ctx: EffectContext): void {
  rt.eachPlayer(ctx, eachOpponent, (ctx) => {
    rt.verbs["discard-random"](ctx, { count: 1 });
  });
  rt.verbs.gain(ctx, { amount: gold1 });
}

/** Ambush (action) */
export const ambush: ActionCard = {
  id: "ambush",
  name: "Ambush",
  kind: "action",
  text: "Your opponent discards a random card from their hand; you gain 1 gold.",
  influence: 1,
  traits: ["Gank"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: ambushEffect0,
        text: "each opponent:\n  discard-random 1 card\ngain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
