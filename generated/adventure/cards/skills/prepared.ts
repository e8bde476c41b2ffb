import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theThis = { noun: "this", determiner: null, filters: [] } as const;
const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;
const success1 = { amount: 1, unit: "success" } as const;

function secondWindEffect0Cost0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.discard(ctx, { card: rt.choose(ctx, theThis) });
}

/**
 * response to testing by your hero, pay discard this:
 *   gain 1 success
 */
function secondWindEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: success1 });
}

/** Second Wind (skill) */
export const secondWind: SkillCard = {
  id: "second-wind",
  name: "Second Wind",
  kind: "skill",
  text: "When you test, you may discard this card: gain 1 success.",
  covers: ["ADV-01"],
  successes: 1,
  effect: {
    abilities: [
      {
        trigger: { kind: "response", event: "testing", args: { by: yourHero }, condition: null },
        limits: [],
        costs: [{ kind: "do", run: secondWindEffect0Cost0 }],
        run: secondWindEffect0,
        text: "response to testing by your hero, pay discard this:\n  gain 1 success",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** Steady Footing (skill) */
export const steadyFooting: SkillCard = {
  id: "steady-footing",
  name: "Steady Footing",
  kind: "skill",
  text: "While this card is prepared, you have +1 Might.",
  covers: ["ADV-01"],
  successes: 1,
  effect: {
    abilities: [],
    modifiers: [{ stat: "might", amount: 1, to: null, vs: null, while: null }],
    requires: null,
  },
};

/** Grit (skill) */
export const grit: SkillCard = {
  id: "grit",
  name: "Grit",
  kind: "skill",
  text: "One success icon; no ability.",
  successes: 1,
};
