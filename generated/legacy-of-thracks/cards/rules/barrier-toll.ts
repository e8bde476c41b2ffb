import type { EffectContext } from "cardsmith/runtime/api";
import type { RuleCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theDestination = { noun: "destination", determiner: null, filters: [] } as const;
const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;

function barrierTollEffect0Cost0(rt: Rt, ctx: EffectContext): number {
  return rt.property(ctx, "gold", rt.choose(ctx, theDestination));
}

function barrierTollEffect0Cost1(rt: Rt, ctx: EffectContext): number {
  return rt.property(ctx, "hp", rt.choose(ctx, theDestination));
}

function barrierTollEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.is(ctx, rt.choose(ctx, theDestination), "open-barriers");
}

/**
 * when travels by your hero if destination is open-barriers, pay (gold of destination) gold and (hp of destination) hp:
 *   nothing
 */
function barrierTollEffect0(rt: Rt, ctx: EffectContext): void {}

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
        costs: [
          { kind: "pay", amount: barrierTollEffect0Cost0, unit: "gold" },
          { kind: "pay", amount: barrierTollEffect0Cost1, unit: "hp" },
        ],
        run: barrierTollEffect0,
        text: "when travels by your hero if destination is open-barriers, pay (gold of destination) gold and (hp of destination) hp:\n  nothing",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
