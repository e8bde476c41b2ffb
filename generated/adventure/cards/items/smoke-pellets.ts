import type { EffectContext } from "cardsmith/runtime/api";
import type { ItemCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theThis = { noun: "this", determiner: null, filters: [] } as const;
const theAttackingEnemy = { noun: "attacking-enemy", determiner: null, filters: [] } as const;
const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;
const depletionToken1 = { amount: 1, unit: "depletion-token" } as const;
const exhausted1 = { amount: 1, unit: "exhausted" } as const;

function smokePelletsEffect0Cost0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.remove(ctx, { amount: depletionToken1, from: rt.choose(ctx, theThis) });
}

/**
 * response to hero-attacked on your hero, pay remove 1 depletion-token from this:
 *   prevent 1 hits
 *   put 1 exhausted on attacking-enemy
 */
function smokePelletsEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.prevent(ctx, { amount: 1 });
  rt.verbs.put(ctx, { amount: exhausted1, on: rt.choose(ctx, theAttackingEnemy) });
}

function smokePelletsEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "depletion-token", rt.choose(ctx, theThis)) > 0;
}

/** Smoke Pellets (item) */
export const smokePellets: ItemCard = {
  id: "smoke-pellets",
  name: "Smoke Pellets",
  kind: "item",
  text: "Trinket, 2 depletion tokens. When an enemy group attacks you, deplete this trinket: take 1 fewer hit, and that group is exhausted.",
  depletion: 2,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "response",
          event: "hero-attacked",
          args: { on: yourHero },
          condition: null,
        },
        limits: [],
        costs: [{ kind: "do", run: smokePelletsEffect0Cost0 }],
        run: smokePelletsEffect0,
        text: "response to hero-attacked on your hero, pay remove 1 depletion-token from this:\n  prevent 1 hits\n  put 1 exhausted on attacking-enemy",
      },
    ],
    modifiers: [],
    requires: smokePelletsEffectRequires,
  },
};
