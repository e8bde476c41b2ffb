import type { EffectContext } from "cardsmith/runtime/api";
import type { ItemCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const aMonster = { noun: "monster", determiner: "a", filters: [] } as const;
const theBearer = { noun: "bearer", determiner: null, filters: [] } as const;

/**
 * roll d6:
 *   on 1-3:
 *     defeat a monster
 */
function scrollOfFireEffect0(rt: Rt, ctx: EffectContext): void {
  const roll = rt.roll(ctx, 1, 6);
  if (roll >= 1 && roll <= 3) {
    rt.verbs.defeat(ctx, { target: rt.choose(ctx, aMonster) });
  }
}

function scrollOfFireEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "flipped", rt.choose(ctx, theBearer)) === 0;
}

/** Scroll of Fire (item) */
export const scrollOfFire: ItemCard = {
  id: "scroll-of-fire",
  name: "Scroll of Fire",
  kind: "item",
  text: "Can defeat a monster on 1-3. Discarded after use; the hero does not flip, and cannot use it while flipped.",
  covers: ["FA-10"],
  gp: 90,
  traits: ["Scroll"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: scrollOfFireEffect0,
        text: "roll d6:\n  on 1-3:\n    defeat a monster",
      },
    ],
    modifiers: [],
    requires: scrollOfFireEffectRequires,
  },
};

/**
 * roll d6:
 *   on 1-4:
 *     frighten a monster
 */
function scrollOfWardingEffect0(rt: Rt, ctx: EffectContext): void {
  const roll = rt.roll(ctx, 1, 6);
  if (roll >= 1 && roll <= 4) {
    rt.verbs.frighten(ctx, { target: rt.choose(ctx, aMonster) });
  }
}

function scrollOfWardingEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "flipped", rt.choose(ctx, theBearer)) === 0;
}

/** Scroll of Warding (item) */
export const scrollOfWarding: ItemCard = {
  id: "scroll-of-warding",
  name: "Scroll of Warding",
  kind: "item",
  text: "Can strike a monster with fear on 1-4. Discarded after use.",
  covers: ["FA-10"],
  gp: 80,
  traits: ["Scroll"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: scrollOfWardingEffect0,
        text: "roll d6:\n  on 1-4:\n    frighten a monster",
      },
    ],
    modifiers: [],
    requires: scrollOfWardingEffectRequires,
  },
};
