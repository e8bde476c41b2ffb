import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aTarget = { noun: "target", determiner: "a", filters: [] } as const;

function hammerBlowRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "strength", null) >= 2;
}

/** attack a target for strength + 1 */
function hammerBlowEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, {
    target: rt.choose(ctx, aTarget),
    for: rt.property(ctx, "strength", null) + 1,
  });
}

/** Hammer Blow (skill) */
export const hammerBlow: SkillCard = {
  id: "hammer-blow",
  name: "Hammer Blow",
  kind: "skill",
  text: "Needs Strength 2. Attack a target for your Strength plus 1. The swing leaves you off balance (Delay II).",
  initiative: [2],
  traits: ["Attack", "Delay II"],
  requires: hammerBlowRequires,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: hammerBlowEffect0,
        text: "attack a target for strength + 1",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
