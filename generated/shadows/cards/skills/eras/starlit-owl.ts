import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const theYou = { noun: "you", determiner: null, filters: [] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;

/**
 * whenever predict-used by you, once per round:
 *   gain 1 gold
 */
function starlitOwlEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
}

/** Starlit Owl (skill) */
export const starlitOwl: SkillCard = {
  id: "starlit-owl",
  name: "Starlit Owl",
  kind: "skill",
  text: "Eras's familiar perches on your Station Field as an Ally with 2 Health. Once each round, when you use a Predict, gain 1 Gold, whether the guess was right or wrong.",
  covers: ["SHM-19"],
  hero: "eras",
  initiative: [1],
  traits: ["Creature"],
  health: 2,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "predict-used",
          every: true,
          args: { by: theYou },
          condition: null,
        },
        limits: [{ count: 1, per: "round" }],
        costs: [],
        run: starlitOwlEffect0,
        text: "whenever predict-used by you, once per round:\n  gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
