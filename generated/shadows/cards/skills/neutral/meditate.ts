import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;
const health1 = { amount: 1, unit: "health" } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

function meditateRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "magic", null) >= 1;
}

/**
 * recover 1 health on your hero
 * gain 1 experience
 */
function meditateEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.recover(ctx, { amount: health1, on: rt.choose(ctx, yourHero) });
  rt.verbs.gain(ctx, { amount: experience1 });
}

/** Meditate (skill) */
export const meditate: SkillCard = {
  id: "meditate",
  name: "Meditate",
  kind: "skill",
  text: "Needs Magic 1. Close your eyes while the dust settles. Your Hero recovers 1 health and you gain 1 Experience.",
  initiative: [6],
  traits: ["Spell"],
  requires: meditateRequires,
  beginner: true,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: meditateEffect0,
        text: "recover 1 health on your hero\ngain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
