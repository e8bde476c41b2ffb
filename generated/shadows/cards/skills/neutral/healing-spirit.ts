import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const anAlly = { noun: "ally", determiner: "an", filters: [] } as const;
const health1 = { amount: 1, unit: "health" } as const;

function healingSpiritRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "magic", null) >= 3;
}

/**
 * at initiative 4:
 *   recover 1 health on an ally
 */
function healingSpiritEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.recover(ctx, { amount: health1, on: rt.choose(ctx, anAlly) });
}

/** Healing Spirit (skill) */
export const healingSpirit: SkillCard = {
  id: "healing-spirit",
  name: "Healing Spirit",
  kind: "skill",
  text: "Needs Magic 3. A gentle spirit joins you on your Station Field as an Ally with 2 Health. Every round at Initiative 4 one of your Allies recovers 1 health.",
  covers: ["SHM-19"],
  initiative: [4],
  traits: ["Creature"],
  requires: healingSpiritRequires,
  health: 2,
  effect: {
    abilities: [
      {
        trigger: { kind: "at", edge: null, period: "initiative", number: 4 },
        limits: [],
        costs: [],
        run: healingSpiritEffect0,
        text: "at initiative 4:\n  recover 1 health on an ally",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
