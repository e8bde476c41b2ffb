import type { Cost, EffectContext } from "cardsmith/runtime/api";
import type { RuleCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theCards = {
  noun: "cards",
  determiner: null,
  filters: [{ with: "item" }, { in: "hand", owner: "your" }],
} as const;
const theHeroes = {
  noun: "heroes",
  determiner: null,
  filters: [{ in: "party", owner: "your" }],
} as const;
const aCard = {
  noun: "card",
  determiner: "a",
  filters: [{ with: "item" }, { in: "hand", owner: "your" }],
} as const;
const aHero = { noun: "hero", determiner: "a", filters: [{ in: "party", owner: "your" }] } as const;

/**
 * at start of recovery:
 *   keep MORE = true
 *   repeat while MORE:
 *     set MORE = false
 *     if count cards with item in your hand > 0 and count heroes in your party > 0:
 *       may pay 1 grants:
 *         let I = a card with item in your hand
 *         let H = a hero in your party
 *         grant I to H
 *         move I to items
 *         set MORE = true
 */
function grantingItemsEffect0(rt: Rt, ctx: EffectContext): void {
  const k_MORE = rt.keep(ctx, "MORE@24", () => true);
  do {
    k_MORE.value = false;
    if (rt.count(ctx, theCards) > 0 && rt.count(ctx, theHeroes) > 0) {
      const pay: readonly Cost<Rt>[] = [{ kind: "pay", amount: 1, unit: "grants" }];
      if (
        rt.canPay(ctx, pay) &&
        rt.confirm(
          ctx,
          "pay 1 grants:\n  let I = a card with item in your hand\n  let H = a hero in your party\n  grant I to H\n  move I to items\n  set MORE = true",
        ) &&
        rt.pay(ctx, pay, "pay 1 grants")
      ) {
        const v_I = rt.choose(ctx, aCard);
        const v_H = rt.choose(ctx, aHero);
        rt.verbs.grant(ctx, { card: v_I, to: v_H });
        rt.verbs.move(ctx, { card: v_I, to: "items" });
        k_MORE.value = true;
      }
    }
  } while (k_MORE.value && rt.again(ctx));
}

/** Granting items (rule) */
export const grantingItems: RuleCard = {
  id: "granting-items",
  name: "Granting items",
  kind: "rule",
  text: "In the recovery stage the player may grant items from their hand to heroes of their party, one at a time, as many as their `grants` allow.",
  covers: ["FA-10"],
  effect: {
    abilities: [
      {
        trigger: { kind: "at", edge: "start", period: "recovery", number: null },
        limits: [],
        costs: [],
        run: grantingItemsEffect0,
        text: "at start of recovery:\n  keep MORE = true\n  repeat while MORE:\n    set MORE = false\n    if count cards with item in your hand > 0 and count heroes in your party > 0:\n      may pay 1 grants:\n        let I = a card with item in your hand\n        let H = a hero in your party\n        grant I to H\n        move I to items\n        set MORE = true",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
