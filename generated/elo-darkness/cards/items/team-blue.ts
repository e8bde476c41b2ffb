import type { EffectContext } from "cardsmith/runtime/api";
import type { ItemCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const eachCard = { noun: "card", determiner: "each", filters: [{ with: "Fighter" }] } as const;
const aCard = { noun: "card", determiner: "a", filters: [{ with: "Mage" }] } as const;
const theYou = { noun: "you", determiner: null, filters: [] } as const;
const eachCard_2 = { noun: "card", determiner: "each", filters: [{ with: "Mage" }] } as const;
const theOpponent = { noun: "opponent", determiner: "the", filters: [] } as const;
const eachCard_3 = { noun: "card", determiner: "each", filters: [{ with: "Marksman" }] } as const;
const aCard_2 = { noun: "card", determiner: "a", filters: [{ with: "Marksman" }] } as const;
const eachCard_4 = { noun: "card", determiner: "each", filters: [{ with: "Jungler" }] } as const;
const eachOpponent = { noun: "opponent", determiner: "each", filters: [] } as const;
const aCard_3 = { noun: "card", determiner: "a", filters: [{ with: "Jungler" }] } as const;
const aCard_4 = { noun: "card", determiner: "a", filters: [{ with: "Support" }] } as const;
const eachCard_5 = { noun: "card", determiner: "each", filters: [{ with: "Support" }] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;

/** Thunder Helm (item) */
export const thunderHelm: ItemCard = {
  id: "thunder-helm",
  name: "Thunder Helm",
  kind: "item",
  text: "Your Fighter cards have +1 Influence.",
  covers: ["ELO-08"],
  cost: 1,
  upgrade: "titans-helm",
  "upgrade-cost": 3,
  traits: ["Fighter", "Basic"],
  effect: {
    abilities: [],
    modifiers: [{ stat: "influence", amount: 1, to: eachCard, vs: null, while: null }],
    requires: null,
  },
};

/** Titan's Helm (item) */
export const titansHelm: ItemCard = {
  id: "titans-helm",
  name: "Titan's Helm",
  kind: "item",
  text: "Your Fighter cards have +2 Influence.",
  cost: 3,
  traits: ["Fighter", "Upgraded"],
  effect: {
    abilities: [],
    modifiers: [{ stat: "influence", amount: 2, to: eachCard, vs: null, while: null }],
    requires: null,
  },
};

/**
 * whenever enters-play on a card with Mage by you, once per round:
 *   draw 1 card
 */
function eldersFormulaEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.draw(ctx, { count: 1 });
}

/** Elder's Formula (item) */
export const eldersFormula: ItemCard = {
  id: "elders-formula",
  name: "Elder's Formula",
  kind: "item",
  text: "Item effect: draw 1 card.",
  cost: 1,
  upgrade: "elders-tome",
  "upgrade-cost": 3,
  traits: ["Mage", "Basic"],
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
        run: eldersFormulaEffect0,
        text: "whenever enters-play on a card with Mage by you, once per round:\n  draw 1 card",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * whenever enters-play on a card with Mage by you, once per round:
 *   draw 1 card
 */
function eldersTomeEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.draw(ctx, { count: 1 });
}

/** Elder's Tome (item) */
export const eldersTome: ItemCard = {
  id: "elders-tome",
  name: "Elder's Tome",
  kind: "item",
  text: "Your Mage cards have +1 Influence. Item effect: draw 1 card.",
  cost: 3,
  traits: ["Mage", "Upgraded"],
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
        run: eldersTomeEffect0,
        text: "whenever enters-play on a card with Mage by you, once per round:\n  draw 1 card",
      },
    ],
    modifiers: [{ stat: "influence", amount: 1, to: eachCard_2, vs: null, while: null }],
    requires: null,
  },
};

function goldenChestEffectMod0While(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "gold", null) > rt.property(ctx, "gold", rt.choose(ctx, theOpponent));
}

/** Golden Chest (item) */
export const goldenChest: ItemCard = {
  id: "golden-chest",
  name: "Golden Chest",
  kind: "item",
  text: "Your Marksman cards have +2 Influence while you have more Gold than your opponent.",
  covers: ["ELO-03"],
  cost: 2,
  upgrade: "legendary-treasure",
  "upgrade-cost": 3,
  traits: ["Marksman", "Basic"],
  effect: {
    abilities: [],
    modifiers: [
      { stat: "influence", amount: 2, to: eachCard_3, vs: null, while: goldenChestEffectMod0While },
    ],
    requires: null,
  },
};

function legendaryTreasureEffectMod0While(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "gold", null) > rt.property(ctx, "gold", rt.choose(ctx, theOpponent));
}

/**
 * whenever enters-play on a card with Marksman by you, once per round:
 *   gain 1 gold
 */
function legendaryTreasureEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
}

