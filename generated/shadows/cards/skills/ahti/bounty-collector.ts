import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const anotherHero = { noun: "hero", determiner: "another", filters: [] } as const;
const anAlly = { noun: "ally", determiner: "an", filters: [] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;

/**
 * whenever knocked-down on another hero by an ally:
 *   gain 1 gold
 */
function bountyCollectorEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
}

/** Bounty Collector (skill) */
export const bountyCollector: SkillCard = {
  id: "bounty-collector",
  name: "Bounty Collector",
  kind: "skill",
  text: "Each time one of your entities knocks down another player's Hero, gain 1 Gold on top of the usual reward.",
  hero: "ahti",
  initiative: [0],
  traits: ["Self"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "knocked-down",
          every: true,
          args: { on: anotherHero, by: anAlly },
          condition: null,
        },
        limits: [],
        costs: [],
        run: bountyCollectorEffect0,
        text: "whenever knocked-down on another hero by an ally:\n  gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
