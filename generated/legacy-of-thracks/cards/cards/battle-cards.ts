import type { EffectContext } from "cardsmith/runtime/api";
import type { BattleCardCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theThis = { noun: "this", determiner: null, filters: [] } as const;
const theYou = { noun: "you", determiner: null, filters: [{ with: "Mage" }] } as const;
const theYou_2 = { noun: "you", determiner: null, filters: [{ with: "Engineer" }] } as const;
const theYou_3 = { noun: "you", determiner: null, filters: [{ with: "Warrior" }] } as const;
const gold3 = { amount: 3, unit: "gold" } as const;
const hp2 = { amount: 2, unit: "hp" } as const;
const mana3 = { amount: 3, unit: "mana" } as const;
const gold2 = { amount: 2, unit: "gold" } as const;
const hp1 = { amount: 1, unit: "hp" } as const;
const relics1 = { amount: 1, unit: "relics" } as const;
const gold1 = { amount: 1, unit: "gold" } as const;
const mana2 = { amount: 2, unit: "mana" } as const;
const greenCrystal1 = { amount: 1, unit: "green-crystal" } as const;
const glory1 = { amount: 1, unit: "glory" } as const;
const mana1 = { amount: 1, unit: "mana" } as const;

/** gain 3 gold */
function ironGuardBlessing0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold3 });
}

function ironGuardEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

/** Iron Guard (battle-card) */
export const ironGuard: BattleCardCard = {
  id: "iron-guard",
  name: "Iron Guard",
  kind: "battle-card",
  text: "Combat power 0. Blessing: receive 3 gold.",
  covers: ["LOT-02"],
  power: 0,
  blessing: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: ironGuardBlessing0,
        text: "gain 3 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [],
    modifiers: [
      { stat: "combat-power", amount: ironGuardEffectMod0Amount, to: null, vs: null, while: null },
    ],
    requires: null,
  },
};

/** gain 2 hp */
function shieldWallBlessing0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: hp2 });
}

function shieldWallEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

/** Shield Wall (battle-card) */
export const shieldWall: BattleCardCard = {
  id: "shield-wall",
  name: "Shield Wall",
  kind: "battle-card",
  text: "Combat power 0. Blessing: heal 2 HP.",
  covers: ["LOT-02"],
  power: 0,
  blessing: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: shieldWallBlessing0,
        text: "gain 2 hp",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [],
    modifiers: [
      { stat: "combat-power", amount: shieldWallEffectMod0Amount, to: null, vs: null, while: null },
    ],
    requires: null,
  },
};

/** gain 3 mana */
function manaWardBlessing0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: mana3 });
}

function manaWardEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

/** Mana Ward (battle-card) */
export const manaWard: BattleCardCard = {
  id: "mana-ward",
  name: "Mana Ward",
  kind: "battle-card",
  text: "Combat power 0. Blessing: receive 3 mana.",
  covers: ["LOT-02"],
  power: 0,
  blessing: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: manaWardBlessing0,
        text: "gain 3 mana",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [],
    modifiers: [
      { stat: "combat-power", amount: manaWardEffectMod0Amount, to: null, vs: null, while: null },
    ],
    requires: null,
  },
};

/** draw 1 card from quest-deck */
function scoutBlessing0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.draw(ctx, { count: 1, from: "quest-deck" });
}

function scoutEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

/** Scout (battle-card) */
export const scout: BattleCardCard = {
  id: "scout",
  name: "Scout",
  kind: "battle-card",
  text: "Combat power 0. Blessing: draw a quest card.",
  covers: ["LOT-02"],
  power: 0,
  blessing: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: scoutBlessing0,
        text: "draw 1 card from quest-deck",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [],
    modifiers: [
      { stat: "combat-power", amount: scoutEffectMod0Amount, to: null, vs: null, while: null },
    ],
    requires: null,
  },
};

/** gain 2 gold */
function quickJabBlessing0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold2 });
}

function quickJabEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

/** Quick Jab (battle-card) */
export const quickJab: BattleCardCard = {
  id: "quick-jab",
  name: "Quick Jab",
  kind: "battle-card",
  text: "Combat power 1. Blessing: receive 2 gold.",
  covers: ["LOT-02"],
  power: 1,
  blessing: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: quickJabBlessing0,
        text: "gain 2 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [],
    modifiers: [
      { stat: "combat-power", amount: quickJabEffectMod0Amount, to: null, vs: null, while: null },
    ],
    requires: null,
  },
};

