import type { EffectContext } from "cardsmith/runtime/api";
import type { RuleCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theCards = {
  noun: "cards",
  determiner: null,
  filters: [{ in: "action-deck", owner: null }],
} as const;
const theCards_2 = {
  noun: "cards",
  determiner: null,
  filters: [{ in: "action-discard", owner: null }],
} as const;
const aBarrier = { noun: "barrier", determiner: "a", filters: [] } as const;
const curse1 = { amount: 1, unit: "curse" } as const;

/**
 * pay 2 gold:
 *   draw 1 card from action-deck
 */
function buyActionCardEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.draw(ctx, { count: 1, from: "action-deck" });
}

function buyActionCardEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theCards) + rt.count(ctx, theCards_2) > 0;
}

/** Buy an Action Card (rule) */
export const buyActionCard: RuleCard = {
  id: "buy-action-card",
  name: "Buy an Action Card",
  kind: "rule",
  text: "Action: pay 2 gold to take the top action card into your hand.",
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [{ kind: "pay", amount: 2, unit: "gold" }],
        run: buyActionCardEffect0,
        text: "pay 2 gold:\n  draw 1 card from action-deck",
      },
    ],
    modifiers: [],
    requires: buyActionCardEffectRequires,
  },
};

/**
 * pay 5 gold:
 *   spend 1 curse
 */
function liftACurseEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.spend(ctx, { amount: curse1 });
}

function liftACurseEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "curse", null) > 0;
}

/** Lift a Curse (rule) */
export const liftACurse: RuleCard = {
  id: "lift-a-curse",
  name: "Lift a Curse",
  kind: "rule",
  text: "Action: pay 5 gold to discard one of your curse tokens.",
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [{ kind: "pay", amount: 5, unit: "gold" }],
        run: liftACurseEffect0,
        text: "pay 5 gold:\n  spend 1 curse",
      },
    ],
    modifiers: [],
    requires: liftACurseEffectRequires,
  },
};

/**
 * pay 5 relics:
 *   complete a barrier
 */
function relicsOpenABarrierEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

/** Relics Open a Barrier (rule) */
export const relicsOpenABarrier: RuleCard = {
  id: "relics-open-a-barrier",
  name: "Relics Open a Barrier",
  kind: "rule",
  text: "Action: spend 5 relics from your Capital to complete a magical barrier of your choice.",
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [{ kind: "pay", amount: 5, unit: "relics" }],
        run: relicsOpenABarrierEffect0,
        text: "pay 5 relics:\n  complete a barrier",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
