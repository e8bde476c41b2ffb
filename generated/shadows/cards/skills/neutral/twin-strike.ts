import { sameEntity } from "cardsmith/runtime/api";
import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aTarget = { noun: "target", determiner: "a", filters: [] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;

/**
 * let T = a target
 * attack T for 2
 * let U = a target
 * attack U for 2
 * if T == U:
 *   gain 1 gold
 */
function twinStrikeEffect0(rt: Rt, ctx: EffectContext): void {
  const v_T = rt.choose(ctx, aTarget);
  rt.verbs.attack(ctx, { target: v_T, for: 2 });
  const v_U = rt.choose(ctx, aTarget);
  rt.verbs.attack(ctx, { target: v_U, for: 2 });
  if (sameEntity(v_T, v_U)) {
    rt.verbs.gain(ctx, { amount: gold1 });
  }
}

/** Twin Strike (skill) */
export const twinStrike: SkillCard = {
  id: "twin-strike",
  name: "Twin Strike",
  kind: "skill",
  text: "Strike twice for 2, choosing a target for each strike. If both strikes were aimed at the same target, gain 1 Gold.",
  initiative: [4],
  traits: ["Attack"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: twinStrikeEffect0,
        text: "let T = a target\nattack T for 2\nlet U = a target\nattack U for 2\nif T == U:\n  gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
