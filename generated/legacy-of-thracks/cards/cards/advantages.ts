import type { EffectContext } from "cardsmith/runtime/api";
import type { VillageAdvantageCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const yourLocations = {
  noun: "locations",
  determiner: "your",
  filters: [{ with: "Village" }],
} as const;
const theThis = { noun: "this", determiner: null, filters: [] } as const;
const theYou = { noun: "you", determiner: null, filters: [{ with: "Engineer" }] } as const;
const theYou_2 = { noun: "you", determiner: null, filters: [] } as const;
const theYou_3 = { noun: "you", determiner: null, filters: [{ with: "Warrior" }] } as const;
const theYou_4 = { noun: "you", determiner: null, filters: [{ with: "Mage" }] } as const;
const gold2 = { amount: 2, unit: "gold" } as const;
const gold1 = { amount: 1, unit: "gold" } as const;
const mana1 = { amount: 1, unit: "mana" } as const;
const hp1 = { amount: 1, unit: "hp" } as const;
const relics1 = { amount: 1, unit: "relics" } as const;
const greenCrystal1 = { amount: 1, unit: "green-crystal" } as const;
const glory1 = { amount: 1, unit: "glory" } as const;

/**
 * when turn-ends by you:
 *   build 1 road
 *   if gold >= 2:
 *     choose one:
 *       nothing
 *     or:
 *       spend 2 gold
 *       build 1 road
 */
function roadBuildersEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.build(ctx, { count: 1 });
  if (rt.property(ctx, "gold", null) >= 2) {
    switch (rt.chooseOption(ctx, ["nothing", "spend 2 gold; build 1 road"])) {
      case 0: {
        break;
      }
      case 1: {
        rt.verbs.spend(ctx, { amount: gold2 });
        rt.verbs.build(ctx, { count: 1 });
        break;
      }
    }
  }
}

/**
 * when turn-begins by you:
 *   let X = count your locations with Village
 *   if X >= villages of this or count you with Engineer > 0:
 *     may relocate half(X) roads
 */
function roadBuildersEffect1(rt: Rt, ctx: EffectContext): void {
  const v_X = rt.count(ctx, yourLocations);
  if (v_X >= rt.cardField(ctx, "villages", rt.choose(ctx, theThis)) || rt.count(ctx, theYou) > 0) {
    if (rt.confirm(ctx, "relocate half(X) roads")) {
      rt.verbs.relocate(ctx, { count: Math.floor(v_X / 2) });
    }
  }
}

/** Road Builders (village-advantage) */
export const roadBuilders: VillageAdvantageCard = {
  id: "road-builders",
  name: "Road Builders",
  kind: "village-advantage",
  text: "A) Build 1 road at the end of your turn; pay 2 gold to build another. B) (2 Villages, or the Engineer) At the beginning of your turn you can move X/2 roads, where X is your Villages.",
  covers: ["LOT-04"],
  villages: 2,
  traits: ["Engineer"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "turn-ends",
          every: false,
          args: { by: theYou_2 },
          condition: null,
        },
        limits: [],
        costs: [],
        run: roadBuildersEffect0,
        text: "when turn-ends by you:\n  build 1 road\n  if gold >= 2:\n    choose one:\n      nothing\n    or:\n      spend 2 gold\n      build 1 road",
      },
      {
        trigger: {
          kind: "when",
          event: "turn-begins",
          every: false,
          args: { by: theYou_2 },
          condition: null,
        },
        limits: [],
        costs: [],
        run: roadBuildersEffect1,
        text: "when turn-begins by you:\n  let X = count your locations with Village\n  if X >= villages of this or count you with Engineer > 0:\n    may relocate half(X) roads",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when turn-begins by you:
 *   gain 1 gold
 *   if count your locations with Village >= villages of this or count you with Warrior > 0:
 *     gain 1 gold
 */
function merchantsGuildEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
  if (
    rt.count(ctx, yourLocations) >= rt.cardField(ctx, "villages", rt.choose(ctx, theThis)) ||
    rt.count(ctx, theYou_3) > 0
  ) {
    rt.verbs.gain(ctx, { amount: gold1 });
  }
}

/** Merchants' Guild (village-advantage) */
export const merchantsGuild: VillageAdvantageCard = {
  id: "merchants-guild",
  name: "Merchants' Guild",
  kind: "village-advantage",
  text: "A) receive 1 gold at the beginning of your turn. B) (2 Villages, or the Warrior) 1 more gold.",
  covers: ["LOT-04"],
  villages: 2,
  traits: ["Warrior"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "turn-begins",
          every: false,
          args: { by: theYou_2 },
          condition: null,
        },
        limits: [],
        costs: [],
        run: merchantsGuildEffect0,
        text: "when turn-begins by you:\n  gain 1 gold\n  if count your locations with Village >= villages of this or count you with Warrior > 0:\n    gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when turn-begins by you:
 *   gain 1 mana
 *   if count your locations with Village >= villages of this or count you with Mage > 0:
 *     gain 1 mana
 */
function manaSpringEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: mana1 });
  if (
    rt.count(ctx, yourLocations) >= rt.cardField(ctx, "villages", rt.choose(ctx, theThis)) ||
    rt.count(ctx, theYou_4) > 0
  ) {
    rt.verbs.gain(ctx, { amount: mana1 });
  }
}

