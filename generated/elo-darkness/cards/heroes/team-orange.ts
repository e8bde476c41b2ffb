import type { EffectContext } from "cardsmith/runtime/api";
import type { HeroCardCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theCards = {
  noun: "cards",
  determiner: null,
  filters: [{ in: "hand", owner: "their" }],
} as const;
const theCards_2 = {
  noun: "cards",
  determiner: null,
  filters: [{ in: "hand", owner: "your" }],
} as const;
const eachOpponent = { noun: "opponent", determiner: "each", filters: [] } as const;
const yourHero = { noun: "hero", determiner: "your", filters: [{ with: "Jungler" }] } as const;
const theThis = { noun: "this", determiner: null, filters: [] } as const;
const theCards_3 = {
  noun: "cards",
  determiner: null,
  filters: [{ with: "Jungler" }, { in: "discard", owner: "your" }],
} as const;
const gold1 = { amount: 1, unit: "gold" } as const;
const influence1 = { amount: 1, unit: "influence" } as const;
const threat1 = { amount: 1, unit: "threat" } as const;
const influence2 = { amount: 2, unit: "influence" } as const;
const gold2 = { amount: 2, unit: "gold" } as const;
const rampage1 = { amount: 1, unit: "rampage" } as const;

/** gain 1 gold */
function infernalChargeFarming0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
}

/**
 * if count cards in their hand > count cards in your hand:
 *   gain 1 influence
 */
function infernalChargeEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.count(ctx, theCards) > rt.count(ctx, theCards_2)) {
    rt.verbs.gain(ctx, { amount: influence1 });
  }
}

/** Infernal Charge (hero-card) */
export const infernalCharge: HeroCardCard = {
  id: "infernal-charge",
  name: "Infernal Charge",
  kind: "hero-card",
  text: "Farming: gain 1 Gold. If your opponent holds more cards than you, gain 1 Influence.",
  hero: "kairos",
  influence: 2,
  traits: ["Hero", "Fighter", "Laner"],
  farming: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: infernalChargeFarming0,
        text: "gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: infernalChargeEffect0,
        text: "if count cards in their hand > count cards in your hand:\n  gain 1 influence",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * choose one:
 *   draw 1 card
 * or:
 *   gain 1 gold
 */
function dreadSwordFarming0(rt: Rt, ctx: EffectContext): void {
  switch (rt.chooseOption(ctx, ["draw 1 card", "gain 1 gold"])) {
    case 0: {
      rt.verbs.draw(ctx, { count: 1 });
      break;
    }
    case 1: {
      rt.verbs.gain(ctx, { amount: gold1 });
      break;
    }
  }
}

/**
 * each opponent:
 *   gain 1 threat
 */
function dreadSwordEffect0(rt: Rt, ctx: EffectContext): void {
  rt.eachPlayer(ctx, eachOpponent, (ctx) => {
    rt.verbs.gain(ctx, { amount: threat1 });
  });
}

/** Dread Sword (hero-card) */
export const dreadSword: HeroCardCard = {
  id: "dread-sword",
  name: "Dread Sword",
  kind: "hero-card",
  text: "Farming: draw 1 card or gain 1 Gold. Your opponent's participating Heroes become threatened.",
  hero: "kairos",
  influence: 3,
  ultimate: true,
  traits: ["Hero", "Fighter", "Laner"],
  farming: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: dreadSwordFarming0,
        text: "choose one:\n  draw 1 card\nor:\n  gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: dreadSwordEffect0,
        text: "each opponent:\n  gain 1 threat",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * choose one:
 *   draw 1 card
 * or:
 *   gain 1 gold
 */
function guardiansThreatFarming0(rt: Rt, ctx: EffectContext): void {
  switch (rt.chooseOption(ctx, ["draw 1 card", "gain 1 gold"])) {
    case 0: {
      rt.verbs.draw(ctx, { count: 1 });
      break;
    }
    case 1: {
      rt.verbs.gain(ctx, { amount: gold1 });
      break;
    }
  }
}

/**
 * if tower-standing:
 *   gain 1 influence
 */
function guardiansThreatEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.fact(ctx, "tower-standing")) {
    rt.verbs.gain(ctx, { amount: influence1 });
  }
}

/** Guardian's Threat (hero-card) */
export const guardiansThreat: HeroCardCard = {
  id: "guardians-threat",
  name: "Guardian's Threat",
  kind: "hero-card",
  text: "Farming: draw 1 card or gain 1 Gold. If you have a Tower standing on this Lane, gain 1 Influence.",
  hero: "hotep",
  influence: 1,
  traits: ["Hero", "Mage", "Laner"],
  farming: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: guardiansThreatFarming0,
        text: "choose one:\n  draw 1 card\nor:\n  gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: guardiansThreatEffect0,
        text: "if tower-standing:\n  gain 1 influence",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 1 gold */
function cobraHypnosisFarming0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
}

/**
 * each opponent:
 *   move your hero with Jungler to exhausted
 */
function cobraHypnosisEffect0(rt: Rt, ctx: EffectContext): void {
  rt.eachPlayer(ctx, eachOpponent, (ctx) => {
    rt.verbs.move(ctx, { card: rt.choose(ctx, yourHero), to: "exhausted" });
  });
}

