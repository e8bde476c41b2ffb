import type { EffectContext } from "cardsmith/runtime/api";
import type { CampCard, LaneCard, TrackCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const aCard = { noun: "card", determiner: "a", filters: [{ with: "Hero" }] } as const;
const theYou = { noun: "you", determiner: null, filters: [] } as const;
const influence1 = { amount: 1, unit: "influence" } as const;

/** Desert Lane (lane) */
export const desert: LaneCard = {
  id: "desert",
  name: "Desert Lane",
  kind: "lane",
  class: "Fighter",
  order: 1,
};

/** Forest Lane (lane) */
export const forest: LaneCard = {
  id: "forest",
  name: "Forest Lane",
  kind: "lane",
  class: "Mage",
  order: 2,
};

/** Volcano Lane (lane) */
export const volcano: LaneCard = {
  id: "volcano",
  name: "Volcano Lane",
  kind: "lane",
  class: "Marksman",
  order: 3,
};

/** Influence Track and Experience Table (track) */
export const influenceTrack: TrackCard = {
  id: "influence-track",
  name: "Influence Track and Experience Table",
  kind: "track",
  "white-skulls": [3, 6, 9],
  "red-skulls": [2, 4, 6, 8],
};

function eastCampEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return (rt.payload(ctx, "assault") as boolean) && rt.fact(ctx, "adjacent");
}

/**
 * whenever enters-play on a card with Hero by you if assault and adjacent:
 *   gain 1 influence
 */
function eastCampEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: influence1 });
}

/** Camp (Desert-Forest) (camp) */
export const eastCamp: CampCard = {
  id: "east-camp",
  name: "Camp (Desert-Forest)",
  kind: "camp",
  text: "Looted: each time you play a Hero card as an Assault on the Desert or Forest Lane, it gains 1 Influence.",
  covers: ["ELO-01"],
  lanes: ["desert", "forest"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "enters-play",
          every: true,
          args: { on: aCard, by: theYou },
          condition: eastCampEffect0When,
        },
        limits: [],
        costs: [],
        run: eastCampEffect0,
        text: "whenever enters-play on a card with Hero by you if assault and adjacent:\n  gain 1 influence",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function westCampEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return (rt.payload(ctx, "assault") as boolean) && rt.fact(ctx, "adjacent");
}

/**
 * whenever enters-play on a card with Hero by you if assault and adjacent:
 *   gain 1 influence
 */
function westCampEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: influence1 });
}

/** Camp (Forest-Volcano) (camp) */
export const westCamp: CampCard = {
  id: "west-camp",
  name: "Camp (Forest-Volcano)",
  kind: "camp",
  text: "Looted: each time you play a Hero card as an Assault on the Forest or Volcano Lane, it gains 1 Influence.",
  lanes: ["forest", "volcano"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "enters-play",
          every: true,
          args: { on: aCard, by: theYou },
          condition: westCampEffect0When,
        },
        limits: [],
        costs: [],
        run: westCampEffect0,
        text: "whenever enters-play on a card with Hero by you if assault and adjacent:\n  gain 1 influence",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
