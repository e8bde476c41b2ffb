import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aTarget = { noun: "target", determiner: "a", filters: [] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;

/**
 * let T = a target
 * deal 2 damage to T
 * deal 1 damage to a target
 * if T knocked-down:
 *   gain 1 gold
 */
function executionersMarkEffect0(rt: Rt, ctx: EffectContext): void {
  const v_T = rt.choose(ctx, aTarget);
  rt.verbs.deal(ctx, { amount: 2, to: v_T });
  rt.verbs.deal(ctx, { amount: 1, to: rt.choose(ctx, aTarget) });
  if (rt.factOf(ctx, "knocked-down", v_T)) {
    rt.verbs.gain(ctx, { amount: gold1 });
  }
}

/** Executioner's Mark (skill) */
export const executionersMark: SkillCard = {
  id: "executioners-mark",
  name: "Executioner's Mark",
  kind: "skill",
  text: "Deal 2 damage to a target, then 1 damage to a target. If the first target was knocked down by this, gain 1 Gold.",
  initiative: [4],
  traits: ["Spell"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: executionersMarkEffect0,
        text: "let T = a target\ndeal 2 damage to T\ndeal 1 damage to a target\nif T knocked-down:\n  gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
