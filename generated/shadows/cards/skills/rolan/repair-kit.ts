import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;
const shield2 = { amount: 2, unit: "shield" } as const;
const health1 = { amount: 1, unit: "health" } as const;

/**
 * recover 2 shield
 * recover 1 health on your hero
 */
function repairKitEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.recover(ctx, { amount: shield2 });
  rt.verbs.recover(ctx, { amount: health1, on: rt.choose(ctx, yourHero) });
}

/** Repair Kit (skill) */
export const repairKit: SkillCard = {
  id: "repair-kit",
  name: "Repair Kit",
  kind: "skill",
  text: "Patch up your gear. Mend 2 broken Shield Points anywhere on your Fields, then your Hero recovers 1 health.",
  hero: "rolan",
  initiative: [4],
  traits: ["Spell"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: repairKitEffect0,
        text: "recover 2 shield\nrecover 1 health on your hero",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
