import type { EffectContext } from "../../../../runtime/api.ts";
import type { RuleCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const aCard = {
  noun: "card",
  determiner: "a",
  filters: [{ with: "item" }, { in: "hand", owner: "your" }],
} as const;
const aHero = { noun: "hero", determiner: "a", filters: [{ in: "party", owner: "your" }] } as const;
const theCards = {
  noun: "cards",
  determiner: null,
  filters: [{ with: "item" }, { in: "hand", owner: "your" }],
} as const;
const grants1 = { amount: 1, unit: "grants" } as const;

/**
 * at start of recovery:
 *   keep MORE = true
 *   repeat while MORE and grants > 0 and count cards with item in your hand > 0:
 *     choose one:
 *       let I = a card with item in your hand
 *       let H = a hero in your party
 *       grant I to H
 *       move I to items
 *       spend 1 grants
 *     or:
 *       set MORE = false
 */
function grantingItemsEffect0(rt: Rt, ctx: EffectContext): void {
  const k_MORE = rt.keep(ctx, "MORE@24", () => true);
  do {
    switch (
      rt.chooseOption(ctx, [
        "let I = a card with item in your hand\nlet H = a hero in your party\ngrant I to H\nmove I to items\nspend 1 grants",
        "set MORE = false",
      ])
    ) {
      case 0: {
        const v_I = rt.choose(ctx, aCard);
        const v_H = rt.choose(ctx, aHero);
        rt.verbs.grant(ctx, { card: v_I, to: v_H });
        rt.verbs.move(ctx, { card: v_I, to: "items" });
        rt.verbs.spend(ctx, { amount: grants1 });
        break;
      }
      case 1: {
        k_MORE.value = false;
        break;
      }
    }
  } while (
    k_MORE.value &&
    rt.property(ctx, "grants", null) > 0 &&
    rt.count(ctx, theCards) > 0 &&
    rt.again(ctx)
  );
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
        text: "at start of recovery:\n  keep MORE = true\n  repeat while MORE and grants > 0 and count cards with item in your hand > 0:\n    choose one:\n      let I = a card with item in your hand\n      let H = a hero in your party\n      grant I to H\n      move I to items\n      spend 1 grants\n    or:\n      set MORE = false",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
