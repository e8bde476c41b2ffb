import type { EffectContext } from "cardsmith/runtime/api";
import type { FactMeaning, GameRules, NounMeaning, VerbEvent } from "cardsmith/runtime/core/rules";
import type { Rt } from "./vocabulary.ts";

/** Recycle, after use: choose one:   discard N cards in your hand   draw N cards or:   nothing */
function recycleAfterUse(rt: Rt, ctx: EffectContext, n: number): void {
  const v_N = n;
  switch (rt.chooseOption(ctx, ["discard N cards in your hand; draw N cards", "nothing"])) {
    case 0: {
      for (const eachCards of rt.chooseSome(
        ctx,
        { noun: "cards", determiner: null, filters: [{ in: "hand", owner: "your" }] },
        v_N,
      )) {
        rt.verbs.discard(ctx, { card: eachCards });
      }
      rt.verbs.draw(ctx, { count: v_N });
      break;
    }
    case 1: {
      break;
    }
  }
}

/** The events phase: if round == 1:   each player:     draw 7 cards     let Mulligan = a number from 0 to 7     move Mulligan cards in your hand to deck     draw Mulligan cards if round == 4 or round == 7:   reveal 1 card from monster-deck to objective   each player:     gain min(count cards in your hand, 5) monster-tokens   each player secretly:     let Bid = a number from 0 to monster-tokens   let M = a card in objective   each player:     if leaders(Bid) == 1:       if Bid == highest(Bid):         discard Bid cards in your hand         claim M to monsters     else:       discard Bid cards in your hand     spend monster-tokens monster-tokens   if leaders(Bid) > 1:     move M to monster-deck if round == 6:   each player:     move each card in your cleared to camps */
function eventsPhase(rt: Rt, ctx: EffectContext): void {
  if (rt.round(ctx) === 1) {
    rt.eachPlayer(ctx, { noun: "player", determiner: "each", filters: [] }, (ctx) => {
      rt.verbs.draw(ctx, { count: 7 });
      const v_Mulligan = rt.chooseNumber(ctx, 0, 7, "Mulligan");
      for (const eachCards of rt.chooseSome(
        ctx,
        { noun: "cards", determiner: null, filters: [{ in: "hand", owner: "your" }] },
        v_Mulligan,
      )) {
        rt.verbs.move(ctx, { card: eachCards, to: "deck" });
      }
      rt.verbs.draw(ctx, { count: v_Mulligan });
    });
  }
  if (rt.round(ctx) === 4 || rt.round(ctx) === 7) {
    rt.verbs.reveal(ctx, { count: 1, from: "monster-deck", to: "objective" });
    rt.eachPlayer(ctx, { noun: "player", determiner: "each", filters: [] }, (ctx) => {
      rt.verbs.gain(ctx, {
        amount: {
          amount: Math.min(
            rt.count(ctx, {
              noun: "cards",
              determiner: null,
              filters: [{ in: "hand", owner: "your" }],
            }),
            5,
          ),
          unit: "monster-tokens",
        },
      });
    });
    const secret = rt.secretly(ctx, { noun: "player", determiner: "each", filters: [] }, (ctx) => {
      const v_Bid = rt.chooseNumber(ctx, 0, rt.property(ctx, "monster-tokens", null), "Bid");
      return { Bid: v_Bid };
    });
    const v_M = rt.choose(ctx, {
      noun: "card",
      determiner: "a",
      filters: [{ in: "objective", owner: null }],
    });
    rt.eachPlayer(ctx, { noun: "player", determiner: "each", filters: [] }, (ctx) => {
      if (rt.leaders(secret, "Bid") === 1) {
        if (rt.secretOf(ctx, secret, "Bid") === rt.highest(secret, "Bid")) {
          for (const eachCards_2 of rt.chooseSome(
            ctx,
            { noun: "cards", determiner: null, filters: [{ in: "hand", owner: "your" }] },
            rt.secretOf(ctx, secret, "Bid"),
          )) {
            rt.verbs.discard(ctx, { card: eachCards_2 });
          }
          rt.verbs.claim(ctx, { card: v_M, to: "monsters" });
        }
      } else {
        for (const eachCards_3 of rt.chooseSome(
          ctx,
          { noun: "cards", determiner: null, filters: [{ in: "hand", owner: "your" }] },
          rt.secretOf(ctx, secret, "Bid"),
        )) {
          rt.verbs.discard(ctx, { card: eachCards_3 });
        }
      }
      rt.verbs.spend(ctx, {
        amount: { amount: rt.property(ctx, "monster-tokens", null), unit: "monster-tokens" },
      });
    });
    if (rt.leaders(secret, "Bid") > 1) {
      rt.verbs.move(ctx, { card: v_M, to: "monster-deck" });
    }
  }
  if (rt.round(ctx) === 6) {
    rt.eachPlayer(ctx, { noun: "player", determiner: "each", filters: [] }, (ctx) => {
      for (const card of rt.select(ctx, {
        noun: "card",
        determiner: "each",
        filters: [{ in: "cleared", owner: "your" }],
      })) {
        rt.verbs.move(ctx, { card: card, to: "camps" });
      }
    });
  }
}