/** Legendary Treasure (item) */
export const legendaryTreasure: ItemCard = {
  id: "legendary-treasure",
  name: "Legendary Treasure",
  kind: "item",
  text: "Your Marksman cards have +2 Influence while you have more Gold than your opponent. Item effect: gain 1 Gold.",
  cost: 3,
  traits: ["Marksman", "Upgraded"],
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
        run: legendaryTreasureEffect0,
        text: "whenever enters-play on a card with Marksman by you, once per round:\n  gain 1 gold",
      },
    ],
    modifiers: [
      {
        stat: "influence",
        amount: 2,
        to: eachCard_3,
        vs: null,
        while: legendaryTreasureEffectMod0While,
      },
    ],
    requires: null,
  },
};

/** Dark Cloak (item) */
export const darkCloak: ItemCard = {
  id: "dark-cloak",
  name: "Dark Cloak",
  kind: "item",
  text: "Your Jungler cards have +1 Influence.",
  cost: 1,
  upgrade: "night-veil",
  "upgrade-cost": 3,
  traits: ["Jungler", "Basic"],
  effect: {
    abilities: [],
    modifiers: [{ stat: "influence", amount: 1, to: eachCard_4, vs: null, while: null }],
    requires: null,
  },
};

/**
 * whenever enters-play on a card with Jungler by you, once per round:
 *   each opponent:
 *     discard-random 1 card
 */
function nightVeilEffect0(rt: Rt, ctx: EffectContext): void {
  rt.eachPlayer(ctx, eachOpponent, (ctx) => {
    rt.verbs["discard-random"](ctx, { count: 1 });
  });
}

/** Night Veil (item) */
export const nightVeil: ItemCard = {
  id: "night-veil",
  name: "Night Veil",
  kind: "item",
  text: "Your Jungler cards have +1 Influence. Item effect: your opponent discards a random card.",
  cost: 3,
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
        run: nightVeilEffect0,
        text: "whenever enters-play on a card with Jungler by you, once per round:\n  each opponent:\n    discard-random 1 card",
      },
    ],
    modifiers: [{ stat: "influence", amount: 1, to: eachCard_4, vs: null, while: null }],
    requires: null,
  },
};

/**
 * whenever enters-play on a card with Support by you, once per round:
 *   gain 1 gold
 */
function amethystBladeEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
}

/** Amethyst Blade (item) */
export const amethystBlade: ItemCard = {
  id: "amethyst-blade",
  name: "Amethyst Blade",
  kind: "item",
  text: "Item effect: gain 1 Gold.",
  cost: 1,
  upgrade: "aurora-blade",
  "upgrade-cost": 2,
  traits: ["Support", "Basic"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "enters-play",
          every: true,
          args: { on: aCard_4, by: theYou },
          condition: null,
        },
        limits: [{ count: 1, per: "round" }],
        costs: [],
        run: amethystBladeEffect0,
        text: "whenever enters-play on a card with Support by you, once per round:\n  gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * whenever enters-play on a card with Support by you, once per round:
 *   gain 1 gold
 */
function auroraBladeEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
}

/** Aurora Blade (item) */
export const auroraBlade: ItemCard = {
  id: "aurora-blade",
  name: "Aurora Blade",
  kind: "item",
  text: "Your Support cards have +1 Influence. Item effect: gain 1 Gold.",
  cost: 2,
  traits: ["Support", "Upgraded"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "enters-play",
          every: true,
          args: { on: aCard_4, by: theYou },
          condition: null,
        },
        limits: [{ count: 1, per: "round" }],
        costs: [],
        run: auroraBladeEffect0,
        text: "whenever enters-play on a card with Support by you, once per round:\n  gain 1 gold",
      },
    ],
    modifiers: [{ stat: "influence", amount: 1, to: eachCard_5, vs: null, while: null }],
    requires: null,
  },
};

/**
 * whenever enters-play on a card with Marksman by you, once per round:
 *   draw 1 card
 */
function owlDroneEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.draw(ctx, { count: 1 });
}

/** Owl Drone (item) */
export const owlDrone: ItemCard = {
  id: "owl-drone",
  name: "Owl Drone",
  kind: "item",
  text: "Item effect: draw 1 card.",
  cost: 1,
  upgrade: "owl-drone-prime",
  "upgrade-cost": 3,
  traits: ["Marksman", "Basic"],
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
        run: owlDroneEffect0,
        text: "whenever enters-play on a card with Marksman by you, once per round:\n  draw 1 card",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * whenever enters-play on a card with Marksman by you, once per round:
 *   draw 1 card
 */
function owlDronePrimeEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.draw(ctx, { count: 1 });
}

/** Owl Drone Prime (item) */
export const owlDronePrime: ItemCard = {
  id: "owl-drone-prime",
  name: "Owl Drone Prime",
  kind: "item",
  text: "Your Marksman cards have +1 Influence. Item effect: draw 1 card.",
  cost: 3,
  traits: ["Marksman", "Upgraded"],
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
        run: owlDronePrimeEffect0,
        text: "whenever enters-play on a card with Marksman by you, once per round:\n  draw 1 card",
      },
    ],
    modifiers: [{ stat: "influence", amount: 1, to: eachCard_3, vs: null, while: null }],
    requires: null,
  },
};
