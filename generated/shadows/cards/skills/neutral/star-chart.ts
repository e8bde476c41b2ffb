import type { EffectContext } from "../../../../../runtime/api.ts";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

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
  rt.verbs.put(ctx, {
    amount: { amount: 1, unit: "progress" },
    on: rt.choose(ctx, { noun: "this", determiner: null, filters: [] }),
  });
  if (
    rt.property(ctx, "progress", rt.choose(ctx, { noun: "this", determiner: null, filters: [] })) >=
    4
  ) {
    rt.verbs.gain(ctx, { amount: { amount: 1, unit: "shadow-stones" } });
    rt.verbs.remove(ctx, {
      amount: { amount: 4, unit: "progress" },
      from: rt.choose(ctx, { noun: "this", determiner: null, filters: [] }),
    });
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
          args: { by: { noun: "you", determiner: null, filters: [] } },
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
