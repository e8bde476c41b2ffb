import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aTarget = { noun: "target", determiner: "a", filters: [] } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

/**
 * attack a target for strength + 3
 * if not responded:
 *   gain 1 experience
 */
function heavyBlowEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, {
    target: rt.choose(ctx, aTarget),
    for: rt.property(ctx, "strength", null) + 3,
  });
  if (!rt.fact(ctx, "responded")) {
    rt.verbs.gain(ctx, { amount: experience1 });
  }
}

/** Heavy Blow (skill) */
export const heavyBlow: SkillCard = {
  id: "heavy-blow",
  name: "Heavy Blow",
  kind: "skill",
  text: "A two-handed swing that leaves Akintunde winded. Attack a target for your Strength plus 3. If it did not use a Response, gain 1 Experience. Afterwards the card gets 2 Stun tokens and sits out the next two rounds.",
  covers: ["SHM-13"],
  hero: "akintunde",
  initiative: [6],
  traits: ["Attack", "Delay II"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: heavyBlowEffect0,
        text: "attack a target for strength + 3\nif not responded:\n  gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
