import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const theThis = { noun: "this", determiner: null, filters: [] } as const;
const theYou = { noun: "you", determiner: null, filters: [] } as const;
const progress1 = { amount: 1, unit: "progress" } as const;
const shadowStones1 = { amount: 1, unit: "shadow-stones" } as const;
const progress4 = { amount: 4, unit: "progress" } as const;

function starChartRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "magic", null) >= 3;
}

/**
 * whenever predict-used by you:
 *   put 1 progress on this
 *   if progress of this >= 4:
 *     gain 1 shadow-stone
 *     remove 4 progress from this
 */
function starChartEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.put(ctx, { amount: progress1, on: rt.choose(ctx, theThis) });
  if (rt.property(ctx, "progress", rt.choose(ctx, theThis)) >= 4) {
    rt.verbs.gain(ctx, { amount: shadowStones1 });
    rt.verbs.remove(ctx, { amount: progress4, from: rt.choose(ctx, theThis) });
  }
}

/** Star Chart (skill) */
export const starChart: SkillCard = {
  id: "star-chart",
  name: "Star Chart",
  kind: "skill",
  text: "Needs Magic 3. Sits on your Station Field with a 4-step track. Each time you use a Predict, right or wrong, move the token one step; when it reaches the end, gain 1 Shadow Stone and return the token to the start.",
  covers: ["SHM-22"],
  initiative: [0],
  traits: ["Self"],
  requires: starChartRequires,
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
        run: starChartEffect0,
        text: "whenever predict-used by you:\n  put 1 progress on this\n  if progress of this >= 4:\n    gain 1 shadow-stone\n    remove 4 progress from this",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
