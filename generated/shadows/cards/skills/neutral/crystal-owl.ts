import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const theYou = { noun: "you", determiner: null, filters: [] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;

function crystalOwlRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "magic", null) >= 2 && rt.property(ctx, "tech", null) >= 2;
}

/**
 * whenever predict-used by you:
 *   gain 1 gold
 */
function crystalOwlEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
}

/** Crystal Owl (skill) */
export const crystalOwl: SkillCard = {
  id: "crystal-owl",
  name: "Crystal Owl",
  kind: "skill",
  text: "Needs Magic 2 and Tech 2. A glass bird that watches your rivals, placed on your Station Field as an Ally with 2 Health. Each time you use a Predict, right or wrong, gain 1 Gold.",
  covers: ["SHM-19"],
  initiative: [1],
  traits: ["Object"],
  requires: crystalOwlRequires,
  health: 2,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "predict-used",
          every: true,
          args: { by: theYou },
          condition: null,
        },
        limits: [],
        costs: [],
        run: crystalOwlEffect0,
        text: "whenever predict-used by you:\n  gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
