import type { EffectContext } from "cardsmith/runtime/api";
import type { AdventureCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theThis = { noun: "this", determiner: null, filters: [] } as const;
const threat1 = { amount: 1, unit: "threat" } as const;

/**
 * when adventure-began:
 *   place orc-group at 4
 *   place goblin-archers at 5
 *   place warg-pack at 6
 */
function theWatchtowerEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.place(ctx, { group: "orc-group", at: 4 });
  rt.verbs.place(ctx, { group: "goblin-archers", at: 5 });
  rt.verbs.place(ctx, { group: "warg-pack", at: 6 });
}

/**
 * at end of shadow:
 *   put 1 threat on this
 *   if threat of this == 1:
 *     place orc-group at 2
 *   if threat of this == 2:
 *     place goblin-archers at 3
 */
function theWatchtowerEffect1(rt: Rt, ctx: EffectContext): void {
  rt.verbs.put(ctx, { amount: threat1, on: rt.choose(ctx, theThis) });
  if (rt.property(ctx, "threat", rt.choose(ctx, theThis)) === 1) {
    rt.verbs.place(ctx, { group: "orc-group", at: 2 });
  }
  if (rt.property(ctx, "threat", rt.choose(ctx, theThis)) === 2) {
    rt.verbs.place(ctx, { group: "goblin-archers", at: 3 });
  }
}

/** The Watchtower (adventure) */
export const theWatchtower: AdventureCard = {
  id: "the-watchtower",
  name: "The Watchtower",
  kind: "adventure",
  text: "Light the beacon on the Watchtower (space 6), guarded by the elite Warg Pack, with the flint hidden in the Ruined Hall. Orcs hold the Ruined Hall and goblin archers Watch Hill. Threat rises by 1 each shadow phase: at 1 a second Orc group (with a banner) comes out of the Bramble Woods, at 2 more goblin archers reach the Ford. At threat 6 the heroes lose.",
  covers: ["ADV-06"],
  start: 1,
  "threat-limit": 6,
  groups: ["orc-group", "orc-group", "goblin-archers", "goblin-archers", "warg-pack"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "adventure-began",
          every: false,
          args: {},
          condition: null,
        },
        limits: [],
        costs: [],
        run: theWatchtowerEffect0,
        text: "when adventure-began:\n  place orc-group at 4\n  place goblin-archers at 5\n  place warg-pack at 6",
      },
      {
        trigger: { kind: "at", edge: "end", period: "shadow", number: null },
        limits: [],
        costs: [],
        run: theWatchtowerEffect1,
        text: "at end of shadow:\n  put 1 threat on this\n  if threat of this == 1:\n    place orc-group at 2\n  if threat of this == 2:\n    place goblin-archers at 3",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
