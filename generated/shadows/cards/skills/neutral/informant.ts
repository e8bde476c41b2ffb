import type { Cost, EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const experience1 = { amount: 1, unit: "experience" } as const;

/**
 * gain 1 experience
 * may pay 1 gold:
 *   gain 1 experience
 */
function informantEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: experience1 });
  const pay: readonly Cost<Rt>[] = [{ kind: "pay", amount: 1, unit: "gold" }];
  if (
    rt.canPay(ctx, pay) &&
    rt.confirm(ctx, "pay 1 gold:\n  gain 1 experience") &&
    rt.pay(ctx, pay, "pay 1 gold")
  ) {
    rt.verbs.gain(ctx, { amount: experience1 });
  }
}

/** Informant (skill) */
export const informant: SkillCard = {
  id: "informant",
  name: "Informant",
  kind: "skill",
  text: "Gain 1 Experience. Then you may pay 1 Gold to gain 1 more Experience.",
  initiative: [6],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: informantEffect0,
        text: "gain 1 experience\nmay pay 1 gold:\n  gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
