import type { EffectContext } from "cardsmith/runtime/api";
import type { ActionCardCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const yourLocations = {
  noun: "locations",
  determiner: "your",
  filters: [{ with: "Fortress" }],
} as const;
const yourLocations_2 = {
  noun: "locations",
  determiner: "your",
  filters: [{ with: "Village" }],
} as const;
const gold2 = { amount: 2, unit: "gold" } as const;
const gold3 = { amount: 3, unit: "gold" } as const;
const hp2 = { amount: 2, unit: "hp" } as const;
const glory1 = { amount: 1, unit: "glory" } as const;
const relics1 = { amount: 1, unit: "relics" } as const;
const gold1 = { amount: 1, unit: "gold" } as const;
const mana2 = { amount: 2, unit: "mana" } as const;
const greenCrystal1 = { amount: 1, unit: "green-crystal" } as const;
const glory2 = { amount: 2, unit: "glory" } as const;
const yellowCrystal1 = { amount: 1, unit: "yellow-crystal" } as const;
const hp3 = { amount: 3, unit: "hp" } as const;
const hp1 = { amount: 1, unit: "hp" } as const;
const mana4 = { amount: 4, unit: "mana" } as const;
const redCrystal1 = { amount: 1, unit: "red-crystal" } as const;
const purpleCrystal1 = { amount: 1, unit: "purple-crystal" } as const;
const mana3 = { amount: 3, unit: "mana" } as const;
const greenCrystal2 = { amount: 2, unit: "green-crystal" } as const;

/** draw 1 card from battle-deck */
function battleFuryEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.draw(ctx, { count: 1, from: "battle-deck" });
}

/** Battle Fury (action-card) */
export const battleFury: ActionCardCard = {
  id: "battle-fury",
  name: "Battle Fury",
  kind: "action-card",
  text: "Draw a battle card.",
  traits: ["Warrior"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: battleFuryEffect0,
        text: "draw 1 card from battle-deck",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 2 gold */
function forcedMarchEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold2 });
}

/** Forced March (action-card) */
export const forcedMarch: ActionCardCard = {
  id: "forced-march",
  name: "Forced March",
  kind: "action-card",
  text: "Receive 2 gold.",
  traits: ["Warrior"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: forcedMarchEffect0,
        text: "gain 2 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 3 gold */
function warChestEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold3 });
}

/** War Chest (action-card) */
export const warChest: ActionCardCard = {
  id: "war-chest",
  name: "War Chest",
  kind: "action-card",
  text: "Receive 3 gold.",
  traits: ["Warrior"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: warChestEffect0,
        text: "gain 3 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 2 hp */
function fieldMedicEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: hp2 });
}

/** Field Medic (action-card) */
export const fieldMedic: ActionCardCard = {
  id: "field-medic",
  name: "Field Medic",
  kind: "action-card",
  text: "Your Hero heals 2 HP.",
  traits: ["Warrior"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: fieldMedicEffect0,
        text: "gain 2 hp",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 1 glory */
function honourDuelEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: glory1 });
}

/** Honour Duel (action-card) */
export const honourDuel: ActionCardCard = {
  id: "honour-duel",
  name: "Honour Duel",
  kind: "action-card",
  text: "Receive 1 glory point.",
  traits: ["Warrior"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: honourDuelEffect0,
        text: "gain 1 glory",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** find 1 relics */
function raidersEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.find(ctx, { amount: relics1 });
}

/** Raiders (action-card) */
export const raiders: ActionCardCard = {
  id: "raiders",
  name: "Raiders",
  kind: "action-card",
  text: "Place a relic on your Capital.",
  traits: ["Warrior"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: raidersEffect0,
        text: "find 1 relics",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** draw 2 cards from battle-deck */
function veteransEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.draw(ctx, { count: 2, from: "battle-deck" });
}

/** Veterans (action-card) */
export const veterans: ActionCardCard = {
  id: "veterans",
  name: "Veterans",
  kind: "action-card",
  text: "Draw 2 battle cards.",
  traits: ["Warrior"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: veteransEffect0,
        text: "draw 2 cards from battle-deck",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * gain 1 glory
 * gain 1 gold
 */
function bannerEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: glory1 });
  rt.verbs.gain(ctx, { amount: gold1 });
}

/** Banner (action-card) */
export const banner: ActionCardCard = {
  id: "banner",
  name: "Banner",
  kind: "action-card",
  text: "Receive 1 glory point and 1 gold.",
  traits: ["Warrior"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: bannerEffect0,
        text: "gain 1 glory\ngain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 2 mana */
function rallyEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: mana2 });
}

