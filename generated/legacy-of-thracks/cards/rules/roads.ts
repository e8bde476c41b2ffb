import type { EffectContext } from "cardsmith/runtime/api";
import type { RuleCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theYou = { noun: "you", determiner: null, filters: [] } as const;
const eachOpponent = { noun: "opponent", determiner: "each", filters: [] } as const;
const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;

function roadsEffect0Cost0(rt: Rt, ctx: EffectContext): number {
  return Math.max(
    0,
    (rt.payload(ctx, "distance") as number) -
      rt.property(ctx, "route-roads", rt.choose(ctx, theYou)),
  );
}

/**
 * when travels by your hero, pay (max(0, distance - route-roads of you)) gold:
 *   each opponent:
 *     gain route-roads of you gold
 */
function roadsEffect0(rt: Rt, ctx: EffectContext): void {
  rt.eachPlayer(ctx, eachOpponent, (ctx) => {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.property(ctx, "route-roads", rt.choose(ctx, theYou)), unit: "gold" },
    });
  });
}

/** Roads (rule) */
export const roads: RuleCard = {
  id: "roads",
  name: "Roads",
  kind: "rule",
  text: "Moving your Hero along a route costs its distance in gold, 1 less for each of your roads on it (at least 0). An opponent whose roads you travel along receives 1 gold per road of theirs.",
  covers: ["LOT-08"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "travels",
          every: false,
          args: { by: yourHero },
          condition: null,
        },
        limits: [],
        costs: [{ kind: "pay", amount: roadsEffect0Cost0, unit: "gold" }],
        run: roadsEffect0,
        text: "when travels by your hero, pay (max(0, distance - route-roads of you)) gold:\n  each opponent:\n    gain route-roads of you gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
