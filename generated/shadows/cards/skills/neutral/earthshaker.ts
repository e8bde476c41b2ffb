import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aTarget = { noun: "target", determiner: "a", filters: [] } as const;
const experience2 = { amount: 2, unit: "experience" } as const;

function earthshakerRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "strength", null) >= 5;
}

/**
 * attack a target for strength + 4
 * if not responded:
 *   gain 2 experience
 */
function earthshakerEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, {
    target: rt.choose(ctx, aTarget),
    for: rt.property(ctx, "strength", null) + 4,
  });
  if (!rt.fact(ctx, "responded")) {
    rt.verbs.gain(ctx, { amount: experience2 });
  }
}

/** Earthshaker (skill) */
export const earthshaker: SkillCard = {
  id: "earthshaker",
  name: "Earthshaker",
  kind: "skill",
  text: "Needs Strength 5. Slam the ground hard enough to crack the cave: attack a target for your Strength plus 4. If it did not use a Response, gain 2 Experience. Afterwards the card gets 2 Stun tokens and misses the next two rounds.",
  covers: ["SHM-13"],
  initiative: [6],
  traits: ["Attack", "Delay II"],
  requires: earthshakerRequires,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: earthshakerEffect0,
        text: "attack a target for strength + 4\nif not responded:\n  gain 2 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
