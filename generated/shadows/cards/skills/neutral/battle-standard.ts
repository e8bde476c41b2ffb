import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const theThis = { noun: "this", determiner: null, filters: [] } as const;
const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;

function battleStandardRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "strength", null) >= 3 && rt.property(ctx, "health", null) >= 9;
}

/** attach this to your hero */
function battleStandardEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attach(ctx, { card: rt.choose(ctx, theThis), to: rt.choose(ctx, yourHero) });
}

/** Battle Standard (skill) */
export const battleStandard: SkillCard = {
  id: "battle-standard",
  name: "Battle Standard",
  kind: "skill",
  text: "Needs Strength 3 and Health 9. Plant a war banner and attach it to your Hero. For as long as it stays attached, your Hero has 1 extra Strength.",
  covers: ["SHM-24"],
  initiative: [4],
  traits: ["Attachment", "Self"],
  requires: battleStandardRequires,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: battleStandardEffect0,
        text: "attach this to your hero",
      },
    ],
    modifiers: [{ stat: "strength", amount: 1, to: null, vs: null, while: null }],
    requires: null,
  },
};
