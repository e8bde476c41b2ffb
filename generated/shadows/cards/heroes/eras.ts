import type { EffectContext } from "cardsmith/runtime/api";
import type { HeroCard, HeroSpecialCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theYou = { noun: "you", determiner: null, filters: [] } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

/** Eras (hero) */
export const eras: HeroCard = {
  id: "eras",
  name: "Eras",
  kind: "hero",
  text: "A fragile spellcaster. Her magic is the best of the four Heroes; her body is the frailest.",
  epithet: "the Star Reader",
  stats: { strength: 1, tech: 2, magic: 3, health: 7 },
  deck: [
    "star-reading",
    "magic-missile",
    "mystical-cloak",
    "lightning-touch",
    "mind-spike",
    "starlit-owl",
    "fate-roll",
    "glimpse",
    "eras-flat-footed",
  ],
};

function starReadingEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return !(rt.payload(ctx, "predicted") as boolean);
}

/**
 * whenever predict-used by you if not predicted, once per round:
 *   gain 1 experience
 */
function starReadingEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: experience1 });
}

/** Star Reading (hero-special) */
export const starReading: HeroSpecialCard = {
  id: "star-reading",
  name: "Star Reading",
  kind: "hero-special",
  text: "Even a wrong guess teaches Eras something. Once each round, when one of her Predicts misses, she gains 1 Experience.",
  hero: "eras",
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "predict-used",
          every: true,
          args: { by: theYou },
          condition: starReadingEffect0When,
        },
        limits: [{ count: 1, per: "round" }],
        costs: [],
        run: starReadingEffect0,
        text: "whenever predict-used by you if not predicted, once per round:\n  gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
