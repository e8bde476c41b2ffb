import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const theIt = { noun: "it", determiner: null, filters: [] } as const;
const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;

function braceEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return (rt.payload(ctx, "amount") as number) >= 3;
}

/**
 * response to attacked on your hero if amount >= 3:
 *   block 2 damage for it using shields
 */
function braceEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 2, for: rt.choose(ctx, theIt), using: "shields" });
}

/** Brace (skill) */
export const brace: SkillCard = {
  id: "brace",
  name: "Brace",
  kind: "skill",
  text: "Play it at Initiative 6, or as a Response when your own Hero is attacked for 3 or more: take 2 less of that damage; Shield Points may take the rest.",
  initiative: [6],
  traits: ["Response (Attack)"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "response",
          event: "attacked",
          args: { on: yourHero },
          condition: braceEffect0When,
        },
        limits: [],
        costs: [],
        run: braceEffect0,
        text: "response to attacked on your hero if amount >= 3:\n  block 2 damage for it using shields",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
