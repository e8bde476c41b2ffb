import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aTarget = { noun: "target", determiner: "a", filters: [] } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

function spiritBoltRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "magic", null) >= 2;
}

/**
 * attack a target for magic
 * if lost-health:
 *   gain 1 experience
 */
function spiritBoltEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, aTarget), for: rt.property(ctx, "magic", null) });
  if (rt.fact(ctx, "lost-health")) {
    rt.verbs.gain(ctx, { amount: experience1 });
  }
}

/** Spirit Bolt (skill) */
export const spiritBolt: SkillCard = {
  id: "spirit-bolt",
  name: "Spirit Bolt",
  kind: "skill",
  text: "Needs Magic 2. Late in the round, hurl a ghostly bolt at a target for your Magic. If this Attack took health off the target, gain 1 Experience.",
  initiative: [6],
  traits: ["Attack"],
  requires: spiritBoltRequires,
  beginner: true,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: spiritBoltEffect0,
        text: "attack a target for magic\nif lost-health:\n  gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
