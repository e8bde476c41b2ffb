import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aTarget = { noun: "target", determiner: "a", filters: [] } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

function thunderstrikeRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "magic", null) >= 2;
}

/**
 * attack a target for magic + 1
 * if not responded:
 *   gain 1 experience
 */
function thunderstrikeEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, {
    target: rt.choose(ctx, aTarget),
    for: rt.property(ctx, "magic", null) + 1,
  });
  if (!rt.fact(ctx, "responded")) {
    rt.verbs.gain(ctx, { amount: experience1 });
  }
}

/** Thunderstrike (skill) */
export const thunderstrike: SkillCard = {
  id: "thunderstrike",
  name: "Thunderstrike",
  kind: "skill",
  text: "Needs Magic 2. Strike a target with a bolt from above for your Magic plus 1. If it did not use a Response, gain 1 Experience.",
  initiative: [2],
  traits: ["Attack"],
  requires: thunderstrikeRequires,
  beginner: true,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: thunderstrikeEffect0,
        text: "attack a target for magic + 1\nif not responded:\n  gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
