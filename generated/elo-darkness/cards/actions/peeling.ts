import type { EffectContext } from "cardsmith/runtime/api";
import type { ActionCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theCards = {
  noun: "cards",
  determiner: null,
  filters: [{ in: "hand", owner: "your" }],
} as const;
const theCard = {
  noun: "card",
  determiner: null,
  filters: [{ in: "hand", owner: "your" }],
} as const;
const eachOpponent = { noun: "opponent", determiner: "each", filters: [] } as const;
const theCard_2 = {
  noun: "card",
  determiner: null,
  filters: [{ with: "Hero" }, { in: "hand", owner: "your" }],
} as const;

/**
 * draw 1 card
 * if count cards in your hand > 0:
 *   choose one:
 *     nothing
 *   or:
 *     discard 1 card in your hand
 *     each opponent:
 *       discard 1 card with Hero in your hand
 */
function peelingEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.draw(ctx, { count: 1 });
  if (rt.count(ctx, theCards) > 0) {
    switch (
      rt.chooseOption(ctx, [
        "nothing",
        "discard 1 card in your hand; each opponent: discard 1 card with Hero in your hand",
      ])
    ) {
      case 0: {
        break;
      }
      case 1: {
        for (const card of rt.chooseSome(ctx, theCard, 1)) {
          rt.verbs.discard(ctx, { card: card });
        }
        rt.eachPlayer(ctx, eachOpponent, (ctx) => {
          for (const card_2 of rt.chooseSome(ctx, theCard_2, 1)) {
            rt.verbs.discard(ctx, { card: card_2 });
          }
        });
        break;
      }
    }
  }
}

/** Peeling (action) */
export const peeling: ActionCard = {
  id: "peeling",
  name: "Peeling",
  kind: "action",
  text: "Draw 1 card. Boost (discard a card from your hand): your opponent discards a Hero card.",
  covers: ["ELO-04"],
  influence: 1,
  traits: ["Laner"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: peelingEffect0,
        text: "draw 1 card\nif count cards in your hand > 0:\n  choose one:\n    nothing\n  or:\n    discard 1 card in your hand\n    each opponent:\n      discard 1 card with Hero in your hand",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
