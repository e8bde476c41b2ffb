import type { EffectContext } from "cardsmith/runtime/api";
import type { RuleCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const aBarrier = { noun: "barrier", determiner: "a", filters: [] } as const;
const theYou = { noun: "you", determiner: null, filters: [] } as const;

function gloryBarriersEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return (rt.payload(ctx, "was") as number) < 4 && rt.property(ctx, "glory", null) >= 4;
}

/**
 * when glory-rises by you if was < 4 and glory >= 4:
 *   complete a barrier
 */
function gloryBarriersEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function gloryBarriersEffect1When(rt: Rt, ctx: EffectContext): boolean {
  return (rt.payload(ctx, "was") as number) < 7 && rt.property(ctx, "glory", null) >= 7;
}

/**
 * when glory-rises by you if was < 7 and glory >= 7:
 *   complete a barrier
 */
function gloryBarriersEffect1(rt: Rt, ctx: EffectContext): void {
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function gloryBarriersEffect2When(rt: Rt, ctx: EffectContext): boolean {
  return (rt.payload(ctx, "was") as number) < 10 && rt.property(ctx, "glory", null) >= 10;
}

/**
 * when glory-rises by you if was < 10 and glory >= 10:
 *   complete a barrier
 */
function gloryBarriersEffect2(rt: Rt, ctx: EffectContext): void {
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

/** Glory Opens the Barriers (rule) */
export const gloryBarriers: RuleCard = {
  id: "glory-barriers",
  name: "Glory Opens the Barriers",
  kind: "rule",
  text: "When your glory reaches 4, 7 and 10, each time complete a magical barrier of your choice.",
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "glory-rises",
          every: false,
          args: { by: theYou },
          condition: gloryBarriersEffect0When,
        },
        limits: [],
        costs: [],
        run: gloryBarriersEffect0,
        text: "when glory-rises by you if was < 4 and glory >= 4:\n  complete a barrier",
      },
      {
        trigger: {
          kind: "when",
          event: "glory-rises",
          every: false,
          args: { by: theYou },
          condition: gloryBarriersEffect1When,
        },
        limits: [],
        costs: [],
        run: gloryBarriersEffect1,
        text: "when glory-rises by you if was < 7 and glory >= 7:\n  complete a barrier",
      },
      {
        trigger: {
          kind: "when",
          event: "glory-rises",
          every: false,
          args: { by: theYou },
          condition: gloryBarriersEffect2When,
        },
        limits: [],
        costs: [],
        run: gloryBarriersEffect2,
        text: "when glory-rises by you if was < 10 and glory >= 10:\n  complete a barrier",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
