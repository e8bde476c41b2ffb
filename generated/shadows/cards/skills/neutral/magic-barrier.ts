import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const theIt = { noun: "it", determiner: null, filters: [] } as const;
const anAlly = { noun: "ally", determiner: "an", filters: [] } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

function magicBarrierRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "magic", null) >= 2;
}

/**
 * response to attacked on an ally:
 *   block magic damage for it
 *   if used-as-response:
 *     gain 1 experience
 */
function magicBarrierEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: rt.property(ctx, "magic", null), for: rt.choose(ctx, theIt) });
  if (rt.fact(ctx, "used-as-response")) {
    rt.verbs.gain(ctx, { amount: experience1 });
  }
}

/** Magic Barrier (skill) */
export const magicBarrier: SkillCard = {
  id: "magic-barrier",
  name: "Magic Barrier",
  kind: "skill",
  text: "Needs Magic 2. Play it at Initiative 5, or as a Response when one of your Allies is attacked. A shimmering wall cancels damage equal to your Magic for that Ally; no Shield Points may be used on what gets through. If you used it as a Response, gain 1 Experience.",
  initiative: [5],
  traits: ["Response (Attack)"],
  requires: magicBarrierRequires,
  beginner: true,
  effect: {
    abilities: [
      {
        trigger: { kind: "response", event: "attacked", args: { on: anAlly }, condition: null },
        limits: [],
        costs: [],
        run: magicBarrierEffect0,
        text: "response to attacked on an ally:\n  block magic damage for it\n  if used-as-response:\n    gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
