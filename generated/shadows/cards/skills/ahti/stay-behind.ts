import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

/**
 * when knocked-down on your hero, once per round:
 *   gain 1 experience
 */
function stayBehindEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: experience1 });
}

/** Stay Behind (skill) */
export const stayBehind: SkillCard = {
  id: "stay-behind",
  name: "Stay Behind",
  kind: "skill",
  text: "Ahti learns from every fall. Once each round, when your Hero is knocked down, gain 1 Experience.",
  hero: "ahti",
  initiative: [0],
  traits: ["Self"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "knocked-down",
          every: false,
          args: { on: yourHero },
          condition: null,
        },
        limits: [{ count: 1, per: "round" }],
        costs: [],
        run: stayBehindEffect0,
        text: "when knocked-down on your hero, once per round:\n  gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
