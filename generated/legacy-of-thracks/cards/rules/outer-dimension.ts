import type { EffectContext } from "cardsmith/runtime/api";
import type { RuleCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theLocation = { noun: "location", determiner: null, filters: [{ with: "Nordic" }] } as const;
const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;
const theYou = { noun: "you", determiner: null, filters: [] } as const;
const outerDimension1 = { amount: 1, unit: "outer-dimension" } as const;

function outerDimensionEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "outer-dimension", null) === 0;
}

/**
 * when arrives on location with Nordic by your hero if outer-dimension == 0:
 *   gain 1 outer-dimension
 */
function outerDimensionEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: outerDimension1 });
}

function outerDimensionEffect1When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "outer-dimension", null) === 1;
}

/**
 * when turn-begins by you if outer-dimension == 1:
 *   gain 1 outer-dimension
 */
function outerDimensionEffect1(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: outerDimension1 });
}

/** Outer Dimension (rule) */
export const outerDimension: RuleCard = {
  id: "outer-dimension",
  name: "Outer Dimension",
  kind: "rule",
  text: "A Hero that reaches the Nordic Portal finishes its turn, and then acts no more.",
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "arrives",
          every: false,
          args: { on: theLocation, by: yourHero },
          condition: outerDimensionEffect0When,
        },
        limits: [],
        costs: [],
        run: outerDimensionEffect0,
        text: "when arrives on location with Nordic by your hero if outer-dimension == 0:\n  gain 1 outer-dimension",
      },
      {
        trigger: {
          kind: "when",
          event: "turn-begins",
          every: false,
          args: { by: theYou },
          condition: outerDimensionEffect1When,
        },
        limits: [],
        costs: [],
        run: outerDimensionEffect1,
        text: "when turn-begins by you if outer-dimension == 1:\n  gain 1 outer-dimension",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
