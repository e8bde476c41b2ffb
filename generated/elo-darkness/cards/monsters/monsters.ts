import type { EffectContext } from "cardsmith/runtime/api";
import type { MonsterCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theThis = { noun: "this", determiner: null, filters: [] } as const;
const eachOpponent = { noun: "opponent", determiner: "each", filters: [] } as const;
const theYou = { noun: "you", determiner: null, filters: [] } as const;
const gold3 = { amount: 3, unit: "gold" } as const;
const experience1 = { amount: 1, unit: "experience" } as const;
const gold1 = { amount: 1, unit: "gold" } as const;

/**
 * whenever objective-won on this:
 *   gain 3 gold
 */
function goldHoarderEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold3 });
}

/** Gold Hoarder (monster) */
export const goldHoarder: MonsterCard = {
  id: "gold-hoarder",
  name: "Gold Hoarder",
  kind: "monster",
  text: "Reward: gain 3 Gold.",
  covers: ["ELO-11"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "objective-won",
          every: true,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: goldHoarderEffect0,
        text: "whenever objective-won on this:\n  gain 3 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * whenever objective-won on this:
 *   draw 2 cards
 *   each opponent:
 *     discard-random 1 card
 */
function ancientWyrmEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.draw(ctx, { count: 2 });
  rt.eachPlayer(ctx, eachOpponent, (ctx) => {
    rt.verbs["discard-random"](ctx, { count: 1 });
  });
}

/** Ancient Wyrm (monster) */
export const ancientWyrm: MonsterCard = {
  id: "ancient-wyrm",
  name: "Ancient Wyrm",
  kind: "monster",
  text: "Reward: draw 2 cards, then your opponent discards a random card from their hand.",
  covers: ["ELO-11"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "objective-won",
          every: true,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: ancientWyrmEffect0,
        text: "whenever objective-won on this:\n  draw 2 cards\n  each opponent:\n    discard-random 1 card",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * whenever objective-won on this:
 *   advance 1 experience on heroes of you
 */
function elderDrakeEffect0(rt: Rt, ctx: EffectContext): void {
  for (const heroes of rt.select(ctx, {
    noun: "heroes",
    determiner: null,
    filters: [],
    of: [rt.choose(ctx, theYou)],
  })) {
    rt.verbs.advance(ctx, { amount: experience1, on: heroes });
  }
}

/** Elder Drake (monster) */
export const elderDrake: MonsterCard = {
  id: "elder-drake",
  name: "Elder Drake",
  kind: "monster",
  text: "Reward: each of your Heroes on the board gains 1 Experience.",
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "objective-won",
          every: true,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: elderDrakeEffect0,
        text: "whenever objective-won on this:\n  advance 1 experience on heroes of you",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * whenever objective-won on this:
 *   gain 1 gold
 *   draw 1 card
 */
function riftCrawlerEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
  rt.verbs.draw(ctx, { count: 1 });
}

/** Rift Crawler (monster) */
export const riftCrawler: MonsterCard = {
  id: "rift-crawler",
  name: "Rift Crawler",
  kind: "monster",
  text: "Reward: gain 1 Gold and draw 1 card.",
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "objective-won",
          every: true,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: riftCrawlerEffect0,
        text: "whenever objective-won on this:\n  gain 1 gold\n  draw 1 card",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
