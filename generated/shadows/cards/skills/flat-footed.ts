import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theThis = { noun: "this", determiner: null, filters: [] } as const;
const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;
const theIt = { noun: "it", determiner: null, filters: [] } as const;
const health1 = { amount: 1, unit: "health" } as const;

function ahtiFlatFootedEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return (
    !(rt.payload(ctx, "responded") as boolean) && !(rt.payload(ctx, "shields-used") as boolean)
  );
}

/**
 * when attack-damage-taken on your hero if not responded and not shields-used:
 *   may flip this
 */
function ahtiFlatFootedEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.confirm(ctx, "flip this")) {
    rt.verbs.flip(ctx, { card: rt.choose(ctx, theThis) });
  }
}

/** Flat-Footed (skill) */
export const ahtiFlatFooted: SkillCard = {
  id: "ahti-flat-footed",
  name: "Flat-Footed",
  kind: "skill",
  text: "After your Hero takes damage from an Attack without using a Response, you may turn this card over to its Dodge side. You may not if you put any of that damage on Shield Points.",
  covers: ["SHM-07"],
  hero: "ahti",
  initiative: [0],
  traits: ["StartSide", "Self"],
  flip: "ahti-dodge",
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "attack-damage-taken",
          every: false,
          args: { on: yourHero },
          condition: ahtiFlatFootedEffect0When,
        },
        limits: [],
        costs: [],
        run: ahtiFlatFootedEffect0,
        text: "when attack-damage-taken on your hero if not responded and not shields-used:\n  may flip this",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function akintundeFlatFootedEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return (
    !(rt.payload(ctx, "responded") as boolean) && !(rt.payload(ctx, "shields-used") as boolean)
  );
}

/**
 * when attack-damage-taken on your hero if not responded and not shields-used:
 *   may flip this
 */
function akintundeFlatFootedEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.confirm(ctx, "flip this")) {
    rt.verbs.flip(ctx, { card: rt.choose(ctx, theThis) });
  }
}

/** Flat-Footed (skill) */
export const akintundeFlatFooted: SkillCard = {
  id: "akintunde-flat-footed",
  name: "Flat-Footed",
  kind: "skill",
  text: "After your Hero takes damage from an Attack without using a Response, you may turn this card over to its Dodge side. You may not if you put any of that damage on Shield Points.",
  covers: ["SHM-07"],
  hero: "akintunde",
  initiative: [0],
  traits: ["StartSide", "Self"],
  flip: "akintunde-dodge",
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "attack-damage-taken",
          every: false,
          args: { on: yourHero },
          condition: akintundeFlatFootedEffect0When,
        },
        limits: [],
        costs: [],
        run: akintundeFlatFootedEffect0,
        text: "when attack-damage-taken on your hero if not responded and not shields-used:\n  may flip this",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function erasFlatFootedEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return (
    !(rt.payload(ctx, "responded") as boolean) && !(rt.payload(ctx, "shields-used") as boolean)
  );
}

/**
 * when attack-damage-taken on your hero if not responded and not shields-used:
 *   may flip this
 */
function erasFlatFootedEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.confirm(ctx, "flip this")) {
    rt.verbs.flip(ctx, { card: rt.choose(ctx, theThis) });
  }
}

/** Flat-Footed (skill) */
export const erasFlatFooted: SkillCard = {
  id: "eras-flat-footed",
  name: "Flat-Footed",
  kind: "skill",
  text: "After your Hero takes damage from an Attack without using a Response, you may turn this card over to its Dodge side. You may not if you put any of that damage on Shield Points.",
  covers: ["SHM-07"],
  hero: "eras",
  initiative: [0],
  traits: ["StartSide", "Self"],
  flip: "eras-dodge",
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "attack-damage-taken",
          every: false,
          args: { on: yourHero },
          condition: erasFlatFootedEffect0When,
        },
        limits: [],
        costs: [],
        run: erasFlatFootedEffect0,
        text: "when attack-damage-taken on your hero if not responded and not shields-used:\n  may flip this",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function rolanFlatFootedEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return (
    !(rt.payload(ctx, "responded") as boolean) && !(rt.payload(ctx, "shields-used") as boolean)
  );
}

