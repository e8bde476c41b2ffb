import type { EffectContext } from "cardsmith/runtime/api";
import type { ItemCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theThis = { noun: "this", determiner: null, filters: [] } as const;

/**
 * at start of initiative 6:
 *   gain half(cost of this) gold
 */
function merchantsLedgerEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: {
      amount: Math.floor(rt.cardField(ctx, "cost", rt.choose(ctx, theThis)) / 2),
      unit: "gold",
    },
  });
}

/** Merchant's Ledger (item) */
export const merchantsLedger: ItemCard = {
  id: "merchants-ledger",
  name: "Merchant's Ledger",
  kind: "item",
  text: "A trader's book of accounts. At the start of Initiative 6, gain Gold equal to half this Item's cost.",
  cost: 4,
  effect: {
    abilities: [
      {
        trigger: { kind: "at", edge: "start", period: "initiative", number: 6 },
        limits: [],
        costs: [],
        run: merchantsLedgerEffect0,
        text: "at start of initiative 6:\n  gain half(cost of this) gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
