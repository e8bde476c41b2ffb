import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const anotherHero = { noun: "hero", determiner: "another", filters: [] } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

function strikeWeaknessRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "strength", null) >= 2;
}

/**
 * let T = another hero
 * let X = damage of T
 * attack T for X
 * if not responded:
 *   gain 1 experience
 */
function strikeWeaknessEffect0(rt: Rt, ctx: EffectContext): void {
  const v_T = rt.choose(ctx, anotherHero);
  const v_X = rt.property(ctx, "damage", v_T);
  rt.verbs.attack(ctx, { target: v_T, for: v_X });
  if (!rt.fact(ctx, "responded")) {
    rt.verbs.gain(ctx, { amount: experience1 });
  }
}

/** Strike Weakness (skill) */
export const strikeWeakness: SkillCard = {
  id: "strike-weakness",
  name: "Strike Weakness",
  kind: "skill",
  text: "Needs Strength 2. Choose another player's Hero and count the Damage tokens on it; attack that Hero for that many damage. If it did not use a Response, gain 1 Experience.",
  covers: ["SHM-09"],
  initiative: [4],
  traits: ["Attack"],
  requires: strikeWeaknessRequires,
  beginner: true,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: strikeWeaknessEffect0,
        text: "let T = another hero\nlet X = damage of T\nattack T for X\nif not responded:\n  gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
