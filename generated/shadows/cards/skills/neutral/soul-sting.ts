import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const anotherHero = { noun: "hero", determiner: "another", filters: [] } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

function soulStingRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "magic", null) >= 1;
}

/**
 * lose 1 health on another hero
 * gain 1 experience
 */
function soulStingEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.lose(ctx, { amount: 1, on: rt.choose(ctx, anotherHero) });
  rt.verbs.gain(ctx, { amount: experience1 });
}

/** Soul Sting (skill) */
export const soulSting: SkillCard = {
  id: "soul-sting",
  name: "Soul Sting",
  kind: "skill",
  text: "Needs Magic 1. A needle of dark light: another player's Hero loses 1 health, and you gain 1 Experience. It is a Spell, not an Attack: no Shield Points, no monster action.",
  initiative: [2],
  traits: ["Spell"],
  requires: soulStingRequires,
  beginner: true,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: soulStingEffect0,
        text: "lose 1 health on another hero\ngain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
