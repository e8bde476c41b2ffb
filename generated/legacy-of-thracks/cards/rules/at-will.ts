import type { EffectContext } from "cardsmith/runtime/api";
import type { RuleCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const aBarrier = { noun: "barrier", determiner: "a", filters: [] } as const;

/**
 * pay 5 gold and 1 curse:
 *   nothing
 */
function liftCurseEffect0(rt: Rt, ctx: EffectContext): void {}

/** Lift a Curse (rule) */
export const liftCurse: RuleCard = {
  id: "lift-curse",
  name: "Lift a Curse",
  kind: "rule",
  text: "Any time in your turn: pay 5 gold to discard one of your curse tokens.",
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [
          { kind: "pay", amount: 5, unit: "gold" },
          { kind: "pay", amount: 1, unit: "curse" },
        ],
        run: liftCurseEffect0,
        text: "pay 5 gold and 1 curse:\n  nothing",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * pay 5 relics:
 *   complete a barrier
 */
function relicOfferingEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.complete(ctx, { barrier: rt.choose(ctx, aBarrier) });
}

/** Relic Offering (rule) */
export const relicOffering: RuleCard = {
  id: "relic-offering",
  name: "Relic Offering",
  kind: "rule",
  text: "Any time in your turn: give back 5 relics from your Capital to complete a magical barrier of your choice.",
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [{ kind: "pay", amount: 5, unit: "relics" }],
        run: relicOfferingEffect0,
        text: "pay 5 relics:\n  complete a barrier",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
