import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const theIt = { noun: "it", determiner: null, filters: [] } as const;
const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;

function sidestepRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "tech", null) >= 1;
}

/**
 * response to attacked on your hero:
 *   block 2 damage for it using shields
 *   if used-as-response:
 *     gain 1 gold
 */
function sidestepEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 2, for: rt.choose(ctx, theIt), using: "shields" });
  if (rt.fact(ctx, "used-as-response")) {
    rt.verbs.gain(ctx, { amount: gold1 });
  }
}

/** Sidestep (skill) */
export const sidestep: SkillCard = {
  id: "sidestep",
  name: "Sidestep",
  kind: "skill",
  text: "Needs Tech 1. Play it at Initiative 6, or as a Response when your own Hero is attacked. Step out of the way of 2 of the damage; Shield Points may take the rest. If you used it as a Response, gain 1 Gold.",
  initiative: [6],
  traits: ["Response (Attack)"],
  requires: sidestepRequires,
  beginner: true,
  effect: {
    abilities: [
      {
        trigger: { kind: "response", event: "attacked", args: { on: yourHero }, condition: null },
        limits: [],
        costs: [],
        run: sidestepEffect0,
        text: "response to attacked on your hero:\n  block 2 damage for it using shields\n  if used-as-response:\n    gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
