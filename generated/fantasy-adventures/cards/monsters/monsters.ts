import { sameEntity } from "cardsmith/runtime/api";
import type { EffectContext } from "cardsmith/runtime/api";
import type { MonsterCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theMeleeingMonster = { noun: "meleeing-monster", determiner: null, filters: [] } as const;
const theThis = { noun: "this", determiner: null, filters: [] } as const;
const theIt = { noun: "it", determiner: null, filters: [] } as const;
const aHero = { noun: "hero", determiner: "a", filters: [] } as const;
const thePlayers = { noun: "players", determiner: null, filters: [] } as const;
const theHeroPlayer = { noun: "hero-player", determiner: null, filters: [] } as const;
const theYou = { noun: "you", determiner: null, filters: [] } as const;

/** Merloit (monster) */
export const merloit: MonsterCard = {
  id: "merloit",
  name: "Merloit",
  kind: "monster",
  covers: ["FA-01"],
  melee: 3,
  gp: 150,
  traits: ["Water"],
};

function skulkerEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return sameEntity(rt.choose(ctx, theMeleeingMonster), rt.choose(ctx, theThis));
}

/**
 * response to melee-starts on a hero if meleeing-monster == this, once per turn:
 *   roll d6:
 *     on 1:
 *       defeat it
 */
function skulkerEffect0(rt: Rt, ctx: EffectContext): void {
  const roll = rt.roll(ctx, 1, 6);
  if (roll === 1) {
    rt.verbs.defeat(ctx, { target: rt.choose(ctx, theIt) });
  }
}

/** Skulker (monster) */
export const skulker: MonsterCard = {
  id: "skulker",
  name: "Skulker",
  kind: "monster",
  text: "Can defeat the hero it melees on a 1.",
  covers: ["FA-01", "FA-03"],
  melee: 4,
  gp: 200,
  traits: ["Earth"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "response",
          event: "melee-starts",
          args: { on: aHero },
          condition: skulkerEffect0When,
        },
        limits: [{ count: 1, per: "turn" }],
        costs: [],
        run: skulkerEffect0,
        text: "response to melee-starts on a hero if meleeing-monster == this, once per turn:\n  roll d6:\n    on 1:\n      defeat it",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** Dragonette (monster) */
export const dragonette: MonsterCard = {
  id: "dragonette",
  name: "Dragonette",
  kind: "monster",
  covers: ["FA-01", "FA-08"],
  melee: 2,
  gp: 120,
  traits: ["Fire", "Flying"],
};

/**
 * once per turn:
 *   roll d6:
 *     on 1:
 *       defeat a hero
 */
function lesserDemonEffect0(rt: Rt, ctx: EffectContext): void {
  const roll = rt.roll(ctx, 1, 6);
  if (roll === 1) {
    rt.verbs.defeat(ctx, { target: rt.choose(ctx, aHero) });
  }
}

/** Lesser Demon (monster) */
export const lesserDemon: MonsterCard = {
  id: "lesser-demon",
  name: "Lesser Demon",
  kind: "monster",
  text: "Can defeat a hero of the party it attacks on a 1.",
  covers: ["FA-01", "FA-03"],
  melee: 5,
  gp: 260,
  traits: ["Fire", "Demon"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [{ count: 1, per: "turn" }],
        costs: [],
        run: lesserDemonEffect0,
        text: "once per turn:\n  roll d6:\n    on 1:\n      defeat a hero",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** Lesser Devil (monster) */
export const lesserDevil: MonsterCard = {
  id: "lesser-devil",
  name: "Lesser Devil",
  kind: "monster",
  covers: ["FA-01", "FA-08"],
  melee: 4,
  gp: 220,
  traits: ["Fire", "Devil", "Flying"],
};

/** Undead Skeleton Knight (monster) */
export const skeletonKnight: MonsterCard = {
  id: "skeleton-knight",
  name: "Undead Skeleton Knight",
  kind: "monster",
  covers: ["FA-08"],
  melee: 5,
  gp: 260,
  traits: ["Earth", "Undead"],
};

/** Ghoul (monster) */
export const ghoul: MonsterCard = {
  id: "ghoul",
  name: "Ghoul",
  kind: "monster",
  text: "**Undead.**",
  covers: ["FA-08"],
  melee: 3,
  gp: 170,
  traits: ["Water", "Undead"],
};

/** Fire Elemental (monster) */
export const fireElemental: MonsterCard = {
  id: "fire-elemental",
  name: "Fire Elemental",
  kind: "monster",
  covers: ["FA-08"],
  melee: 6,
  gp: 340,
  traits: ["Fire", "Immune (Fire)", "Lair-only"],
};

/** Sea Serpent (monster) */
export const seaSerpent: MonsterCard = {
  id: "sea-serpent",
  name: "Sea Serpent",
  kind: "monster",
  covers: ["FA-08"],
  melee: 5,
  gp: 280,
  traits: ["Water", "Immune (Water)", "Wandering-only"],
};

function wraithEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return sameEntity(rt.choose(ctx, theMeleeingMonster), rt.choose(ctx, theThis));
}

/**
 * response to melee-starts on a hero if meleeing-monster == this, once per turn:
 *   frighten it
 */
function wraithEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.frighten(ctx, { target: rt.choose(ctx, theIt) });
}

/** Wraith (monster) */
export const wraith: MonsterCard = {
  id: "wraith",
  name: "Wraith",
  kind: "monster",
  text: "Can strike fear into the hero it melees.",
  covers: ["FA-08"],
  melee: 4,
  gp: 240,
  traits: ["Air", "Undead", "Wandering-only"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "response",
          event: "melee-starts",
          args: { on: aHero },
          condition: wraithEffect0When,
        },
        limits: [{ count: 1, per: "turn" }],
        costs: [],
        run: wraithEffect0,
        text: "response to melee-starts on a hero if meleeing-monster == this, once per turn:\n  frighten it",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * once per turn:
 *   if count players >= 3:
 *     summon 2 monsters
 *   else:
 *     summon 1 monster
 */
function necromancerEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.count(ctx, thePlayers) >= 3) {
    rt.verbs.summon(ctx, { count: 2 });
  } else {
    rt.verbs.summon(ctx, { count: 1 });
  }
}