/** Mana Spring (village-advantage) */
export const manaSpring: VillageAdvantageCard = {
  id: "mana-spring",
  name: "Mana Spring",
  kind: "village-advantage",
  text: "A) receive 1 mana at the beginning of your turn. B) (2 Villages, or the Mage) 1 more mana.",
  covers: ["LOT-04"],
  villages: 2,
  traits: ["Mage"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "turn-begins",
          every: false,
          args: { by: theYou_2 },
          condition: null,
        },
        limits: [],
        costs: [],
        run: manaSpringEffect0,
        text: "when turn-begins by you:\n  gain 1 mana\n  if count your locations with Village >= villages of this or count you with Mage > 0:\n    gain 1 mana",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when turn-begins by you:
 *   gain 1 hp
 *   if count your locations with Village >= villages of this or count you with Warrior > 0:
 *     gain 1 hp
 */
function herbalistEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: hp1 });
  if (
    rt.count(ctx, yourLocations) >= rt.cardField(ctx, "villages", rt.choose(ctx, theThis)) ||
    rt.count(ctx, theYou_3) > 0
  ) {
    rt.verbs.gain(ctx, { amount: hp1 });
  }
}

/** Herbalist (village-advantage) */
export const herbalist: VillageAdvantageCard = {
  id: "herbalist",
  name: "Herbalist",
  kind: "village-advantage",
  text: "A) your Hero heals 1 HP at the beginning of your turn. B) (3 Villages, or the Warrior) 1 more HP.",
  covers: ["LOT-04"],
  villages: 3,
  traits: ["Warrior"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "turn-begins",
          every: false,
          args: { by: theYou_2 },
          condition: null,
        },
        limits: [],
        costs: [],
        run: herbalistEffect0,
        text: "when turn-begins by you:\n  gain 1 hp\n  if count your locations with Village >= villages of this or count you with Warrior > 0:\n    gain 1 hp",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when turn-begins by you:
 *   nothing
 *   if count your locations with Village >= villages of this or count you with Mage > 0:
 *     find 1 relics
 */
function relicHuntersEffect0(rt: Rt, ctx: EffectContext): void {
  if (
    rt.count(ctx, yourLocations) >= rt.cardField(ctx, "villages", rt.choose(ctx, theThis)) ||
    rt.count(ctx, theYou_4) > 0
  ) {
    rt.verbs.find(ctx, { amount: relics1 });
  }
}

/** Relic Hunters (village-advantage) */
export const relicHunters: VillageAdvantageCard = {
  id: "relic-hunters",
  name: "Relic Hunters",
  kind: "village-advantage",
  text: "A) nothing. B) (3 Villages, or the Mage) a relic on your Capital at the beginning of your turn.",
  covers: ["LOT-04"],
  villages: 3,
  traits: ["Mage"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "turn-begins",
          every: false,
          args: { by: theYou_2 },
          condition: null,
        },
        limits: [],
        costs: [],
        run: relicHuntersEffect0,
        text: "when turn-begins by you:\n  nothing\n  if count your locations with Village >= villages of this or count you with Mage > 0:\n    find 1 relics",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when turn-begins by you:
 *   nothing
 *   if count your locations with Village >= villages of this or count you with Engineer > 0:
 *     gain 1 green-crystal
 */
function minersEffect0(rt: Rt, ctx: EffectContext): void {
  if (
    rt.count(ctx, yourLocations) >= rt.cardField(ctx, "villages", rt.choose(ctx, theThis)) ||
    rt.count(ctx, theYou) > 0
  ) {
    rt.verbs.gain(ctx, { amount: greenCrystal1 });
  }
}

/** Miners (village-advantage) */
export const miners: VillageAdvantageCard = {
  id: "miners",
  name: "Miners",
  kind: "village-advantage",
  text: "A) nothing. B) (3 Villages, or the Engineer) a green crystal on your Capital at the beginning of your turn.",
  covers: ["LOT-04"],
  villages: 3,
  traits: ["Engineer"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "turn-begins",
          every: false,
          args: { by: theYou_2 },
          condition: null,
        },
        limits: [],
        costs: [],
        run: minersEffect0,
        text: "when turn-begins by you:\n  nothing\n  if count your locations with Village >= villages of this or count you with Engineer > 0:\n    gain 1 green-crystal",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when turn-begins by you:
 *   nothing
 *   if count your locations with Village >= villages of this or count you with Warrior > 0:
 *     draw 1 card from battle-deck
 */
function militiaEffect0(rt: Rt, ctx: EffectContext): void {
  if (
    rt.count(ctx, yourLocations) >= rt.cardField(ctx, "villages", rt.choose(ctx, theThis)) ||
    rt.count(ctx, theYou_3) > 0
  ) {
    rt.verbs.draw(ctx, { count: 1, from: "battle-deck" });
  }
}

/** Militia (village-advantage) */
export const militia: VillageAdvantageCard = {
  id: "militia",
  name: "Militia",
  kind: "village-advantage",
  text: "A) nothing. B) (2 Villages, or the Warrior) a battle card at the beginning of your turn.",
  covers: ["LOT-04"],
  villages: 2,
  traits: ["Warrior"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "turn-begins",
          every: false,
          args: { by: theYou_2 },
          condition: null,
        },
        limits: [],
        costs: [],
        run: militiaEffect0,
        text: "when turn-begins by you:\n  nothing\n  if count your locations with Village >= villages of this or count you with Warrior > 0:\n    draw 1 card from battle-deck",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when turn-begins by you:
 *   gain 1 mana
 *   if count your locations with Village >= villages of this or count you with Mage > 0:
 *     draw 1 card from quest-deck
 */
function scribesEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: mana1 });
  if (
    rt.count(ctx, yourLocations) >= rt.cardField(ctx, "villages", rt.choose(ctx, theThis)) ||
    rt.count(ctx, theYou_4) > 0
  ) {
    rt.verbs.draw(ctx, { count: 1, from: "quest-deck" });
  }
}

/** Scribes (village-advantage) */
export const scribes: VillageAdvantageCard = {
  id: "scribes",
  name: "Scribes",
  kind: "village-advantage",
  text: "A) receive 1 mana at the beginning of your turn. B) (4 Villages, or the Mage) a quest card too.",
  covers: ["LOT-04"],
  villages: 4,
  traits: ["Mage"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "turn-begins",
          every: false,
          args: { by: theYou_2 },
          condition: null,
        },
        limits: [],
        costs: [],
        run: scribesEffect0,
        text: "when turn-begins by you:\n  gain 1 mana\n  if count your locations with Village >= villages of this or count you with Mage > 0:\n    draw 1 card from quest-deck",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when turn-begins by you:
 *   gain 1 gold
 *   if count your locations with Village >= villages of this or count you with Engineer > 0:
 *     gain 2 gold
 */
function taxCollectorsEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
  if (
    rt.count(ctx, yourLocations) >= rt.cardField(ctx, "villages", rt.choose(ctx, theThis)) ||
    rt.count(ctx, theYou) > 0
  ) {
    rt.verbs.gain(ctx, { amount: gold2 });
  }
}

/** Tax Collectors (village-advantage) */
export const taxCollectors: VillageAdvantageCard = {
  id: "tax-collectors",
  name: "Tax Collectors",
  kind: "village-advantage",
  text: "A) receive 1 gold at the beginning of your turn. B) (4 Villages, or the Engineer) 2 more gold.",
  covers: ["LOT-04"],
  villages: 4,
  traits: ["Engineer"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "turn-begins",
          every: false,
          args: { by: theYou_2 },
          condition: null,
        },
        limits: [],
        costs: [],
        run: taxCollectorsEffect0,
        text: "when turn-begins by you:\n  gain 1 gold\n  if count your locations with Village >= villages of this or count you with Engineer > 0:\n    gain 2 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when turn-begins by you:
 *   gain 1 mana
 *   if count your locations with Village >= villages of this or count you with Warrior > 0:
 *     gain 1 glory
 */
function watchmenEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: mana1 });
  if (
    rt.count(ctx, yourLocations) >= rt.cardField(ctx, "villages", rt.choose(ctx, theThis)) ||
    rt.count(ctx, theYou_3) > 0
  ) {
    rt.verbs.gain(ctx, { amount: glory1 });
  }
}

/** Watchmen (village-advantage) */
export const watchmen: VillageAdvantageCard = {
  id: "watchmen",
  name: "Watchmen",
  kind: "village-advantage",
  text: "A) receive 1 mana at the beginning of your turn. B) (5 Villages, or the Warrior) 1 glory point.",
  covers: ["LOT-04"],
  villages: 5,
  traits: ["Warrior"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "turn-begins",
          every: false,
          args: { by: theYou_2 },
          condition: null,
        },
        limits: [],
        costs: [],
        run: watchmenEffect0,
        text: "when turn-begins by you:\n  gain 1 mana\n  if count your locations with Village >= villages of this or count you with Warrior > 0:\n    gain 1 glory",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
