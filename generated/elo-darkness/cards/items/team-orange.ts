import type { EffectContext } from "cardsmith/runtime/api";
import type { ItemCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const eachCard = { noun: "card", determiner: "each", filters: [{ with: "Fighter" }] } as const;
const aCard = { noun: "card", determiner: "a", filters: [{ with: "Fighter" }] } as const;
const theYou = { noun: "you", determiner: null, filters: [] } as const;
const eachCard_2 = { noun: "card", determiner: "each", filters: [{ with: "Mage" }] } as const;
const eachOpponent = { noun: "opponent", determiner: "each", filters: [] } as const;
const aCard_2 = { noun: "card", determiner: "a", filters: [{ with: "Mage" }] } as const;
const eachCard_3 = { noun: "card", determiner: "each", filters: [{ with: "Marksman" }] } as const;
const aCard_3 = { noun: "card", determiner: "a", filters: [{ with: "Jungler" }] } as const;
const eachCard_4 = { noun: "card", determiner: "each", filters: [{ with: "Jungler" }] } as const;
const eachCard_5 = { noun: "card", determiner: "each", filters: [{ with: "Support" }] } as const;
const influence1 = { amount: 1, unit: "influence" } as const;

/** Golden Shield (item) */
export const goldenShield: ItemCard = {
  id: "golden-shield",
  name: "Golden Shield",
  kind: "item",
  text: "Your Fighter cards have +1 Influence.",
  cost: 1,
  upgrade: "insurmountable-shield",
  "upgrade-cost": 3,
  traits: ["Fighter", "Basic"],
  effect: {
    abilities: [],
    modifiers: [{ stat: "influence", amount: 1, to: eachCard, vs: null, while: null }],
    requires: null,
  },
};

/**
 * whenever enters-play on a card with Fighter by you, once per round:
 *   if tower-standing:
 *     gain 1 influence
 */
function insurmountableShieldEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.fact(ctx, "tower-standing")) {
    rt.verbs.gain(ctx, { amount: influence1 });
  }
}

/** Insurmountable Shield (item) */
export const insurmountableShield: ItemCard = {
  id: "insurmountable-shield",
  name: "Insurmountable Shield",
  kind: "item",
  text: "Your Fighter cards have +1 Influence. Item effect: gain 1 Influence if you have a Tower standing on this Lane.",
  cost: 3,
  traits: ["Fighter", "Upgraded"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "enters-play",
          every: true,
          args: { on: aCard, by: theYou },
          condition: null,
        },
        limits: [{ count: 1, per: "round" }],
        costs: [],
        run: insurmountableShieldEffect0,
        text: "whenever enters-play on a card with Fighter by you, once per round:\n  if tower-standing:\n    gain 1 influence",
      },
    ],
    modifiers: [{ stat: "influence", amount: 1, to: eachCard, vs: null, while: null }],
    requires: null,
  },
};

/** Silver Sickle (item) */
export const silverSickle: ItemCard = {
  id: "silver-sickle",
  name: "Silver Sickle",
  kind: "item",
  text: "Your Mage cards have +1 Influence.",
  cost: 1,
  upgrade: "ocean-scythe",
  "upgrade-cost": 2,
  traits: ["Mage", "Basic"],
  effect: {
    abilities: [],
    modifiers: [{ stat: "influence", amount: 1, to: eachCard_2, vs: null, while: null }],
    requires: null,
  },
};

/**
 * whenever enters-play on a card with Mage by you, once per round:
 *   each opponent:
 *     discard-random 1 card
 */
function oceanScytheEffect0(rt: Rt, ctx: EffectContext): void {
  rt.eachPlayer(ctx, eachOpponent, (ctx) => {
    rt.verbs["discard-random"](ctx, { count: 1 });
  });
}

