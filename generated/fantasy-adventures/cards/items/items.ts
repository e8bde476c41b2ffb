import { inRange } from "cardsmith/runtime/api";
import type { EffectContext } from "cardsmith/runtime/api";
import type { ItemCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theBearer = { noun: "bearer", determiner: null, filters: [] } as const;
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
const theIt = { noun: "it", determiner: null, filters: [] } as const;
const aHero = { noun: "hero", determiner: "a", filters: [{ in: "party", owner: "your" }] } as const;
const aMonster = { noun: "monster", determiner: "a", filters: [] } as const;

/**
 * whenever defeated on bearer:
 *   let R = roll d6
 *   if R in 1-2 or R - save of bearer in 1-2 or R + save of bearer in 1-2:
 *     save bearer
 */
function dwarvenShieldEffect0(rt: Rt, ctx: EffectContext): void {
  const v_R = rt.roll(ctx, 1, 6);
  if (
    (v_R >= 1 && v_R <= 2) ||
    inRange(v_R - rt.property(ctx, "save", rt.choose(ctx, theBearer)), 1, 2) ||
    inRange(v_R + rt.property(ctx, "save", rt.choose(ctx, theBearer)), 1, 2)
  ) {
    rt.verbs.save(ctx, { target: rt.choose(ctx, theBearer) });
  }
}

/** Dwarven Shield (item) */
export const dwarvenShield: ItemCard = {
  id: "dwarven-shield",
  name: "Dwarven Shield",
  kind: "item",
  text: "Armor save on 1-2.",
  covers: ["FA-04", "FA-10"],
  gp: 110,
  traits: ["Shield"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "defeated",
          every: true,
          args: { on: theBearer },
          condition: null,
        },
        limits: [],
        costs: [],
        run: dwarvenShieldEffect0,
        text: "whenever defeated on bearer:\n  let R = roll d6\n  if R in 1-2 or R - save of bearer in 1-2 or R + save of bearer in 1-2:\n    save bearer",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * whenever defeated on bearer:
 *   let R = roll d6
 *   if R - save of bearer <= melee of bearer:
 *     save bearer
 */
function ironHelmEffect0(rt: Rt, ctx: EffectContext): void {
  const v_R = rt.roll(ctx, 1, 6);
  if (
    v_R - rt.property(ctx, "save", rt.choose(ctx, theBearer)) <=
    rt.cardField(ctx, "melee", rt.choose(ctx, theBearer))
  ) {
    rt.verbs.save(ctx, { target: rt.choose(ctx, theBearer) });
  }
}

/** Iron Helm (item) */
export const ironHelm: ItemCard = {
  id: "iron-helm",
  name: "Iron Helm",
  kind: "item",
  text: "Armor save (roll at most the hero's Melee Value).",
  covers: ["FA-04", "FA-10"],
  gp: 80,
  traits: ["Helm", "Helms"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "defeated",
          every: true,
          args: { on: theBearer },
          condition: null,
        },
        limits: [],
        costs: [],
        run: ironHelmEffect0,
        text: "whenever defeated on bearer:\n  let R = roll d6\n  if R - save of bearer <= melee of bearer:\n    save bearer",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * whenever defeated on bearer:
 *   let R = roll d6
 *   if R in 1-3 or R - save of bearer in 1-3 or R + save of bearer in 1-3:
 *     save bearer
 */
function chainArmorEffect0(rt: Rt, ctx: EffectContext): void {
  const v_R = rt.roll(ctx, 1, 6);
  if (
    (v_R >= 1 && v_R <= 3) ||
    inRange(v_R - rt.property(ctx, "save", rt.choose(ctx, theBearer)), 1, 3) ||
    inRange(v_R + rt.property(ctx, "save", rt.choose(ctx, theBearer)), 1, 3)
  ) {
    rt.verbs.save(ctx, { target: rt.choose(ctx, theBearer) });
  }
}

/** Chain Armor (item) */
export const chainArmor: ItemCard = {
  id: "chain-armor",
  name: "Chain Armor",
  kind: "item",
  text: "Armor save on 1-3.",
  covers: ["FA-04", "FA-10"],
  gp: 140,
  traits: ["Armor", "Armors"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "defeated",
          every: true,
          args: { on: theBearer },
          condition: null,
        },
        limits: [],
        costs: [],
        run: chainArmorEffect0,
        text: "whenever defeated on bearer:\n  let R = roll d6\n  if R in 1-3 or R - save of bearer in 1-3 or R + save of bearer in 1-3:\n    save bearer",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * whenever defeated on bearer:
 *   let R = roll d6
 *   if R == 1 or R - save of bearer == 1 or R + save of bearer == 1:
 *     save bearer
 */
function leatherCoatEffect0(rt: Rt, ctx: EffectContext): void {
  const v_R = rt.roll(ctx, 1, 6);
  if (
    v_R === 1 ||
    v_R - rt.property(ctx, "save", rt.choose(ctx, theBearer)) === 1 ||
    v_R + rt.property(ctx, "save", rt.choose(ctx, theBearer)) === 1
  ) {
    rt.verbs.save(ctx, { target: rt.choose(ctx, theBearer) });
  }
}

/** Leather Coat (item) */
export const leatherCoat: ItemCard = {
  id: "leather-coat",
  name: "Leather Coat",
  kind: "item",
  text: "Armor save on a 1.",
  covers: ["FA-04", "FA-10"],
  gp: 60,
  traits: ["Coat", "Armors"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "defeated",
          every: true,
          args: { on: theBearer },
          condition: null,
        },
        limits: [],
        costs: [],
        run: leatherCoatEffect0,
        text: "whenever defeated on bearer:\n  let R = roll d6\n  if R == 1 or R - save of bearer == 1 or R + save of bearer == 1:\n    save bearer",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** Blessed Pendant (item) */
export const blessedPendant: ItemCard = {
  id: "blessed-pendant",
  name: "Blessed Pendant",
  kind: "item",
  text: "+1 to saves.",
  covers: ["FA-04", "FA-10"],
  gp: 70,
  traits: ["Pendant", "Necklaces"],
  effect: {
    abilities: [],
    modifiers: [{ stat: "save", amount: 1, to: theBearer, vs: null, while: null }],
    requires: null,
  },
};

/** Lucky Charm (item) */
export const luckyCharm: ItemCard = {
  id: "lucky-charm",
  name: "Lucky Charm",
  kind: "item",
  text: "+1 to saves.",
  covers: ["FA-04", "FA-10"],
  gp: 50,
  traits: ["Charm", "Necklaces"],
  effect: {
    abilities: [],
    modifiers: [{ stat: "save", amount: 1, to: theBearer, vs: null, while: null }],
    requires: null,
  },
};

/** Orlow's Infernal Ring (item) */
export const orlowsInfernalRing: ItemCard = {
  id: "orlows-infernal-ring",
  name: "Orlow's Infernal Ring",
  kind: "item",
  text: "+1 Melee.",
  covers: ["FA-02", "FA-10"],
  gp: 150,
  traits: ["Ring", "Unique"],
  effect: {
    abilities: [],
    modifiers: [{ stat: "melee", amount: 1, to: theBearer, vs: null, while: null }],
    requires: null,
  },
};

/** Elven Blade (item) */
export const elvenBlade: ItemCard = {
  id: "elven-blade",
  name: "Elven Blade",
  kind: "item",
  text: "+1 Melee vs. undead.",
  covers: ["FA-02", "FA-10"],
  gp: 120,
  traits: ["Blade", "Swords", "Melee-Weapons"],
  effect: {
    abilities: [],
    modifiers: [{ stat: "melee", amount: 1, to: theBearer, vs: theMeleeingMonster, while: null }],
    requires: null,
  },
};

/** Broadsword (item) */
export const broadsword: ItemCard = {
  id: "broadsword",
  name: "Broadsword",
  kind: "item",
  text: "+1 Melee.",
  covers: ["FA-02", "FA-10"],
  gp: 130,
  traits: ["Sword", "Swords", "Melee-Weapons"],
  effect: {
    abilities: [],
    modifiers: [{ stat: "melee", amount: 1, to: theBearer, vs: null, while: null }],
    requires: null,
  },
};

/** Battle Axe (item) */
export const battleAxe: ItemCard = {
  id: "battle-axe",
  name: "Battle Axe",
  kind: "item",
  text: "+2 Melee vs. demons, +1 Melee otherwise.",
  covers: ["FA-02", "FA-10"],
  gp: 160,
  traits: ["Axe", "Melee-Weapons"],
  effect: {
    abilities: [],
    modifiers: [
      { stat: "melee", amount: 1, to: theBearer, vs: null, while: null },
      { stat: "melee", amount: 1, to: theBearer, vs: theMeleeingMonster_2, while: null },
    ],
    requires: null,
  },
};

/** Longbow (item) */
export const longbow: ItemCard = {
  id: "longbow",
  name: "Longbow",
  kind: "item",
  text: "Ranged attack at +1.",
  covers: ["FA-04", "FA-10"],
  gp: 120,
  traits: ["Bow", "Ranged-Weapons", "Ranged 1"],
};

function staffOfHealingEffect0Cost0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.flip(ctx, { hero: rt.choose(ctx, theBearer) });
}

function staffOfHealingEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.count(ctx, theBearer) > 0 && rt.property(ctx, "flipped", rt.choose(ctx, theBearer)) === 0
  );
}

/**
 * response to defeated on a hero in your party if count bearer > 0 and flipped of bearer == 0, once per turn, pay flip bearer:
 *   roll d6:
 *     on 1-2:
 *       heal it
 */
function staffOfHealingEffect0(rt: Rt, ctx: EffectContext): void {
  const roll = rt.roll(ctx, 1, 6);
  if (roll >= 1 && roll <= 2) {
    rt.verbs.heal(ctx, { target: rt.choose(ctx, theIt) });
  }
}

/** Staff of Healing (item) */
export const staffOfHealing: ItemCard = {
  id: "staff-of-healing",
  name: "Staff of Healing",
  kind: "item",
  text: "Can heal a defeated hero of the party on 1-2 (the owner flips).",
  covers: ["FA-03", "FA-10"],
  gp: 180,
  traits: ["Staff", "Rods"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "response",
          event: "defeated",
          args: { on: aHero },
          condition: staffOfHealingEffect0When,
        },
        limits: [{ count: 1, per: "turn" }],
        costs: [{ kind: "do", run: staffOfHealingEffect0Cost0 }],
        run: staffOfHealingEffect0,
        text: "response to defeated on a hero in your party if count bearer > 0 and flipped of bearer == 0, once per turn, pay flip bearer:\n  roll d6:\n    on 1-2:\n      heal it",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function wandOfFearEffect0Cost0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.flip(ctx, { hero: rt.choose(ctx, theBearer) });
}

/**
 * pay flip bearer:
 *   roll d6:
 *     on 1-3:
 *       frighten a monster
 */
function wandOfFearEffect0(rt: Rt, ctx: EffectContext): void {
  const roll = rt.roll(ctx, 1, 6);
  if (roll >= 1 && roll <= 3) {
    rt.verbs.frighten(ctx, { target: rt.choose(ctx, aMonster) });
  }
}

/** Wand of Fear (item) */
export const wandOfFear: ItemCard = {
  id: "wand-of-fear",
  name: "Wand of Fear",
  kind: "item",
  text: "Can strike a monster with fear on 1-3 (the owner flips).",
  covers: ["FA-03", "FA-10"],
  gp: 150,
  traits: ["Wand", "Rods"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [{ kind: "do", run: wandOfFearEffect0Cost0 }],
        run: wandOfFearEffect0,
        text: "pay flip bearer:\n  roll d6:\n    on 1-3:\n      frighten a monster",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
