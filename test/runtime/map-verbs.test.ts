/**
 * The engine's map verbs (runtime/core/map-verbs.ts) on a game's MapTable, handed over in its
 * hooks: `hold` puts the acting player's token on a place (remembering who held it before),
 * `mark` and `unmark` leave and take off a player's marks (completed goals), `build-pieces` puts pieces on routes of the player's choice while one fits (greedy advice: the
 * game's `routeWorth`), `move-pieces` moves pieces off routes and onto others. On a toy map of
 * three place cards: a-b (distance 2), b-c (distance 1, red: no pieces).
 */
import { describe, expect, it } from "vitest";
import type { EffectApi, EffectContext, Ref } from "../../runtime/api.ts";
import { GreedyAgent, ScriptedAgent, type Agent } from "../../runtime/core/agents.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import { MapTable } from "../../runtime/core/map-table.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { PlaceGraph } from "../../runtime/core/place-graph.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { toyRules } from "../support/toy-rules.ts";

interface MapVerbs {
  capture(ctx: EffectContext, a: { place: Ref }): void;
  build(ctx: EffectContext, a: { count: number }): void;
  relocate(ctx: EffectContext, a: { count: number }): void;
  complete(ctx: EffectContext, a: { place: Ref }): void;
  lose(ctx: EffectContext, a: { count: number }): void;
}

const RULES = toyRules<GameRules<EffectApi<MapVerbs>>>("toy-map", [{ name: "board", live: true, perPlayer: false }], { capture: "hold", build: "build-pieces", relocate: "move-pieces", complete: "mark", lose: "unmark" });

const CARDS = [
  { id: "a", kind: "place", name: "Ashford" },
  { id: "b", kind: "place", name: "Brook" },
  { id: "c", kind: "place", name: "Cairn" },
] as unknown as CatalogueCard[];

class ToyMap extends Engine<MapVerbs> {
  readonly map = new MapTable(
    new PlaceGraph(
      ["a", "b", "c"],
      [
        { id: "a-b", from: "a", to: "b", distance: 2 },
        { id: "b-c", from: "b", to: "c", distance: 1, tags: ["red"] },
      ],
    ),
    { perPlayer: 3, forbiddenTag: "red" },
  );
  constructor(agents: Agent[], withMap = true) {
    super(RULES, new Catalogue(CARDS), { seed: 1, agents, resourceBounds: {}, counterBounds: {} });
    this.table.addPlayer("Ann", []);
    this.table.addPlayer("Bob", []);
    for (const id of ["a", "b", "c"]) this.table.create(id, "board", null);
    if (!withMap) this.hooks = { ...this.hooks, map: undefined };
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  hooks: GameHookSet<MapVerbs> = { nouns: {}, facts: {}, verbs: {}, procedures: {}, map: this.map, routeWorth: (_seat, r) => (r.id === "a-b" ? 1 : 0) };
  place(id: string): Ref {
    return this.cardRef(this.table.inZone("board").find((i) => i.cardId === id)!.uid);
  }
}

describe("who controls a place of the map", () => {
  it("is its holder, nobody while unheld; a card that is no place keeps its owner", () => {
    const g = new ToyMap([]);
    expect(g.controllerOf(g.place("b"))).toBeNull();
    g.map.hold("b", 1);
    expect(g.controllerOf(g.place("b"))).toBe(1);
    const token = g.table.create("a", "board", 0); // a copy of a place card that is a player's: still the place, held by nobody
    expect(g.controllerOf(g.cardRef(token.uid))).toBeNull();
    expect(g.controllerOf(g.playerRef(1))).toBe(1);
  });

  it("is the card's owner when the game hands over no map", () => {
    const g = new ToyMap([], false);
    g.map.hold("b", 1);
    const mine = g.table.create("b", "board", 0);
    expect(g.controllerOf(g.cardRef(mine.uid))).toBe(0);
  });
});

describe("the map verbs", () => {
  it("`hold` puts the acting player's token on the place, remembering its previous holder", () => {
    const g = new ToyMap([]);
    g.rt.verbs.capture(g.context(0, null, "rule"), { place: g.place("b") });
    g.rt.verbs.capture(g.context(1, null, "rule"), { place: g.place("b") });
    expect(g.map.holder("b")).toBe(1);
    expect(g.map.previousHolder("b")).toBe(0);
    expect(g.log.lines().filter((l) => l.includes("captures"))).toEqual(["[setup] Ann captures Brook", "[setup] Bob captures Brook from Ann"]);
  });

  it("`mark` leaves the player's mark on a place; `unmark` takes off as many as asked and they have", () => {
    const g = new ToyMap([new ScriptedAgent(["Cairn"])]);
    g.rt.verbs.complete(g.context(0, null, "rule"), { place: g.place("a") });
    g.rt.verbs.complete(g.context(0, null, "rule"), { place: g.place("c") });
    expect(g.map.markedBy(0)).toEqual(["a", "c"]);
    g.rt.verbs.lose(g.context(0, null, "rule"), { count: 1 });
    expect(g.map.markedBy(0)).toEqual(["a"]);
    g.rt.verbs.lose(g.context(0, null, "rule"), { count: 5 }); // one mark left: one asked for, none after (a list of one is taken)
    expect(g.map.markedBy(0)).toEqual([]);
    expect(g.log.lines().filter((l) => l.includes("mark"))).toEqual(["[setup] Ann marks Ashford", "[setup] Ann marks Cairn", "[setup] Ann loses their mark on Cairn", "[setup] Ann loses their mark on Ashford"]);
  });

  it("`build-pieces` builds while a route takes one: never on a red route, at most its distance", () => {
    const g = new ToyMap([new GreedyAgent(1)]);
    g.rt.verbs.build(g.context(0, null, "rule"), { count: 3 });
    const [ab, bc] = g.map.graph.routes;
    expect([g.map.piecesOn(ab, 0), g.map.piecesOn(bc, 0)]).toEqual([2, 0]);
    expect(g.map.pieceCount(0)).toBe(2);
  });

  it("`move-pieces` moves the player's own pieces, as many as asked and they have", () => {
    const g = new ToyMap([new GreedyAgent(1), new ScriptedAgent(["a-b", "a-b"])]);
    const [ab] = g.map.graph.routes;
    g.map.build(ab, 1);
    g.rt.verbs.relocate(g.context(1, null, "rule"), { count: 2 }); // Bob has one piece: one move
    expect(g.map.piecesOn(ab, 1)).toBe(1);
    expect(g.map.pieceCount(1)).toBe(1);
  });

  it("says which game gave no map when a map verb runs without one", () => {
    const g = new ToyMap([], false);
    expect(() => g.rt.verbs.capture(g.context(0, null, "rule"), { place: g.place("a") })).toThrow(/toy-map rules give a verb the meaning `hold`, but the game's hooks hand over no map/);
  });
});
