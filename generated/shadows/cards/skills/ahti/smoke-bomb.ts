import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const theIt = { noun: "it", determiner: null, filters: [] } as const;
const anAlly = { noun: "ally", determiner: "an", filters: [] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;

/**
 * response to attacked on an ally:
 *   block 3 damage for it
 *   if used-as-response:
 *     gain 1 gold
 */
function smokeBombEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 3, for: rt.choose(ctx, theIt) });
  if (rt.fact(ctx, "used-as-response")) {
    rt.verbs.gain(ctx, { amount: gold1 });
  }
}

/** Smoke Bomb (skill) */
export const smokeBomb: SkillCard = {
  id: "smoke-bomb",
  name: "Smoke Bomb",
  kind: "skill",
  text: "Play it at Initiative 5, or as a Response when one of your Allies is attacked. Vanish in a puff of smoke: cancel 3 of the damage, but no Shield Points may be used on the rest. If you used it as a Response, gain 1 Gold.",
  hero: "ahti",
  initiative: [5],
  traits: ["Response (Attack)"],
  effect: {
    abilities: [
      {
        trigger: { kind: "response", event: "attacked", args: { on: anAlly }, condition: null },
        limits: [],
        costs: [],
        run: smokeBombEffect0,
        text: "response to attacked on an ally:\n  block 3 damage for it\n  if used-as-response:\n    gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