/** Rally (action-card) */
export const rally: ActionCardCard = {
  id: "rally",
  name: "Rally",
  kind: "action-card",
  text: "Receive 2 mana.",
  traits: ["Warrior"],
  effect: {
    abilities: [
      { trigger: { kind: "play" }, limits: [], costs: [], run: rallyEffect0, text: "gain 2 mana" },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 1 green-crystal */
function plunderEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: greenCrystal1 });
}

/** Plunder (action-card) */
export const plunder: ActionCardCard = {
  id: "plunder",
  name: "Plunder",
  kind: "action-card",
  text: "Place a green crystal on your Capital.",
  traits: ["Warrior"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: plunderEffect0,
        text: "gain 1 green-crystal",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * if count your locations with Fortress >= 2:
 *   gain 2 glory
 */
function conquestEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.count(ctx, yourLocations) >= 2) {
    rt.verbs.gain(ctx, { amount: glory2 });
  }
}

/** Conquest (action-card) */
export const conquest: ActionCardCard = {
  id: "conquest",
  name: "Conquest",
  kind: "action-card",
  text: "With 2 Fortresses, receive 2 glory points.",
  traits: ["Warrior"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: conquestEffect0,
        text: "if count your locations with Fortress >= 2:\n  gain 2 glory",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 1 yellow-crystal */
function spoilsEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: yellowCrystal1 });
}

/** Spoils (action-card) */
export const spoils: ActionCardCard = {
  id: "spoils",
  name: "Spoils",
  kind: "action-card",
  text: "Place a yellow crystal on your Capital.",
  traits: ["Warrior"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: spoilsEffect0,
        text: "gain 1 yellow-crystal",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 3 hp */
function standFirmEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: hp3 });
}

/** Stand Firm (action-card) */
export const standFirm: ActionCardCard = {
  id: "stand-firm",
  name: "Stand Firm",
  kind: "action-card",
  text: "Your Hero heals 3 HP.",
  traits: ["Warrior"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: standFirmEffect0,
        text: "gain 3 hp",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 1 hp */
function ironWillEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: hp1 });
}

/** Iron Will (action-card) */
export const ironWill: ActionCardCard = {
  id: "iron-will",
  name: "Iron Will",
  kind: "action-card",
  text: "Instant: your Hero heals 1 HP.",
  covers: ["LOT-07"],
  traits: ["Warrior", "Instant"],
  effect: {
    abilities: [
      { trigger: { kind: "play" }, limits: [], costs: [], run: ironWillEffect0, text: "gain 1 hp" },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 2 gold */
function warhornEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold2 });
}

/** Warhorn (action-card) */
export const warhorn: ActionCardCard = {
  id: "warhorn",
  name: "Warhorn",
  kind: "action-card",
  text: "Instant: receive 2 gold.",
  covers: ["LOT-07"],
  traits: ["Warrior", "Instant"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: warhornEffect0,
        text: "gain 2 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** draw 1 card from quest-deck */
function illusionEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.draw(ctx, { count: 1, from: "quest-deck" });
}

/** Illusion (action-card) */
export const illusion: ActionCardCard = {
  id: "illusion",
  name: "Illusion",
  kind: "action-card",
  text: "Draw a quest card.",
  traits: ["Mage", "Multiplayer"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: illusionEffect0,
        text: "draw 1 card from quest-deck",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 4 mana */
function manaSurgeEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: mana4 });
}

