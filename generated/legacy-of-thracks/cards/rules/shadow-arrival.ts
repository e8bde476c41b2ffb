import type { EffectContext } from "cardsmith/runtime/api";
import type { RuleCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theShadowHero = { noun: "shadow-hero", determiner: null, filters: [] } as const;
const theShadowHero_2 = { noun: "shadow-hero", determiner: "the", filters: [] } as const;
const eachShadow = { noun: "shadow", determiner: "each", filters: [] } as const;
const theArrival = {
  noun: "arrival",
  determiner: null,
  filters: [{ with: "Capturable" }],
} as const;
const yourArrival = { noun: "arrival", determiner: "your", filters: [] } as const;
const theArrival_2 = { noun: "arrival", determiner: "the", filters: [] } as const;

/**
 * when shadow-arrives:
 *   if distance of shadow-hero == 0:
 *     attack the shadow-hero
 *   each shadow:
 *     if count arrival with Capturable > 0 and count your arrival == 0:
 *       capture the arrival
 */
function shadowArrivalEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.property(ctx, "distance", rt.choose(ctx, theShadowHero)) === 0) {
    rt.verbs.attack(ctx, { figure: rt.choose(ctx, theShadowHero_2) });
  }
  rt.eachPlayer(ctx, eachShadow, (ctx) => {
    if (rt.count(ctx, theArrival) > 0 && rt.count(ctx, yourArrival) === 0) {
      rt.verbs.capture(ctx, { place: rt.choose(ctx, theArrival_2) });
    }
  });
}

/** The Shadow Arrives (rule) */
export const shadowArrival: RuleCard = {
  id: "shadow-arrival",
  name: "The Shadow Arrives",
  kind: "rule",
  text: "When an event card's move brings the Shadow Hero onto your Hero's location, it attacks you; when it ends on a location that can be captured, the Shadow captures it.",
  effect: {
    abilities: [
      {
        trigger: { kind: "when", event: "shadow-arrives", every: false, args: {}, condition: null },
        limits: [],
        costs: [],
        run: shadowArrivalEffect0,
        text: "when shadow-arrives:\n  if distance of shadow-hero == 0:\n    attack the shadow-hero\n  each shadow:\n    if count arrival with Capturable > 0 and count your arrival == 0:\n      capture the arrival",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
