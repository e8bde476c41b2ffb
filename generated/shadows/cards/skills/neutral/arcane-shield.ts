import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const theIt = { noun: "it", determiner: null, filters: [] } as const;
const anAlly = { noun: "ally", determiner: "an", filters: [] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;

function arcaneShieldRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "magic", null) >= 4 && rt.property(ctx, "tech", null) >= 2;
}

/**
 * response to attacked on an ally:
 *   block magic damage for it using shields
 *   if used-as-response:
 *     gain 1 gold
 */
function arcaneShieldEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, {
    amount: rt.property(ctx, "magic", null),
    for: rt.choose(ctx, theIt),
    using: "shields",
  });
  if (rt.fact(ctx, "used-as-response")) {
    rt.verbs.gain(ctx, { amount: gold1 });
  }
}

/** Arcane Shield (skill) */
export const arcaneShield: SkillCard = {
  id: "arcane-shield",
  name: "Arcane Shield",
  kind: "skill",
  text: "Needs Magic 4 and Tech 2. Play it at Initiative 5, or as a Response when one of your Allies is attacked. Cancel damage equal to your Magic for that Ally; Shield Points may take the rest. If you used it as a Response, gain 1 Gold.",
  initiative: [5],
  traits: ["Response (Attack)"],
  requires: arcaneShieldRequires,
  effect: {
    abilities: [
      {
        trigger: { kind: "response", event: "attacked", args: { on: anAlly }, condition: null },
        limits: [],
        costs: [],
        run: arcaneShieldEffect0,
        text: "response to attacked on an ally:\n  block magic damage for it using shields\n  if used-as-response:\n    gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
