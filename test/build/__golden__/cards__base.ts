import type { EffectContext } from "../../../../../runtime/api.ts";
import type { HeroCard, SkillCard } from "../kinds.ts";
import type { Rt } from "../vocabulary.ts";

/** Golden Hero (hero) */
export const goldenHero: HeroCard = {
  id: "golden-hero",
  name: "Golden Hero",
  kind: "hero",
  stats: { strength: 3, tech: 2, magic: 1, health: 8 },
  deck: ["golden-strike", "golden-guard"],
};

/**
 * attack a target for strength
 * if not responded:
 *   gain 1 experience
 */
function goldenStrikeEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, {
    target: rt.choose(ctx, { noun: "target", determiner: "a", filters: [] }),
    for: rt.property(ctx, "strength", null),
  });
  if (!rt.fact(ctx, "responded")) {
    rt.verbs.gain(ctx, { amount: { amount: 1, unit: "experience" } });
  }
}

/** Golden Strike (skill) */
export const goldenStrike: SkillCard = {
  id: "golden-strike",
  name: "Golden Strike",
  kind: "skill",
  hero: "golden-hero",
  initiative: [2],
  traits: ["Attack"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: goldenStrikeEffect0,
        text: "attack a target for strength\nif not responded:\n  gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * response to attacked on an ally:
 *   block tech damage for it using shields
 */
function goldenGuardEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, {
    amount: rt.property(ctx, "tech", null),
    for: rt.choose(ctx, { noun: "it", determiner: null, filters: [] }),
    using: "shields",
  });
}

/** Golden Guard (skill) */
export const goldenGuard: SkillCard = {
  id: "golden-guard",
  name: "Golden Guard",
  kind: "skill",
  hero: "golden-hero",
  initiative: [4],
  traits: ["Response (Attack)"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "response",
          event: "attacked",
          args: { on: { noun: "ally", determiner: "an", filters: [] } },
        },
        limits: [],
        costs: [],
        run: goldenGuardEffect0,
        text: "response to attacked on an ally:\n  block tech damage for it using shields",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
