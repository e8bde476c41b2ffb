import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theThis = { noun: "this", determiner: null, filters: [] } as const;
const theIt = { noun: "it", determiner: null, filters: [] } as const;
const anEnemy = { noun: "enemy", determiner: "an", filters: [] } as const;

function childOfTheLhunEffect0Cost0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.discard(ctx, { card: rt.choose(ctx, theThis) });
}

/**
 * response to activating on an enemy, pay discard this:
 *   apply 2 hits to it
 */
function childOfTheLhunEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.apply(ctx, { amount: 2, to: rt.choose(ctx, theIt) });
}

/** Child of the Lhun (skill) */
export const childOfTheLhun: SkillCard = {
  id: "child-of-the-lhun",
  name: "Child of the Lhun",
  kind: "skill",
  text: "When the app activates an enemy group, you may discard this card to interrupt the activation: apply 2 hits to that group, then the activation continues.",
  covers: ["ADV-01", "ADV-03"],
  hero: "elena",
  successes: 1,
  effect: {
    abilities: [
      {
        trigger: { kind: "response", event: "activating", args: { on: anEnemy }, condition: null },
        limits: [],
        costs: [{ kind: "do", run: childOfTheLhunEffect0Cost0 }],
        run: childOfTheLhunEffect0,
        text: "response to activating on an enemy, pay discard this:\n  apply 2 hits to it",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
