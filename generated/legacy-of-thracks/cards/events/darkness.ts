import type { EffectContext } from "cardsmith/runtime/api";
import type { DarknessCardCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const eachOpponent = { noun: "opponent", determiner: "each", filters: [] } as const;
const theShadow = { noun: "shadow", determiner: "the", filters: [] } as const;
const shadowPower3 = { amount: 3, unit: "shadow-power" } as const;
const gold2 = { amount: 2, unit: "gold" } as const;
const hp1 = { amount: 1, unit: "hp" } as const;
const curse1 = { amount: 1, unit: "curse" } as const;
const mana3 = { amount: 3, unit: "mana" } as const;
const relics1 = { amount: 1, unit: "relics" } as const;
const vp2 = { amount: 2, unit: "vp" } as const;

/** gain 3 shadow-power */
function dawnOfDarknessEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: shadowPower3 });
}

/** Dawn of the Darkness (darkness-card) */
export const dawnOfDarkness: DarknessCardCard = {
  id: "dawn-of-darkness",
  name: "Dawn of the Darkness",
  kind: "darkness-card",
  text: "The Shadow power rises by 3.",
  traits: ["Multiplayer"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: dawnOfDarknessEffect0,
        text: "gain 3 shadow-power",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * if solo or cooperative:
 *   spend 2 gold
 * else:
 *   each opponent:
 *     spend 2 gold
 */
function creepingNightEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.fact(ctx, "solo") || rt.fact(ctx, "cooperative")) {
    rt.verbs.spend(ctx, { amount: gold2 });
  } else {
    rt.eachPlayer(ctx, eachOpponent, (ctx) => {
      rt.verbs.spend(ctx, { amount: gold2 });
    });
  }
}

/** Creeping Night (darkness-card) */
export const creepingNight: DarknessCardCard = {
  id: "creeping-night",
  name: "Creeping Night",
  kind: "darkness-card",
  text: "Each clan player (solo, cooperative: you) loses 2 gold.",
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: creepingNightEffect0,
        text: "if solo or cooperative:\n  spend 2 gold\nelse:\n  each opponent:\n    spend 2 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * if solo or cooperative:
 *   spend 1 hp
 * else:
 *   each opponent:
 *     spend 1 hp
 */
function witheringEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.fact(ctx, "solo") || rt.fact(ctx, "cooperative")) {
    rt.verbs.spend(ctx, { amount: hp1 });
  } else {
    rt.eachPlayer(ctx, eachOpponent, (ctx) => {
      rt.verbs.spend(ctx, { amount: hp1 });
    });
  }
}

/** Withering (darkness-card) */
export const withering: DarknessCardCard = {
  id: "withering",
  name: "Withering",
  kind: "darkness-card",
  text: "Each clan player's Hero (solo, cooperative: yours) loses 1 HP.",
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: witheringEffect0,
        text: "if solo or cooperative:\n  spend 1 hp\nelse:\n  each opponent:\n    spend 1 hp",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * if solo or cooperative:
 *   gain 1 curse
 * else:
 *   each opponent:
 *     gain 1 curse
 */
function hexEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.fact(ctx, "solo") || rt.fact(ctx, "cooperative")) {
    rt.verbs.gain(ctx, { amount: curse1 });
  } else {
    rt.eachPlayer(ctx, eachOpponent, (ctx) => {
      rt.verbs.gain(ctx, { amount: curse1 });
    });
  }
}

/** Hex (darkness-card) */
export const hex: DarknessCardCard = {
  id: "hex",
  name: "Hex",
  kind: "darkness-card",
  text: "Each clan player (solo, cooperative: you) receives a curse token.",
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: hexEffect0,
        text: "if solo or cooperative:\n  gain 1 curse\nelse:\n  each opponent:\n    gain 1 curse",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * if solo or cooperative:
 *   spend 3 mana
 * else:
 *   each opponent:
 *     spend 3 mana
 */
function cardVoidEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.fact(ctx, "solo") || rt.fact(ctx, "cooperative")) {
    rt.verbs.spend(ctx, { amount: mana3 });
  } else {
    rt.eachPlayer(ctx, eachOpponent, (ctx) => {
      rt.verbs.spend(ctx, { amount: mana3 });
    });
  }
}

/** Void (darkness-card) */
export const cardVoid: DarknessCardCard = {
  id: "void",
  name: "Void",
  kind: "darkness-card",
  text: "Each clan player (solo, cooperative: you) loses 3 mana.",
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: cardVoidEffect0,
        text: "if solo or cooperative:\n  spend 3 mana\nelse:\n  each opponent:\n    spend 3 mana",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * if solo or cooperative:
 *   lose 1 barriers
 * else:
 *   each opponent:
 *     lose 1 barriers
 */
function sunderingEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.fact(ctx, "solo") || rt.fact(ctx, "cooperative")) {
    rt.verbs.lose(ctx, { count: 1 });
  } else {
    rt.eachPlayer(ctx, eachOpponent, (ctx) => {
      rt.verbs.lose(ctx, { count: 1 });
    });
  }
}

/** Sundering (darkness-card) */
export const sundering: DarknessCardCard = {
  id: "sundering",
  name: "Sundering",
  kind: "darkness-card",
  text: "Each clan player (solo, cooperative: you) loses one completed magical barrier.",
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: sunderingEffect0,
        text: "if solo or cooperative:\n  lose 1 barriers\nelse:\n  each opponent:\n    lose 1 barriers",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * if solo or cooperative:
 *   spend 1 relics
 *   gain 2 vp to the shadow
 * else:
 *   each opponent:
 *     spend 1 relics
 */
function darkTitheEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.fact(ctx, "solo") || rt.fact(ctx, "cooperative")) {
    rt.verbs.spend(ctx, { amount: relics1 });
    rt.verbs.gain(ctx, { amount: vp2, to: rt.choose(ctx, theShadow) });
  } else {
    rt.eachPlayer(ctx, eachOpponent, (ctx) => {
      rt.verbs.spend(ctx, { amount: relics1 });
    });
  }
}

/** Dark Tithe (darkness-card) */
export const darkTithe: DarknessCardCard = {
  id: "dark-tithe",
  name: "Dark Tithe",
  kind: "darkness-card",
  text: "Each clan player loses a relic (solo, cooperative: you lose a relic and the Shadow gains 2 VP).",
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: darkTitheEffect0,
        text: "if solo or cooperative:\n  spend 1 relics\n  gain 2 vp to the shadow\nelse:\n  each opponent:\n    spend 1 relics",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
