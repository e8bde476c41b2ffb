import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const anAlly = { noun: "ally", determiner: "an", filters: [] } as const;
const health2 = { amount: 2, unit: "health" } as const;

/** recover 2 health on an ally */
function firstAidEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.recover(ctx, { amount: health2, on: rt.choose(ctx, anAlly) });
}

/** First Aid (skill) */
export const firstAid: SkillCard = {
  id: "first-aid",
  name: "First Aid",
  kind: "skill",
  text: "No requirements. Bind the wounds of one of your Allies: it recovers 2 health.",
  initiative: [5],
  traits: ["Spell"],
  beginner: true,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: firstAidEffect0,
        text: "recover 2 health on an ally",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
