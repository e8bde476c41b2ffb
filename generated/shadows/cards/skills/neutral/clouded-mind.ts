import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const theYou = { noun: "you", determiner: null, filters: [] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;

/**
 * response to predict on you:
 *   gain 1 gold
 *   if used-as-response:
 *     gain 1 gold
 */
function cloudedMindEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
  if (rt.fact(ctx, "used-as-response")) {
    rt.verbs.gain(ctx, { amount: gold1 });
  }
}

/** Clouded Mind (skill) */
export const cloudedMind: SkillCard = {
  id: "clouded-mind",
  name: "Clouded Mind",
  kind: "skill",
  text: "Play it at Initiative 4, or as a Response when an opponent makes a Predict against you. Muddle their reading and gain 1 Gold; if you used it as a Response, gain 1 more.",
  initiative: [4],
  traits: ["Response (Predict)"],
  beginner: true,
  effect: {
    abilities: [
      {
        trigger: { kind: "response", event: "predict", args: { on: theYou }, condition: null },
        limits: [],
        costs: [],
        run: cloudedMindEffect0,
        text: "response to predict on you:\n  gain 1 gold\n  if used-as-response:\n    gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