/**
 * when attack-damage-taken on your hero if not responded and not shields-used:
 *   may flip this
 */
function rolanFlatFootedEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.confirm(ctx, "flip this")) {
    rt.verbs.flip(ctx, { card: rt.choose(ctx, theThis) });
  }
}

/** Flat-Footed (skill) */
export const rolanFlatFooted: SkillCard = {
  id: "rolan-flat-footed",
  name: "Flat-Footed",
  kind: "skill",
  text: "After your Hero takes damage from an Attack without using a Response, you may turn this card over to its Dodge side. You may not if you put any of that damage on Shield Points.",
  covers: ["SHM-07"],
  hero: "rolan",
  initiative: [0],
  traits: ["StartSide", "Self"],
  flip: "rolan-dodge",
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "attack-damage-taken",
          every: false,
          args: { on: yourHero },
          condition: rolanFlatFootedEffect0When,
        },
        limits: [],
        costs: [],
        run: rolanFlatFootedEffect0,
        text: "when attack-damage-taken on your hero if not responded and not shields-used:\n  may flip this",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * response to attacked on your hero:
 *   block 5 damage for it using shields
 *   flip this
 */
function ahtiDodgeEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 5, for: rt.choose(ctx, theIt), using: "shields" });
  rt.verbs.flip(ctx, { card: rt.choose(ctx, theThis) });
}

/**
 * at start of cleanup:
 *   recover 1 health on your hero
 *   flip this
 */
function ahtiDodgeEffect1(rt: Rt, ctx: EffectContext): void {
  rt.verbs.recover(ctx, { amount: health1, on: rt.choose(ctx, yourHero) });
  rt.verbs.flip(ctx, { card: rt.choose(ctx, theThis) });
}

