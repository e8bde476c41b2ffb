import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aTarget = { noun: "target", determiner: "a", filters: [] } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

/**
 * attack a target for magic
 * if not responded:
 *   gain 1 experience
 */
function magicMissileEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, aTarget), for: rt.property(ctx, "magic", null) });
  if (!rt.fact(ctx, "responded")) {
    rt.verbs.gain(ctx, { amount: experience1 });
  }
}

/** Magic Missile (skill) */
export const magicMissile: SkillCard = {
  id: "magic-missile",
  name: "Magic Missile",
  kind: "skill",
  text: "Attack a target for damage equal to your Magic. If the target did not answer with a Response, gain 1 Experience.",
  covers: ["SHM-03"],
  hero: "eras",
  initiative: [2],
  traits: ["Attack"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: magicMissileEffect0,
        text: "attack a target for magic\nif not responded:\n  gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
