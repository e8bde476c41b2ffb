import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aTarget = { noun: "target", determiner: "a", filters: [] } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

function shatterRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "strength", null) >= 4;
}

/**
 * attack a target for strength + 1
 * if not responded:
 *   gain 1 experience
 */
function shatterEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, {
    target: rt.choose(ctx, aTarget),
    for: rt.property(ctx, "strength", null) + 1,
  });
  if (!rt.fact(ctx, "responded")) {
    rt.verbs.gain(ctx, { amount: experience1 });
  }
}

/** Shatter (skill) */
export const shatter: SkillCard = {
  id: "shatter",
  name: "Shatter",
  kind: "skill",
  text: "Needs Strength 4. Smash a target for your Strength plus 1. If it did not use a Response, gain 1 Experience.",
  initiative: [2],
  traits: ["Attack"],
  requires: shatterRequires,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: shatterEffect0,
        text: "attack a target for strength + 1\nif not responded:\n  gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
