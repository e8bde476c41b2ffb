import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const health1 = { amount: 1, unit: "health" } as const;

/**
 * at initiative 4:
 *   deal 1 damage to this
 *   recover 1 health on each other ally
 */
function bloodTotemEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.deal(ctx, { amount: 1, to: rt.thisEntity(ctx) });
  for (const ally of rt.select(ctx, {
    noun: "ally",
    determiner: "each",
    filters: [],
    other: true,
  })) {
    rt.verbs.recover(ctx, { amount: health1, on: ally });
  }
}

/** Blood Totem (skill) */
export const bloodTotem: SkillCard = {
  id: "blood-totem",
  name: "Blood Totem",
  kind: "skill",
  text: "A totem fed with its own sap joins your Station Field as an Ally with 3 Health. Every round at Initiative 4 it takes 1 damage, and each other Ally of yours recovers 1 health.",
  initiative: [2],
  traits: ["Object"],
  health: 3,
  effect: {
    abilities: [
      {
        trigger: { kind: "at", edge: null, period: "initiative", number: 4 },
        limits: [],
        costs: [],
        run: bloodTotemEffect0,
        text: "at initiative 4:\n  deal 1 damage to this\n  recover 1 health on each other ally",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
