import type { EffectContext } from "cardsmith/runtime/api";
import type { ItemCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theYou = { noun: "you", determiner: null, filters: [] } as const;
const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;
const theMonster = { noun: "monster", determiner: "the", filters: [] } as const;
const anotherHero = { noun: "hero", determiner: "another", filters: [] } as const;
const theAttacker = { noun: "attacker", determiner: null, filters: [] } as const;
const experience1 = { amount: 1, unit: "experience" } as const;
const health2 = { amount: 2, unit: "health" } as const;
const gold1 = { amount: 1, unit: "gold" } as const;

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
  rt.verbs.gain(ctx, { amount: experience1 });
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
          args: { by: theYou },
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

/** Leather Vest (item) */
export const leatherVest: ItemCard = {
  id: "leather-vest",
  name: "Leather Vest",
  kind: "item",
  text: "Boiled leather, cheap and better than nothing. Holds 1 Shield Point.",
  cost: 1,
  shield: 1,
};

/**
 * at initiative 6, once per game:
 *   recover 2 health on your hero
 */
function bandagesEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.recover(ctx, { amount: health2, on: rt.choose(ctx, yourHero) });
}

/** Bandages (item) */
export const bandages: ItemCard = {
  id: "bandages",
  name: "Bandages",
  kind: "item",
  text: "A roll of clean linen. Once per game, at Initiative 6, your Hero recovers 2 health; the Item is then removed from the game.",
  covers: ["SHM-14"],
  cost: 1,
  traits: ["One-Time"],
  effect: {
    abilities: [
      {
        trigger: { kind: "at", edge: null, period: "initiative", number: 6 },
        limits: [{ count: 1, per: "game" }],
        costs: [],
        run: bandagesEffect0,
        text: "at initiative 6, once per game:\n  recover 2 health on your hero",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** Iron Helm (item) */
export const ironHelm: ItemCard = {
  id: "iron-helm",
  name: "Iron Helm",
  kind: "item",
  text: "A dented helmet that has turned aside many blows. +1 Health.",
  cost: 2,
  stats: { health: 1 },
};

/** Hunting Knife (item) */
export const huntingKnife: ItemCard = {
  id: "hunting-knife",
  name: "Hunting Knife",
  kind: "item",
  text: "A skinning blade made for beasts. Your Strength counts 1 higher for effects aimed at the Monster.",
  cost: 2,
  effect: {
    abilities: [],
    modifiers: [{ stat: "strength", amount: 1, to: null, vs: theMonster, while: null }],
    requires: null,
  },
};

function seerStoneEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.payload(ctx, "predicted") as boolean;
}

/**
 * whenever predict-used by you if predicted, once per round:
 *   gain 1 experience
 */
function seerStoneEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: experience1 });
}

/** Seer Stone (item) */
export const seerStone: ItemCard = {
  id: "seer-stone",
  name: "Seer Stone",
  kind: "item",
  text: "A smooth pebble with a hole through it. Once each round, when one of your Predicts turns out right, gain 1 Experience.",
  cost: 2,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "predict-used",
          every: true,
          args: { by: theYou },
          condition: seerStoneEffect0When,
        },
        limits: [{ count: 1, per: "round" }],
        costs: [],
        run: seerStoneEffect0,
        text: "whenever predict-used by you if predicted, once per round:\n  gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * at start of buildup:
 *   roll d6:
 *     on 5-6:
 *       gain 1 gold
 */
function gamblersDiceEffect0(rt: Rt, ctx: EffectContext): void {
  const roll = rt.roll(ctx, 1, 6);
  if (roll >= 5 && roll <= 6) {
    rt.verbs.gain(ctx, { amount: gold1 });
  }
}

/** Gambler's Dice (item) */
export const gamblersDice: ItemCard = {
  id: "gamblers-dice",
  name: "Gambler's Dice",
  kind: "item",
  text: "A pair of loaded bones. At the start of each BuildUp Phase, roll the die; on a 5 or 6, gain 1 Gold.",
  covers: ["SHM-20"],
  cost: 2,
  effect: {
    abilities: [
      {
        trigger: { kind: "at", edge: "start", period: "buildup", number: null },
        limits: [],
        costs: [],
        run: gamblersDiceEffect0,
        text: "at start of buildup:\n  roll d6:\n    on 5-6:\n      gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * whenever predict-used by you, once per round:
 *   gain 1 gold
 */
function oracleLensEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
}

/** Oracle Lens (item) */
export const oracleLens: ItemCard = {
  id: "oracle-lens",
  name: "Oracle Lens",
  kind: "item",
  text: "+1 Tech. Once each round, when you use a Predict, gain 1 Gold, whether the guess was right or wrong.",
  cost: 3,
  stats: { tech: 1 },
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "predict-used",
          every: true,
          args: { by: theYou },
          condition: null,
        },
        limits: [{ count: 1, per: "round" }],
        costs: [],
        run: oracleLensEffect0,
        text: "whenever predict-used by you, once per round:\n  gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * whenever knocked-down on another hero by your hero:
 *   gain 1 experience
 */
function huntersTrophyEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: experience1 });
}

