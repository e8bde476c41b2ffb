import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;
const health2 = { amount: 2, unit: "health" } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

/**
 * response to spell on your hero:
 *   recover 2 health on your hero
 *   if used-as-response:
 *     gain 1 experience
 */
function wardingSigilEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.recover(ctx, { amount: health2, on: rt.choose(ctx, yourHero) });
  if (rt.fact(ctx, "used-as-response")) {
    rt.verbs.gain(ctx, { amount: experience1 });
  }
}

/** Warding Sigil (skill) */
export const wardingSigil: SkillCard = {
  id: "warding-sigil",
  name: "Warding Sigil",
  kind: "skill",
  text: "Play it at Initiative 5, or as a Response when another player's Spell picks your Hero. The sigil flares and your Hero recovers 2 health. If you used it as a Response, gain 1 Experience.",
  initiative: [5],
  traits: ["Response (Spell)"],
  beginner: true,
  effect: {
    abilities: [
      {
        trigger: { kind: "response", event: "spell", args: { on: yourHero }, condition: null },
        limits: [],
        costs: [],
        run: wardingSigilEffect0,
        text: "response to spell on your hero:\n  recover 2 health on your hero\n  if used-as-response:\n    gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
