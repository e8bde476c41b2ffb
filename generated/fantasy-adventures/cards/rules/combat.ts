import { sameEntity } from "cardsmith/runtime/api";
import type { EffectContext } from "cardsmith/runtime/api";
import type { RuleCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theHorde = { noun: "horde", determiner: null, filters: [] } as const;
const theMeleeingMonster = { noun: "meleeing-monster", determiner: null, filters: [] } as const;
const eachHeroPlayer = { noun: "hero-player", determiner: "each", filters: [] } as const;
const theHeroes = {
  noun: "heroes",
  determiner: null,
  filters: [{ in: "party", owner: "your" }],
} as const;
const aMonster = { noun: "monster", determiner: "a", filters: [] } as const;
const theCards = {
  noun: "cards",
  determiner: null,
  filters: [{ with: "Ranged" }, { in: "items", owner: "your" }],
} as const;
const theMonsters = { noun: "monsters", determiner: null, filters: [{ with: "hits" }] } as const;
const hits1 = { amount: 1, unit: "hits" } as const;

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
 * whenever ranged-attacks:
 *   each hero-player:
 *     each H in heroes in your party:
 *       if H is Ranged:
 *         let M = a monster
 *         if roll d6 <= melee of H + Ranged of H:
 *           put 1 hits on M
 *       each S in cards with Ranged in your items:
 *         if holder of S == H:
 *           let M = a monster
 *           if roll d6 <= melee of H + Ranged of S:
 *             put 1 hits on M
 *     each M in monsters with hits:
 *       let N = hits of M
 *       remove N hits from M
 *       let R = roll d6
 *       if R != 1 and R + N - 1 - save of M > melee of M:
 *         defeat M
 */
function rangedSavesEffect0(rt: Rt, ctx: EffectContext): void {
  rt.eachPlayer(ctx, eachHeroPlayer, (ctx) => {
    for (const v_H of rt.select(ctx, theHeroes)) {
      if (rt.is(ctx, v_H, "Ranged")) {
        const v_M = rt.choose(ctx, aMonster);
        if (
          rt.roll(ctx, 1, 6) <=
          rt.cardField(ctx, "melee", v_H) + rt.traitNumber(ctx, "Ranged", v_H)
        ) {
          rt.verbs.put(ctx, { amount: hits1, on: v_M });
        }
      }
      for (const v_S of rt.select(ctx, theCards)) {
        if (sameEntity(rt.holderOf(ctx, v_S), v_H)) {
          const v_M_2 = rt.choose(ctx, aMonster);
          if (
            rt.roll(ctx, 1, 6) <=
            rt.cardField(ctx, "melee", v_H) + rt.traitNumber(ctx, "Ranged", v_S)
          ) {
            rt.verbs.put(ctx, { amount: hits1, on: v_M_2 });
          }
        }
      }
    }
    for (const v_M_3 of rt.select(ctx, theMonsters)) {
      const v_N = rt.property(ctx, "hits", v_M_3);
      rt.verbs.remove(ctx, { amount: { amount: v_N, unit: "hits" }, from: v_M_3 });
      const v_R = rt.roll(ctx, 1, 6);
      if (
        v_R !== 1 &&
        v_R + v_N - 1 - rt.property(ctx, "save", v_M_3) > rt.cardField(ctx, "melee", v_M_3)
      ) {
        rt.verbs.defeat(ctx, { target: v_M_3 });
      }
    }
  });
}

/** Ranged attacks and saves (rule) */
export const rangedSaves: RuleCard = {
  id: "ranged-saves",
  name: "Ranged attacks and saves",
  kind: "rule",
  text: "Each Ranged attack (a hero's or its item's Ranged N) hits the monster its hero player names on a roll at most the hero's printed Melee Value plus N. A monster hit rolls one save, at -1 for each hit after the first: it is saved on a roll at most its Melee Value (its printed value, plus only bonuses to saves). An unmodified 1 always saves.",
  covers: ["FA-04"],
  effect: {
    abilities: [
      {
        trigger: { kind: "when", event: "ranged-attacks", every: true, args: {}, condition: null },
        limits: [],
        costs: [],
        run: rangedSavesEffect0,
        text: "whenever ranged-attacks:\n  each hero-player:\n    each H in heroes in your party:\n      if H is Ranged:\n        let M = a monster\n        if roll d6 <= melee of H + Ranged of H:\n          put 1 hits on M\n      each S in cards with Ranged in your items:\n        if holder of S == H:\n          let M = a monster\n          if roll d6 <= melee of H + Ranged of S:\n            put 1 hits on M\n    each M in monsters with hits:\n      let N = hits of M\n      remove N hits from M\n      let R = roll d6\n      if R != 1 and R + N - 1 - save of M > melee of M:\n        defeat M",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