/** Necromancer (monster) */
export const necromancer: MonsterCard = {
  id: "necromancer",
  name: "Necromancer",
  kind: "monster",
  text: "Can summon one monster. Multiplayer only: can summon two.",
  covers: ["FA-08"],
  melee: 3,
  gp: 280,
  traits: ["Earth"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [{ count: 1, per: "turn" }],
        costs: [],
        run: necromancerEffect0,
        text: "once per turn:\n  if count players >= 3:\n    summon 2 monsters\n  else:\n    summon 1 monster",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function goblinAmbusherEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return !sameEntity(rt.choose(ctx, theHeroPlayer), rt.choose(ctx, theYou));
}

/**
 * response to melee-starts on a hero if hero-player != you, once per turn:
 *   frighten it
 */
function goblinAmbusherEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.frighten(ctx, { target: rt.choose(ctx, theIt) });
}

/** Goblin Ambusher (monster) */
export const goblinAmbusher: MonsterCard = {
  id: "goblin-ambusher",
  name: "Goblin Ambusher",
  kind: "monster",
  text: "Anytime (from your hand): when a melee against another player's hero begins, strike that hero with fear; then this is discarded.",
  covers: ["FA-08"],
  melee: 2,
  gp: 90,
  traits: ["Earth", "Anytime"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "response",
          event: "melee-starts",
          args: { on: aHero },
          condition: goblinAmbusherEffect0When,
        },
        limits: [{ count: 1, per: "turn" }],
        costs: [],
        run: goblinAmbusherEffect0,
        text: "response to melee-starts on a hero if hero-player != you, once per turn:\n  frighten it",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** Giant Rat (monster) */
export const giantRat: MonsterCard = {
  id: "giant-rat",
  name: "Giant Rat",
  kind: "monster",
  covers: ["FA-01"],
  melee: 1,
  gp: 40,
  traits: ["Earth"],
};

/** Kobold (monster) */
export const kobold: MonsterCard = {
  id: "kobold",
  name: "Kobold",
  kind: "monster",
  covers: ["FA-01"],
  melee: 1,
  gp: 50,
  traits: ["Fire"],
};

/** Orc Raider (monster) */
export const orcRaider: MonsterCard = {
  id: "orc-raider",
  name: "Orc Raider",
  kind: "monster",
  covers: ["FA-01"],
  melee: 3,
  gp: 130,
  traits: ["Earth"],
};

/** Harpy (monster) */
export const harpy: MonsterCard = {
  id: "harpy",
  name: "Harpy",
  kind: "monster",
  covers: ["FA-08"],
  melee: 3,
  gp: 160,
  traits: ["Air", "Flying"],
};

/**
 * response to defeated on this, once per turn:
 *   roll d6:
 *     on 1-2:
 *       heal it
 */
function trollEffect0(rt: Rt, ctx: EffectContext): void {
  const roll = rt.roll(ctx, 1, 6);
  if (roll >= 1 && roll <= 2) {
    rt.verbs.heal(ctx, { target: rt.choose(ctx, theIt) });
  }
}

/** Troll (monster) */
export const troll: MonsterCard = {
  id: "troll",
  name: "Troll",
  kind: "monster",
  text: "Can heal itself on 1-2 when defeated.",
  covers: ["FA-03"],
  melee: 6,
  gp: 320,
  traits: ["Earth"],
  effect: {
    abilities: [
      {
        trigger: { kind: "response", event: "defeated", args: { on: theThis }, condition: null },
        limits: [{ count: 1, per: "turn" }],
        costs: [],
        run: trollEffect0,
        text: "response to defeated on this, once per turn:\n  roll d6:\n    on 1-2:\n      heal it",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** Gargoyle (monster) */
export const gargoyle: MonsterCard = {
  id: "gargoyle",
  name: "Gargoyle",
  kind: "monster",
  text: "+1 to saves.",
  covers: ["FA-04"],
  melee: 4,
  gp: 210,
  traits: ["Earth", "Flying"],
  effect: {
    abilities: [],
    modifiers: [{ stat: "save", amount: 1, to: theThis, vs: null, while: null }],
    requires: null,
  },
};