/** The farming phase: each player:   farm   visit-shops */
function farmingPhase(rt: Rt, ctx: EffectContext): void {
  rt.eachPlayer(ctx, { noun: "player", determiner: "each", filters: [] }, (ctx) => {
    rt.verbs.farm(ctx, {});
    rt.verbs["visit-shops"](ctx, {});
  });
}

/** The end-of-turn phase: each player:   move each card in your looted to cleared   if count cards in your hand > 5:     discard count cards in your hand - 5 cards in your hand   move each card in your exhausted to heroes   move each card in your fallen to exhausted   draw 2 cards pass-turn */
function endOfTurnPhase(rt: Rt, ctx: EffectContext): void {
  rt.eachPlayer(ctx, { noun: "player", determiner: "each", filters: [] }, (ctx) => {
    for (const card of rt.select(ctx, {
      noun: "card",
      determiner: "each",
      filters: [{ in: "looted", owner: "your" }],
    })) {
      rt.verbs.move(ctx, { card: card, to: "cleared" });
    }
    if (
      rt.count(ctx, { noun: "cards", determiner: null, filters: [{ in: "hand", owner: "your" }] }) >
      5
    ) {
      for (const eachCards of rt.chooseSome(
        ctx,
        { noun: "cards", determiner: null, filters: [{ in: "hand", owner: "your" }] },
        rt.count(ctx, {
          noun: "cards",
          determiner: null,
          filters: [{ in: "hand", owner: "your" }],
        }) - 5,
      )) {
        rt.verbs.discard(ctx, { card: eachCards });
      }
    }
    for (const card_2 of rt.select(ctx, {
      noun: "card",
      determiner: "each",
      filters: [{ in: "exhausted", owner: "your" }],
    })) {
      rt.verbs.move(ctx, { card: card_2, to: "heroes" });
    }
    for (const card_3 of rt.select(ctx, {
      noun: "card",
      determiner: "each",
      filters: [{ in: "fallen", owner: "your" }],
    })) {
      rt.verbs.move(ctx, { card: card_3, to: "exhausted" });
    }
    rt.verbs.draw(ctx, { count: 2 });
  });
  rt.verbs["pass-turn"](ctx, {});
}

