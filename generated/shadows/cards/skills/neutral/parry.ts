import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const theIt = { noun: "it", determiner: null, filters: [] } as const;
const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

function parryRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "strength", null) >= 2;
}

/**
 * response to attacked on your hero:
 *   block strength damage for it using shields
 *   if used-as-response:
 *     gain 1 experience
 */
function parryEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, {
    amount: rt.property(ctx, "strength", null),
    for: rt.choose(ctx, theIt),
    using: "shields",
  });
  if (rt.fact(ctx, "used-as-response")) {
    rt.verbs.gain(ctx, { amount: experience1 });
  }
}

/** Parry (skill) */
export const parry: SkillCard = {
  id: "parry",
  name: "Parry",
  kind: "skill",
  text: "Needs Strength 2. Play it at Initiative 5, or as a Response when your own Hero is attacked. Knock the blow aside: cancel damage equal to your Strength; Shield Points may take the rest. If you used it as a Response, gain 1 Experience.",
  initiative: [5],
  traits: ["Response (Attack)"],
  requires: parryRequires,
  beginner: true,
  effect: {
    abilities: [
      {
        trigger: { kind: "response", event: "attacked", args: { on: yourHero }, condition: null },
        limits: [],
        costs: [],
        run: parryEffect0,
        text: "response to attacked on your hero:\n  block strength damage for it using shields\n  if used-as-response:\n    gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
