import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const theIt = { noun: "it", determiner: null, filters: [] } as const;
const anAlly = { noun: "ally", determiner: "an", filters: [] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;

/**
 * response to attacked on an ally:
 *   block tech damage for it using shields
 *   if used-as-response:
 *     gain 1 gold
 */
function mysticalCloakEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, {
    amount: rt.property(ctx, "tech", null),
    for: rt.choose(ctx, theIt),
    using: "shields",
  });
  if (rt.fact(ctx, "used-as-response")) {
    rt.verbs.gain(ctx, { amount: gold1 });
  }
}

/** Mystical Cloak (skill) */
export const mysticalCloak: SkillCard = {
  id: "mystical-cloak",
  name: "Mystical Cloak",
  kind: "skill",
  text: "Play it at Initiative 5, or as a Response when an Attack hits one of your Allies. Cancel damage equal to your Tech for that Ally; Shield Points may soak the rest. If you used it as a Response, gain 1 Gold.",
  covers: ["SHM-04"],
  hero: "eras",
  initiative: [5],
  traits: ["Response (Attack)"],
  effect: {
    abilities: [
      {
        trigger: { kind: "response", event: "attacked", args: { on: anAlly }, condition: null },
        limits: [],
        costs: [],
        run: mysticalCloakEffect0,
        text: "response to attacked on an ally:\n  block tech damage for it using shields\n  if used-as-response:\n    gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
