import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const anotherAlly = { noun: "ally", determiner: "another", filters: [] } as const;

function stoneGolemRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "strength", null) >= 2;
}

/**
 * response to attacked on another ally:
 *   redirect 2 damage onto this
 */
function stoneGolemEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.redirect(ctx, { amount: 2, onto: rt.thisEntity(ctx) });
}

/** Stone Golem (skill) */
export const stoneGolem: SkillCard = {
  id: "stone-golem",
  name: "Stone Golem",
  kind: "skill",
  text: "Needs Strength 2. A hulking guardian of carved stone joins your Station Field as an Ally with 4 Health. When another of your Allies is attacked, it may step into the blow: up to 2 of that damage hits the Golem instead.",
  initiative: [4],
  traits: ["Creature"],
  requires: stoneGolemRequires,
  health: 4,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "response",
          event: "attacked",
          args: { on: anotherAlly },
          condition: null,
        },
        limits: [],
        costs: [],
        run: stoneGolemEffect0,
        text: "response to attacked on another ally:\n  redirect 2 damage onto this",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
