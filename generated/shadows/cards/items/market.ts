import type { EffectContext } from "../../../../runtime/api.ts";
import type { ItemCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

/** Magic Element (item) */
export const magicElement: ItemCard = {
  id: "magic-element",
  name: "Magic Element",
  kind: "item",
  text: "A shard of condensed mana. +1 Magic.",
  covers: ["SHM-15"],
  cost: 3,
  stats: { magic: 1 },
};

/** Plasma Generator (item) */
export const plasmaGenerator: ItemCard = {
  id: "plasma-generator",
  name: "Plasma Generator",
  kind: "item",
  text: "A backpack reactor that powers a faint barrier. +1 Tech, +1 Health, and 1 Shield Point.",
  covers: ["SHM-15"],
  cost: 5,
  stats: { tech: 1, health: 1 },
  shield: 1,
};

/** Steel Gauntlet (item) */
export const steelGauntlet: ItemCard = {
  id: "steel-gauntlet",
  name: "Steel Gauntlet",
  kind: "item",
  text: "A heavy armored glove. +1 Strength.",
  cost: 3,
  stats: { strength: 1 },
};

/** Clockwork Gear (item) */
export const clockworkGear: ItemCard = {
  id: "clockwork-gear",
  name: "Clockwork Gear",
  kind: "item",
  text: "A self-winding mechanism that improves any device. +1 Tech.",
  cost: 3,
  stats: { tech: 1 },
};

/** Vitality Amulet (item) */
export const vitalityAmulet: ItemCard = {
  id: "vitality-amulet",
  name: "Vitality Amulet",
  kind: "item",
  text: "A warm stone on a cord. +2 Health.",
  cost: 4,
  stats: { health: 2 },
};

/** Tower Shield (item) */
export const towerShield: ItemCard = {
  id: "tower-shield",
  name: "Tower Shield",
  kind: "item",
  text: "A shield as tall as its bearer. Holds 3 Shield Points.",
  cost: 3,
  shield: 3,
};

/**
 * whenever predict-used by you, once per round:
 *   gain 1 experience
 */
function crystalBallEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: { amount: 1, unit: "experience" } });
}

/** Crystal Ball (item) */
export const crystalBall: ItemCard = {
  id: "crystal-ball",
  name: "Crystal Ball",
  kind: "item",
  text: "+1 Magic. Once each round, when you use a Predict, gain 1 Experience, whether or not the guess was right.",
  covers: ["SHM-15"],
  cost: 5,
  stats: { magic: 1 },
  traits: ["Restricted"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "predict-used",
          every: true,
          args: { by: { noun: "you", determiner: null, filters: [] } },
          condition: null,
        },
        limits: [{ count: 1, per: "round" }],
        costs: [],
        run: crystalBallEffect0,
        text: "whenever predict-used by you, once per round:\n  gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** Berserker Axe (item) */
export const berserkerAxe: ItemCard = {
  id: "berserker-axe",
  name: "Berserker Axe",
  kind: "item",
  text: "A brutal axe that leaves no room for finesse. +2 Strength, -1 Tech.",
  covers: ["SHM-15"],
  cost: 6,
  stats: { strength: 2, tech: -1 },
  traits: ["Restricted"],
};
