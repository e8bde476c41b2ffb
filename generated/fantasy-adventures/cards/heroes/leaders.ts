import type { HeroCard } from "../../kinds.ts";

const theThis = { noun: "this", determiner: null, filters: [] } as const;
const theMeleeingMonster = {
  noun: "meleeing-monster",
  determiner: null,
  filters: [{ with: "Undead" }],
} as const;
const theMeleeingMonster_2 = {
  noun: "meleeing-monster",
  determiner: null,
  filters: [{ with: "Demon" }],
} as const;
const theMeleeingMonster_3 = {
  noun: "meleeing-monster",
  determiner: null,
  filters: [{ with: "Devil" }],
} as const;

/** Dwarf Champion (hero) */
export const dwarfChampion: HeroCard = {
  id: "dwarf-champion",
  name: "Dwarf Champion",
  kind: "hero",
  text: "+1 Melee. +1 Melee vs. undead.",
  covers: ["FA-02"],
  melee: 4,
  gp: 240,
  traits: ["Earth"],
  effect: {
    abilities: [],
    modifiers: [
      { stat: "melee", amount: 1, to: theThis, vs: null, while: null },
      { stat: "melee", amount: 1, to: theThis, vs: theMeleeingMonster, while: null },
    ],
    requires: null,
  },
};

/** Elven Captain (hero) */
export const elvenCaptain: HeroCard = {
  id: "elven-captain",
  name: "Elven Captain",
  kind: "hero",
  text: "Leadership: other Air heroes in your party get +1 Melee.",
  covers: ["FA-02"],
  melee: 3,
  support: 1,
  gp: 330,
  traits: ["Air"],
  effect: {
    abilities: [],
    modifiers: [
      {
        stat: "melee",
        amount: 1,
        to: {
          noun: "heroes",
          determiner: null,
          filters: [{ with: "Air" }, { in: "party", owner: "your" }],
          other: true,
        },
        vs: null,
        while: null,
      },
    ],
    requires: null,
  },
};

/** Warlord (hero) */
export const warlord: HeroCard = {
  id: "warlord",
  name: "Warlord",
  kind: "hero",
  text: "Leadership: other Fire heroes in your party get +1 Melee.",
  covers: ["FA-02"],
  melee: 5,
  gp: 450,
  traits: ["Fire", "Unique"],
  effect: {
    abilities: [],
    modifiers: [
      {
        stat: "melee",
        amount: 1,
        to: {
          noun: "heroes",
          determiner: null,
          filters: [{ with: "Fire" }, { in: "party", owner: "your" }],
          other: true,
        },
        vs: null,
        while: null,
      },
    ],
    requires: null,
  },
};

/** Sorceress of the Tides (hero) */
export const sorceressOfTheTides: HeroCard = {
  id: "sorceress-of-the-tides",
  name: "Sorceress of the Tides",
  kind: "hero",
  text: "Leadership: other Water heroes in your party get +1 Melee.",
  covers: ["FA-02"],
  melee: 3,
  orb: "Water",
  gp: 400,
  traits: ["Water", "Unique"],
  effect: {
    abilities: [],
    modifiers: [
      {
        stat: "melee",
        amount: 1,
        to: {
          noun: "heroes",
          determiner: null,
          filters: [{ with: "Water" }, { in: "party", owner: "your" }],
          other: true,
        },
        vs: null,
        while: null,
      },
    ],
    requires: null,
  },
};

/** Barbarian (hero) */
export const barbarian: HeroCard = {
  id: "barbarian",
  name: "Barbarian",
  kind: "hero",
  text: "+1 Melee vs. demons.",
  covers: ["FA-02"],
  melee: 5,
  gp: 230,
  traits: ["Fire"],
  effect: {
    abilities: [],
    modifiers: [{ stat: "melee", amount: 1, to: theThis, vs: theMeleeingMonster_2, while: null }],
    requires: null,
  },
};

/** Templar (hero) */
export const templar: HeroCard = {
  id: "templar",
  name: "Templar",
  kind: "hero",
  text: "+1 Melee vs. undead. +1 to saves.",
  covers: ["FA-02", "FA-04"],
  melee: 4,
  gp: 290,
  traits: ["Air"],
  effect: {
    abilities: [],
    modifiers: [
      { stat: "melee", amount: 1, to: theThis, vs: theMeleeingMonster, while: null },
      { stat: "save", amount: 1, to: theThis, vs: null, while: null },
    ],
    requires: null,
  },
};

/** Archer (hero) */
export const archer: HeroCard = {
  id: "archer",
  name: "Archer",
  kind: "hero",
  text: "Ranged attack (hits on a roll at most her Melee Value).",
  covers: ["FA-04"],
  melee: 3,
  gp: 200,
  traits: ["Air", "Ranged 0"],
};

/** Elven Scout (hero) */
export const elvenScout: HeroCard = {
  id: "elven-scout",
  name: "Elven Scout",
  kind: "hero",
  text: "Ranged attack at +2.",
  covers: ["FA-04"],
  melee: 3,
  gp: 240,
  traits: ["Air", "Ranged 2"],
};

/** Ranger (hero) */
export const ranger: HeroCard = {
  id: "ranger",
  name: "Ranger",
  kind: "hero",
  text: "Ranged attack at +1. Skilled at disarming traps.",
  covers: ["FA-04", "FA-07"],
  melee: 3,
  support: 1,
  gp: 280,
  traits: ["Earth", "Trap-ability", "Ranged 1"],
};

/** Halfling Slinger (hero) */
export const halflingSlinger: HeroCard = {
  id: "halfling-slinger",
  name: "Halfling Slinger",
  kind: "hero",
  text: "Ranged attack at +1.",
  covers: ["FA-04"],
  melee: 2,
  support: 1,
  gp: 150,
  traits: ["Air", "Ranged 1"],
};

/** Exorcist (hero) */
export const exorcist: HeroCard = {
  id: "exorcist",
  name: "Exorcist",
  kind: "hero",
  text: "+1 Melee vs. demons. +1 Melee vs. devils.",
  covers: ["FA-02"],
  melee: 3,
  support: 1,
  gp: 210,
  traits: ["Air"],
  effect: {
    abilities: [],
    modifiers: [
      { stat: "melee", amount: 1, to: theThis, vs: theMeleeingMonster_2, while: null },
      { stat: "melee", amount: 1, to: theThis, vs: theMeleeingMonster_3, while: null },
    ],
    requires: null,
  },
};