/** gain 1 hp */
function parryBlessing0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: hp1 });
}

function parryEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

/** Parry (battle-card) */
export const parry: BattleCardCard = {
  id: "parry",
  name: "Parry",
  kind: "battle-card",
  text: "Combat power 1. Blessing: heal 1 HP.",
  covers: ["LOT-02"],
  power: 1,
  blessing: {
    abilities: [
      { trigger: { kind: "play" }, limits: [], costs: [], run: parryBlessing0, text: "gain 1 hp" },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [],
    modifiers: [
      { stat: "combat-power", amount: parryEffectMod0Amount, to: null, vs: null, while: null },
    ],
    requires: null,
  },
};

/** find 1 relics */
function lootedRelicBlessing0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.find(ctx, { amount: relics1 });
}

function lootedRelicEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

/** Looted Relic (battle-card) */
export const lootedRelic: BattleCardCard = {
  id: "looted-relic",
  name: "Looted Relic",
  kind: "battle-card",
  text: "Combat power 1. Blessing: receive a relic.",
  covers: ["LOT-02"],
  power: 1,
  blessing: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: lootedRelicBlessing0,
        text: "find 1 relics",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [],
    modifiers: [
      {
        stat: "combat-power",
        amount: lootedRelicEffectMod0Amount,
        to: null,
        vs: null,
        while: null,
      },
    ],
    requires: null,
  },
};

/** gain 1 gold */
function flankingBlessing0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
}

function flankingEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

/** Flanking (battle-card) */
export const flanking: BattleCardCard = {
  id: "flanking",
  name: "Flanking",
  kind: "battle-card",
  text: "Combat power 2. Blessing: receive 1 gold.",
  covers: ["LOT-02"],
  power: 2,
  blessing: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: flankingBlessing0,
        text: "gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [],
    modifiers: [
      { stat: "combat-power", amount: flankingEffectMod0Amount, to: null, vs: null, while: null },
    ],
    requires: null,
  },
};

/** draw 1 card from battle-deck */
function ambushBlessing0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.draw(ctx, { count: 1, from: "battle-deck" });
}

function ambushEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

/** Ambush (battle-card) */
export const ambush: BattleCardCard = {
  id: "ambush",
  name: "Ambush",
  kind: "battle-card",
  text: "Combat power 2. Blessing: draw a battle card.",
  covers: ["LOT-02"],
  power: 2,
  blessing: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: ambushBlessing0,
        text: "draw 1 card from battle-deck",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [],
    modifiers: [
      { stat: "combat-power", amount: ambushEffectMod0Amount, to: null, vs: null, while: null },
    ],
    requires: null,
  },
};

/** gain 1 hp */
function secondLineBlessing0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: hp1 });
}

function secondLineEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

/** Second Line (battle-card) */
export const secondLine: BattleCardCard = {
  id: "second-line",
  name: "Second Line",
  kind: "battle-card",
  text: "Combat power 2. Blessing: heal 1 HP.",
  covers: ["LOT-02"],
  power: 2,
  blessing: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: secondLineBlessing0,
        text: "gain 1 hp",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [],
    modifiers: [
      { stat: "combat-power", amount: secondLineEffectMod0Amount, to: null, vs: null, while: null },
    ],
    requires: null,
  },
};

/** gain 1 hp */
function dragonFuryBlessing0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: hp1 });
}

function dragonFuryEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

/** Dragon Fury (battle-card) */
export const dragonFury: BattleCardCard = {
  id: "dragon-fury",
  name: "Dragon Fury",
  kind: "battle-card",
  text: "Combat power 3. Blessing: heal 1 HP.",
  covers: ["LOT-02"],
  power: 3,
  blessing: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: dragonFuryBlessing0,
        text: "gain 1 hp",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [],
    modifiers: [
      { stat: "combat-power", amount: dragonFuryEffectMod0Amount, to: null, vs: null, while: null },
    ],
    requires: null,
  },
};

/** gain 1 gold */
function doomBladeBlessing0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
}

function doomBladeEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

/** Doom Blade (battle-card) */
export const doomBlade: BattleCardCard = {
  id: "doom-blade",
  name: "Doom Blade",
  kind: "battle-card",
  text: "Combat power 3. Blessing: receive 1 gold.",
  covers: ["LOT-02"],
  power: 3,
  blessing: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: doomBladeBlessing0,
        text: "gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [],
    modifiers: [
      { stat: "combat-power", amount: doomBladeEffectMod0Amount, to: null, vs: null, while: null },
    ],
    requires: null,
  },
};