/** The rules of ELO Darkness as data, run by the engine in runtime/core/. */
export const RULES: GameRules<Rt> = {
  game: "elo-darkness",
  zones: [
    { name: "deck", live: false, perPlayer: true, refillsFrom: "discard" },
    { name: "hand", live: false, perPlayer: true },
    { name: "discard", live: false, perPlayer: true },
    { name: "desert", live: true, perPlayer: true },
    { name: "forest", live: true, perPlayer: true },
    { name: "volcano", live: true, perPlayer: true },
    { name: "heroes", live: false, perPlayer: true },
    { name: "exhausted", live: false, perPlayer: true },
    { name: "fallen", live: false, perPlayer: true },
    { name: "item-deck", live: false, perPlayer: true },
    {
      name: "merchant",
      live: true,
      perPlayer: true,
      shop: {
        name: "Merchant",
        stock: "item-deck",
        currency: "gold",
        slots: ["Fighter", "Mage", "Marksman", "Jungler", "Support"],
      },
    },
    { name: "camps", live: false, perPlayer: true, startsWith: ["camp"] },
    { name: "looted", live: true, perPlayer: true },
    { name: "cleared", live: false, perPlayer: true },
    { name: "spells", live: true, perPlayer: true },
    { name: "spent-spells", live: false, perPlayer: true },
    { name: "rules", live: true, perPlayer: false, startsWith: ["rule"] },
    { name: "supply", live: false, perPlayer: false, startsWith: ["marker"] },
    { name: "board", live: false, perPlayer: false, startsWith: ["lane", "track"] },
    { name: "banished", live: false, perPlayer: false },
    { name: "monster-deck", live: false, perPlayer: false, startsWith: ["monster"] },
    { name: "objective", live: false, perPlayer: false },
    { name: "monsters", live: true, perPlayer: true },
  ],
  clearOnMove: [],
  counterTracks: [
    {
      counter: "experience",
      of: "hero",
      by: "class",
      heldAs: [
        ["Fighter", "fighter-xp"],
        ["Mage", "mage-xp"],
        ["Marksman", "marksman-xp"],
        ["Jungler", "jungler-xp"],
        ["Support", "support-xp"],
      ],
      levels: { counter: "level", at: [2, 4] },
      says: "Experience",
    },
  ],
  events: [
    {
      name: "discarded",
      respondable: false,
      raisedBy: ["discard", "discard-random", "farm", "combat"],
      args: ["on", "by"],
      payload: [],
    },
    {
      name: "enters-play",
      respondable: false,
      raisedBy: ["combat", "put"],
      args: ["on", "by", "for"],
      payload: ["from-hand", "assault"],
    },
    {
      name: "challenge-declared",
      respondable: true,
      raisedBy: ["combat"],
      args: ["by"],
      payload: [],
      says: "{by} declares a Challenge",
      resets: ["influence", "greedy", "threat", "rampage", "defense", "frozen"],
    },
    {
      name: "challenge-ended",
      respondable: false,
      raisedBy: ["combat"],
      args: [],
      payload: [],
      resets: ["influence", "greedy", "threat", "rampage", "defense", "frozen"],
    },
    { name: "challenge-won", respondable: false, raisedBy: ["combat"], args: ["by"], payload: [] },
    { name: "gets-greedy", respondable: false, raisedBy: ["combat"], args: ["by"], payload: [] },
    {
      name: "tower-destroyed",
      respondable: false,
      raisedBy: ["combat"],
      args: ["by"],
      payload: [],
    },
    {
      name: "backing-begins",
      respondable: true,
      raisedBy: ["backing"],
      args: ["by"],
      payload: [],
      says: "{by} begins their Backing phase",
    },
    {
      name: "turn-ends",
      respondable: true,
      raisedBy: ["pass-turn"],
      args: [],
      payload: [],
      says: "the turn ends",
    },
    {
      name: "objective-won",
      respondable: false,
      raisedBy: ["claim"],
      args: ["on", "by"],
      payload: [],
    },
    { name: "farming-done", respondable: false, raisedBy: ["farm"], args: ["by"], payload: [] },
    {
      name: "farmed",
      respondable: false,
      raisedBy: ["farm"],
      args: ["on", "by", "for"],
      payload: [],
    },
  ],
  nouns: Object.assign(Object.create(null) as Record<string, NounMeaning>, {
    you: { kind: "you" },
    opponent: { kind: "opponents" },
    opponents: { kind: "opponents" },
    player: { kind: "players" },
    this: { kind: "this" },
    card: {
      kind: "cards",
      zones: [
        "hand",
        "deck",
        "discard",
        "heroes",
        "exhausted",
        "fallen",
        "desert",
        "forest",
        "volcano",
        "merchant",
        "looted",
        "spells",
      ],
    },
    cards: { kind: "plural", of: "card" },
    hero: { kind: "hook" },
    "enemy-card": { kind: "hook" },
    "associated-hero": { kind: "event", arg: "for" },
    heroes: { kind: "plural", of: "hero" },
  }),
  verbs: Object.assign(Object.create(null) as Record<string, string>, {
    draw: "draw",
    discard: "hook",
    "discard-random": "discard-random",
    gain: "gain",
    spend: "spend",
    move: "move",
    put: "hook",
    advance: "advance",
    mark: "put-counters",
    farm: "hook",
    "visit-shops": "visit-shops",
    reveal: "reveal",
    claim: "move",
    "pass-turn": "pass-lead",
  }),
  verbEvents: Object.assign(Object.create(null) as Record<string, VerbEvent>, {
    farm: { event: "farming-done", on: null },
    claim: { event: "objective-won", on: "card" },
  }),
  facts: Object.assign(Object.create(null) as Record<string, FactMeaning<Rt>>, {
    "from-hand": { kind: "payload" },
    assault: { kind: "payload" },
    adjacent: { kind: "hook" },
    "tower-standing": { kind: "hook" },
  }),
  steps: [],
  traits: [
    {
      name: "Fighter",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Mage",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Marksman",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Jungler",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Support",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Hero",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Laner",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Gank",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Mana",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Special-Activation",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Reaction",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Recycle",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: recycleAfterUse,
      hook: false,
    },
    {
      name: "Spell-token",
      playedTo: null,
      repeat: false,
      limits: [{ count: 1, per: "game" }],
      usedGoesTo: null,
      afterUse: null,
      hook: false,
    },
    {
      name: "Basic",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Upgraded",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Roaming",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Free-Lane",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
  ],
  phases: [
    { name: "events", hook: null, step: null, effect: eventsPhase },
    { name: "farming", hook: null, step: null, effect: farmingPhase },
    { name: "backing", hook: "backing", step: null, effect: null },
    { name: "combat", hook: "combat", step: null, effect: null },
    { name: "end-of-turn", hook: null, step: null, effect: endOfTurnPhase },
  ],
  turnOrder: "from-leader",
  responses: { from: ["spells"], stack: false },
  end: { phase: "end-of-turn", edge: "end", hook: "end" },
  procedureHooks: ["setup", "backing", "combat", "end", "score"],
  playedTo: "discard",
  sharedCardsActFor: "by",
  types: Object.assign(Object.create(null) as Record<string, string | null>, {
    player: null,
    card: null,
    entity: null,
    hero: "card",
  }),
  ranking: {
    ruledOut: null,
    by: ["towers", "experience"],
    says: "{towers} Towers destroyed, {experience} Experience",
    marks: [],
    ties: "draw",
    decides: [
      { of: "towers", says: "destroyed more Towers" },
      { of: "experience", says: "has more Experience" },
    ],
  },
};
