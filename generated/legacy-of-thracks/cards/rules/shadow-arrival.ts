import type { EffectContext } from "cardsmith/runtime/api";
import type { TableRuleCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const eachRival = { noun: "rival", determiner: "each", filters: [] } as const;
const theShadowHero = { noun: "shadow-hero", determiner: "the", filters: [] } as const;
const theArrival = {
  noun: "arrival",
  determiner: null,
  filters: [{ with: "Capturable" }],
} as const;
const yourArrival = { noun: "arrival", determiner: "your", filters: [] } as const;
const theArrival_2 = { noun: "arrival", determiner: "the", filters: [] } as const;

/**
 * when shadow-arrives:
 *   each rival:
 *     attack the shadow-hero
 *   if count arrival with Capturable > 0 and count your arrival == 0:
 *     capture the arrival
 */
function shadowArrivalEffect0(rt: Rt, ctx: EffectContext): void {
  rt.eachPlayer(ctx, eachRival, (ctx) => {
    rt.verbs.attack(ctx, { figure: rt.choose(ctx, theShadowHero) });
  });
  if (rt.count(ctx, theArrival) > 0 && rt.count(ctx, yourArrival) === 0) {
    rt.verbs.capture(ctx, { place: rt.choose(ctx, theArrival_2) });
  }
}

/** The Shadow Arrives (table-rule) */
export const shadowArrival: TableRuleCard = {
  id: "shadow-arrival",
  name: "The Shadow Arrives",
  kind: "table-rule",
  text: "When an event card's move brings the Shadow Hero onto a Hero's location, it attacks that Hero; when it ends on a location that can be captured, the Shadow captures it.",
  effect: {
    abilities: [
      {
        trigger: { kind: "when", event: "shadow-arrives", every: false, args: {}, condition: null },
        limits: [],
        costs: [],
        run: shadowArrivalEffect0,
        text: "when shadow-arrives:\n  each rival:\n    attack the shadow-hero\n  if count arrival with Capturable > 0 and count your arrival == 0:\n    capture the arrival",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
