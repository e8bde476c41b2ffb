import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const theIt = { noun: "it", determiner: null, filters: [] } as const;
const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;

function ironSkinRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "health", null) >= 8;
}

/**
 * response to attacked on your hero:
 *   block 4 damage for it
 *   if used-as-response:
 *     gain 1 gold
 */
function ironSkinEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 4, for: rt.choose(ctx, theIt) });
  if (rt.fact(ctx, "used-as-response")) {
    rt.verbs.gain(ctx, { amount: gold1 });
  }
}

/** Iron Skin (skill) */
export const ironSkin: SkillCard = {
  id: "iron-skin",
  name: "Iron Skin",
  kind: "skill",
  text: "Needs Health 8. Play it at Initiative 6, or as a Response when your own Hero is attacked. Your hide shrugs off 4 of the damage, but no Shield Points may be used on the rest. If you used it as a Response, gain 1 Gold.",
  initiative: [6],
  traits: ["Response (Attack)"],
  requires: ironSkinRequires,
  beginner: true,
  effect: {
    abilities: [
      {
        trigger: { kind: "response", event: "attacked", args: { on: yourHero }, condition: null },
        limits: [],
        costs: [],
        run: ironSkinEffect0,
        text: "response to attacked on your hero:\n  block 4 damage for it\n  if used-as-response:\n    gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
