import type { EffectContext } from "cardsmith/runtime/api";
import type { RuleCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theRival = { noun: "rival", determiner: null, filters: [] } as const;
const theArrival = { noun: "arrival", determiner: null, filters: [{ with: "Capital" }] } as const;
const theHolder = { noun: "holder", determiner: null, filters: [] } as const;
const yourArrival = { noun: "arrival", determiner: "your", filters: [] } as const;
const theArrival_2 = { noun: "arrival", determiner: null, filters: [] } as const;
const yourArrival_2 = {
  noun: "arrival",
  determiner: "your",
  filters: [{ with: "Capital" }],
} as const;
const theLocation = { noun: "location", determiner: null, filters: [] } as const;
const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;

function battleOnArrivalEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.count(ctx, theRival) > 0 ||
    (rt.count(ctx, theArrival) > 0 &&
      rt.count(ctx, theHolder) > 0 &&
      rt.count(ctx, yourArrival) === 0)
  );
}

/**
 * when arrives on location by your hero if count rival > 0 or count arrival with Capital > 0 and count holder > 0 and count your arrival == 0:
 *   if count rival == 0:
 *     besiege holder at arrival
 *   else:
 *     if count your arrival with Capital > 0:
 *       defend rival at arrival
 *     else:
 *       duel rival at arrival
 */
function battleOnArrivalEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.count(ctx, theRival) === 0) {
    rt.verbs.besiege(ctx, { against: rt.choose(ctx, theHolder), at: rt.choose(ctx, theArrival_2) });
  } else {
    if (rt.count(ctx, yourArrival_2) > 0) {
      rt.verbs.defend(ctx, { against: rt.choose(ctx, theRival), at: rt.choose(ctx, theArrival_2) });
    } else {
      rt.verbs.duel(ctx, { against: rt.choose(ctx, theRival), at: rt.choose(ctx, theArrival_2) });
    }
  }
}

/** Battle on Arrival (rule) */
export const battleOnArrival: RuleCard = {
  id: "battle-on-arrival",
  name: "Battle on Arrival",
  kind: "rule",
  text: "When your Hero arrives where another player's Hero stands, the two fight a duel (on your own Capital you win it at once). When it arrives on another player's Capital with no Hero there, it lays siege to it.",
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "arrives",
          every: false,
          args: { on: theLocation, by: yourHero },
          condition: battleOnArrivalEffect0When,
        },
        limits: [],
        costs: [],
        run: battleOnArrivalEffect0,
        text: "when arrives on location by your hero if count rival > 0 or count arrival with Capital > 0 and count holder > 0 and count your arrival == 0:\n  if count rival == 0:\n    besiege holder at arrival\n  else:\n    if count your arrival with Capital > 0:\n      defend rival at arrival\n    else:\n      duel rival at arrival",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
