import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aTarget = { noun: "target", determiner: "a", filters: [] } as const;

function siegeEngineRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "tech", null) >= 5;
}

/**
 * at initiative 2:
 *   attack a target for 3
 */
function siegeEngineEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, aTarget), for: 3 });
}

/** Siege Engine (skill) */
export const siegeEngine: SkillCard = {
  id: "siege-engine",
  name: "Siege Engine",
  kind: "skill",
  text: "Needs Tech 5. Roll a war machine onto your Station Field: an Ally with 5 Health that also holds 2 Shield Points. Every round at Initiative 2 it hurls a boulder at a target for 3 damage.",
  covers: ["SHM-19"],
  initiative: [4],
  traits: ["Object"],
  requires: siegeEngineRequires,
  shield: 2,
  health: 5,
  effect: {
    abilities: [
      {
        trigger: { kind: "at", edge: null, period: "initiative", number: 2 },
        limits: [],
        costs: [],
        run: siegeEngineEffect0,
        text: "at initiative 2:\n  attack a target for 3",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
