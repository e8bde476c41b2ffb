import type { EffectContext } from "cardsmith/runtime/api";
import type { RuleCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theAssociatedHero = { noun: "associated-hero", determiner: null, filters: [] } as const;
const aCard = { noun: "card", determiner: "a", filters: [{ with: "Hero" }] } as const;
const theYou = { noun: "you", determiner: null, filters: [] } as const;
const influence1 = { amount: 1, unit: "influence" } as const;
const influence2 = { amount: 2, unit: "influence" } as const;

/**
 * whenever enters-play on a card with Hero by you:
 *   if level of associated-hero == 2:
 *     gain 1 influence
 *   if level of associated-hero == 3:
 *     gain 2 influence
 */
function heroExperienceEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.property(ctx, "level", rt.choose(ctx, theAssociatedHero)) === 2) {
    rt.verbs.gain(ctx, { amount: influence1 });
  }
  if (rt.property(ctx, "level", rt.choose(ctx, theAssociatedHero)) === 3) {
    rt.verbs.gain(ctx, { amount: influence2 });
  }
}

/** Hero Experience (rule) */
export const heroExperience: RuleCard = {
  id: "hero-experience",
  name: "Hero Experience",
  kind: "rule",
  text: "When one of your Hero cards enters play, it gets +1 Influence if its Hero is Level 2, or +2 Influence if its Hero is Level 3. Both cards of a Chain get the bonus, each as it is played.",
  covers: ["ELO-12"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "enters-play",
          every: true,
          args: { on: aCard, by: theYou },
          condition: null,
        },
        limits: [],
        costs: [],
        run: heroExperienceEffect0,
        text: "whenever enters-play on a card with Hero by you:\n  if level of associated-hero == 2:\n    gain 1 influence\n  if level of associated-hero == 3:\n    gain 2 influence",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
