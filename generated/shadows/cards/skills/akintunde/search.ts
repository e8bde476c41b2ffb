import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const anyItems = {
  noun: "items",
  determiner: "any",
  filters: [{ in: "market", owner: "the" }],
} as const;
const gold1 = { amount: 1, unit: "gold" } as const;

/**
 * replace any items in the market
 * gain 1 gold
 */
function searchEffect0(rt: Rt, ctx: EffectContext): void {
  for (const items of rt.select(ctx, anyItems)) {
    rt.verbs.replace(ctx, { cards: items });
  }
  rt.verbs.gain(ctx, { amount: gold1 });
}

/** Search (skill) */
export const search: SkillCard = {
  id: "search",
  name: "Search",
  kind: "skill",
  text: "Pick any of the Items currently in the Market, counting extra Items lying beside the board, put them in the Item discard pile and deal out the same number of new Items in their place. Then gain 1 Gold.",
  covers: ["SHM-06"],
  hero: "akintunde",
  initiative: [4, 5],
  traits: ["Spell"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: searchEffect0,
        text: "replace any items in the market\ngain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
