import type { EffectContext } from "cardsmith/runtime/api";
import type { RuleCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theHorde = { noun: "horde", determiner: null, filters: [] } as const;
const theMeleeingMonster = { noun: "meleeing-monster", determiner: null, filters: [] } as const;
const theIt = { noun: "it", determiner: null, filters: [] } as const;
const aMonster = { noun: "monster", determiner: "a", filters: [] } as const;

function hordeBonusEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return Math.floor((rt.count(ctx, theHorde) - 1) / 2);
}

/** Horde (rule) */
export const hordeBonus: RuleCard = {
  id: "horde-bonus",
  name: "Horde",
  kind: "rule",
  text: "The meleeing monster gets +1 Melee for every two other monsters in its Horde, rounded down.",
  covers: ["FA-09"],
  effect: {
    abilities: [],
    modifiers: [
      {
        stat: "melee",
        amount: hordeBonusEffectMod0Amount,
        to: theMeleeingMonster,
        vs: null,
        while: null,
      },
    ],
    requires: null,
  },
};

/**
 * whenever ranged-hit on a monster:
 *   let R = roll d6
 *   if R != 1 and R + hits - 1 - save of it > melee of it:
 *     defeat it
 */
function rangedSavesEffect0(rt: Rt, ctx: EffectContext): void {
  const v_R = rt.roll(ctx, 1, 6);
  if (
    v_R !== 1 &&
    v_R +
      (rt.payload(ctx, "hits") as number) -
      1 -
      rt.property(ctx, "save", rt.choose(ctx, theIt)) >
      rt.cardField(ctx, "melee", rt.choose(ctx, theIt))
  ) {
    rt.verbs.defeat(ctx, { target: rt.choose(ctx, theIt) });
  }
}

/** Saves against Ranged attacks (rule) */
export const rangedSaves: RuleCard = {
  id: "ranged-saves",
  name: "Saves against Ranged attacks",
  kind: "rule",
  text: "A monster hit by Ranged attacks rolls one save, at -1 for each hit after the first: it is saved on a roll at most its Melee Value (its printed value, plus only bonuses to saves). An unmodified 1 always saves.",
  covers: ["FA-04"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "ranged-hit",
          every: true,
          args: { on: aMonster },
          condition: null,
        },
        limits: [],
        costs: [],
        run: rangedSavesEffect0,
        text: "whenever ranged-hit on a monster:\n  let R = roll d6\n  if R != 1 and R + hits - 1 - save of it > melee of it:\n    defeat it",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