/** Cobra Hypnosis (hero-card) */
export const cobraHypnosis: HeroCardCard = {
  id: "cobra-hypnosis",
  name: "Cobra Hypnosis",
  kind: "hero-card",
  text: "Farming: gain 1 Gold. Exhaust your opponent's Jungler Hero.",
  covers: ["ELO-06", "ELO-09"],
  hero: "hotep",
  influence: 1,
  ultimate: true,
  traits: ["Hero", "Mage", "Laner"],
  farming: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: cobraHypnosisFarming0,
        text: "gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: cobraHypnosisEffect0,
        text: "each opponent:\n  move your hero with Jungler to exhausted",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 1 gold */
function torrentOfArrowsFarming0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
}

/** gain 1 gold */
function torrentOfArrowsEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
}

/** Torrent of Arrows (hero-card) */
export const torrentOfArrows: HeroCardCard = {
  id: "torrent-of-arrows",
  name: "Torrent of Arrows",
  kind: "hero-card",
  text: "Farming: gain 1 Gold. Gain 1 Gold.",
  hero: "saerah",
  influence: 2,
  traits: ["Hero", "Marksman", "Laner"],
  farming: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: torrentOfArrowsFarming0,
        text: "gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: torrentOfArrowsEffect0,
        text: "gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** draw 1 card */
function bloodyShotFarming0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.draw(ctx, { count: 1 });
}

/**
 * when discarded on this:
 *   gain 2 influence
 *   gain 2 gold
 */
function bloodyShotEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: influence2 });
  rt.verbs.gain(ctx, { amount: gold2 });
}

/** Bloody Shot (hero-card) */
export const bloodyShot: HeroCardCard = {
  id: "bloody-shot",
  name: "Bloody Shot",
  kind: "hero-card",
  text: "Farming: draw 1 card. Special Activation: when this card is discarded, gain 2 Influence and 2 Gold.",
  covers: ["ELO-05"],
  hero: "saerah",
  influence: 2,
  ultimate: true,
  traits: ["Hero", "Marksman", "Laner", "Special-Activation"],
  farming: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: bloodyShotFarming0,
        text: "draw 1 card",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "discarded",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: bloodyShotEffect0,
        text: "when discarded on this:\n  gain 2 influence\n  gain 2 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 1 gold */
function ancestralRitualFarming0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
}

/** gain count cards with Jungler in your discard influence */
function ancestralRitualEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: { amount: rt.count(ctx, theCards_3), unit: "influence" } });
}

/** Ancestral Ritual (hero-card) */
export const ancestralRitual: HeroCardCard = {
  id: "ancestral-ritual",
  name: "Ancestral Ritual",
  kind: "hero-card",
  text: "Farming: gain 1 Gold. Gain 1 Influence for each Jungler card in your discard pile.",
  hero: "treehollow",
  influence: 1,
  traits: ["Hero", "Jungler", "Gank"],
  farming: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: ancestralRitualFarming0,
        text: "gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: ancestralRitualEffect0,
        text: "gain count cards with Jungler in your discard influence",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** draw 2 cards */
function awakeningTheForestFarming0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.draw(ctx, { count: 2 });
}

/** gain 1 rampage */
function awakeningTheForestEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: rampage1 });
}

/** Awakening the Forest (hero-card) */
export const awakeningTheForest: HeroCardCard = {
  id: "awakening-the-forest",
  name: "Awakening the Forest",
  kind: "hero-card",
  text: "Farming: draw 2 cards. Rampage.",
  hero: "treehollow",
  influence: 2,
  ultimate: true,
  traits: ["Hero", "Jungler", "Gank"],
  farming: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: awakeningTheForestFarming0,
        text: "draw 2 cards",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: awakeningTheForestEffect0,
        text: "gain 1 rampage",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * choose one:
 *   draw 1 card
 * or:
 *   gain 1 gold
 */
function guidingLightFarming0(rt: Rt, ctx: EffectContext): void {
  switch (rt.chooseOption(ctx, ["draw 1 card", "gain 1 gold"])) {
    case 0: {
      rt.verbs.draw(ctx, { count: 1 });
      break;
    }
    case 1: {
      rt.verbs.gain(ctx, { amount: gold1 });
      break;
    }
  }
}

/** draw 1 card */
function guidingLightEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.draw(ctx, { count: 1 });
}

/** Guiding Light (hero-card) */
export const guidingLight: HeroCardCard = {
  id: "guiding-light",
  name: "Guiding Light",
  kind: "hero-card",
  text: "Farming: draw 1 card or gain 1 Gold. Draw 1 card.",
  hero: "pan",
  influence: 1,
  traits: ["Hero", "Support", "Gank"],
  farming: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: guidingLightFarming0,
        text: "choose one:\n  draw 1 card\nor:\n  gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: guidingLightEffect0,
        text: "draw 1 card",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 1 gold */
function darkPremonitionFarming0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
}

/**
 * each opponent:
 *   discard-random 1 card
 */
function darkPremonitionEffect0(rt: Rt, ctx: EffectContext): void {
  rt.eachPlayer(ctx, eachOpponent, (ctx) => {
    rt.verbs["discard-random"](ctx, { count: 1 });
  });
}

/** Dark Premonition (hero-card) */
export const darkPremonition: HeroCardCard = {
  id: "dark-premonition",
  name: "Dark Premonition",
  kind: "hero-card",
  text: "Farming: gain 1 Gold. Your opponent discards a random card from their hand.",
  hero: "pan",
  influence: 2,
  ultimate: true,
  traits: ["Hero", "Support", "Gank"],
  farming: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: darkPremonitionFarming0,
        text: "gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: darkPremonitionEffect0,
        text: "each opponent:\n  discard-random 1 card",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
