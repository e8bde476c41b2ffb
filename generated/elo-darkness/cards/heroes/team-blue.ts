import type { EffectContext } from "cardsmith/runtime/api";
import type { HeroCardCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theCards = {
  noun: "cards",
  determiner: null,
  filters: [{ with: "Mage" }, { in: "discard", owner: "your" }],
} as const;
const theCards_2 = {
  noun: "cards",
  determiner: null,
  filters: [{ with: "Support" }, { in: "discard", owner: "your" }],
} as const;
const theCards_3 = {
  noun: "cards",
  determiner: null,
  filters: [{ with: "Marksman" }, { in: "discard", owner: "your" }],
} as const;
const eachOpponent = { noun: "opponent", determiner: "each", filters: [] } as const;
const theOpponent = { noun: "opponent", determiner: null, filters: [] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;
const influence1 = { amount: 1, unit: "influence" } as const;
const rampage1 = { amount: 1, unit: "rampage" } as const;
const threat1 = { amount: 1, unit: "threat" } as const;

/** gain 1 gold */
function neutralizingShieldFarming0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
}

/**
 * if tower-standing:
 *   gain 1 influence
 */
function neutralizingShieldEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.fact(ctx, "tower-standing")) {
    rt.verbs.gain(ctx, { amount: influence1 });
  }
}

/** Neutralizing Shield (hero-card) */
export const neutralizingShield: HeroCardCard = {
  id: "neutralizing-shield",
  name: "Neutralizing Shield",
  kind: "hero-card",
  text: "Farming: gain 1 Gold. If you have a Tower standing on this Lane, gain 1 Influence.",
  hero: "cleon",
  influence: 2,
  traits: ["Hero", "Fighter", "Laner"],
  farming: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: neutralizingShieldFarming0,
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
        run: neutralizingShieldEffect0,
        text: "if tower-standing:\n  gain 1 influence",
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
function bionicJavelinFarming0(rt: Rt, ctx: EffectContext): void {
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

/** gain 1 rampage */
function bionicJavelinEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: rampage1 });
}

/** Bionic Javelin (hero-card) */
export const bionicJavelin: HeroCardCard = {
  id: "bionic-javelin",
  name: "Bionic Javelin",
  kind: "hero-card",
  text: "Farming: draw 1 card or gain 1 Gold. Rampage.",
  covers: ["ELO-09"],
  hero: "cleon",
  influence: 2,
  ultimate: true,
  traits: ["Hero", "Fighter", "Laner"],
  farming: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: bionicJavelinFarming0,
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
        run: bionicJavelinEffect0,
        text: "gain 1 rampage",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** draw 2 cards */
function dataTransferFarming0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.draw(ctx, { count: 2 });
}

/** draw 1 card */
function dataTransferEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.draw(ctx, { count: 1 });
}

/** Data Transfer (hero-card) */
export const dataTransfer: HeroCardCard = {
  id: "data-transfer",
  name: "Data Transfer",
  kind: "hero-card",
  text: "Farming: draw 2 cards. Draw 1 card.",
  hero: "athos",
  influence: 1,
  traits: ["Hero", "Mage", "Laner"],
  farming: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: dataTransferFarming0,
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
        run: dataTransferEffect0,
        text: "draw 1 card",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 1 gold */
function arcaneResearchFarming0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
}

/** gain count cards with Mage in your discard influence */
function arcaneResearchEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: { amount: rt.count(ctx, theCards), unit: "influence" } });
}

