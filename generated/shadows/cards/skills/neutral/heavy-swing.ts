import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aTarget = { noun: "target", determiner: "a", filters: [] } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

function heavySwingRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "strength", null) >= 2;
}

/**
 * attack a target for strength + 2
 * if not responded:
 *   gain 1 experience
 */
function heavySwingEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, {
    target: rt.choose(ctx, aTarget),
    for: rt.property(ctx, "strength", null) + 2,
  });
  if (!rt.fact(ctx, "responded")) {
    rt.verbs.gain(ctx, { amount: experience1 });
  }
}

/** Heavy Swing (skill) */
export const heavySwing: SkillCard = {
  id: "heavy-swing",
  name: "Heavy Swing",
  kind: "skill",
  text: "Needs Strength 2. Put your whole weight behind it: attack a target for your Strength plus 2. If it did not use a Response, gain 1 Experience. Afterwards the card gets 1 Stun token and misses the next round.",
  covers: ["SHM-13"],
  initiative: [6],
  traits: ["Attack", "Delay I"],
  requires: heavySwingRequires,
  beginner: true,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: heavySwingEffect0,
        text: "attack a target for strength + 2\nif not responded:\n  gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
