/**
 * Counters kept per card on its owner's board (a counter's `track:` in game.yaml,
 * runtime/core/counter-tracks.ts): the verb meaning `advance` moves the owner's counter that the
 * card's field names, the log telling a new level; `<track> of X` and `<levels counter> of X`
 * read the card's value and level; a seat's total sums its counters. A toy table: squires of two
 * schools (sword, bow), each school's Skill kept on its player's board, Rank 2 from 2, Rank 3 from 5.
 */
import { describe, expect, it } from "vitest";
import type { EffectApi, EffectContext, Ref } from "../../runtime/api.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { trackTotal } from "../../runtime/core/counter-tracks.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { CounterTrackRule, GameRules } from "../../runtime/core/rules.ts";
import { toyRules } from "../support/toy-rules.ts";

type Amount = { amount: number; unit: string };
interface TrackVerbs {
  train(ctx: EffectContext, a: { amount: Amount; on: Ref }): void;
}

const SKILL: CounterTrackRule = {
  counter: "skill",
  of: "squire",
  by: "school",
  heldAs: [
    ["Sword", "sword-skill"],
    ["Bow", "bow-skill"],
  ],
  levels: { counter: "rank", at: [2, 5] },
  says: "Skill",
};
const RULES = { ...toyRules<GameRules<EffectApi<TrackVerbs>>>("squires", [{ name: "yard", live: true, perPlayer: true }], { train: "advance" }), counterTracks: [SKILL] };
const CARDS = [
  { id: "edda", kind: "squire", name: "Edda", school: "Sword" },
  { id: "finn", kind: "squire", name: "Finn", school: "Bow" },
  { id: "post", kind: "target", name: "Practice Post", school: "Sword" },
];

class Squires extends Engine<TrackVerbs> {
  constructor() {
    super(RULES, new Catalogue(CARDS as unknown as CatalogueCard[]), { seed: 1, agents: [], resourceBounds: {}, counterBounds: {} });
    this.table.addPlayer("Ann", []);
    this.table.addPlayer("Bo", []);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  readonly hooks: GameHookSet<TrackVerbs> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
}

const skill = (amount: number): Amount => ({ amount, unit: "skill" });

describe("a card's track kept on its owner's board", () => {
  it("advances the owner's counter for the card's field, the log telling each new level", () => {
    const g = new Squires();
    const edda = g.cardRef(g.table.create("edda", "yard", 0).uid);
    const ctx = g.context(0, null, "rule");
    g.rt.verbs.train(ctx, { amount: skill(1), on: edda });
    g.rt.verbs.train(ctx, { amount: skill(1), on: edda });
    g.rt.verbs.train(ctx, { amount: skill(2), on: edda });
    g.rt.verbs.train(ctx, { amount: skill(1), on: edda });
    expect(g.table.counter(g.table.players[0], "sword-skill")).toBe(5);
    expect(g.table.counter(g.table.players[0], "bow-skill")).toBe(0);
    expect(g.log.lines().filter((l) => l.includes("gains"))).toEqual([
      "[setup] Edda (Ann) gains 1 Skill",
      "[setup] Edda (Ann) gains 1 Skill: Level 2",
      "[setup] Edda (Ann) gains 2 Skill",
      "[setup] Edda (Ann) gains 1 Skill: Level 3",
    ]);
  });

  it("reads a card's value and level, each card by its own field and owner", () => {
    const g = new Squires();
    const edda = g.cardRef(g.table.create("edda", "yard", 0).uid);
    const finn = g.cardRef(g.table.create("finn", "yard", 1).uid);
    const ctx = g.context(0, null, "rule");
    expect([g.rt.property(ctx, "skill", edda), g.rt.property(ctx, "rank", edda)]).toEqual([0, 1]);
    g.rt.verbs.train(ctx, { amount: skill(3), on: finn });
    expect(g.table.counter(g.table.players[1], "bow-skill")).toBe(3);
    expect([g.rt.property(ctx, "skill", finn), g.rt.property(ctx, "rank", finn)]).toEqual([3, 2]);
    expect([g.rt.property(ctx, "skill", edda), g.rt.property(ctx, "rank", edda)]).toEqual([0, 1]);
    expect([trackTotal(g, "skill", 0), trackTotal(g, "skill", 1)]).toEqual([0, 3]);
  });

  it("keeps no card of another kind: it has no such value, and advancing it changes nothing", () => {
    const g = new Squires();
    const post = g.cardRef(g.table.create("post", "yard", 0).uid);
    const ctx = g.context(0, null, "rule");
    g.rt.verbs.train(ctx, { amount: skill(2), on: post });
    expect(g.table.counter(g.table.players[0], "sword-skill")).toBe(0);
    expect(g.rt.property(ctx, "rank", post)).toBe(0);
    expect(g.log.lines().some((l) => l.includes("gains"))).toBe(false);
  });
});
