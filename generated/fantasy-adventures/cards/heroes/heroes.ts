import { inRange } from "cardsmith/runtime/api";
import type { EffectContext } from "cardsmith/runtime/api";
import type { HeroCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theThis = { noun: "this", determiner: null, filters: [] } as const;
const theMonsters = { noun: "monsters", determiner: null, filters: [{ with: "Undead" }] } as const;
const theIt = { noun: "it", determiner: null, filters: [] } as const;
const aHero = { noun: "hero", determiner: "a", filters: [{ in: "party", owner: "your" }] } as const;
const aMonster = { noun: "monster", determiner: "a", filters: [] } as const;

/**
 * whenever cast by this, once per round:
 *   unflip this
 */
function byronEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.unflip(ctx, { hero: rt.choose(ctx, theThis) });
}

/** Byron (hero) */
export const byron: HeroCard = {
  id: "byron",
  name: "Byron",
  kind: "hero",
  text: "A fire mage. He is not flipped by the first spell he casts each round (he still discards it).",
  covers: ["FA-01", "FA-06"],
  melee: 3,
  orb: "Fire",
  gp: 420,
  traits: ["Fire", "Unique"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "cast",
          every: true,
          args: { by: theThis },
          condition: null,
        },
        limits: [{ count: 1, per: "round" }],
        costs: [],
        run: byronEffect0,
        text: "whenever cast by this, once per round:\n  unflip this",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** Spearman (hero) */
export const spearman: HeroCard = {
  id: "spearman",
  name: "Spearman",
  kind: "hero",
  text: "+1 Melee vs. undead.",
  covers: ["FA-01", "FA-02"],
  melee: 4,
  support: 1,
  gp: 180,
  traits: ["Earth"],
  effect: {
    abilities: [],
    modifiers: [{ stat: "melee", amount: 1, to: theThis, vs: theMonsters, while: null }],
    requires: null,
  },
};

function druidEffect0Cost0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.flip(ctx, { hero: rt.choose(ctx, theThis) });
}

function druidEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "flipped", rt.choose(ctx, theThis)) === 0;
}

/**
 * response to defeated on a hero in your party if flipped of this == 0, once per turn, pay flip this:
 *   roll d6:
 *     on 1-3:
 *       heal it
 */
function druidEffect0(rt: Rt, ctx: EffectContext): void {
  const roll = rt.roll(ctx, 1, 6);
  if (roll >= 1 && roll <= 3) {
    rt.verbs.heal(ctx, { target: rt.choose(ctx, theIt) });
  }
}

/** Druid (hero) */
export const druid: HeroCard = {
  id: "druid",
  name: "Druid",
  kind: "hero",
  text: "Can Heal a defeated hero of the party on 1-3 (a failed roll still flips the Druid: the ability was used).",
  covers: ["FA-01", "FA-03", "FA-05"],
  melee: 2,
  support: 2,
  orb: "Earth",
  gp: 260,
  traits: ["Earth", "Trap-ability"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "response",
          event: "defeated",
          args: { on: aHero },
          condition: druidEffect0When,
        },
        limits: [{ count: 1, per: "turn" }],
        costs: [{ kind: "do", run: druidEffect0Cost0 }],
        run: druidEffect0,
        text: "response to defeated on a hero in your party if flipped of this == 0, once per turn, pay flip this:\n  roll d6:\n    on 1-3:\n      heal it",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function battleSisterEffect0Cost0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.flip(ctx, { hero: rt.choose(ctx, theThis) });
}

function battleSisterEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "flipped", rt.choose(ctx, theThis)) === 0;
}

/**
 * response to defeated on a hero in your party if flipped of this == 0, once per turn, pay flip this:
 *   choose one:
 *     roll d6:
 *       on 1-2:
 *         heal it
 *   or:
 *     roll d6:
 *       on 1-2:
 *         frighten a monster
 */
function battleSisterEffect0(rt: Rt, ctx: EffectContext): void {
  switch (
    rt.chooseOption(ctx, ["roll d6: on 1-2: heal it", "roll d6: on 1-2: frighten a monster"])
  ) {
    case 0: {
      const roll = rt.roll(ctx, 1, 6);
      if (roll >= 1 && roll <= 2) {
        rt.verbs.heal(ctx, { target: rt.choose(ctx, theIt) });
      }
      break;
    }
    case 1: {
      const roll_2 = rt.roll(ctx, 1, 6);
      if (roll_2 >= 1 && roll_2 <= 2) {
        rt.verbs.frighten(ctx, { target: rt.choose(ctx, aMonster) });
      }
      break;
    }
  }
}

