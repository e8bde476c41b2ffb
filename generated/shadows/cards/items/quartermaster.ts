import type { EffectContext } from "cardsmith/runtime/api";
import type { ItemCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

/**
 * at start of initiative 6:
 *   gain count other cards in your inventory gold
 */
function quartermastersSatchelEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: {
      amount: rt.count(ctx, {
        noun: "cards",
        determiner: null,
        filters: [{ in: "inventory", owner: "your" }],
        other: true,
      }),
      unit: "gold",
    },
  });
}

/** Quartermaster's Satchel (item) */
export const quartermastersSatchel: ItemCard = {
  id: "quartermasters-satchel",
  name: "Quartermaster's Satchel",
  kind: "item",
  text: "At the start of Initiative 6, gain 1 Gold for each other card in your inventory.",
  cost: 3,
  effect: {
    abilities: [
      {
        trigger: { kind: "at", edge: "start", period: "initiative", number: 6 },
        limits: [],
        costs: [],
        run: quartermastersSatchelEffect0,
        text: "at start of initiative 6:\n  gain count other cards in your inventory gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
