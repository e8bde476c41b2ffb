import type { Cost, EffectContext } from "../../../../runtime/api.ts";
import type { RuleCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const aCard = {
  noun: "card",
  determiner: "a",
  filters: [{ in: "item-deck", owner: "your" }],
} as const;
const aCard_2 = {
  noun: "card",
  determiner: "a",
  filters: [{ with: "Basic" }, { in: "item-deck", owner: "your" }],
} as const;
const aCard_3 = {
  noun: "card",
  determiner: "a",
  filters: [{ with: "Basic" }, { in: "merchant", owner: "your" }],
} as const;
const aCard_4 = {
  noun: "card",
  determiner: "a",
  filters: [{ in: "merchant", owner: "your" }],
} as const;
const theYou = { noun: "you", determiner: null, filters: [] } as const;

/**
 * when farming-done by you:
 *   keep SHOPPING = true
 *   keep DEALS = 0
 *   repeat while SHOPPING and DEALS < 6:
 *     set DEALS = DEALS + 1
 *     choose one:
 *       set SHOPPING = false
 *     or:
 *       let I = a card in your item-deck
 *       pay (cost of I) gold:
 *         move I to merchant
 *     or:
 *       let I = a card with Basic in your item-deck
 *       pay (cost of I + upgrade-cost of I) gold:
 *         move I to merchant
 *         flip I
 *     or:
 *       let I = a card with Basic in your merchant
 *       pay (upgrade-cost of I) gold:
 *         flip I
 *     or:
 *       let I = a card in your merchant
 *       gain half(cost of I) gold
 *       return I
 */
function merchantTileEffect0(rt: Rt, ctx: EffectContext): void {
  const k_SHOPPING = rt.keep(ctx, "SHOPPING@28", () => true);
  const k_DEALS = rt.keep(ctx, "DEALS@51", () => 0);
  do {
    k_DEALS.value = k_DEALS.value + 1;
    switch (
      rt.chooseOption(ctx, [
        "set SHOPPING = false",
        "let I = a card in your item-deck\npay (cost of I) gold:\n  move I to merchant",
        "let I = a card with Basic in your item-deck\npay (cost of I + upgrade-cost of I) gold:\n  move I to merchant\n  flip I",
        "let I = a card with Basic in your merchant\npay (upgrade-cost of I) gold:\n  flip I",
        "let I = a card in your merchant\ngain half(cost of I) gold\nreturn I",
      ])
    ) {
      case 0: {
        k_SHOPPING.value = false;
        break;
      }
      case 1: {
        const v_I = rt.choose(ctx, aCard);
        const pay: readonly Cost<Rt>[] = [
          { kind: "pay", amount: rt.cardField(ctx, "cost", v_I), unit: "gold" },
        ];
        if (rt.pay(ctx, pay, "pay (cost of I) gold")) {
          rt.verbs.move(ctx, { card: v_I, to: "merchant" });
        }
        break;
      }
      case 2: {
        const v_I_2 = rt.choose(ctx, aCard_2);
        const pay_2: readonly Cost<Rt>[] = [
          {
            kind: "pay",
            amount: rt.cardField(ctx, "cost", v_I_2) + rt.cardField(ctx, "upgrade-cost", v_I_2),
            unit: "gold",
          },
        ];
        if (rt.pay(ctx, pay_2, "pay (cost of I + upgrade-cost of I) gold")) {
          rt.verbs.move(ctx, { card: v_I_2, to: "merchant" });
          rt.verbs.flip(ctx, { card: v_I_2 });
        }
        break;
      }
      case 3: {
        const v_I_3 = rt.choose(ctx, aCard_3);
        const pay_3: readonly Cost<Rt>[] = [
          { kind: "pay", amount: rt.cardField(ctx, "upgrade-cost", v_I_3), unit: "gold" },
        ];
        if (rt.pay(ctx, pay_3, "pay (upgrade-cost of I) gold")) {
          rt.verbs.flip(ctx, { card: v_I_3 });
        }
        break;
      }
      case 4: {
        const v_I_4 = rt.choose(ctx, aCard_4);
        rt.verbs.gain(ctx, {
          amount: { amount: Math.floor(rt.cardField(ctx, "cost", v_I_4) / 2), unit: "gold" },
        });
        rt.verbs.return(ctx, { card: v_I_4 });
        break;
      }
    }
  } while (k_SHOPPING.value && k_DEALS.value < 6 && rt.again(ctx));
}

/** Merchant Tile (rule) */
export const merchantTile: RuleCard = {
  id: "merchant-tile",
  name: "Merchant Tile",
  kind: "rule",
  text: "After you farm, you may buy Items from your Item deck for their cost, upgrade an Item on this tile for its upgrade cost, buy an Item upgraded for its cost plus its upgrade cost, and sell an Item back to your Item deck for half its cost (rounded down), any number of times in any order.",
  covers: ["ELO-08"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "farming-done",
          every: false,
          args: { by: theYou },
          condition: null,
        },
        limits: [],
        costs: [],
        run: merchantTileEffect0,
        text: "when farming-done by you:\n  keep SHOPPING = true\n  keep DEALS = 0\n  repeat while SHOPPING and DEALS < 6:\n    set DEALS = DEALS + 1\n    choose one:\n      set SHOPPING = false\n    or:\n      let I = a card in your item-deck\n      pay (cost of I) gold:\n        move I to merchant\n    or:\n      let I = a card with Basic in your item-deck\n      pay (cost of I + upgrade-cost of I) gold:\n        move I to merchant\n        flip I\n    or:\n      let I = a card with Basic in your merchant\n      pay (upgrade-cost of I) gold:\n        flip I\n    or:\n      let I = a card in your merchant\n      gain half(cost of I) gold\n      return I",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
