import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

function steadyStanceRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "tech", null) >= 2;
}

function steadyStanceEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.payload(ctx, "shields-used") as boolean;
}

/**
 * when attack-damage-taken on your hero if shields-used, once per round:
 *   gain 1 experience
 */
function steadyStanceEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: experience1 });
}

/** Steady Stance (skill) */
export const steadyStance: SkillCard = {
  id: "steady-stance",
  name: "Steady Stance",
  kind: "skill",
  text: "Needs Tech 2. Dig in your heels on your Station Field: this card holds 2 Shield Points. Once each round, when your Hero soaks part of an Attack with Shield Points, gain 1 Experience.",
  covers: ["SHM-14"],
  initiative: [1],
  traits: ["Self", "Once-Round"],
  requires: steadyStanceRequires,
  shield: 2,
  beginner: true,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "attack-damage-taken",
          every: false,
          args: { on: yourHero },
          condition: steadyStanceEffect0When,
        },
        limits: [{ count: 1, per: "round" }],
        costs: [],
        run: steadyStanceEffect0,
        text: "when attack-damage-taken on your hero if shields-used, once per round:\n  gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
