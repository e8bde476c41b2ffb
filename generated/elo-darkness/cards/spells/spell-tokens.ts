import type { EffectContext } from "cardsmith/runtime/api";
import type { SpellTokenCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theThis = { noun: "this", determiner: null, filters: [] } as const;
const theYou = { noun: "you", determiner: null, filters: [] } as const;
const anOpponent = { noun: "opponent", determiner: "an", filters: [] } as const;
const theCards = {
  noun: "cards",
  determiner: null,
  filters: [{ in: "hand", owner: "your" }],
} as const;
const theCard = {
  noun: "card",
  determiner: null,
  filters: [{ in: "hand", owner: "your" }],
} as const;
const eachOpponent = { noun: "opponent", determiner: "each", filters: [] } as const;
const theCard_2 = {
  noun: "card",
  determiner: null,
  filters: [{ with: "Hero" }, { in: "hand", owner: "your" }],
} as const;
const aCard = {
  noun: "card",
  determiner: "a",
  filters: [{ with: "Hero" }, { in: "discard", owner: "your" }],
} as const;
const inUse1 = { amount: 1, unit: "in-use" } as const;
const influence1 = { amount: 1, unit: "influence" } as const;
const defense1 = { amount: 1, unit: "defense" } as const;
const influence7 = { amount: 7, unit: "influence" } as const;

/**
 * response to backing-begins by you:
 *   draw 1 card from discard
 *   move this to spent-spells
 */
function speedEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.draw(ctx, { count: 1, from: "discard" });
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "spent-spells" });
}

/** Speed (spell-token) */
export const speed: SpellTokenCard = {
  id: "speed",
  name: "Speed",
  kind: "spell-token",
  text: "At the beginning of your Backing phase, add the top card of your discard pile to your hand.",
  covers: ["ELO-10"],
  traits: ["Spell-token"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "response",
          event: "backing-begins",
          args: { by: theYou },
          condition: null,
        },
        limits: [],
        costs: [],
        run: speedEffect0,
        text: "response to backing-begins by you:\n  draw 1 card from discard\n  move this to spent-spells",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * response to challenge-declared:
 *   mark 1 in-use on this
 */
function healEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.mark(ctx, { amount: inUse1, on: rt.choose(ctx, theThis) });
}

function healEffect1When(rt: Rt, ctx: EffectContext): boolean {
  return (
    (rt.payload(ctx, "from-hand") as boolean) &&
    rt.property(ctx, "in-use", rt.choose(ctx, theThis)) > 0
  );
}

/**
 * whenever enters-play by an opponent if from-hand and in-use of this > 0:
 *   gain 1 influence
 */
function healEffect1(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: influence1 });
}

function healEffect2When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "in-use", rt.choose(ctx, theThis)) > 0;
}

/**
 * when challenge-ended if in-use of this > 0:
 *   move this to spent-spells
 */
function healEffect2(rt: Rt, ctx: EffectContext): void {
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "spent-spells" });
}

