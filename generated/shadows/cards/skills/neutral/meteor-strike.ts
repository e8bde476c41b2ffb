import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aTarget = { noun: "target", determiner: "a", filters: [] } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

function meteorStrikeRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "magic", null) >= 5;
}

/**
 * attack a target for magic + 2
 * if not responded:
 *   gain 1 experience
 */
function meteorStrikeEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, {
    target: rt.choose(ctx, aTarget),
    for: rt.property(ctx, "magic", null) + 2,
  });
  if (!rt.fact(ctx, "responded")) {
    rt.verbs.gain(ctx, { amount: experience1 });
  }
}

/** Meteor Strike (skill) */
export const meteorStrike: SkillCard = {
  id: "meteor-strike",
  name: "Meteor Strike",
  kind: "skill",
  text: "Needs Magic 5. Call down a falling star on a target for your Magic plus 2. If it did not use a Response, gain 1 Experience. Afterwards the card is stunned for a round.",
  covers: ["SHM-08", "SHM-13"],
  initiative: [5],
  traits: ["Attack", "Delay I"],
  requires: meteorStrikeRequires,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: meteorStrikeEffect0,
        text: "attack a target for magic + 2\nif not responded:\n  gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