/** Hunter's Trophy (item) */
export const huntersTrophy: ItemCard = {
  id: "hunters-trophy",
  name: "Hunter's Trophy",
  kind: "item",
  text: "A string of teeth from fallen rivals. Each time your Hero knocks down another player's Hero, gain 1 Experience.",
  cost: 3,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "knocked-down",
          every: true,
          args: { on: anotherHero, by: yourHero },
          condition: null,
        },
        limits: [],
        costs: [],
        run: huntersTrophyEffect0,
        text: "whenever knocked-down on another hero by your hero:\n  gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function spikedShieldEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.payload(ctx, "shields-used") as boolean;
}

/**
 * when attack-damage-taken on your hero if shields-used, once per round:
 *   deal 1 damage to attacker
 */
function spikedShieldEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.deal(ctx, { amount: 1, to: rt.choose(ctx, theAttacker) });
}

/** Spiked Shield (item) */
export const spikedShield: ItemCard = {
  id: "spiked-shield",
  name: "Spiked Shield",
  kind: "item",
  text: "Holds 2 Shield Points. Once each round, when your Hero soaks part of an Attack with Shield Points, the attacker takes 1 damage from the spikes.",
  cost: 4,
  shield: 2,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "attack-damage-taken",
          every: false,
          args: { on: yourHero },
          condition: spikedShieldEffect0When,
        },
        limits: [{ count: 1, per: "round" }],
        costs: [],
        run: spikedShieldEffect0,
        text: "when attack-damage-taken on your hero if shields-used, once per round:\n  deal 1 damage to attacker",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** Dwarven Hammer (item) */
export const dwarvenHammer: ItemCard = {
  id: "dwarven-hammer",
  name: "Dwarven Hammer",
  kind: "item",
  text: "A short, heavy hammer with a guard on the haft. +1 Strength and 1 Shield Point.",
  cost: 4,
  stats: { strength: 1 },
  shield: 1,
};

/** Mage Robe (item) */
export const mageRobe: ItemCard = {
  id: "mage-robe",
  name: "Mage Robe",
  kind: "item",
  text: "Embroidered with protective runes. +1 Magic and +1 Health.",
  cost: 4,
  stats: { magic: 1, health: 1 },
};

/** Engineer's Toolbelt (item) */
export const engineersToolbelt: ItemCard = {
  id: "engineers-toolbelt",
  name: "Engineer's Toolbelt",
  kind: "item",
  text: "Pockets full of spanners and spare plates. +1 Tech and 1 Shield Point.",
  cost: 4,
  stats: { tech: 1 },
  shield: 1,
};

/**
 * at start of buildup:
 *   gain 1 gold
 */
function merchantsRingEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
}

/** Merchant's Ring (item) */
export const merchantsRing: ItemCard = {
  id: "merchants-ring",
  name: "Merchant's Ring",
  kind: "item",
  text: "A signet that opens doors and purses. At the start of each BuildUp Phase, gain 1 Gold.",
  cost: 4,
  effect: {
    abilities: [
      {
        trigger: { kind: "at", edge: "start", period: "buildup", number: null },
        limits: [],
        costs: [],
        run: merchantsRingEffect0,
        text: "at start of buildup:\n  gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** Rune Blade (item) */
export const runeBlade: ItemCard = {
  id: "rune-blade",
  name: "Rune Blade",
  kind: "item",
  text: "A sword etched with glowing letters. +1 Strength and +1 Magic.",
  cost: 5,
  stats: { strength: 1, magic: 1 },
};

/** Amulet of Warding (item) */
export const amuletOfWarding: ItemCard = {
  id: "amulet-of-warding",
  name: "Amulet of Warding",
  kind: "item",
  text: "A powerful charm; a Hero can wear only one Restricted Item. +1 Health and 3 Shield Points.",
  covers: ["SHM-15"],
  cost: 5,
  stats: { health: 1 },
  shield: 3,
  traits: ["Restricted"],
};

/** Steam Jetpack (item) */
export const steamJetpack: ItemCard = {
  id: "steam-jetpack",
  name: "Steam Jetpack",
  kind: "item",
  text: "A roaring contraption strapped to the back. +2 Tech, but -1 Strength from its weight.",
  covers: ["SHM-15"],
  cost: 5,
  stats: { strength: -1, tech: 2 },
  traits: ["Restricted"],
};

/** Staff of Stars (item) */
export const staffOfStars: ItemCard = {
  id: "staff-of-stars",
  name: "Staff of Stars",
  kind: "item",
  text: "It drinks a little of its bearer's life to burn brighter. +2 Magic, -1 Health.",
  covers: ["SHM-15"],
  cost: 6,
  stats: { magic: 2, health: -1 },
  traits: ["Restricted"],
};

/** Dragonscale Armor (item) */
export const dragonscaleArmor: ItemCard = {
  id: "dragonscale-armor",
  name: "Dragonscale Armor",
  kind: "item",
  text: "Scales shed by something that should not exist. +2 Health and 2 Shield Points.",
  covers: ["SHM-15"],
  cost: 6,
  stats: { health: 2 },
  shield: 2,
  traits: ["Restricted"],
};