/** Dodge (skill) */
export const ahtiDodge: SkillCard = {
  id: "ahti-dodge",
  name: "Dodge",
  kind: "skill",
  text: "Response (Attack), only when your own Hero is the one attacked: cancel 5 of the damage, then Shield Points may soak what is left; afterwards turn this card back to Flat-Footed. Automatically at the start of CleanUp, if this side is still up: your Hero recovers 1 health and the card turns back to Flat-Footed.",
  covers: ["SHM-07"],
  hero: "ahti",
  initiative: [0],
  traits: ["BackSide", "Self", "Response (Attack)", "Auto"],
  flip: "ahti-flat-footed",
  effect: {
    abilities: [
      {
        trigger: { kind: "response", event: "attacked", args: { on: yourHero }, condition: null },
        limits: [],
        costs: [],
        run: ahtiDodgeEffect0,
        text: "response to attacked on your hero:\n  block 5 damage for it using shields\n  flip this",
      },
      {
        trigger: { kind: "at", edge: "start", period: "cleanup", number: null },
        limits: [],
        costs: [],
        run: ahtiDodgeEffect1,
        text: "at start of cleanup:\n  recover 1 health on your hero\n  flip this",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * response to attacked on your hero:
 *   block 5 damage for it using shields
 *   flip this
 */
function akintundeDodgeEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 5, for: rt.choose(ctx, theIt), using: "shields" });
  rt.verbs.flip(ctx, { card: rt.choose(ctx, theThis) });
}

/**
 * at start of cleanup:
 *   recover 1 health on your hero
 *   flip this
 */
function akintundeDodgeEffect1(rt: Rt, ctx: EffectContext): void {
  rt.verbs.recover(ctx, { amount: health1, on: rt.choose(ctx, yourHero) });
  rt.verbs.flip(ctx, { card: rt.choose(ctx, theThis) });
}

/** Dodge (skill) */
export const akintundeDodge: SkillCard = {
  id: "akintunde-dodge",
  name: "Dodge",
  kind: "skill",
  text: "Response (Attack), only when your own Hero is the one attacked: cancel 5 of the damage, then Shield Points may soak what is left; afterwards turn this card back to Flat-Footed. Automatically at the start of CleanUp, if this side is still up: your Hero recovers 1 health and the card turns back to Flat-Footed.",
  covers: ["SHM-07"],
  hero: "akintunde",
  initiative: [0],
  traits: ["BackSide", "Self", "Response (Attack)", "Auto"],
  flip: "akintunde-flat-footed",
  effect: {
    abilities: [
      {
        trigger: { kind: "response", event: "attacked", args: { on: yourHero }, condition: null },
        limits: [],
        costs: [],
        run: akintundeDodgeEffect0,
        text: "response to attacked on your hero:\n  block 5 damage for it using shields\n  flip this",
      },
      {
        trigger: { kind: "at", edge: "start", period: "cleanup", number: null },
        limits: [],
        costs: [],
        run: akintundeDodgeEffect1,
        text: "at start of cleanup:\n  recover 1 health on your hero\n  flip this",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * response to attacked on your hero:
 *   block 5 damage for it using shields
 *   flip this
 */
function erasDodgeEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 5, for: rt.choose(ctx, theIt), using: "shields" });
  rt.verbs.flip(ctx, { card: rt.choose(ctx, theThis) });
}

/**
 * at start of cleanup:
 *   recover 1 health on your hero
 *   flip this
 */
function erasDodgeEffect1(rt: Rt, ctx: EffectContext): void {
  rt.verbs.recover(ctx, { amount: health1, on: rt.choose(ctx, yourHero) });
  rt.verbs.flip(ctx, { card: rt.choose(ctx, theThis) });
}

/** Dodge (skill) */
export const erasDodge: SkillCard = {
  id: "eras-dodge",
  name: "Dodge",
  kind: "skill",
  text: "Response (Attack), only when your own Hero is the one attacked: cancel 5 of the damage, then Shield Points may soak what is left; afterwards turn this card back to Flat-Footed. Automatically at the start of CleanUp, if this side is still up: your Hero recovers 1 health and the card turns back to Flat-Footed.",
  covers: ["SHM-07"],
  hero: "eras",
  initiative: [0],
  traits: ["BackSide", "Self", "Response (Attack)", "Auto"],
  flip: "eras-flat-footed",
  effect: {
    abilities: [
      {
        trigger: { kind: "response", event: "attacked", args: { on: yourHero }, condition: null },
        limits: [],
        costs: [],
        run: erasDodgeEffect0,
        text: "response to attacked on your hero:\n  block 5 damage for it using shields\n  flip this",
      },
      {
        trigger: { kind: "at", edge: "start", period: "cleanup", number: null },
        limits: [],
        costs: [],
        run: erasDodgeEffect1,
        text: "at start of cleanup:\n  recover 1 health on your hero\n  flip this",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * response to attacked on your hero:
 *   block 5 damage for it using shields
 *   flip this
 */
function rolanDodgeEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 5, for: rt.choose(ctx, theIt), using: "shields" });
  rt.verbs.flip(ctx, { card: rt.choose(ctx, theThis) });
}

/**
 * at start of cleanup:
 *   recover 1 health on your hero
 *   flip this
 */
function rolanDodgeEffect1(rt: Rt, ctx: EffectContext): void {
  rt.verbs.recover(ctx, { amount: health1, on: rt.choose(ctx, yourHero) });
  rt.verbs.flip(ctx, { card: rt.choose(ctx, theThis) });
}

/** Dodge (skill) */
export const rolanDodge: SkillCard = {
  id: "rolan-dodge",
  name: "Dodge",
  kind: "skill",
  text: "Response (Attack), only when your own Hero is the one attacked: cancel 5 of the damage, then Shield Points may soak what is left; afterwards turn this card back to Flat-Footed. Automatically at the start of CleanUp, if this side is still up: your Hero recovers 1 health and the card turns back to Flat-Footed.",
  covers: ["SHM-07"],
  hero: "rolan",
  initiative: [0],
  traits: ["BackSide", "Self", "Response (Attack)", "Auto"],
  flip: "rolan-flat-footed",
  effect: {
    abilities: [
      {
        trigger: { kind: "response", event: "attacked", args: { on: yourHero }, condition: null },
        limits: [],
        costs: [],
        run: rolanDodgeEffect0,
        text: "response to attacked on your hero:\n  block 5 damage for it using shields\n  flip this",
      },
      {
        trigger: { kind: "at", edge: "start", period: "cleanup", number: null },
        limits: [],
        costs: [],
        run: rolanDodgeEffect1,
        text: "at start of cleanup:\n  recover 1 health on your hero\n  flip this",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
