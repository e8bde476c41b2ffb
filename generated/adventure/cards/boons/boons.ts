import type { EffectContext } from "cardsmith/runtime/api";
import type { BoonCard, TitleCard, WeaknessCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theThis = { noun: "this", determiner: null, filters: [] } as const;
const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;
const aNearbyEnemy = { noun: "nearby-enemy", determiner: "a", filters: [] } as const;
const success1 = { amount: 1, unit: "success" } as const;

function hiddenEffect0Cost0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.discard(ctx, { card: rt.choose(ctx, theThis) });
}

/**
 * response to hero-attacked on your hero, pay discard this:
 *   prevent 1 hit
 */
function hiddenEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.prevent(ctx, { amount: 1 });
}

/** Hidden (boon) */
export const hidden: BoonCard = {
  id: "hidden",
  name: "Hidden",
  kind: "boon",
  text: "When an enemy attacks you, you may discard this card: take 1 fewer hit.",
  covers: ["ADV-05"],
  traits: ["Hidden"],
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
        costs: [{ kind: "do", run: hiddenEffect0Cost0 }],
        run: hiddenEffect0,
        text: "response to hero-attacked on your hero, pay discard this:\n  prevent 1 hit",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function emboldenedEffect0Cost0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.discard(ctx, { card: rt.choose(ctx, theThis) });
}

/**
 * response to testing by your hero, pay discard this:
 *   gain 1 success
 */
function emboldenedEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: success1 });
}

/** Emboldened (boon) */
export const emboldened: BoonCard = {
  id: "emboldened",
  name: "Emboldened",
  kind: "boon",
  text: "When you test, you may discard this card: gain 1 success.",
  covers: ["ADV-05"],
  traits: ["Emboldened"],
  effect: {
    abilities: [
      {
        trigger: { kind: "response", event: "testing", args: { by: yourHero }, condition: null },
        limits: [],
        costs: [{ kind: "do", run: emboldenedEffect0Cost0 }],
        run: emboldenedEffect0,
        text: "response to testing by your hero, pay discard this:\n  gain 1 success",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function determinedEffect0Cost0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.discard(ctx, { card: rt.choose(ctx, theThis) });
}

/**
 * response to testing by your hero, pay discard this:
 *   gain 1 success
 *   scout 1 card
 */
function determinedEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: success1 });
  rt.verbs.scout(ctx, { count: 1 });
}

/** Determined (boon) */
export const determined: BoonCard = {
  id: "determined",
  name: "Determined",
  kind: "boon",
  text: "When you test, you may discard this card: gain 1 success and scout 1 skill card.",
  covers: ["ADV-05"],
  traits: ["Determined"],
  effect: {
    abilities: [
      {
        trigger: { kind: "response", event: "testing", args: { by: yourHero }, condition: null },
        limits: [],
        costs: [{ kind: "do", run: determinedEffect0Cost0 }],
        run: determinedEffect0,
        text: "response to testing by your hero, pay discard this:\n  gain 1 success\n  scout 1 card",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** Clumsy (weakness) */
export const clumsy: WeaknessCard = {
  id: "clumsy",
  name: "Clumsy",
  kind: "weakness",
  text: "A weakness. No effect and no success icons.",
  covers: ["ADV-05"],
  successes: 0,
};

/** Weary (weakness) */
export const weary: WeaknessCard = {
  id: "weary",
  name: "Weary",
  kind: "weakness",
  text: "A weakness. No effect and no success icons.",
  covers: ["ADV-05"],
  successes: 0,
};

/** Fearful (weakness) */
export const fearful: WeaknessCard = {
  id: "fearful",
  name: "Fearful",
  kind: "weakness",
  text: "A weakness. No effect and no success icons.",
  covers: ["ADV-05"],
  successes: 0,
};

/** Doubtful (weakness) */
export const doubtful: WeaknessCard = {
  id: "doubtful",
  name: "Doubtful",
  kind: "weakness",
  text: "A weakness. No effect and no success icons.",
  covers: ["ADV-05"],
  successes: 0,
};

/** Haunted (weakness) */
export const haunted: WeaknessCard = {
  id: "haunted",
  name: "Haunted",
  kind: "weakness",
  text: "A weakness. No effect and no success icons.",
  covers: ["ADV-05"],
  successes: 0,
};

/** Lost (weakness) */
export const lost: WeaknessCard = {
  id: "lost",
  name: "Lost",
  kind: "weakness",
  text: "A weakness. No effect and no success icons.",
  covers: ["ADV-05"],
  successes: 0,
};

/**
 * once per adventure:
 *   apply 4 hits to a nearby-enemy
 */
function dragonSlayerEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.apply(ctx, { amount: 4, to: rt.choose(ctx, aNearbyEnemy) });
}

/** Dragonslayer (title) */
export const dragonSlayer: TitleCard = {
  id: "dragon-slayer",
  name: "Dragonslayer",
  kind: "title",
  text: "Once per adventure: apply 4 hits to an enemy group in your space or an adjacent one.",
  covers: ["ADV-05"],
  successes: 0,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [{ count: 1, per: "adventure" }],
        costs: [],
        run: dragonSlayerEffect0,
        text: "once per adventure:\n  apply 4 hits to a nearby-enemy",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