/** Heal (spell-token) */
export const heal: SpellTokenCard = {
  id: "heal",
  name: "Heal",
  kind: "spell-token",
  text: "When any player declares a Challenge: during that Challenge, whenever your opponent puts a card into play from their hand, you gain 1 Influence.",
  covers: ["ELO-10"],
  traits: ["Spell-token"],
  effect: {
    abilities: [
      {
        trigger: { kind: "response", event: "challenge-declared", args: {}, condition: null },
        limits: [],
        costs: [],
        run: healEffect0,
        text: "response to challenge-declared:\n  mark 1 in-use on this",
      },
      {
        trigger: {
          kind: "when",
          event: "enters-play",
          every: true,
          args: { by: anOpponent },
          condition: healEffect1When,
        },
        limits: [],
        costs: [],
        run: healEffect1,
        text: "whenever enters-play by an opponent if from-hand and in-use of this > 0:\n  gain 1 influence",
      },
      {
        trigger: {
          kind: "when",
          event: "challenge-ended",
          every: false,
          args: {},
          condition: healEffect2When,
        },
        limits: [],
        costs: [],
        run: healEffect2,
        text: "when challenge-ended if in-use of this > 0:\n  move this to spent-spells",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * response to challenge-declared:
 *   if tower-standing:
 *     gain 1 defense
 *     gain 7 influence
 *   move this to spent-spells
 */
function shieldEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.fact(ctx, "tower-standing")) {
    rt.verbs.gain(ctx, { amount: defense1 });
    rt.verbs.gain(ctx, { amount: influence7 });
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "spent-spells" });
}

/** Shield (spell-token) */
export const shield: SpellTokenCard = {
  id: "shield",
  name: "Shield",
  kind: "spell-token",
  text: "When any player declares a Challenge: if you have at least one Tower standing on the active Lane, you gain Defense and 7 Influence in that Challenge.",
  covers: ["ELO-10"],
  traits: ["Spell-token"],
  effect: {
    abilities: [
      {
        trigger: { kind: "response", event: "challenge-declared", args: {}, condition: null },
        limits: [],
        costs: [],
        run: shieldEffect0,
        text: "response to challenge-declared:\n  if tower-standing:\n    gain 1 defense\n    gain 7 influence\n  move this to spent-spells",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * response to challenge-declared by you:
 *   if count cards in your hand > 0:
 *     choose one:
 *       nothing
 *     or:
 *       discard 1 card in your hand
 *       each opponent:
 *         discard 1 card with Hero in your hand
 *   move this to spent-spells
 */
function curseEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.count(ctx, theCards) > 0) {
    switch (
      rt.chooseOption(ctx, [
        "nothing",
        "discard 1 card in your hand; each opponent: discard 1 card with Hero in your hand",
      ])
    ) {
      case 0: {
        break;
      }
      case 1: {
        for (const card of rt.chooseSome(ctx, theCard, 1)) {
          rt.verbs.discard(ctx, { card: card });
        }
        rt.eachPlayer(ctx, eachOpponent, (ctx) => {
          for (const card_2 of rt.chooseSome(ctx, theCard_2, 1)) {
            rt.verbs.discard(ctx, { card: card_2 });
          }
        });
        break;
      }
    }
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "spent-spells" });
}

/** Curse (spell-token) */
export const curse: SpellTokenCard = {
  id: "curse",
  name: "Curse",
  kind: "spell-token",
  text: "When you declare a Challenge: you may discard a card from your hand. If you do, your opponent discards a Hero card from their hand.",
  covers: ["ELO-10"],
  traits: ["Spell-token"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "response",
          event: "challenge-declared",
          args: { by: theYou },
          condition: null,
        },
        limits: [],
        costs: [],
        run: curseEffect0,
        text: "response to challenge-declared by you:\n  if count cards in your hand > 0:\n    choose one:\n      nothing\n    or:\n      discard 1 card in your hand\n      each opponent:\n        discard 1 card with Hero in your hand\n  move this to spent-spells",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * response to turn-ends:
 *   move a card with Hero in your discard to deck
 *   move this to spent-spells
 */
function teleportEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.move(ctx, { card: rt.choose(ctx, aCard), to: "deck" });
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "spent-spells" });
}

/** Teleport (spell-token) */
export const teleport: SpellTokenCard = {
  id: "teleport",
  name: "Teleport",
  kind: "spell-token",
  text: "At the end of the turn, put a Hero card from your discard pile on top of your deck.",
  covers: ["ELO-10"],
  traits: ["Spell-token"],
  effect: {
    abilities: [
      {
        trigger: { kind: "response", event: "turn-ends", args: {}, condition: null },
        limits: [],
        costs: [],
        run: teleportEffect0,
        text: "response to turn-ends:\n  move a card with Hero in your discard to deck\n  move this to spent-spells",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
