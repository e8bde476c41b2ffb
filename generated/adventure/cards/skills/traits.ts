import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theThis = { noun: "this", determiner: null, filters: [] } as const;
const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;
const theCards = {
  noun: "cards",
  determiner: null,
  filters: [{ with: "Tactic" }, { in: "prepared", owner: "your" }],
} as const;
const theCards_2 = {
  noun: "cards",
  determiner: null,
  filters: [{ with: "Dwarf" }, { in: "prepared", owner: "your" }],
} as const;
const theCards_3 = {
  noun: "cards",
  determiner: null,
  filters: [{ with: "Sprint" }, { in: "prepared", owner: "your" }],
} as const;
const success1 = { amount: 1, unit: "success" } as const;

function forcedMarchEffect0Cost0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.discard(ctx, { card: rt.choose(ctx, theThis) });
}

/**
 * response to testing by your hero, pay discard this:
 *   gain 1 success
 */
function forcedMarchEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: success1 });
}

/** Forced March (skill) */
export const forcedMarch: SkillCard = {
  id: "forced-march",
  name: "Forced March",
  kind: "skill",
  text: "Sprint 1. Tactic. When you test, you may discard this card: gain 1 success.",
  covers: ["ADV-02"],
  successes: 0,
  traits: ["Sprint 1", "Tactic"],
  effect: {
    abilities: [
      {
        trigger: { kind: "response", event: "testing", args: { by: yourHero }, condition: null },
        limits: [],
        costs: [{ kind: "do", run: forcedMarchEffect0Cost0 }],
        run: forcedMarchEffect0,
        text: "response to testing by your hero, pay discard this:\n  gain 1 success",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function battlePlanEffect0Cost0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.discard(ctx, { card: rt.choose(ctx, theThis) });
}

/**
 * response to testing by your hero, pay discard this:
 *   gain 1 + count cards with Tactic in your prepared successes
 */
function battlePlanEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: { amount: 1 + rt.count(ctx, theCards), unit: "success" } });
}

/** Battle Plan (skill) */
export const battlePlan: SkillCard = {
  id: "battle-plan",
  name: "Battle Plan",
  kind: "skill",
  text: "Tactic. When you test, you may discard this card: gain 1 success for each prepared Tactic card (this one included).",
  covers: ["ADV-02"],
  successes: 1,
  traits: ["Tactic"],
  effect: {
    abilities: [
      {
        trigger: { kind: "response", event: "testing", args: { by: yourHero }, condition: null },
        limits: [],
        costs: [{ kind: "do", run: battlePlanEffect0Cost0 }],
        run: battlePlanEffect0,
        text: "response to testing by your hero, pay discard this:\n  gain 1 + count cards with Tactic in your prepared successes",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function stonehideEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.count(ctx, theCards_2);
}

/** Stonehide (skill) */
export const stonehide: SkillCard = {
  id: "stonehide",
  name: "Stonehide",
  kind: "skill",
  text: "Dwarf. While prepared, you have +1 Might for each prepared Dwarf card (this one included).",
  covers: ["ADV-02"],
  hero: "borin",
  successes: 1,
  traits: ["Dwarf"],
  effect: {
    abilities: [],
    modifiers: [
      { stat: "might", amount: stonehideEffectMod0Amount, to: null, vs: null, while: null },
    ],
    requires: null,
  },
};

function runnerSStrideEffectMod0While(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theCards_3) > 0;
}

/** Runner's Stride (skill) */
export const runnerSStride: SkillCard = {
  id: "runner-s-stride",
  name: "Runner's Stride",
  kind: "skill",
  text: "While you have a prepared card with Sprint, you have +1 Agility.",
  covers: ["ADV-02"],
  successes: 1,
  effect: {
    abilities: [],
    modifiers: [
      { stat: "agility", amount: 1, to: null, vs: null, while: runnerSStrideEffectMod0While },
    ],
    requires: null,
  },
};
