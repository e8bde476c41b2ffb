import type { EffectContext } from "cardsmith/runtime/api";
import type { TrapCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const aCard = {
  noun: "card",
  determiner: "a",
  filters: [{ with: "spell" }, { in: "hand", owner: "your" }],
} as const;
const theCards = {
  noun: "cards",
  determiner: null,
  filters: [{ with: "spell" }, { in: "hand", owner: "your" }],
} as const;
const aCard_2 = {
  noun: "card",
  determiner: "a",
  filters: [{ with: "item" }, { in: "hand", owner: "your" }],
} as const;
const theCards_2 = {
  noun: "cards",
  determiner: null,
  filters: [{ with: "item" }, { in: "hand", owner: "your" }],
} as const;
const aBelonging = { noun: "belonging", determiner: "a", filters: [] } as const;
const theBelongings = { noun: "belongings", determiner: null, filters: [] } as const;
const theEnteringHero = { noun: "entering-hero", determiner: null, filters: [] } as const;

/** discard a card with spell in your hand */
function spellEaterTrapEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.discard(ctx, { card: rt.choose(ctx, aCard) });
}

function spellEaterTrapEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theCards) > 0;
}

/** Spell Eater Trap (trap) */
export const spellEaterTrap: TrapCard = {
  id: "spell-eater-trap",
  name: "Spell Eater Trap",
  kind: "trap",
  text: "The hero player discards a spell from their hand.",
  covers: ["FA-07"],
  gp: 100,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: spellEaterTrapEffect0,
        text: "discard a card with spell in your hand",
      },
    ],
    modifiers: [],
    requires: spellEaterTrapEffectRequires,
  },
};

/** discard a card with item in your hand */
function pickpocketTrapEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.discard(ctx, { card: rt.choose(ctx, aCard_2) });
}

function pickpocketTrapEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theCards_2) > 0;
}

/** Pickpocket Trap (trap) */
export const pickpocketTrap: TrapCard = {
  id: "pickpocket-trap",
  name: "Pickpocket Trap",
  kind: "trap",
  text: "The hero player discards an item from their hand.",
  covers: ["FA-07"],
  gp: 60,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: pickpocketTrapEffect0,
        text: "discard a card with item in your hand",
      },
    ],
    modifiers: [],
    requires: pickpocketTrapEffectRequires,
  },
};

/** discard a belonging */
function rustTrapEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.discard(ctx, { card: rt.choose(ctx, aBelonging) });
}

function rustTrapEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theBelongings) > 0;
}

/** Rust Trap (trap) */
export const rustTrap: TrapCard = {
  id: "rust-trap",
  name: "Rust Trap",
  kind: "trap",
  text: "The entering hero loses an item.",
  covers: ["FA-07"],
  gp: 70,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: rustTrapEffect0,
        text: "discard a belonging",
      },
    ],
    modifiers: [],
    requires: rustTrapEffectRequires,
  },
};

/** defeat entering-hero */
function pitTrapEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.defeat(ctx, { target: rt.choose(ctx, theEnteringHero) });
}

/** Pit Trap (trap) */
export const pitTrap: TrapCard = {
  id: "pit-trap",
  name: "Pit Trap",
  kind: "trap",
  text: "The entering hero is defeated.",
  covers: ["FA-07"],
  gp: 80,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: pitTrapEffect0,
        text: "defeat entering-hero",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * roll d6:
 *   on 1-3:
 *     defeat entering-hero
 */
function poisonNeedleTrapEffect0(rt: Rt, ctx: EffectContext): void {
  const roll = rt.roll(ctx, 1, 6);
  if (roll >= 1 && roll <= 3) {
    rt.verbs.defeat(ctx, { target: rt.choose(ctx, theEnteringHero) });
  }
}

/** Poison Needle Trap (trap) */
export const poisonNeedleTrap: TrapCard = {
  id: "poison-needle-trap",
  name: "Poison Needle Trap",
  kind: "trap",
  text: "The entering hero is defeated on 1-3.",
  covers: ["FA-03", "FA-07"],
  gp: 70,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: poisonNeedleTrapEffect0,
        text: "roll d6:\n  on 1-3:\n    defeat entering-hero",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** frighten entering-hero */
function fearGasTrapEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.frighten(ctx, { target: rt.choose(ctx, theEnteringHero) });
}

/** Fear Gas Trap (trap) */
export const fearGasTrap: TrapCard = {
  id: "fear-gas-trap",
  name: "Fear Gas Trap",
  kind: "trap",
  text: "The entering hero is stricken with fear.",
  covers: ["FA-07"],
  gp: 50,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: fearGasTrapEffect0,
        text: "frighten entering-hero",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** summon 1 monster */
function alarmTrapEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.summon(ctx, { count: 1 });
}

/** Alarm Trap (trap) */
export const alarmTrap: TrapCard = {
  id: "alarm-trap",
  name: "Alarm Trap",
  kind: "trap",
  text: "A monster is summoned to the Encounter.",
  covers: ["FA-08"],
  gp: 60,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: alarmTrapEffect0,
        text: "summon 1 monster",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * roll d6:
 *   on 1-2:
 *     defeat entering-hero
 *   on 3-6:
 *     frighten entering-hero
 */
function collapsingCeilingTrapEffect0(rt: Rt, ctx: EffectContext): void {
  const roll = rt.roll(ctx, 1, 6);
  if (roll >= 1 && roll <= 2) {
    rt.verbs.defeat(ctx, { target: rt.choose(ctx, theEnteringHero) });
  } else if (roll >= 3 && roll <= 6) {
    rt.verbs.frighten(ctx, { target: rt.choose(ctx, theEnteringHero) });
  }
}

/** Collapsing Ceiling Trap (trap) */
export const collapsingCeilingTrap: TrapCard = {
  id: "collapsing-ceiling-trap",
  name: "Collapsing Ceiling Trap",
  kind: "trap",
  text: "The entering hero is defeated on 1-2, else stricken with fear.",
  covers: ["FA-03", "FA-07"],
  gp: 90,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: collapsingCeilingTrapEffect0,
        text: "roll d6:\n  on 1-2:\n    defeat entering-hero\n  on 3-6:\n    frighten entering-hero",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