/** Ocean's Scythe (item) */
export const oceanScythe: ItemCard = {
  id: "ocean-scythe",
  name: "Ocean's Scythe",
  kind: "item",
  text: "Your Mage cards have +1 Influence. Item effect: your opponent discards a random card from their hand.",
  covers: ["ELO-06", "ELO-08"],
  cost: 2,
  traits: ["Mage", "Upgraded"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "enters-play",
          every: true,
          args: { on: aCard_2, by: theYou },
          condition: null,
        },
        limits: [{ count: 1, per: "round" }],
        costs: [],
        run: oceanScytheEffect0,
        text: "whenever enters-play on a card with Mage by you, once per round:\n  each opponent:\n    discard-random 1 card",
      },
    ],
    modifiers: [{ stat: "influence", amount: 1, to: eachCard_2, vs: null, while: null }],
    requires: null,
  },
};

/** Merciless Archer's Bow (item) */
export const mercilessArchersBow: ItemCard = {
  id: "merciless-archers-bow",
  name: "Merciless Archer's Bow",
  kind: "item",
  text: "Your Marksman cards have +1 Influence.",
  cost: 1,
  upgrade: "killer-bow",
  "upgrade-cost": 3,
  traits: ["Marksman", "Basic"],
  effect: {
    abilities: [],
    modifiers: [{ stat: "influence", amount: 1, to: eachCard_3, vs: null, while: null }],
    requires: null,
  },
};

/** Killer Bow (item) */
export const killerBow: ItemCard = {
  id: "killer-bow",
  name: "Killer Bow",
  kind: "item",
  text: "Your Marksman cards have +2 Influence.",
  cost: 3,
  traits: ["Marksman", "Upgraded"],
  effect: {
    abilities: [],
    modifiers: [{ stat: "influence", amount: 2, to: eachCard_3, vs: null, while: null }],
    requires: null,
  },
};

/**
 * whenever enters-play on a card with Jungler by you, once per round:
 *   draw 1 card
 */
function sorceressWaterEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.draw(ctx, { count: 1 });
}

/** Sorceress Water (item) */
export const sorceressWater: ItemCard = {
  id: "sorceress-water",
  name: "Sorceress Water",
  kind: "item",
  text: "Item effect: draw 1 card.",
  cost: 1,
  upgrade: "fates-cure",
  "upgrade-cost": 2,
  traits: ["Jungler", "Basic"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "enters-play",
          every: true,
          args: { on: aCard_3, by: theYou },
          condition: null,
        },
        limits: [{ count: 1, per: "round" }],
        costs: [],
        run: sorceressWaterEffect0,
        text: "whenever enters-play on a card with Jungler by you, once per round:\n  draw 1 card",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * whenever enters-play on a card with Jungler by you, once per round:
 *   draw 1 card
 */
function fatesCureEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.draw(ctx, { count: 1 });
}

/** Fate's Cure (item) */
export const fatesCure: ItemCard = {
  id: "fates-cure",
  name: "Fate's Cure",
  kind: "item",
  text: "Your Jungler cards have +1 Influence. Item effect: draw 1 card.",
  cost: 2,
  traits: ["Jungler", "Upgraded"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "enters-play",
          every: true,
          args: { on: aCard_3, by: theYou },
          condition: null,
        },
        limits: [{ count: 1, per: "round" }],
        costs: [],
        run: fatesCureEffect0,
        text: "whenever enters-play on a card with Jungler by you, once per round:\n  draw 1 card",
      },
    ],
    modifiers: [{ stat: "influence", amount: 1, to: eachCard_4, vs: null, while: null }],
    requires: null,
  },
};

/** Celerity Boots (item) */
export const celerityBoots: ItemCard = {
  id: "celerity-boots",
  name: "Celerity Boots",
  kind: "item",
  text: "Your Support cards have +1 Influence.",
  cost: 1,
  upgrade: "calavera-boots",
  "upgrade-cost": 3,
  traits: ["Support", "Basic"],
  effect: {
    abilities: [],
    modifiers: [{ stat: "influence", amount: 1, to: eachCard_5, vs: null, while: null }],
    requires: null,
  },
};

/** Calavera Boots (item) */
export const calaveraBoots: ItemCard = {
  id: "calavera-boots",
  name: "Calavera Boots",
  kind: "item",
  text: "Your Support cards have +2 Influence.",
  cost: 3,
  traits: ["Support", "Upgraded"],
  effect: {
    abilities: [],
    modifiers: [{ stat: "influence", amount: 2, to: eachCard_5, vs: null, while: null }],
    requires: null,
  },
};
