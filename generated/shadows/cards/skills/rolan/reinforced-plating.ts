import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const theThis = { noun: "this", determiner: null, filters: [] } as const;
const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;

/** attach this to your hero */
function reinforcedPlatingEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attach(ctx, { card: rt.choose(ctx, theThis), to: rt.choose(ctx, yourHero) });
}

/** Reinforced Plating (skill) */
export const reinforcedPlating: SkillCard = {
  id: "reinforced-plating",
  name: "Reinforced Plating",
  kind: "skill",
  text: "Bolt extra armor onto Rolan himself. The card attaches to your Hero and holds 2 Shield Points; as long as it stays attached, your Hero has 1 extra Health.",
  covers: ["SHM-24"],
  hero: "rolan",
  initiative: [4],
  traits: ["Attachment", "Self"],
  shield: 2,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: reinforcedPlatingEffect0,
        text: "attach this to your hero",
      },
    ],
    modifiers: [{ stat: "health", amount: 1, to: null, vs: null, while: null }],
    requires: null,
  },
};