/** Mana Surge (action-card) */
export const manaSurge: ActionCardCard = {
  id: "mana-surge",
  name: "Mana Surge",
  kind: "action-card",
  text: "Receive 4 mana.",
  traits: ["Mage"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: manaSurgeEffect0,
        text: "gain 4 mana",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** find 1 relics */
function relicSenseEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.find(ctx, { amount: relics1 });
}

/** Relic Sense (action-card) */
export const relicSense: ActionCardCard = {
  id: "relic-sense",
  name: "Relic Sense",
  kind: "action-card",
  text: "Place a relic on your Capital.",
  traits: ["Mage"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: relicSenseEffect0,
        text: "find 1 relics",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** draw 2 cards from quest-deck */
function scryingEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.draw(ctx, { count: 2, from: "quest-deck" });
}

/** Scrying (action-card) */
export const scrying: ActionCardCard = {
  id: "scrying",
  name: "Scrying",
  kind: "action-card",
  text: "Draw 2 quest cards.",
  traits: ["Mage"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: scryingEffect0,
        text: "draw 2 cards from quest-deck",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 2 hp */
function healingLightEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: hp2 });
}

/** Healing Light (action-card) */
export const healingLight: ActionCardCard = {
  id: "healing-light",
  name: "Healing Light",
  kind: "action-card",
  text: "Your Hero heals 2 HP.",
  traits: ["Mage"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: healingLightEffect0,
        text: "gain 2 hp",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * spend 1 relics
 * gain 1 red-crystal
 */
function transmuteEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.spend(ctx, { amount: relics1 });
  rt.verbs.gain(ctx, { amount: redCrystal1 });
}

/** Transmute (action-card) */
export const transmute: ActionCardCard = {
  id: "transmute",
  name: "Transmute",
  kind: "action-card",
  text: "Turn a relic of your Capital into a red crystal.",
  traits: ["Mage"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: transmuteEffect0,
        text: "spend 1 relics\ngain 1 red-crystal",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * spend 2 mana
 * gain 3 gold
 */
function arcaneGoldEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.spend(ctx, { amount: mana2 });
  rt.verbs.gain(ctx, { amount: gold3 });
}

/** Arcane Gold (action-card) */
export const arcaneGold: ActionCardCard = {
  id: "arcane-gold",
  name: "Arcane Gold",
  kind: "action-card",
  text: "Turn 2 mana into 3 gold.",
  traits: ["Mage"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: arcaneGoldEffect0,
        text: "spend 2 mana\ngain 3 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 1 glory */
function starfallEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: glory1 });
}

/** Starfall (action-card) */
export const starfall: ActionCardCard = {
  id: "starfall",
  name: "Starfall",
  kind: "action-card",
  text: "Receive 1 glory point.",
  traits: ["Mage"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: starfallEffect0,
        text: "gain 1 glory",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** draw 1 card from action-deck */
function wisdomEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.draw(ctx, { count: 1, from: "action-deck" });
}

/** Wisdom (action-card) */
export const wisdom: ActionCardCard = {
  id: "wisdom",
  name: "Wisdom",
  kind: "action-card",
  text: "Draw an action card.",
  traits: ["Mage"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: wisdomEffect0,
        text: "draw 1 card from action-deck",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 1 yellow-crystal */
function crystalSongEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: yellowCrystal1 });
}

/** Crystal Song (action-card) */
export const crystalSong: ActionCardCard = {
  id: "crystal-song",
  name: "Crystal Song",
  kind: "action-card",
  text: "Place a yellow crystal on your Capital.",
  traits: ["Mage"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: crystalSongEffect0,
        text: "gain 1 yellow-crystal",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * gain 2 mana
 * gain 1 gold
 */
function manaWellEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: mana2 });
  rt.verbs.gain(ctx, { amount: gold1 });
}

/** Mana Well (action-card) */
export const manaWell: ActionCardCard = {
  id: "mana-well",
  name: "Mana Well",
  kind: "action-card",
  text: "Receive 2 mana and 1 gold.",
  traits: ["Mage"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: manaWellEffect0,
        text: "gain 2 mana\ngain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * if relics >= 3:
 *   gain 1 purple-crystal
 */
function ritualEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.property(ctx, "relics", null) >= 3) {
    rt.verbs.gain(ctx, { amount: purpleCrystal1 });
  }
}

/** Ritual (action-card) */
export const ritual: ActionCardCard = {
  id: "ritual",
  name: "Ritual",
  kind: "action-card",
  text: "With 3 relics, place a purple crystal on your Capital.",
  traits: ["Mage"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: ritualEffect0,
        text: "if relics >= 3:\n  gain 1 purple-crystal",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 2 mana */
function secondWindEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: mana2 });
}

