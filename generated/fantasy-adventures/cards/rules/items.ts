import type { EffectContext } from "cardsmith/runtime/api";
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
const grants1 = { amount: 1, unit: "grants" } as const;

/**
 * at start of recovery:
 *   keep MORE = true
 *   repeat while MORE:
 *     if grants > 0 and count cards with item in your hand > 0 and count heroes in your party > 0:
 *       let I = a card with item in your hand
 *       let H = a hero in your party
 *       choose one:
 *         grant I to H
 *       or:
 *         set MORE = false
 *       if MORE:
 *         move I to items
 *         spend 1 grants
 *     else:
 *       set MORE = false
 */
function grantingItemsEffect0(rt: Rt, ctx: EffectContext): void {
  const k_MORE = rt.keep(ctx, "MORE@24", () => true);
  do {
    if (
      rt.property(ctx, "grants", null) > 0 &&
      rt.count(ctx, theCards) > 0 &&
      rt.count(ctx, theHeroes) > 0
    ) {
      const v_I = rt.choose(ctx, aCard);
      const v_H = rt.choose(ctx, aHero);
      switch (rt.chooseOption(ctx, ["grant I to H", "set MORE = false"])) {
        case 0: {
          rt.verbs.grant(ctx, { card: v_I, to: v_H });
          break;
        }
        case 1: {
          k_MORE.value = false;
          break;
        }
      }
      if (k_MORE.value) {
        rt.verbs.move(ctx, { card: v_I, to: "items" });
        rt.verbs.spend(ctx, { amount: grants1 });
      }
    } else {
      k_MORE.value = false;
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
        text: "at start of recovery:\n  keep MORE = true\n  repeat while MORE:\n    if grants > 0 and count cards with item in your hand > 0 and count heroes in your party > 0:\n      let I = a card with item in your hand\n      let H = a hero in your party\n      choose one:\n        grant I to H\n      or:\n        set MORE = false\n      if MORE:\n        move I to items\n        spend 1 grants\n    else:\n      set MORE = false",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
