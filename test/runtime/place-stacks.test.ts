/**
 * Placing stacks (runtime/core/place-stacks.ts, a verb declared `means: place-stacks`) on a toy
 * game: the acting player builds a stack for each other player from their hand; only the listed
 * kinds without an `except` trait are offered, the stack's sum of the field stays within the limit
 * of the game turn, a `needs` trait waits for a card of its kind and a `shuns` trait keeps apart
 * from one, in either order. Each card placed is remembered with the player its stack is for.
 */
import { describe, expect, it } from "vitest";
import type { EffectApi } from "../../runtime/api.ts";
import type { Agent, Decision } from "../../runtime/core/agents.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { stackLimit } from "../../runtime/core/place-stacks.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules, VerbStacks } from "../../runtime/core/rules.ts";
import { toyRules } from "../support/toy-rules.ts";

type R = EffectApi<object>;
const CARDS = [
  { id: "bear", name: "Bear", kind: "beast", weight: 5 },
  { id: "wolf", name: "Wolf", kind: "beast", weight: 3 },
  { id: "mole", name: "Mole", kind: "beast", weight: 1, traits: ["Burrow"] },
  { id: "hawk", name: "Hawk", kind: "beast", weight: 2, traits: ["Lone"] },
  { id: "ghost", name: "Ghost", kind: "beast", weight: 0, traits: ["Shy"] },
  { id: "snare", name: "Snare", kind: "snare" },
  { id: "salt", name: "Salt", kind: "herb" },
] as unknown as CatalogueCard[];

const nullProto = (o: Record<string, string>) => Object.assign(Object.create(null) as Record<string, string>, o);
const HEAP: VerbStacks = {
  from: "hand",
  to: "ready",
  onto: "camp",
  kinds: ["beast", "snare"],
  except: ["Shy"],
  sum: "weight",
  limit: { first: 6, eachGameTurn: 2 },
  needs: nullProto({ Burrow: "snare" }),
  shuns: nullProto({ Lone: "snare" }),
  says: "Weight",
};
const RULES: GameRules<R> = {
  ...toyRules<GameRules<R>>("herd", ["hand", "ready", "camp"].map((name) => ({ name, live: false, perPlayer: true })), { heap: "place-stacks" }),
  verbStacks: Object.assign(Object.create(null) as Record<string, VerbStacks>, { heap: HEAP }),
};

/** Picks the options named in `script`, in order ("done" once it runs out), noting what each decision offered. */
class Scripted implements Agent {
  readonly name = "scripted";
  readonly offered: string[][] = [];
  constructor(private readonly script: string[]) {}
  decide(d: Decision): number {
    this.offered.push([...d.options]);
    return Math.max(0, d.options.indexOf(this.script.shift() ?? "done"));
  }
}

class Herd extends Engine<object> {
  constructor(readonly agent: Scripted) {
    super(RULES, new Catalogue(CARDS), { seed: 1, agents: [agent, agent, agent], resourceBounds: {}, counterBounds: {} });
    for (const name of ["Ann", "Bob", "Cy"]) this.table.addPlayer(name, []);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  readonly hooks: GameHookSet<object> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
}

const heap = (g: Herd) => (g.rt.verbs as Record<string, (ctx: unknown, a: unknown) => void>).heap(g.context(0, null, "heap"), {});
const deal = (g: Herd, ids: string[]) => ids.map((id) => g.table.create(id, "hand", 0));
const placedFor = (g: Herd, seat: number) => [...g.stackedFor].filter(([, s]) => s === seat).map(([uid]) => g.catalogue.name(g.table.card(uid).cardId));

describe("placing stacks", () => {
  it("offers only the listed kinds, without an except trait, within the limit on the sum", () => {
    const g = new Herd(new Scripted(["Bear", "Snare", "Wolf"]));
    deal(g, ["bear", "wolf", "ghost", "salt", "snare"]);
    g.info.round = 1;
    heap(g);
    // First decision: everything placeable; after Bear (5 of 6) the Wolf (3) no longer fits.
    expect(g.agent.offered[0]).toEqual(["done", "Bear", "Wolf", "Snare"]);
    expect(g.agent.offered[1]).toEqual(["done", "Snare"]);
    expect(placedFor(g, 1)).toEqual(["Bear", "Snare"]);
    // Cy's stack starts empty: the Wolf fits it.
    expect(placedFor(g, 2)).toEqual(["Wolf"]);
    expect(g.table.size("ready", 0)).toBe(3);
    expect(g.table.peek("hand", 0).map((c) => c.cardId)).toEqual(["ghost", "salt"]);
    const lines = g.log.all.map((l) => l.text).filter((t) => t.includes("places"));
    expect(lines).toEqual(["Ann places a stack of 2 cards (Weight 5 of 6) on Bob's camp", "Ann places a stack of 1 cards (Weight 3 of 6) on Cy's camp"]);
  });

  it("keeps a needs trait waiting for its kind, and a shuns trait apart from it in either order", () => {
    const g = new Herd(new Scripted(["Snare", "Mole", "done", "Hawk"]));
    deal(g, ["mole", "hawk", "snare", "snare"]);
    g.info.round = 1;
    heap(g);
    // Bob: the Mole waits for a Snare; once one is in, the Mole is offered and the Hawk no more.
    expect(g.agent.offered[0]).toEqual(["done", "Hawk", "Snare", "Snare"]);
    expect(g.agent.offered[1]).toEqual(["done", "Mole", "Snare"]);
    expect(g.agent.offered[2]).toEqual(["done", "Snare"]);
    // Cy: with the Hawk in, the last Snare is kept out (nothing left to offer, so nobody is asked).
    expect(g.agent.offered[3]).toEqual(["done", "Hawk", "Snare"]);
    expect(g.agent.offered).toHaveLength(4);
    expect(placedFor(g, 1)).toEqual(["Snare", "Mole"]);
    expect(placedFor(g, 2)).toEqual(["Hawk"]);
    expect(g.table.peek("hand", 0).map((c) => c.cardId)).toEqual(["snare"]);
  });

  it("raises the limit each game turn after the first (by the round without a rotation)", () => {
    const g = new Herd(new Scripted([]));
    g.info.round = 3;
    expect(stackLimit(g, HEAP)).toBe(10);
    g.info.round = 1;
    expect(stackLimit(g, HEAP)).toBe(6);
  });
});
