import type { EffectContext } from "cardsmith/runtime/api";
import type { RuleCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theDestination = {
  noun: "destination",
  determiner: null,
  filters: [{ with: "Dimara" }],
} as const;
const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;
const dimara1 = { amount: 1, unit: "dimara" } as const;

function enteringDimaraEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theDestination) > 0;
}

/**
 * when travels by your hero if count destination with Dimara > 0:
 *   gain 1 dimara
 */
function enteringDimaraEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: dimara1 });
}

/** Entering Dimara (rule) */
export const enteringDimara: RuleCard = {
  id: "entering-dimara",
  name: "Entering Dimara",
  kind: "rule",
  text: "A Hero that steps onto the last magical barrier enters Dimara: the day it does so is the game's last.",
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "travels",
          every: false,
          args: { by: yourHero },
          condition: enteringDimaraEffect0When,
        },
        limits: [],
        costs: [],
        run: enteringDimaraEffect0,
        text: "when travels by your hero if count destination with Dimara > 0:\n  gain 1 dimara",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
