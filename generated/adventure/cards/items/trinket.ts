import type { EffectContext } from "cardsmith/runtime/api";
import type { ItemCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theThis = { noun: "this", determiner: null, filters: [] } as const;
const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;
const depletionToken1 = { amount: 1, unit: "depletion-token" } as const;
const success1 = { amount: 1, unit: "success" } as const;

function luckyPebbleEffect0Cost0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.remove(ctx, { amount: depletionToken1, from: rt.choose(ctx, theThis) });
}

/**
 * response to testing by your hero, pay remove 1 depletion-token from this:
 *   gain 1 success
 */
function luckyPebbleEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: success1 });
}

function luckyPebbleEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "depletion-token", rt.choose(ctx, theThis)) > 0;
}

/** Lucky Pebble (item) */
export const luckyPebble: ItemCard = {
  id: "lucky-pebble",
  name: "Lucky Pebble",
  kind: "item",
  text: "Trinket, 2 depletion tokens. When you test, deplete this trinket: gain 1 success.",
  covers: ["ADV-04"],
  depletion: 2,
  effect: {
    abilities: [
      {
        trigger: { kind: "response", event: "testing", args: { by: yourHero }, condition: null },
        limits: [],
        costs: [{ kind: "do", run: luckyPebbleEffect0Cost0 }],
        run: luckyPebbleEffect0,
        text: "response to testing by your hero, pay remove 1 depletion-token from this:\n  gain 1 success",
      },
    ],
    modifiers: [],
    requires: luckyPebbleEffectRequires,
  },
};

function elvenCloakEffect0Cost0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.remove(ctx, { amount: depletionToken1, from: rt.choose(ctx, theThis) });
}

/**
 * response to hero-attacked on your hero, pay remove 1 depletion-token from this:
 *   prevent 2 hits
 */
function elvenCloakEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.prevent(ctx, { amount: 2 });
}

function elvenCloakEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "depletion-token", rt.choose(ctx, theThis)) > 0;
}

/** Elven Cloak (item) */
export const elvenCloak: ItemCard = {
  id: "elven-cloak",
  name: "Elven Cloak",
  kind: "item",
  text: "Trinket, 1 depletion token. When an enemy attacks you, deplete this trinket: take 2 fewer hits.",
  covers: ["ADV-04"],
  depletion: 1,
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
        costs: [{ kind: "do", run: elvenCloakEffect0Cost0 }],
        run: elvenCloakEffect0,
        text: "response to hero-attacked on your hero, pay remove 1 depletion-token from this:\n  prevent 2 hits",
      },
    ],
    modifiers: [],
    requires: elvenCloakEffectRequires,
  },
};
