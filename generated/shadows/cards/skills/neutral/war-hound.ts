import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aTarget = { noun: "target", determiner: "a", filters: [] } as const;

function warHoundRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "strength", null) >= 3;
}

/**
 * at initiative 2:
 *   attack a target for 2
 */
function warHoundEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, aTarget), for: 2 });
}

/** War Hound (skill) */
export const warHound: SkillCard = {
  id: "war-hound",
  name: "War Hound",
  kind: "skill",
  text: "Needs Strength 3. A trained hound joins you on your Station Field as an Ally with 3 Health. Every round at Initiative 2 it bites a target for 2 damage; a Monster it bites reveals a monster action against the hound.",
  covers: ["SHM-19"],
  initiative: [1],
  traits: ["Creature"],
  requires: warHoundRequires,
  health: 3,
  effect: {
    abilities: [
      {
        trigger: { kind: "at", edge: null, period: "initiative", number: 2 },
        limits: [],
        costs: [],
        run: warHoundEffect0,
        text: "at initiative 2:\n  attack a target for 2",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
