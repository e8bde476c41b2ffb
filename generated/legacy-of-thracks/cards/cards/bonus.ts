import type { EffectContext } from "cardsmith/runtime/api";
import type { BonusCardCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const aBarrier = { noun: "barrier", determiner: "a", filters: [] } as const;
const gold3 = { amount: 3, unit: "gold" } as const;
const hp2 = { amount: 2, unit: "hp" } as const;
const mana3 = { amount: 3, unit: "mana" } as const;
const gold2 = { amount: 2, unit: "gold" } as const;
const hp1 = { amount: 1, unit: "hp" } as const;
const relics1 = { amount: 1, unit: "relics" } as const;
const greenCrystal1 = { amount: 1, unit: "green-crystal" } as const;
const glory1 = { amount: 1, unit: "glory" } as const;

/** gain 3 gold */
function windOfDimaraEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold3 });
}

/** Wind of Dimara (bonus-card) */
export const windOfDimara: BonusCardCard = {
  id: "wind-of-dimara",
  name: "Wind of Dimara",
  kind: "bonus-card",
  text: "Receive 3 gold.",
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: windOfDimaraEffect0,
        text: "gain 3 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 2 hp */
function springWaterEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: hp2 });
}

/** Spring Water (bonus-card) */
export const springWater: BonusCardCard = {
  id: "spring-water",
  name: "Spring Water",
  kind: "bonus-card",
  text: "Your Hero heals 2 HP.",
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: springWaterEffect0,
        text: "gain 2 hp",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 3 mana */
function arcaneSparkEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: mana3 });
}

/** Arcane Spark (bonus-card) */
export const arcaneSpark: BonusCardCard = {
  id: "arcane-spark",
  name: "Arcane Spark",
  kind: "bonus-card",
  text: "Receive 3 mana.",
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: arcaneSparkEffect0,
        text: "gain 3 mana",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** complete a barrier */
function arwelsWhisperEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

/** Arwel's Whisper (bonus-card) */
export const arwelsWhisper: BonusCardCard = {
  id: "arwels-whisper",
  name: "Arwel's Whisper",
  kind: "bonus-card",
  text: "Complete a magical barrier of your choice.",
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: arwelsWhisperEffect0,
        text: "complete a barrier",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * gain 2 gold
 * gain 1 hp
 */
function travellerSLuckEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold2 });
  rt.verbs.gain(ctx, { amount: hp1 });
}

/** Traveller's Luck (bonus-card) */
export const travellerSLuck: BonusCardCard = {
  id: "traveller-s-luck",
  name: "Traveller's Luck",
  kind: "bonus-card",
  text: "Receive 2 gold; your Hero heals 1 HP.",
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: travellerSLuckEffect0,
        text: "gain 2 gold\ngain 1 hp",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** find 1 relics */
function luckyFindEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.find(ctx, { amount: relics1 });
}

/** Lucky Find (bonus-card) */
export const luckyFind: BonusCardCard = {
  id: "lucky-find",
  name: "Lucky Find",
  kind: "bonus-card",
  text: "Place a relic on your Capital.",
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: luckyFindEffect0,
        text: "find 1 relics",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 1 green-crystal */
function crystalDustEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: greenCrystal1 });
}

/** Crystal Dust (bonus-card) */
export const crystalDust: BonusCardCard = {
  id: "crystal-dust",
  name: "Crystal Dust",
  kind: "bonus-card",
  text: "Place a green crystal on your Capital.",
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: crystalDustEffect0,
        text: "gain 1 green-crystal",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 1 glory */
function hymnOfGloryEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: glory1 });
}

/** Hymn of Glory (bonus-card) */
export const hymnOfGlory: BonusCardCard = {
  id: "hymn-of-glory",
  name: "Hymn of Glory",
  kind: "bonus-card",
  text: "Receive 1 glory point.",
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: hymnOfGloryEffect0,
        text: "gain 1 glory",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
