import type { EffectContext } from "cardsmith/runtime/api";
import type { StatusCard } from "../kinds.ts";
import type { Rt } from "../vocabulary.ts";

const theThis = { noun: "this", determiner: null, filters: [] } as const;
const theInstigator = { noun: "instigator", determiner: null, filters: [] } as const;
const anotherHero = { noun: "hero", determiner: "another", filters: [] } as const;
const anAlly = { noun: "ally", determiner: "an", filters: [] } as const;
const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;
const gold2 = { amount: 2, unit: "gold" } as const;

/** Leader (status) */
export const leader: StatusCard = {
  id: "leader",
  name: "Leader",
  kind: "status",
  text: "The first player for the round; handles the TeamUp Phase and sits on the Combat Field. Holds 1 Shield Point. The card passes to the next player each round, and a broken Shield Point mends as it changes hands.",
  covers: ["SHM-23"],
  shield: 1,
};

/**
 * whenever knocked-down on another hero by an ally:
 *   flip this
 */
function bountyEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.flip(ctx, { card: rt.choose(ctx, theThis) });
}

/**
 * when knocked-down on your hero:
 *   if instigator is opponent:
 *     gain 1 gold to instigator
 *   discard this
 */
function bountyEffect1(rt: Rt, ctx: EffectContext): void {
  if (rt.is(ctx, rt.choose(ctx, theInstigator), "opponent")) {
    rt.verbs.gain(ctx, { amount: gold1, to: rt.choose(ctx, theInstigator) });
  }
  rt.verbs.discard(ctx, { card: rt.choose(ctx, theThis) });
}

/** Bounty (status) */
export const bounty: StatusCard = {
  id: "bounty",
  name: "Bounty",
  kind: "status",
  text: "Taken by a player whose entity knocks down another player's Hero. If that player's entity knocks down another Hero while this is held, turn it over to Bounty X2. When the holder's Hero is knocked down, the card is discarded; if an opponent did it, that opponent gains 1 extra Gold.",
  covers: ["SHM-23"],
  flip: "bounty-x2",
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "knocked-down",
          every: true,
          args: { on: anotherHero, by: anAlly },
          condition: null,
        },
        limits: [],
        costs: [],
        run: bountyEffect0,
        text: "whenever knocked-down on another hero by an ally:\n  flip this",
      },
      {
        trigger: {
          kind: "when",
          event: "knocked-down",
          every: false,
          args: { on: yourHero },
          condition: null,
        },
        limits: [],
        costs: [],
        run: bountyEffect1,
        text: "when knocked-down on your hero:\n  if instigator is opponent:\n    gain 1 gold to instigator\n  discard this",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when knocked-down on your hero:
 *   if instigator is opponent:
 *     gain 2 gold to instigator
 *   discard this
 */
function bountyX2Effect0(rt: Rt, ctx: EffectContext): void {
  if (rt.is(ctx, rt.choose(ctx, theInstigator), "opponent")) {
    rt.verbs.gain(ctx, { amount: gold2, to: rt.choose(ctx, theInstigator) });
  }
  rt.verbs.discard(ctx, { card: rt.choose(ctx, theThis) });
}

/** Bounty X2 (status) */
export const bountyX2: StatusCard = {
  id: "bounty-x2",
  name: "Bounty X2",
  kind: "status",
  text: "The back of Bounty, standing for two Bounties. When the holder's Hero is knocked down, the card is discarded; if an opponent did it, that opponent gains 2 extra Gold.",
  covers: ["SHM-23"],
  flip: "bounty",
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "knocked-down",
          every: false,
          args: { on: yourHero },
          condition: null,
        },
        limits: [],
        costs: [],
        run: bountyX2Effect0,
        text: "when knocked-down on your hero:\n  if instigator is opponent:\n    gain 2 gold to instigator\n  discard this",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
