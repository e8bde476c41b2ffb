import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const theIt = { noun: "it", determiner: null, filters: [] } as const;
const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

/**
 * response to attacked on your hero:
 *   block strength damage for it using shields
 *   if used-as-response:
 *     gain 1 experience
 */
function ironGuardEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, {
    amount: rt.property(ctx, "strength", null),
    for: rt.choose(ctx, theIt),
    using: "shields",
  });
  if (rt.fact(ctx, "used-as-response")) {
    rt.verbs.gain(ctx, { amount: experience1 });
  }
}

/** Iron Guard (skill) */
export const ironGuard: SkillCard = {
  id: "iron-guard",
  name: "Iron Guard",
  kind: "skill",
  text: "Play it at Initiative 5, or as a Response when your own Hero is attacked. Akintunde catches the blow on his blade: cancel damage equal to your Strength, and Shield Points may take what remains. If you used it as a Response, gain 1 Experience.",
  hero: "akintunde",
  initiative: [5],
  traits: ["Response (Attack)"],
  effect: {
    abilities: [
      {
        trigger: { kind: "response", event: "attacked", args: { on: yourHero }, condition: null },
        limits: [],
        costs: [],
        run: ironGuardEffect0,
        text: "response to attacked on your hero:\n  block strength damage for it using shields\n  if used-as-response:\n    gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
