import type { EffectContext } from "cardsmith/runtime/api";
import type { ItemCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theThis = { noun: "this", determiner: null, filters: [] } as const;
const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;
const success1 = { amount: 1, unit: "success" } as const;
const hit1 = { amount: 1, unit: "hit" } as const;
const success2 = { amount: 2, unit: "success" } as const;
const hit3 = { amount: 3, unit: "hit" } as const;

function swordEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "wielding", rt.choose(ctx, theThis)) > 0;
}

/**
 * whenever tested by your hero if wielding of this > 0:
 *   if success > 0:
 *     repeat while success > 0:
 *       spend 1 success
 *       gain 1 hit
 */
function swordEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.property(ctx, "success", null) > 0) {
    do {
      rt.verbs.spend(ctx, { amount: success1 });
      rt.verbs.gain(ctx, { amount: hit1 });
    } while (rt.property(ctx, "success", null) > 0 && rt.again(ctx));
  }
}

/** Sword (item) */
export const sword: ItemCard = {
  id: "sword",
  name: "Sword",
  kind: "item",
  text: "Might. While you attack with this item, spend each success left: 1 hit.",
  covers: ["ADV-07"],
  traits: ["Might"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "tested",
          every: true,
          args: { by: yourHero },
          condition: swordEffect0When,
        },
        limits: [],
        costs: [],
        run: swordEffect0,
        text: "whenever tested by your hero if wielding of this > 0:\n  if success > 0:\n    repeat while success > 0:\n      spend 1 success\n      gain 1 hit",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function warMakerEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "wielding", rt.choose(ctx, theThis)) > 0;
}

/**
 * whenever tested by your hero if wielding of this > 0:
 *   if success >= 2:
 *     repeat while success >= 2:
 *       spend 2 successes
 *       gain 3 hits
 */
function warMakerEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.property(ctx, "success", null) >= 2) {
    do {
      rt.verbs.spend(ctx, { amount: success2 });
      rt.verbs.gain(ctx, { amount: hit3 });
    } while (rt.property(ctx, "success", null) >= 2 && rt.again(ctx));
  }
}

/** War-Maker (item) */
export const warMaker: ItemCard = {
  id: "war-maker",
  name: "War-Maker",
  kind: "item",
  text: "Might. While you attack with this item, spend 2 successes, as often as you can: 3 hits each time. (Abilities spend successes in the order the items lie: Borin keeps War-Maker first.)",
  covers: ["ADV-07"],
  traits: ["Might"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "tested",
          every: true,
          args: { by: yourHero },
          condition: warMakerEffect0When,
        },
        limits: [],
        costs: [],
        run: warMakerEffect0,
        text: "whenever tested by your hero if wielding of this > 0:\n  if success >= 2:\n    repeat while success >= 2:\n      spend 2 successes\n      gain 3 hits",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function huntingBowEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "wielding", rt.choose(ctx, theThis)) > 0;
}

/**
 * whenever tested by your hero if wielding of this > 0:
 *   if success > 0:
 *     repeat while success > 0:
 *       spend 1 success
 *       gain 1 hit
 */
function huntingBowEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.property(ctx, "success", null) > 0) {
    do {
      rt.verbs.spend(ctx, { amount: success1 });
      rt.verbs.gain(ctx, { amount: hit1 });
    } while (rt.property(ctx, "success", null) > 0 && rt.again(ctx));
  }
}

/** Hunting Bow (item) */
export const huntingBow: ItemCard = {
  id: "hunting-bow",
  name: "Hunting Bow",
  kind: "item",
  text: "Agility, ranged. While you attack with this item, spend each success left: 1 hit.",
  traits: ["Agility", "Ranged"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "tested",
          every: true,
          args: { by: yourHero },
          condition: huntingBowEffect0When,
        },
        limits: [],
        costs: [],
        run: huntingBowEffect0,
        text: "whenever tested by your hero if wielding of this > 0:\n  if success > 0:\n    repeat while success > 0:\n      spend 1 success\n      gain 1 hit",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function longKnifeEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "wielding", rt.choose(ctx, theThis)) > 0;
}

/**
 * whenever tested by your hero if wielding of this > 0:
 *   gain 1 hit
 *   if success > 0:
 *     repeat while success > 0:
 *       spend 1 success
 *       gain 1 hit
 */
function longKnifeEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: hit1 });
  if (rt.property(ctx, "success", null) > 0) {
    do {
      rt.verbs.spend(ctx, { amount: success1 });
      rt.verbs.gain(ctx, { amount: hit1 });
    } while (rt.property(ctx, "success", null) > 0 && rt.again(ctx));
  }
}

/** Long Knife (item) */
export const longKnife: ItemCard = {
  id: "long-knife",
  name: "Long Knife",
  kind: "item",
  text: "Agility. While you attack with this item, gain 1 hit; spend each success left: 1 hit.",
  traits: ["Agility"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "tested",
          every: true,
          args: { by: yourHero },
          condition: longKnifeEffect0When,
        },
        limits: [],
        costs: [],
        run: longKnifeEffect0,
        text: "whenever tested by your hero if wielding of this > 0:\n  gain 1 hit\n  if success > 0:\n    repeat while success > 0:\n      spend 1 success\n      gain 1 hit",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function runeStaffEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "wielding", rt.choose(ctx, theThis)) > 0;
}

/**
 * whenever tested by your hero if wielding of this > 0:
 *   if success > 0:
 *     repeat while success > 0:
 *       spend 1 success
 *       gain 1 hit
 */
function runeStaffEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.property(ctx, "success", null) > 0) {
    do {
      rt.verbs.spend(ctx, { amount: success1 });
      rt.verbs.gain(ctx, { amount: hit1 });
    } while (rt.property(ctx, "success", null) > 0 && rt.again(ctx));
  }
}

/** Rune Staff (item) */
export const runeStaff: ItemCard = {
  id: "rune-staff",
  name: "Rune Staff",
  kind: "item",
  text: "Wisdom, ranged. While you attack with this item, spend each success left: 1 hit.",
  traits: ["Wisdom", "Ranged"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "tested",
          every: true,
          args: { by: yourHero },
          condition: runeStaffEffect0When,
        },
        limits: [],
        costs: [],
        run: runeStaffEffect0,
        text: "whenever tested by your hero if wielding of this > 0:\n  if success > 0:\n    repeat while success > 0:\n      spend 1 success\n      gain 1 hit",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
