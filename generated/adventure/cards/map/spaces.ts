import type { EffectContext } from "cardsmith/runtime/api";
import type { SpaceCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theThis = { noun: "this", determiner: null, filters: [] } as const;
const aCard = {
  noun: "card",
  determiner: "a",
  filters: [{ with: "Emboldened" }, { in: "boon-supply", owner: "the" }],
} as const;
const theAdventure = { noun: "adventure", determiner: "the", filters: [] } as const;
const aCard_2 = {
  noun: "card",
  determiner: "a",
  filters: [{ with: "Hidden" }, { in: "boon-supply", owner: "the" }],
} as const;
const theEnemiesHere = { noun: "enemies-here", determiner: null, filters: [] } as const;
const aCard_3 = {
  noun: "card",
  determiner: "a",
  filters: [{ with: "Determined" }, { in: "boon-supply", owner: "the" }],
} as const;
const explored1 = { amount: 1, unit: "explored" } as const;
const flint1 = { amount: 1, unit: "flint" } as const;
const lit1 = { amount: 1, unit: "lit" } as const;

/** Old Road (space) */
export const oldRoad: SpaceCard = {
  id: "old-road",
  name: "Old Road",
  kind: "space",
  text: "Where the heroes start. No token.",
  number: 1,
  adjacent: [2, 3],
};

/**
 * when interacted on this:
 *   find lucky-pebble
 *   put 1 explored on this
 */
function brambleWoodsEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.find(ctx, { card: "lucky-pebble" });
  rt.verbs.put(ctx, { amount: explored1, on: rt.choose(ctx, theThis) });
}

/** Bramble Woods (space) */
export const brambleWoods: SpaceCard = {
  id: "bramble-woods",
  name: "Bramble Woods",
  kind: "space",
  text: "Search token: you find the Lucky Pebble, a trinket.",
  covers: ["ADV-04"],
  number: 2,
  adjacent: [1, 4],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "interacted",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: brambleWoodsEffect0,
        text: "when interacted on this:\n  find lucky-pebble\n  put 1 explored on this",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when interacted on this:
 *   move a card with Emboldened in the boon-supply to play-area
 *   put 1 explored on this
 */
function fordEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.move(ctx, { card: rt.choose(ctx, aCard), to: "play-area" });
  rt.verbs.put(ctx, { amount: explored1, on: rt.choose(ctx, theThis) });
}

/** Ford (space) */
export const ford: SpaceCard = {
  id: "ford",
  name: "Ford",
  kind: "space",
  text: "Person token: a ranger's counsel. You become emboldened.",
  covers: ["ADV-05"],
  number: 3,
  adjacent: [1, 4, 5],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "interacted",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: fordEffect0,
        text: "when interacted on this:\n  move a card with Emboldened in the boon-supply to play-area\n  put 1 explored on this",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when interacted on this:
 *   gain-title dragon-slayer
 *   gain-weakness
 *   put 1 flint on the adventure
 *   put 1 explored on this
 */
function ruinedHallEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs["gain-title"](ctx, { card: "dragon-slayer" });
  rt.verbs["gain-weakness"](ctx, {});
  rt.verbs.put(ctx, { amount: flint1, on: rt.choose(ctx, theAdventure) });
  rt.verbs.put(ctx, { amount: explored1, on: rt.choose(ctx, theThis) });
}

/** Ruined Hall (space) */
export const ruinedHall: SpaceCard = {
  id: "ruined-hall",
  name: "Ruined Hall",
  kind: "space",
  text: "Search token: an old hoard. You gain the title Dragonslayer, and a weakness; the heroes find the beacon's flint.",
  covers: ["ADV-05"],
  number: 4,
  adjacent: [2, 3, 6],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "interacted",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: ruinedHallEffect0,
        text: "when interacted on this:\n  gain-title dragon-slayer\n  gain-weakness\n  put 1 flint on the adventure\n  put 1 explored on this",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when interacted on this:
 *   move a card with Hidden in the boon-supply to play-area
 *   put 1 explored on this
 */
function watchHillEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.move(ctx, { card: rt.choose(ctx, aCard_2), to: "play-area" });
  rt.verbs.put(ctx, { amount: explored1, on: rt.choose(ctx, theThis) });
}

/** Watch Hill (space) */
export const watchHill: SpaceCard = {
  id: "watch-hill",
  name: "Watch Hill",
  kind: "space",
  text: "Search token: a hollow under the stones. You become hidden.",
  covers: ["ADV-05"],
  number: 5,
  adjacent: [3, 6],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "interacted",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: watchHillEffect0,
        text: "when interacted on this:\n  move a card with Hidden in the boon-supply to play-area\n  put 1 explored on this",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when interacted on this:
 *   if count enemies-here == 0 and flint of the adventure > 0:
 *     put 1 lit on the adventure
 *     move a card with Determined in the boon-supply to play-area
 *     put 1 explored on this
 */
function watchtowerEffect0(rt: Rt, ctx: EffectContext): void {
  if (
    rt.count(ctx, theEnemiesHere) === 0 &&
    rt.property(ctx, "flint", rt.choose(ctx, theAdventure)) > 0
  ) {
    rt.verbs.put(ctx, { amount: lit1, on: rt.choose(ctx, theAdventure) });
    rt.verbs.move(ctx, { card: rt.choose(ctx, aCard_3), to: "play-area" });
    rt.verbs.put(ctx, { amount: explored1, on: rt.choose(ctx, theThis) });
  }
}

/** Watchtower (space) */
export const watchtower: SpaceCard = {
  id: "watchtower",
  name: "Watchtower",
  kind: "space",
  text: "Objective token: once the Ruined Hall has been searched (its hoard holds the beacon's flint), light the beacon, if no enemy group is here. You become determined.",
  number: 6,
  adjacent: [4, 5],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "interacted",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: watchtowerEffect0,
        text: "when interacted on this:\n  if count enemies-here == 0 and flint of the adventure > 0:\n    put 1 lit on the adventure\n    move a card with Determined in the boon-supply to play-area\n    put 1 explored on this",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