/**
 * response to defeated on a hero in your party, once per turn:
 *   roll d6:
 *     on 1:
 *       save it
 */
function battleSisterEffect1(rt: Rt, ctx: EffectContext): void {
  const roll = rt.roll(ctx, 1, 6);
  if (roll === 1) {
    rt.verbs.save(ctx, { target: rt.choose(ctx, theIt) });
  }
}

/** Battle Sister (hero) */
export const battleSister: HeroCard = {
  id: "battle-sister",
  name: "Battle Sister",
  kind: "hero",
  text: "+1 Melee and +1 to saves (automatic). Can heal a defeated hero of the party on 1-2 OR frighten a monster on 1-2 (normal: she flips). Anytime: can save a hero of the party on a 1.",
  covers: ["FA-04", "FA-05"],
  melee: 5,
  gp: 300,
  traits: ["Water"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "response",
          event: "defeated",
          args: { on: aHero },
          condition: battleSisterEffect0When,
        },
        limits: [{ count: 1, per: "turn" }],
        costs: [{ kind: "do", run: battleSisterEffect0Cost0 }],
        run: battleSisterEffect0,
        text: "response to defeated on a hero in your party if flipped of this == 0, once per turn, pay flip this:\n  choose one:\n    roll d6:\n      on 1-2:\n        heal it\n  or:\n    roll d6:\n      on 1-2:\n        frighten a monster",
      },
      {
        trigger: { kind: "response", event: "defeated", args: { on: aHero }, condition: null },
        limits: [{ count: 1, per: "turn" }],
        costs: [],
        run: battleSisterEffect1,
        text: "response to defeated on a hero in your party, once per turn:\n  roll d6:\n    on 1:\n      save it",
      },
    ],
    modifiers: [
      { stat: "melee", amount: 1, to: theThis, vs: null, while: null },
      { stat: "save", amount: 1, to: theThis, vs: null, while: null },
    ],
    requires: null,
  },
};

function paladinEffect0Cost0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.flip(ctx, { hero: rt.choose(ctx, theThis) });
}

function paladinEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "flipped", rt.choose(ctx, theThis)) === 0;
}

/**
 * response to defeated on a hero in your party if flipped of this == 0, once per turn, pay flip this:
 *   roll d6:
 *     on 1-2:
 *       frighten a monster
 *   roll d6:
 *     on 1-2:
 *       heal it
 */
function paladinEffect0(rt: Rt, ctx: EffectContext): void {
  const roll = rt.roll(ctx, 1, 6);
  if (roll >= 1 && roll <= 2) {
    rt.verbs.frighten(ctx, { target: rt.choose(ctx, aMonster) });
  }
  const roll_2 = rt.roll(ctx, 1, 6);
  if (roll_2 >= 1 && roll_2 <= 2) {
    rt.verbs.heal(ctx, { target: rt.choose(ctx, theIt) });
  }
}