/** gain 3 gold */
function arcaneBladeBlessing0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold3 });
}

function arcaneBladeEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

function arcaneBladeEffectMod1Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "clan-bonus", rt.choose(ctx, theThis));
}

function arcaneBladeEffectMod1While(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theYou) > 0;
}

/** Arcane Blade (battle-card) */
export const arcaneBlade: BattleCardCard = {
  id: "arcane-blade",
  name: "Arcane Blade",
  kind: "battle-card",
  text: "Combat power 1 (+1 for the Mage in clan mode). Blessing: receive 3 gold.",
  covers: ["LOT-02", "LOT-03"],
  power: 1,
  "clan-bonus": 1,
  traits: ["Mage"],
  blessing: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: arcaneBladeBlessing0,
        text: "gain 3 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [],
    modifiers: [
      {
        stat: "combat-power",
        amount: arcaneBladeEffectMod0Amount,
        to: null,
        vs: null,
        while: null,
      },
      {
        stat: "combat-power",
        amount: arcaneBladeEffectMod1Amount,
        to: null,
        vs: null,
        while: arcaneBladeEffectMod1While,
      },
    ],
    requires: null,
  },
};

/** gain 2 mana */
function runeStrikeBlessing0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: mana2 });
}

function runeStrikeEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

function runeStrikeEffectMod1Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "clan-bonus", rt.choose(ctx, theThis));
}

function runeStrikeEffectMod1While(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theYou) > 0;
}

/** Rune Strike (battle-card) */
export const runeStrike: BattleCardCard = {
  id: "rune-strike",
  name: "Rune Strike",
  kind: "battle-card",
  text: "Combat power 1 (+2 for the Mage in clan mode). Blessing: receive 2 mana.",
  covers: ["LOT-02", "LOT-03"],
  power: 1,
  "clan-bonus": 2,
  traits: ["Mage"],
  blessing: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: runeStrikeBlessing0,
        text: "gain 2 mana",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [],
    modifiers: [
      { stat: "combat-power", amount: runeStrikeEffectMod0Amount, to: null, vs: null, while: null },
      {
        stat: "combat-power",
        amount: runeStrikeEffectMod1Amount,
        to: null,
        vs: null,
        while: runeStrikeEffectMod1While,
      },
    ],
    requires: null,
  },
};

/** build 1 road */
function hammerBlowBlessing0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.build(ctx, { count: 1 });
}

function hammerBlowEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

function hammerBlowEffectMod1Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "clan-bonus", rt.choose(ctx, theThis));
}

function hammerBlowEffectMod1While(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theYou_2) > 0;
}

/** Hammer Blow (battle-card) */
export const hammerBlow: BattleCardCard = {
  id: "hammer-blow",
  name: "Hammer Blow",
  kind: "battle-card",
  text: "Combat power 1 (+1 for the Engineer in clan mode). Blessing: build 1 road.",
  covers: ["LOT-02", "LOT-03"],
  power: 1,
  "clan-bonus": 1,
  traits: ["Engineer"],
  blessing: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: hammerBlowBlessing0,
        text: "build 1 road",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [],
    modifiers: [
      { stat: "combat-power", amount: hammerBlowEffectMod0Amount, to: null, vs: null, while: null },
      {
        stat: "combat-power",
        amount: hammerBlowEffectMod1Amount,
        to: null,
        vs: null,
        while: hammerBlowEffectMod1While,
      },
    ],
    requires: null,
  },
};

/** gain 1 green-crystal */
function pickaxeBlessing0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: greenCrystal1 });
}

function pickaxeEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

function pickaxeEffectMod1Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "clan-bonus", rt.choose(ctx, theThis));
}

function pickaxeEffectMod1While(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theYou_2) > 0;
}

/** Pickaxe (battle-card) */
export const pickaxe: BattleCardCard = {
  id: "pickaxe",
  name: "Pickaxe",
  kind: "battle-card",
  text: "Combat power 1 (+2 for the Engineer in clan mode). Blessing: receive a green crystal.",
  covers: ["LOT-02", "LOT-03"],
  power: 1,
  "clan-bonus": 2,
  traits: ["Engineer"],
  blessing: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: pickaxeBlessing0,
        text: "gain 1 green-crystal",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [],
    modifiers: [
      { stat: "combat-power", amount: pickaxeEffectMod0Amount, to: null, vs: null, while: null },
      {
        stat: "combat-power",
        amount: pickaxeEffectMod1Amount,
        to: null,
        vs: null,
        while: pickaxeEffectMod1While,
      },
    ],
    requires: null,
  },
};

