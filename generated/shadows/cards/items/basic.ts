import type { EffectContext } from "cardsmith/runtime/api";
import type { ItemCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;
const theYou = { noun: "you", determiner: null, filters: [] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

/** Goblin Wand (item) */
export const goblinWand: ItemCard = {
  id: "goblin-wand",
  name: "Goblin Wand",
  kind: "item",
  text: "A crooked stick taken from a goblin, still humming with a little magic. +1 Magic.",
  covers: ["SHM-15"],
  cost: 0,
  basic: true,
  stats: { magic: 1 },
  traits: ["Restricted", "Basic"],
};

/** Iron Knuckles (item) */
export const ironKnuckles: ItemCard = {
  id: "iron-knuckles",
  name: "Iron Knuckles",
  kind: "item",
  text: "Plain iron rings worn over the fingers. +1 Strength.",
  covers: ["SHM-15"],
  cost: 0,
  basic: true,
  stats: { strength: 1 },
  traits: ["Restricted", "Basic"],
};

/** Brass Goggles (item) */
export const brassGoggles: ItemCard = {
  id: "brass-goggles",
  name: "Brass Goggles",
  kind: "item",
  text: "Lenses that show how any gadget fits together. +1 Tech.",
  covers: ["SHM-15"],
  cost: 0,
  basic: true,
  stats: { tech: 1 },
  traits: ["Restricted", "Basic"],
};

/** Traveler's Cloak (item) */
export const travelersCloak: ItemCard = {
  id: "travelers-cloak",
  name: "Traveler's Cloak",
  kind: "item",
  text: "A thick, patched cloak that has kept its wearer alive for years. +1 Health.",
  covers: ["SHM-15"],
  cost: 0,
  basic: true,
  stats: { health: 1 },
  traits: ["Restricted", "Basic"],
};

/** Wooden Buckler (item) */
export const woodenBuckler: ItemCard = {
  id: "wooden-buckler",
  name: "Wooden Buckler",
  kind: "item",
  text: "A small round shield. Holds 2 Shield Points.",
  covers: ["SHM-15"],
  cost: 0,
  basic: true,
  shield: 2,
  traits: ["Restricted", "Basic"],
};

/**
 * whenever knocked-down on your hero:
 *   gain 1 gold
 */
function luckyCoinEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
}

/** Lucky Coin (item) */
export const luckyCoin: ItemCard = {
  id: "lucky-coin",
  name: "Lucky Coin",
  kind: "item",
  text: "Each time your Hero is knocked down, gain 1 Gold to soften the fall.",
  covers: ["SHM-15"],
  cost: 0,
  basic: true,
  traits: ["Restricted", "Basic"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "knocked-down",
          every: true,
          args: { on: yourHero },
          condition: null,
        },
        limits: [],
        costs: [],
        run: luckyCoinEffect0,
        text: "whenever knocked-down on your hero:\n  gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * whenever monster-defeated by you:
 *   gain 1 experience
 */
function fieldJournalEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: experience1 });
}

/** Field Journal (item) */
export const fieldJournal: ItemCard = {
  id: "field-journal",
  name: "Field Journal",
  kind: "item",
  text: "Notes on every beast you have slain. Each time you defeat a Monster, gain 1 Experience.",
  covers: ["SHM-15"],
  cost: 0,
  basic: true,
  traits: ["Restricted", "Basic"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "monster-defeated",
          every: true,
          args: { by: theYou },
          condition: null,
        },
        limits: [],
        costs: [],
        run: fieldJournalEffect0,
        text: "whenever monster-defeated by you:\n  gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
