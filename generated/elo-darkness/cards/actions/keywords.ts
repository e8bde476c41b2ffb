import type { EffectContext } from "cardsmith/runtime/api";
import type { ActionCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const eachOpponent = { noun: "opponent", determiner: "each", filters: [] } as const;
const anEnemyCard = { noun: "enemy-card", determiner: "an", filters: [] } as const;
const theThis = { noun: "this", determiner: null, filters: [] } as const;
const aCard = {
  noun: "card",
  determiner: "a",
  filters: [{ with: "Hero" }, { in: "hand", owner: "your" }],
} as const;
const anOpponent = { noun: "opponent", determiner: "an", filters: [] } as const;
const theYou = { noun: "you", determiner: null, filters: [] } as const;
const rampage1 = { amount: 1, unit: "rampage" } as const;
const defense1 = { amount: 1, unit: "defense" } as const;
const frozen1 = { amount: 1, unit: "frozen" } as const;
const threat1 = { amount: 1, unit: "threat" } as const;
const blank1 = { amount: 1, unit: "blank" } as const;
const influence1 = { amount: 1, unit: "influence" } as const;
const gold2 = { amount: 2, unit: "gold" } as const;

/** gain 1 rampage */
function minionWaveEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: rampage1 });
}

/** Minion Wave (action) */
export const minionWave: ActionCard = {
  id: "minion-wave",
  name: "Minion Wave",
  kind: "action",
  text: "Rampage: if you win this Challenge, the battlefront advances one extra position.",
  covers: ["ELO-09"],
  influence: 2,
  traits: ["Laner"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: minionWaveEffect0,
        text: "gain 1 rampage",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 1 defense */
function playSafeEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: defense1 });
}

/** Play Safe (action) */
export const playSafe: ActionCard = {
  id: "play-safe",
  name: "Play Safe",
  kind: "action",
  text: "You gain Defense. Recycle 2 (you may discard 2 cards from your hand, then draw 2 cards).",
  covers: ["ELO-09"],
  influence: 0,
  traits: ["Laner", "Recycle 2"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: playSafeEffect0,
        text: "gain 1 defense",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 1 frozen */
function worthItEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: frozen1 });
}

/** Worth It (action) */
export const worthIt: ActionCard = {
  id: "worth-it",
  name: "Worth It",
  kind: "action",
  text: "Deck limit: 1. The Challenge is Frozen: no player may take another action in it.",
  covers: ["ELO-09"],
  influence: 1,
  "deck-limit": 1,
  traits: ["Gank"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: worthItEffect0,
        text: "gain 1 frozen",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * each opponent:
 *   gain 1 threat
 */
function tauntEffect0(rt: Rt, ctx: EffectContext): void {
  rt.eachPlayer(ctx, eachOpponent, (ctx) => {
    rt.verbs.gain(ctx, { amount: threat1 });
  });
}

/** Taunt (action) */
export const taunt: ActionCard = {
  id: "taunt",
  name: "Taunt",
  kind: "action",
  text: "Your opponent's participating Heroes become threatened.",
  covers: ["ELO-09"],
  influence: 1,
  traits: ["Gank"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: tauntEffect0,
        text: "each opponent:\n  gain 1 threat",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** mark 1 blank on an enemy-card */
function wardingEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.mark(ctx, { amount: blank1, on: rt.choose(ctx, anEnemyCard) });
}

/** Warding (action) */
export const warding: ActionCard = {
  id: "warding",
  name: "Warding",
  kind: "action",
  text: "Blank a card your opponent has on this Lane.",
  covers: ["ELO-09"],
  influence: 1,
  traits: ["Laner"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: wardingEffect0,
        text: "mark 1 blank on an enemy-card",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** move this to banished */
function recallEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "banished" });
}

/** Recall (action) */
export const recall: ActionCard = {
  id: "recall",
  name: "Recall",
  kind: "action",
  text: "Recycle 1. Banish this card.",
  covers: ["ELO-09"],
  influence: 0,
  traits: ["Gank", "Recycle 1"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: recallEffect0,
        text: "move this to banished",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** put a card with Hero in your hand into play */
function callEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.put(ctx, { card: rt.choose(ctx, aCard), into: "play" });
}

/** Call (action) */
export const call: ActionCard = {
  id: "call",
  name: "Call",
  kind: "action",
  text: "Put a Hero card from your hand into play on this Lane (even if its Hero is Exhausted).",
  covers: ["ELO-09"],
  influence: 0,
  traits: ["Gank"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: callEffect0,
        text: "put a card with Hero in your hand into play",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function brushEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.payload(ctx, "from-hand") as boolean;
}

/**
 * whenever enters-play by an opponent if from-hand:
 *   gain 1 influence
 */
function brushEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: influence1 });
}

/** Brush (action) */
export const brush: ActionCard = {
  id: "brush",
  name: "Brush",
  kind: "action",
  text: "Reaction: each time your opponent plays a card from their hand on this Lane, gain 1 Influence.",
  covers: ["ELO-09"],
  influence: 1,
  traits: ["Gank", "Reaction"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "enters-play",
          every: true,
          args: { by: anOpponent },
          condition: brushEffect0When,
        },
        limits: [],
        costs: [],
        run: brushEffect0,
        text: "whenever enters-play by an opponent if from-hand:\n  gain 1 influence",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when challenge-won by you:
 *   gain 2 gold
 */
function lastHitEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold2 });
}

/** Last Hit (action) */
export const lastHit: ActionCard = {
  id: "last-hit",
  name: "Last Hit",
  kind: "action",
  text: "If you win this Challenge, gain 2 Gold.",
  influence: 1,
  traits: ["Laner"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "challenge-won",
          every: false,
          args: { by: theYou },
          condition: null,
        },
        limits: [],
        costs: [],
        run: lastHitEffect0,
        text: "when challenge-won by you:\n  gain 2 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function coordinatedAssaultEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.payload(ctx, "from-hand") as boolean;
}

/**
 * whenever enters-play by you if from-hand:
 *   gain 1 influence
 */
function coordinatedAssaultEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: influence1 });
}

/** Coordinated Assault (action) */
export const coordinatedAssault: ActionCard = {
  id: "coordinated-assault",
  name: "Coordinated Assault",
  kind: "action",
  text: "Each card you play from your hand on this Lane after this one gains 1 Influence.",
  influence: 1,
  traits: ["Gank"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "enters-play",
          every: true,
          args: { by: theYou },
          condition: coordinatedAssaultEffect0When,
        },
        limits: [],
        costs: [],
        run: coordinatedAssaultEffect0,
        text: "whenever enters-play by you if from-hand:\n  gain 1 influence",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
