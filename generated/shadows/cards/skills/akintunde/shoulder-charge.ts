import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aTarget = { noun: "target", determiner: "a", filters: [] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;

/**
 * attack a target for strength + 1
 * if not responded:
 *   gain 1 gold
 */
function shoulderChargeEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, {
    target: rt.choose(ctx, aTarget),
    for: rt.property(ctx, "strength", null) + 1,
  });
  if (!rt.fact(ctx, "responded")) {
    rt.verbs.gain(ctx, { amount: gold1 });
  }
}

/** Shoulder Charge (skill) */
export const shoulderCharge: SkillCard = {
  id: "shoulder-charge",
  name: "Shoulder Charge",
  kind: "skill",
  text: "Barrel into a target early in the round for your Strength plus 1. If it did not use a Response, gain 1 Gold. Afterwards the card is stunned for a round.",
  covers: ["SHM-13"],
  hero: "akintunde",
  initiative: [1],
  traits: ["Attack", "Delay I"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: shoulderChargeEffect0,
        text: "attack a target for strength + 1\nif not responded:\n  gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
