import type { EffectContext } from "cardsmith/runtime/api";
import type { ClanHeroCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theThis = { noun: "this", determiner: null, filters: [] } as const;
const yourLocations = {
  noun: "locations",
  determiner: "your",
  filters: [{ with: "Fortress" }],
} as const;
const theBattleLocation = {
  noun: "battle-location",
  determiner: null,
  filters: [{ with: "Relic" }],
} as const;
const yourLocations_2 = {
  noun: "locations",
  determiner: "your",
  filters: [{ with: "Village" }],
} as const;
const theBattleLocation_2 = {
  noun: "battle-location",
  determiner: null,
  filters: [{ with: "Village" }],
} as const;
const theBattleLocation_3 = {
  noun: "battle-location",
  determiner: null,
  filters: [{ with: "Fortress" }],
} as const;

function adrienneEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

function adrienneEffectMod1Amount(rt: Rt, ctx: EffectContext): number {
  return rt.count(ctx, yourLocations);
}

function adrienneEffectMod2While(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theBattleLocation) > 0;
}

/** Adrienne (Mage) (clan-hero) */
export const adrienne: ClanHeroCard = {
  id: "adrienne",
  name: "Adrienne (Mage)",
  kind: "clan-hero",
  covers: ["LOT-03"],
  power: 3,
  traits: ["Mage"],
  effect: {
    abilities: [],
    modifiers: [
      { stat: "combat-power", amount: adrienneEffectMod0Amount, to: null, vs: null, while: null },
      { stat: "combat-power", amount: adrienneEffectMod1Amount, to: null, vs: null, while: null },
      { stat: "combat-power", amount: 2, to: null, vs: null, while: adrienneEffectMod2While },
    ],
    requires: null,
  },
};

function gimdroEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

function gimdroEffectMod1Amount(rt: Rt, ctx: EffectContext): number {
  return rt.count(ctx, yourLocations_2);
}

function gimdroEffectMod2While(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theBattleLocation_2) > 0;
}

/** Gimdro (Engineer) (clan-hero) */
export const gimdro: ClanHeroCard = {
  id: "gimdro",
  name: "Gimdro (Engineer)",
  kind: "clan-hero",
  covers: ["LOT-03"],
  power: 2,
  traits: ["Engineer"],
  effect: {
    abilities: [],
    modifiers: [
      { stat: "combat-power", amount: gimdroEffectMod0Amount, to: null, vs: null, while: null },
      { stat: "combat-power", amount: gimdroEffectMod1Amount, to: null, vs: null, while: null },
      { stat: "combat-power", amount: 3, to: null, vs: null, while: gimdroEffectMod2While },
    ],
    requires: null,
  },
};

function hectorEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

function hectorEffectMod1Amount(rt: Rt, ctx: EffectContext): number {
  return rt.count(ctx, yourLocations);
}

function hectorEffectMod2While(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theBattleLocation_3) > 0;
}

/** Hector (Warrior) (clan-hero) */
export const hector: ClanHeroCard = {
  id: "hector",
  name: "Hector (Warrior)",
  kind: "clan-hero",
  covers: ["LOT-03"],
  power: 4,
  traits: ["Warrior"],
  effect: {
    abilities: [],
    modifiers: [
      { stat: "combat-power", amount: hectorEffectMod0Amount, to: null, vs: null, while: null },
      { stat: "combat-power", amount: hectorEffectMod1Amount, to: null, vs: null, while: null },
      { stat: "combat-power", amount: 2, to: null, vs: null, while: hectorEffectMod2While },
    ],
    requires: null,
  },
};
