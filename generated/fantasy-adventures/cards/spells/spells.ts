import type { EffectContext } from "cardsmith/runtime/api";
import type { SpellCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theThis = { noun: "this", determiner: null, filters: [] } as const;
const aMonster = { noun: "monster", determiner: "a", filters: [] } as const;
const aHero = { noun: "hero", determiner: "a", filters: [{ in: "party", owner: "your" }] } as const;
const eachHero = {
  noun: "hero",
  determiner: "each",
  filters: [{ in: "party", owner: "your" }],
} as const;
const theIt = { noun: "it", determiner: null, filters: [] } as const;

function fireballEffect0Cost0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.cast(ctx, { spell: rt.choose(ctx, theThis) });
}

/**
 * pay cast this:
 *   defeat a monster
 */
function fireballEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.defeat(ctx, { target: rt.choose(ctx, aMonster) });
}

/** Fireball (spell) */
export const fireball: SpellCard = {
  id: "fireball",
  name: "Fireball",
  kind: "spell",
  text: "Defeats a monster.",
  covers: ["FA-06"],
  gp: 160,
  traits: ["Fire", "Offensive"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [{ kind: "do", run: fireballEffect0Cost0 }],
        run: fireballEffect0,
        text: "pay cast this:\n  defeat a monster",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function lightningBoltEffect0Cost0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.cast(ctx, { spell: rt.choose(ctx, theThis) });
}

/**
 * pay cast this:
 *   roll d6:
 *     on 1-4:
 *       defeat a monster
 */
function lightningBoltEffect0(rt: Rt, ctx: EffectContext): void {
  const roll = rt.roll(ctx, 1, 6);
  if (roll >= 1 && roll <= 4) {
    rt.verbs.defeat(ctx, { target: rt.choose(ctx, aMonster) });
  }
}

/** Lightning Bolt (spell) */
export const lightningBolt: SpellCard = {
  id: "lightning-bolt",
  name: "Lightning Bolt",
  kind: "spell",
  text: "Defeats a monster on 1-4.",
  covers: ["FA-03", "FA-06"],
  gp: 140,
  traits: ["Air", "Offensive"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [{ kind: "do", run: lightningBoltEffect0Cost0 }],
        run: lightningBoltEffect0,
        text: "pay cast this:\n  roll d6:\n    on 1-4:\n      defeat a monster",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function terrorEffect0Cost0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.cast(ctx, { spell: rt.choose(ctx, theThis) });
}

/**
 * pay cast this:
 *   frighten a monster
 */
function terrorEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.frighten(ctx, { target: rt.choose(ctx, aMonster) });
}

/** Terror (spell) */
export const terror: SpellCard = {
  id: "terror",
  name: "Terror",
  kind: "spell",
  text: "A monster is stricken with fear (and runs away).",
  covers: ["FA-06", "FA-08"],
  gp: 120,
  traits: ["Air", "Offensive"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [{ kind: "do", run: terrorEffect0Cost0 }],
        run: terrorEffect0,
        text: "pay cast this:\n  frighten a monster",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function quakeEffect0Cost0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.cast(ctx, { spell: rt.choose(ctx, theThis) });
}

/**
 * pay cast this:
 *   let M = a monster
 *   if melee of M <= 4:
 *     defeat M
 */
function quakeEffect0(rt: Rt, ctx: EffectContext): void {
  const v_M = rt.choose(ctx, aMonster);
  if (rt.cardField(ctx, "melee", v_M) <= 4) {
    rt.verbs.defeat(ctx, { target: v_M });
  }
}

/** Quake (spell) */
export const quake: SpellCard = {
  id: "quake",
  name: "Quake",
  kind: "spell",
  text: "Defeats a monster of Melee Value 4 or less.",
  covers: ["FA-06"],
  gp: 180,
  traits: ["Earth", "Offensive"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [{ kind: "do", run: quakeEffect0Cost0 }],
        run: quakeEffect0,
        text: "pay cast this:\n  let M = a monster\n  if melee of M <= 4:\n    defeat M",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function stoneSkinEffect0Cost0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.cast(ctx, { spell: rt.choose(ctx, theThis) });
}

/**
 * pay cast this:
 *   +1 save to a hero in your party
 */
function stoneSkinEffect0(rt: Rt, ctx: EffectContext): void {
  rt.addModifier(ctx, {
    stat: "save",
    amount: 1,
    to: { chosen: [rt.choose(ctx, aHero)] },
    vs: null,
    while: null,
  });
}

/** Stone Skin (spell) */
export const stoneSkin: SpellCard = {
  id: "stone-skin",
  name: "Stone Skin",
  kind: "spell",
  text: "A hero of your party has +1 to saves for the rest of the player turn.",
  covers: ["FA-04", "FA-06"],
  gp: 120,
  traits: ["Earth", "Protection"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [{ kind: "do", run: stoneSkinEffect0Cost0 }],
        run: stoneSkinEffect0,
        text: "pay cast this:\n  +1 save to a hero in your party",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function heroismEffect0Cost0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.cast(ctx, { spell: rt.choose(ctx, theThis) });
}

/**
 * pay cast this:
 *   +1 melee to each hero in your party
 */
function heroismEffect0(rt: Rt, ctx: EffectContext): void {
  rt.addModifier(ctx, { stat: "melee", amount: 1, to: eachHero, vs: null, while: null });
}

/** Heroism (spell) */
export const heroism: SpellCard = {
  id: "heroism",
  name: "Heroism",
  kind: "spell",
  text: "The heroes of your party have +1 Melee for the rest of the player turn.",
  covers: ["FA-02", "FA-06"],
  gp: 130,
  traits: ["Fire", "Protection"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [{ kind: "do", run: heroismEffect0Cost0 }],
        run: heroismEffect0,
        text: "pay cast this:\n  +1 melee to each hero in your party",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function healingRainEffect0Cost0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.cast(ctx, { spell: rt.choose(ctx, theThis) });
}

function healingRainEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.fact(ctx, "can-cast");
}

/**
 * response to defeated on a hero in your party if can-cast, pay cast this:
 *   heal it
 */
function healingRainEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.heal(ctx, { target: rt.choose(ctx, theIt) });
}

/** Healing Rain (spell) */
export const healingRain: SpellCard = {
  id: "healing-rain",
  name: "Healing Rain",
  kind: "spell",
  text: "Anytime: heal a defeated hero of your party.",
  covers: ["FA-06"],
  gp: 200,
  traits: ["Water", "Anytime"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "response",
          event: "defeated",
          args: { on: aHero },
          condition: healingRainEffect0When,
        },
        limits: [],
        costs: [{ kind: "do", run: healingRainEffect0Cost0 }],
        run: healingRainEffect0,
        text: "response to defeated on a hero in your party if can-cast, pay cast this:\n  heal it",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function waterShieldEffect0Cost0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.cast(ctx, { spell: rt.choose(ctx, theThis) });
}

function waterShieldEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.fact(ctx, "can-cast");
}

/**
 * response to defeated on a hero in your party if can-cast, pay cast this:
 *   roll d6:
 *     on 1-4:
 *       save it
 */
function waterShieldEffect0(rt: Rt, ctx: EffectContext): void {
  const roll = rt.roll(ctx, 1, 6);
  if (roll >= 1 && roll <= 4) {
    rt.verbs.save(ctx, { target: rt.choose(ctx, theIt) });
  }
}

/** Water Shield (spell) */
export const waterShield: SpellCard = {
  id: "water-shield",
  name: "Water Shield",
  kind: "spell",
  text: "Anytime: a defeated hero of your party is saved on 1-4.",
  covers: ["FA-04", "FA-06"],
  gp: 150,
  traits: ["Water", "Anytime"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "response",
          event: "defeated",
          args: { on: aHero },
          condition: waterShieldEffect0When,
        },
        limits: [],
        costs: [{ kind: "do", run: waterShieldEffect0Cost0 }],
        run: waterShieldEffect0,
        text: "response to defeated on a hero in your party if can-cast, pay cast this:\n  roll d6:\n    on 1-4:\n      save it",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
