import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const theIt = { noun: "it", determiner: null, filters: [] } as const;
const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

function lastStandRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "health", null) >= 9;
}

/**
 * response to attacked on your hero, once per game:
 *   block 8 damage for it using shields
 *   gain 1 experience
 */
function lastStandEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 8, for: rt.choose(ctx, theIt), using: "shields" });
  rt.verbs.gain(ctx, { amount: experience1 });
}

/** Last Stand (skill) */
export const lastStand: SkillCard = {
  id: "last-stand",
  name: "Last Stand",
  kind: "skill",
  text: "Needs Health 9. Usable once per game, then removed from the game. Play it at Initiative 5, or as a Response when your own Hero is attacked: cancel 8 of the damage, Shield Points may take the rest, and gain 1 Experience.",
  covers: ["SHM-14"],
  initiative: [5],
  traits: ["Response (Attack)", "One-Time"],
  requires: lastStandRequires,
  effect: {
    abilities: [
      {
        trigger: { kind: "response", event: "attacked", args: { on: yourHero }, condition: null },
        limits: [{ count: 1, per: "game" }],
        costs: [],
        run: lastStandEffect0,
        text: "response to attacked on your hero, once per game:\n  block 8 damage for it using shields\n  gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