/** Arcane Research (hero-card) */
export const arcaneResearch: HeroCardCard = {
  id: "arcane-research",
  name: "Arcane Research",
  kind: "hero-card",
  text: "Farming: gain 1 Gold. Gain 1 Influence for each Mage card in your discard pile.",
  hero: "athos",
  influence: 2,
  ultimate: true,
  traits: ["Hero", "Mage", "Laner"],
  farming: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: arcaneResearchFarming0,
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
        run: arcaneResearchEffect0,
        text: "gain count cards with Mage in your discard influence",
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
function goldenTearsFarming0(rt: Rt, ctx: EffectContext): void {
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
 * let X = count cards with Support in your discard
 * gain X gold
 */
function goldenTearsEffect0(rt: Rt, ctx: EffectContext): void {
  const v_X = rt.count(ctx, theCards_2);
  rt.verbs.gain(ctx, { amount: { amount: v_X, unit: "gold" } });
}

/** Golden Tears (hero-card) */
export const goldenTears: HeroCardCard = {
  id: "golden-tears",
  name: "Golden Tears",
  kind: "hero-card",
  text: "Farming: draw 1 card or gain 1 Gold. Gain 1 Gold for each Support card in your discard pile.",
  covers: ["ELO-01", "ELO-02"],
  hero: "thiara",
  influence: 1,
  traits: ["Hero", "Marksman", "Laner"],
  farming: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: goldenTearsFarming0,
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
        run: goldenTearsEffect0,
        text: "let X = count cards with Support in your discard\ngain X gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 1 gold */
function flamingTearsFarming0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
}

/**
 * let X = count cards with Marksman in your discard
 * gain X influence
 */
function flamingTearsEffect0(rt: Rt, ctx: EffectContext): void {
  const v_X = rt.count(ctx, theCards_3);
  rt.verbs.gain(ctx, { amount: { amount: v_X, unit: "influence" } });
}

/** Flaming Tears (hero-card) */
export const flamingTears: HeroCardCard = {
  id: "flaming-tears",
  name: "Flaming Tears",
  kind: "hero-card",
  text: "Farming: gain 1 Gold. Gain 1 Influence for each Marksman card in your discard pile.",
  covers: ["ELO-02"],
  hero: "thiara",
  influence: 1,
  ultimate: true,
  traits: ["Hero", "Marksman", "Laner"],
  farming: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: flamingTearsFarming0,
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
        run: flamingTearsEffect0,
        text: "let X = count cards with Marksman in your discard\ngain X influence",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 1 gold */
function darkDenialFarming0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
}

/**
 * each opponent:
 *   if gold > 0:
 *     spend 1 gold
 * gain 1 gold
 */
function darkDenialEffect0(rt: Rt, ctx: EffectContext): void {
  rt.eachPlayer(ctx, eachOpponent, (ctx) => {
    if (rt.property(ctx, "gold", null) > 0) {
      rt.verbs.spend(ctx, { amount: gold1 });
    }
  });
  rt.verbs.gain(ctx, { amount: gold1 });
}

/** Dark Denial (hero-card) */
export const darkDenial: HeroCardCard = {
  id: "dark-denial",
  name: "Dark Denial",
  kind: "hero-card",
  text: "Farming: gain 1 Gold. Your opponent loses 1 Gold, and you gain 1 Gold.",
  hero: "max",
  influence: 1,
  traits: ["Hero", "Jungler", "Gank"],
  farming: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: darkDenialFarming0,
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
        run: darkDenialEffect0,
        text: "each opponent:\n  if gold > 0:\n    spend 1 gold\ngain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** draw 1 card */
function sensHugFarming0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.draw(ctx, { count: 1 });
}

/**
 * each opponent:
 *   gain 1 threat
 */
function sensHugEffect0(rt: Rt, ctx: EffectContext): void {
  rt.eachPlayer(ctx, eachOpponent, (ctx) => {
    rt.verbs.gain(ctx, { amount: threat1 });
  });
}

/** Sen's Hug (hero-card) */
export const sensHug: HeroCardCard = {
  id: "sens-hug",
  name: "Sen's Hug",
  kind: "hero-card",
  text: "Farming: draw 1 card. Your opponent's participating Heroes become threatened.",
  covers: ["ELO-09"],
  hero: "max",
  influence: 2,
  ultimate: true,
  traits: ["Hero", "Jungler", "Gank"],
  farming: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: sensHugFarming0,
        text: "draw 1 card",
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
        run: sensHugEffect0,
        text: "each opponent:\n  gain 1 threat",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** draw 2 cards */
function dataReloadFarming0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.draw(ctx, { count: 2 });
}

/** draw 1 card */
function dataReloadEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.draw(ctx, { count: 1 });
}

/** Data Reload (hero-card) */
export const dataReload: HeroCardCard = {
  id: "data-reload",
  name: "Data Reload",
  kind: "hero-card",
  text: "Farming: draw 2 cards. Draw 1 card.",
  covers: ["ELO-01"],
  hero: "mckannon",
  influence: 1,
  traits: ["Hero", "Support", "Gank"],
  farming: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: dataReloadFarming0,
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
        run: dataReloadEffect0,
        text: "draw 1 card",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 1 gold */
function grabbingManoeuvreFarming0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
}

/** move hero of opponent to exhausted */
function grabbingManoeuvreEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.move(ctx, {
    card: rt.choose(ctx, {
      noun: "hero",
      determiner: null,
      filters: [],
      of: [rt.choose(ctx, theOpponent)],
    }),
    to: "exhausted",
  });
}

/** Grabbing Manoeuvre (hero-card) */
export const grabbingManoeuvre: HeroCardCard = {
  id: "grabbing-manoeuvre",
  name: "Grabbing Manoeuvre",
  kind: "hero-card",
  text: "Farming: gain 1 Gold. Exhaust one of your opponent's Heroes.",
  hero: "mckannon",
  influence: 2,
  ultimate: true,
  traits: ["Hero", "Support", "Gank"],
  farming: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: grabbingManoeuvreFarming0,
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
        run: grabbingManoeuvreEffect0,
        text: "move hero of opponent to exhausted",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
