import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aTarget = { noun: "target", determiner: "a", filters: [] } as const;

function flurryOfBlowsRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "strength", null) >= 3 && rt.property(ctx, "tech", null) >= 2;
}

/** attack a target for 2 */
function flurryOfBlowsEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, aTarget), for: 2 });
}

/** Flurry of Blows (skill) */
export const flurryOfBlows: SkillCard = {
  id: "flurry-of-blows",
  name: "Flurry of Blows",
  kind: "skill",
  text: "Needs Strength 3 and Tech 2. Three rapid strikes: attack a target for 2, three times. Each strike may pick a new target and meets its own Response or monster action; a Hero knocked down between strikes can still be hit by the rest.",
  covers: ["SHM-12"],
  initiative: [2],
  traits: ["Attack X3"],
  requires: flurryOfBlowsRequires,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: flurryOfBlowsEffect0,
        text: "attack a target for 2",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