/** Paladin (hero) */
export const paladin: HeroCard = {
  id: "paladin",
  name: "Paladin",
  kind: "hero",
  text: "Can frighten a monster on 1-2 AND heal a defeated hero on 1-2: one action, one flip.",
  covers: ["FA-05"],
  melee: 4,
  support: 1,
  gp: 310,
  traits: ["Air"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "response",
          event: "defeated",
          args: { on: aHero },
          condition: paladinEffect0When,
        },
        limits: [{ count: 1, per: "turn" }],
        costs: [{ kind: "do", run: paladinEffect0Cost0 }],
        run: paladinEffect0,
        text: "response to defeated on a hero in your party if flipped of this == 0, once per turn, pay flip this:\n  roll d6:\n    on 1-2:\n      frighten a monster\n  roll d6:\n    on 1-2:\n      heal it",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** Swordsman (hero) */
export const swordsman: HeroCard = {
  id: "swordsman",
  name: "Swordsman",
  kind: "hero",
  covers: ["FA-01"],
  melee: 4,
  gp: 150,
  traits: ["Fire"],
};

/** Knight (hero) */
export const knight: HeroCard = {
  id: "knight",
  name: "Knight",
  kind: "hero",
  covers: ["FA-01"],
  melee: 5,
  gp: 260,
  traits: ["Water"],
};

/** Squire (hero) */
export const squire: HeroCard = {
  id: "squire",
  name: "Squire",
  kind: "hero",
  covers: ["FA-01"],
  melee: 2,
  support: 2,
  gp: 100,
  traits: ["Water"],
};

/** Gnome Tinker (hero) */
export const gnomeTinker: HeroCard = {
  id: "gnome-tinker",
  name: "Gnome Tinker",
  kind: "hero",
  text: "Skilled at disarming traps.",
  covers: ["FA-01", "FA-07"],
  melee: 1,
  support: 1,
  gp: 120,
  traits: ["Earth", "Trap-ability"],
};

/** Thief (hero) */
export const thief: HeroCard = {
  id: "thief",
  name: "Thief",
  kind: "hero",
  text: "+1 to saves.",
  covers: ["FA-04", "FA-07"],
  melee: 2,
  gp: 160,
  traits: ["Air", "Trap-ability"],
  effect: {
    abilities: [],
    modifiers: [{ stat: "save", amount: 1, to: theThis, vs: null, while: null }],
    requires: null,
  },
};

/**
 * response to defeated on a hero in your party, once per turn:
 *   roll d6:
 *     on 1:
 *       save it
 */
function monkEffect0(rt: Rt, ctx: EffectContext): void {
  const roll = rt.roll(ctx, 1, 6);
  if (roll === 1) {
    rt.verbs.save(ctx, { target: rt.choose(ctx, theIt) });
  }
}

/** Monk (hero) */
export const monk: HeroCard = {
  id: "monk",
  name: "Monk",
  kind: "hero",
  text: "Anytime: can save a defeated hero of the party on a 1.",
  covers: ["FA-04", "FA-05"],
  melee: 3,
  support: 2,
  gp: 190,
  traits: ["Earth"],
  effect: {
    abilities: [
      {
        trigger: { kind: "response", event: "defeated", args: { on: aHero }, condition: null },
        limits: [{ count: 1, per: "turn" }],
        costs: [],
        run: monkEffect0,
        text: "response to defeated on a hero in your party, once per turn:\n  roll d6:\n    on 1:\n      save it",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * whenever defeated on this:
 *   let R = roll d6
 *   if R in 1-2 or R - save of this in 1-2 or R + save of this in 1-2:
 *     save this
 */
function shieldmaidenEffect0(rt: Rt, ctx: EffectContext): void {
  const v_R = rt.roll(ctx, 1, 6);
  if (
    (v_R >= 1 && v_R <= 2) ||
    inRange(v_R - rt.property(ctx, "save", rt.choose(ctx, theThis)), 1, 2) ||
    inRange(v_R + rt.property(ctx, "save", rt.choose(ctx, theThis)), 1, 2)
  ) {
    rt.verbs.save(ctx, { target: rt.choose(ctx, theThis) });
  }
}

/** Shieldmaiden (hero) */
export const shieldmaiden: HeroCard = {
  id: "shieldmaiden",
  name: "Shieldmaiden",
  kind: "hero",
  text: "Saves on 1-2 when defeated (automatic).",
  covers: ["FA-04"],
  melee: 4,
  support: 1,
  gp: 220,
  traits: ["Water"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "defeated",
          every: true,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: shieldmaidenEffect0,
        text: "whenever defeated on this:\n  let R = roll d6\n  if R in 1-2 or R - save of this in 1-2 or R + save of this in 1-2:\n    save this",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function fireMageEffect0Cost0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.flip(ctx, { hero: rt.choose(ctx, theThis) });
}

/**
 * pay flip this:
 *   roll d6:
 *     on 1-2:
 *       defeat a monster
 */
function fireMageEffect0(rt: Rt, ctx: EffectContext): void {
  const roll = rt.roll(ctx, 1, 6);
  if (roll >= 1 && roll <= 2) {
    rt.verbs.defeat(ctx, { target: rt.choose(ctx, aMonster) });
  }
}

/** Fire Mage (hero) */
export const fireMage: HeroCard = {
  id: "fire-mage",
  name: "Fire Mage",
  kind: "hero",
  text: "Can defeat a monster on 1-2 (a firebolt; a failed roll still flips her).",
  covers: ["FA-03", "FA-05"],
  melee: 2,
  orb: "Fire",
  gp: 250,
  traits: ["Fire"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [{ kind: "do", run: fireMageEffect0Cost0 }],
        run: fireMageEffect0,
        text: "pay flip this:\n  roll d6:\n    on 1-2:\n      defeat a monster",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function airElementalistEffect0Cost0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.flip(ctx, { hero: rt.choose(ctx, theThis) });
}

/**
 * pay flip this:
 *   roll d6:
 *     on 1-3:
 *       frighten a monster
 */
function airElementalistEffect0(rt: Rt, ctx: EffectContext): void {
  const roll = rt.roll(ctx, 1, 6);
  if (roll >= 1 && roll <= 3) {
    rt.verbs.frighten(ctx, { target: rt.choose(ctx, aMonster) });
  }
}

/** Air Elementalist (hero) */
export const airElementalist: HeroCard = {
  id: "air-elementalist",
  name: "Air Elementalist",
  kind: "hero",
  text: "Can frighten a monster on 1-3.",
  covers: ["FA-03", "FA-05"],
  melee: 2,
  orb: "Air",
  gp: 240,
  traits: ["Air"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [{ kind: "do", run: airElementalistEffect0Cost0 }],
        run: airElementalistEffect0,
        text: "pay flip this:\n  roll d6:\n    on 1-3:\n      frighten a monster",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function waterPriestessEffect0Cost0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.flip(ctx, { hero: rt.choose(ctx, theThis) });
}

function waterPriestessEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "flipped", rt.choose(ctx, theThis)) === 0;
}

/**
 * response to defeated on a hero in your party if flipped of this == 0, once per turn, pay flip this:
 *   roll d6:
 *     on 1-4:
 *       heal it
 */
function waterPriestessEffect0(rt: Rt, ctx: EffectContext): void {
  const roll = rt.roll(ctx, 1, 6);
  if (roll >= 1 && roll <= 4) {
    rt.verbs.heal(ctx, { target: rt.choose(ctx, theIt) });
  }
}

/** Water Priestess (hero) */
export const waterPriestess: HeroCard = {
  id: "water-priestess",
  name: "Water Priestess",
  kind: "hero",
  text: "Can heal a defeated hero of the party on 1-4.",
  covers: ["FA-03"],
  melee: 2,
  support: 1,
  orb: "Water",
  gp: 280,
  traits: ["Water"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "response",
          event: "defeated",
          args: { on: aHero },
          condition: waterPriestessEffect0When,
        },
        limits: [{ count: 1, per: "turn" }],
        costs: [{ kind: "do", run: waterPriestessEffect0Cost0 }],
        run: waterPriestessEffect0,
        text: "response to defeated on a hero in your party if flipped of this == 0, once per turn, pay flip this:\n  roll d6:\n    on 1-4:\n      heal it",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function clericEffect0Cost0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.flip(ctx, { hero: rt.choose(ctx, theThis) });
}

function clericEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "flipped", rt.choose(ctx, theThis)) === 0;
}

/**
 * response to defeated on a hero in your party if flipped of this == 0, once per turn, pay flip this:
 *   roll d6:
 *     on 1-3:
 *       heal it
 */
function clericEffect0(rt: Rt, ctx: EffectContext): void {
  const roll = rt.roll(ctx, 1, 6);
  if (roll >= 1 && roll <= 3) {
    rt.verbs.heal(ctx, { target: rt.choose(ctx, theIt) });
  }
}

/** Cleric (hero) */
export const cleric: HeroCard = {
  id: "cleric",
  name: "Cleric",
  kind: "hero",
  text: "Can heal a defeated hero of the party on 1-3.",
  covers: ["FA-03"],
  melee: 2,
  support: 1,
  orb: "Air",
  gp: 230,
  traits: ["Air"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "response",
          event: "defeated",
          args: { on: aHero },
          condition: clericEffect0When,
        },
        limits: [{ count: 1, per: "turn" }],
        costs: [{ kind: "do", run: clericEffect0Cost0 }],
        run: clericEffect0,
        text: "response to defeated on a hero in your party if flipped of this == 0, once per turn, pay flip this:\n  roll d6:\n    on 1-3:\n      heal it",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function earthShamanEffect0Cost0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.flip(ctx, { hero: rt.choose(ctx, theThis) });
}

/**
 * pay flip this:
 *   let M = a monster
 *   roll d6:
 *     on 1-3:
 *       if melee of M <= 3:
 *         defeat M
 */
function earthShamanEffect0(rt: Rt, ctx: EffectContext): void {
  const v_M = rt.choose(ctx, aMonster);
  const roll = rt.roll(ctx, 1, 6);
  if (roll >= 1 && roll <= 3) {
    if (rt.cardField(ctx, "melee", v_M) <= 3) {
      rt.verbs.defeat(ctx, { target: v_M });
    }
  }
}

/** Earth Shaman (hero) */
export const earthShaman: HeroCard = {
  id: "earth-shaman",
  name: "Earth Shaman",
  kind: "hero",
  text: "Can defeat a monster of Melee Value 3 or less on 1-3.",
  covers: ["FA-03", "FA-05"],
  melee: 3,
  orb: "Earth",
  gp: 270,
  traits: ["Earth"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [{ kind: "do", run: earthShamanEffect0Cost0 }],
        run: earthShamanEffect0,
        text: "pay flip this:\n  let M = a monster\n  roll d6:\n    on 1-3:\n      if melee of M <= 3:\n        defeat M",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
