import type { EffectContext } from "cardsmith/runtime/api";
import type { RuleCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theDestination = { noun: "destination", determiner: null, filters: [] } as const;
const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;

function barrierTollEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.is(ctx, rt.choose(ctx, theDestination), "open-barriers");
}

/**
 * when travels by your hero if destination is open-barriers:
 *   spend gold of destination gold
 *   spend hp of destination hp
 */
function barrierTollEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.spend(ctx, {
    amount: { amount: rt.property(ctx, "gold", rt.choose(ctx, theDestination)), unit: "gold" },
  });
  rt.verbs.spend(ctx, {
    amount: { amount: rt.property(ctx, "hp", rt.choose(ctx, theDestination)), unit: "hp" },
  });
}

/** Barrier Toll (rule) */
export const barrierToll: RuleCard = {
  id: "barrier-toll",
  name: "Barrier Toll",
  kind: "rule",
  text: "Stepping onto a magical barrier you have not completed costs the gold and HP shown on it.",
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "travels",
          every: false,
          args: { by: yourHero },
          condition: barrierTollEffect0When,
        },
        limits: [],
        costs: [],
        run: barrierTollEffect0,
        text: "when travels by your hero if destination is open-barriers:\n  spend gold of destination gold\n  spend hp of destination hp",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