/** gain 1 glory */
function spearThrustBlessing0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: glory1 });
}

function spearThrustEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

function spearThrustEffectMod1Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "clan-bonus", rt.choose(ctx, theThis));
}

function spearThrustEffectMod1While(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theYou_3) > 0;
}

/** Spear Thrust (battle-card) */
export const spearThrust: BattleCardCard = {
  id: "spear-thrust",
  name: "Spear Thrust",
  kind: "battle-card",
  text: "Combat power 1 (+1 for the Warrior in clan mode). Blessing: receive 1 glory point.",
  covers: ["LOT-02", "LOT-03"],
  power: 1,
  "clan-bonus": 1,
  traits: ["Warrior"],
  blessing: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: spearThrustBlessing0,
        text: "gain 1 glory",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [],
    modifiers: [
      {
        stat: "combat-power",
        amount: spearThrustEffectMod0Amount,
        to: null,
        vs: null,
        while: null,
      },
      {
        stat: "combat-power",
        amount: spearThrustEffectMod1Amount,
        to: null,
        vs: null,
        while: spearThrustEffectMod1While,
      },
    ],
    requires: null,
  },
};

/** gain 1 glory */
function warCryBlessing0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: glory1 });
}

function warCryEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

function warCryEffectMod1Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "clan-bonus", rt.choose(ctx, theThis));
}

function warCryEffectMod1While(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theYou_3) > 0;
}

/** War Cry (battle-card) */
export const warCry: BattleCardCard = {
  id: "war-cry",
  name: "War Cry",
  kind: "battle-card",
  text: "Combat power 2 (+1 for the Warrior in clan mode). Blessing: receive 1 glory point.",
  covers: ["LOT-02", "LOT-03"],
  power: 2,
  "clan-bonus": 1,
  traits: ["Warrior"],
  blessing: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: warCryBlessing0,
        text: "gain 1 glory",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [],
    modifiers: [
      { stat: "combat-power", amount: warCryEffectMod0Amount, to: null, vs: null, while: null },
      {
        stat: "combat-power",
        amount: warCryEffectMod1Amount,
        to: null,
        vs: null,
        while: warCryEffectMod1While,
      },
    ],
    requires: null,
  },
};

/** gain 1 mana */
function fireBoltBlessing0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: mana1 });
}

function fireBoltEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

function fireBoltEffectMod1Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "clan-bonus", rt.choose(ctx, theThis));
}

function fireBoltEffectMod1While(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theYou) > 0;
}

/** Fire Bolt (battle-card) */
export const fireBolt: BattleCardCard = {
  id: "fire-bolt",
  name: "Fire Bolt",
  kind: "battle-card",
  text: "Combat power 2 (+1 for the Mage in clan mode). Blessing: receive 1 mana.",
  covers: ["LOT-02", "LOT-03"],
  power: 2,
  "clan-bonus": 1,
  traits: ["Mage"],
  blessing: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: fireBoltBlessing0,
        text: "gain 1 mana",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [],
    modifiers: [
      { stat: "combat-power", amount: fireBoltEffectMod0Amount, to: null, vs: null, while: null },
      {
        stat: "combat-power",
        amount: fireBoltEffectMod1Amount,
        to: null,
        vs: null,
        while: fireBoltEffectMod1While,
      },
    ],
    requires: null,
  },
};

/** gain 1 gold */
function steamCannonBlessing0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
}

function steamCannonEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

function steamCannonEffectMod1Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "clan-bonus", rt.choose(ctx, theThis));
}

function steamCannonEffectMod1While(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theYou_2) > 0;
}

/** Steam Cannon (battle-card) */
export const steamCannon: BattleCardCard = {
  id: "steam-cannon",
  name: "Steam Cannon",
  kind: "battle-card",
  text: "Combat power 2 (+1 for the Engineer in clan mode). Blessing: receive 1 gold.",
  covers: ["LOT-02", "LOT-03"],
  power: 2,
  "clan-bonus": 1,
  traits: ["Engineer"],
  blessing: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: steamCannonBlessing0,
        text: "gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [],
    modifiers: [
      {
        stat: "combat-power",
        amount: steamCannonEffectMod0Amount,
        to: null,
        vs: null,
        while: null,
      },
      {
        stat: "combat-power",
        amount: steamCannonEffectMod1Amount,
        to: null,
        vs: null,
        while: steamCannonEffectMod1While,
      },
    ],
    requires: null,
  },
};

function berserkEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

function berserkEffectMod1Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "clan-bonus", rt.choose(ctx, theThis));
}

function berserkEffectMod1While(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theYou_3) > 0;
}

/** Berserk (battle-card) */
export const berserk: BattleCardCard = {
  id: "berserk",
  name: "Berserk",
  kind: "battle-card",
  text: "Combat power 2 (+2 for the Warrior in clan mode). Blessing: no blessing.",
  covers: ["LOT-02", "LOT-03"],
  power: 2,
  "clan-bonus": 2,
  traits: ["Warrior"],
  blessing: { abilities: [], modifiers: [], requires: null },
  effect: {
    abilities: [],
    modifiers: [
      { stat: "combat-power", amount: berserkEffectMod0Amount, to: null, vs: null, while: null },
      {
        stat: "combat-power",
        amount: berserkEffectMod1Amount,
        to: null,
        vs: null,
        while: berserkEffectMod1While,
      },
    ],
    requires: null,
  },
};

function thunderChargeEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

function thunderChargeEffectMod1Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "clan-bonus", rt.choose(ctx, theThis));
}

function thunderChargeEffectMod1While(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theYou_3) > 0;
}

/** Thunder Charge (battle-card) */
export const thunderCharge: BattleCardCard = {
  id: "thunder-charge",
  name: "Thunder Charge",
  kind: "battle-card",
  text: "Combat power 3 (+1 for the Warrior in clan mode). Blessing: no blessing.",
  covers: ["LOT-02", "LOT-03"],
  power: 3,
  "clan-bonus": 1,
  traits: ["Warrior"],
  blessing: { abilities: [], modifiers: [], requires: null },
  effect: {
    abilities: [],
    modifiers: [
      {
        stat: "combat-power",
        amount: thunderChargeEffectMod0Amount,
        to: null,
        vs: null,
        while: null,
      },
      {
        stat: "combat-power",
        amount: thunderChargeEffectMod1Amount,
        to: null,
        vs: null,
        while: thunderChargeEffectMod1While,
      },
    ],
    requires: null,
  },
};

function meteorEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

function meteorEffectMod1Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "clan-bonus", rt.choose(ctx, theThis));
}

function meteorEffectMod1While(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theYou) > 0;
}

/** Meteor (battle-card) */
export const meteor: BattleCardCard = {
  id: "meteor",
  name: "Meteor",
  kind: "battle-card",
  text: "Combat power 3 (+1 for the Mage in clan mode). Blessing: no blessing.",
  covers: ["LOT-02", "LOT-03"],
  power: 3,
  "clan-bonus": 1,
  traits: ["Mage"],
  blessing: { abilities: [], modifiers: [], requires: null },
  effect: {
    abilities: [],
    modifiers: [
      { stat: "combat-power", amount: meteorEffectMod0Amount, to: null, vs: null, while: null },
      {
        stat: "combat-power",
        amount: meteorEffectMod1Amount,
        to: null,
        vs: null,
        while: meteorEffectMod1While,
      },
    ],
    requires: null,
  },
};

function siegeEngineEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

function siegeEngineEffectMod1Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "clan-bonus", rt.choose(ctx, theThis));
}

function siegeEngineEffectMod1While(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theYou_2) > 0;
}

/** Siege Engine (battle-card) */
export const siegeEngine: BattleCardCard = {
  id: "siege-engine",
  name: "Siege Engine",
  kind: "battle-card",
  text: "Combat power 3 (+1 for the Engineer in clan mode). Blessing: no blessing.",
  covers: ["LOT-02", "LOT-03"],
  power: 3,
  "clan-bonus": 1,
  traits: ["Engineer"],
  blessing: { abilities: [], modifiers: [], requires: null },
  effect: {
    abilities: [],
    modifiers: [
      {
        stat: "combat-power",
        amount: siegeEngineEffectMod0Amount,
        to: null,
        vs: null,
        while: null,
      },
      {
        stat: "combat-power",
        amount: siegeEngineEffectMod1Amount,
        to: null,
        vs: null,
        while: siegeEngineEffectMod1While,
      },
    ],
    requires: null,
  },
};
