import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const theAttacker = { noun: "attacker", determiner: null, filters: [] } as const;
const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;

function riposteRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "strength", null) >= 3 && rt.property(ctx, "tech", null) >= 2;
}

/**
 * whenever attacked on your hero, twice per round:
 *   deal 1 damage to attacker
 */
function riposteEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.deal(ctx, { amount: 1, to: rt.choose(ctx, theAttacker) });
}

/** Riposte (skill) */
export const riposte: SkillCard = {
  id: "riposte",
  name: "Riposte",
  kind: "skill",
  text: "Needs Strength 3 and Tech 2. Stays on your Station Field. Up to twice each round, when your Hero is attacked, the attacker takes 1 damage back.",
  covers: ["SHM-14"],
  initiative: [1],
  traits: ["Self", "Twice-Round"],
  requires: riposteRequires,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "attacked",
          every: true,
          args: { on: yourHero },
          condition: null,
        },
        limits: [{ count: 2, per: "round" }],
        costs: [],
        run: riposteEffect0,
        text: "whenever attacked on your hero, twice per round:\n  deal 1 damage to attacker",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