/** Second Wind (action-card) */
export const secondWind: ActionCardCard = {
  id: "second-wind",
  name: "Second Wind",
  kind: "action-card",
  text: "Instant (any player's turn): receive 2 mana.",
  covers: ["LOT-07"],
  traits: ["Mage", "Instant"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: secondWindEffect0,
        text: "gain 2 mana",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 1 hp */
function blinkEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: hp1 });
}

/** Blink (action-card) */
export const blink: ActionCardCard = {
  id: "blink",
  name: "Blink",
  kind: "action-card",
  text: "Instant: your Hero heals 1 HP.",
  covers: ["LOT-07"],
  traits: ["Mage", "Instant"],
  effect: {
    abilities: [
      { trigger: { kind: "play" }, limits: [], costs: [], run: blinkEffect0, text: "gain 1 hp" },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 3 mana */
function spellbookEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: mana3 });
}

/** Spellbook (action-card) */
export const spellbook: ActionCardCard = {
  id: "spellbook",
  name: "Spellbook",
  kind: "action-card",
  text: "Instant: receive 3 mana.",
  covers: ["LOT-07"],
  traits: ["Mage", "Instant"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: spellbookEffect0,
        text: "gain 3 mana",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** draw 1 card from battle-deck */
function trapEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.draw(ctx, { count: 1, from: "battle-deck" });
}

/** Trap (action-card) */
export const trap: ActionCardCard = {
  id: "trap",
  name: "Trap",
  kind: "action-card",
  text: "Draw a battle card.",
  traits: ["Engineer", "Multiplayer"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: trapEffect0,
        text: "draw 1 card from battle-deck",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** build 1 road */
function roadCrewEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.build(ctx, { count: 1 });
}

/** Road Crew (action-card) */
export const roadCrew: ActionCardCard = {
  id: "road-crew",
  name: "Road Crew",
  kind: "action-card",
  text: "Build a road.",
  traits: ["Engineer"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: roadCrewEffect0,
        text: "build 1 road",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** build 2 roads */
function pavedWayEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.build(ctx, { count: 2 });
}

/** Paved Way (action-card) */
export const pavedWay: ActionCardCard = {
  id: "paved-way",
  name: "Paved Way",
  kind: "action-card",
  text: "Build 2 roads.",
  traits: ["Engineer"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: pavedWayEffect0,
        text: "build 2 roads",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 1 green-crystal */
function mineCartEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: greenCrystal1 });
}

/** Mine Cart (action-card) */
export const mineCart: ActionCardCard = {
  id: "mine-cart",
  name: "Mine Cart",
  kind: "action-card",
  text: "Place a green crystal on your Capital.",
  traits: ["Engineer"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: mineCartEffect0,
        text: "gain 1 green-crystal",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 3 gold */
function workshopEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold3 });
}

/** Workshop (action-card) */
export const workshop: ActionCardCard = {
  id: "workshop",
  name: "Workshop",
  kind: "action-card",
  text: "Receive 3 gold.",
  traits: ["Engineer"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: workshopEffect0,
        text: "gain 3 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 2 gold */
function tollHouseEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold2 });
}

