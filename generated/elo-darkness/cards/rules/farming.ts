import type { EffectContext } from "cardsmith/runtime/api";
import type { RuleCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theAssociatedHero = { noun: "associated-hero", determiner: null, filters: [] } as const;
const aCard = { noun: "card", determiner: "a", filters: [{ with: "Hero" }] } as const;
const theYou = { noun: "you", determiner: null, filters: [] } as const;
const aCard_2 = {
  noun: "card",
  determiner: "a",
  filters: [{ in: "camps", owner: "your" }],
} as const;
const aCard_3 = { noun: "card", determiner: "a", filters: [{ with: "Jungler" }] } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

/**
 * whenever farmed on a card with Hero by you:
 *   advance 1 experience on associated-hero
 */
function heroesLevelUpEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.advance(ctx, { amount: experience1, on: rt.choose(ctx, theAssociatedHero) });
}

/** Heroes Level Up (rule) */
export const heroesLevelUp: RuleCard = {
  id: "heroes-level-up",
  name: "Heroes Level Up",
  kind: "rule",
  text: "When you discard a Hero card during the Farming phase, its Hero gains 1 Experience.",
  covers: ["ELO-01"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "farmed",
          every: true,
          args: { on: aCard, by: theYou },
          condition: null,
        },
        limits: [],
        costs: [],
        run: heroesLevelUpEffect0,
        text: "whenever farmed on a card with Hero by you:\n  advance 1 experience on associated-hero",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * whenever farmed on a card with Jungler by you:
 *   may move a card in your camps to looted
 */
function lootingCampsEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.confirm(ctx, "move a card in your camps to looted")) {
    rt.verbs.move(ctx, { card: rt.choose(ctx, aCard_2), to: "looted" });
  }
}

/** Looting Camps (rule) */
export const lootingCamps: RuleCard = {
  id: "looting-camps",
  name: "Looting Camps",
  kind: "rule",
  text: "When you discard a Jungler card during the Farming phase, you may loot 1 Camp on your half of the board.",
  covers: ["ELO-01"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "farmed",
          every: true,
          args: { on: aCard_3, by: theYou },
          condition: null,
        },
        limits: [],
        costs: [],
        run: lootingCampsEffect0,
        text: "whenever farmed on a card with Jungler by you:\n  may move a card in your camps to looted",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