/** Toll House (action-card) */
export const tollHouse: ActionCardCard = {
  id: "toll-house",
  name: "Toll House",
  kind: "action-card",
  text: "Receive 2 gold.",
  traits: ["Engineer"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: tollHouseEffect0,
        text: "gain 2 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** relocate 1 roads */
function surveyEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.relocate(ctx, { count: 1 });
}

/** Survey (action-card) */
export const survey: ActionCardCard = {
  id: "survey",
  name: "Survey",
  kind: "action-card",
  text: "Move one of your roads to another route.",
  traits: ["Engineer"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: surveyEffect0,
        text: "relocate 1 roads",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 1 red-crystal */
function oreVeinEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: redCrystal1 });
}

/** Ore Vein (action-card) */
export const oreVein: ActionCardCard = {
  id: "ore-vein",
  name: "Ore Vein",
  kind: "action-card",
  text: "Place a red crystal on your Capital.",
  traits: ["Engineer"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: oreVeinEffect0,
        text: "gain 1 red-crystal",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 2 hp */
function repairsEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: hp2 });
}

/** Repairs (action-card) */
export const repairs: ActionCardCard = {
  id: "repairs",
  name: "Repairs",
  kind: "action-card",
  text: "Your Hero heals 2 HP.",
  traits: ["Engineer"],
  effect: {
    abilities: [
      { trigger: { kind: "play" }, limits: [], costs: [], run: repairsEffect0, text: "gain 2 hp" },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 2 mana */
function enginesEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: mana2 });
}

/** Engines (action-card) */
export const engines: ActionCardCard = {
  id: "engines",
  name: "Engines",
  kind: "action-card",
  text: "Receive 2 mana.",
  traits: ["Engineer"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: enginesEffect0,
        text: "gain 2 mana",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** find 1 relics */
function excavationEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.find(ctx, { amount: relics1 });
}

/** Excavation (action-card) */
export const excavation: ActionCardCard = {
  id: "excavation",
  name: "Excavation",
  kind: "action-card",
  text: "Place a relic on your Capital.",
  traits: ["Engineer"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: excavationEffect0,
        text: "find 1 relics",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** draw 1 card from action-deck */
function blueprintsEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.draw(ctx, { count: 1, from: "action-deck" });
}

/** Blueprints (action-card) */
export const blueprints: ActionCardCard = {
  id: "blueprints",
  name: "Blueprints",
  kind: "action-card",
  text: "Draw an action card.",
  traits: ["Engineer"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: blueprintsEffect0,
        text: "draw 1 card from action-deck",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * if count your locations with Village >= 2:
 *   gain 1 glory
 */
function fortifyEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.count(ctx, yourLocations_2) >= 2) {
    rt.verbs.gain(ctx, { amount: glory1 });
  }
}

/** Fortify (action-card) */
export const fortify: ActionCardCard = {
  id: "fortify",
  name: "Fortify",
  kind: "action-card",
  text: "With 2 Villages, receive 1 glory point.",
  traits: ["Engineer"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: fortifyEffect0,
        text: "if count your locations with Village >= 2:\n  gain 1 glory",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * spend 2 green-crystal
 * gain 1 purple-crystal
 */
function gemCutterEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.spend(ctx, { amount: greenCrystal2 });
  rt.verbs.gain(ctx, { amount: purpleCrystal1 });
}

/** Gem Cutter (action-card) */
export const gemCutter: ActionCardCard = {
  id: "gem-cutter",
  name: "Gem Cutter",
  kind: "action-card",
  text: "Turn 2 green crystals into a purple crystal.",
  traits: ["Engineer"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: gemCutterEffect0,
        text: "spend 2 green-crystal\ngain 1 purple-crystal",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 1 gold */
function gearboxEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
}

/** Gearbox (action-card) */
export const gearbox: ActionCardCard = {
  id: "gearbox",
  name: "Gearbox",
  kind: "action-card",
  text: "Instant: receive 1 gold.",
  covers: ["LOT-07"],
  traits: ["Engineer", "Instant"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: gearboxEffect0,
        text: "gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
