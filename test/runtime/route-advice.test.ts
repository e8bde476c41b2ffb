/**
 * The engine's default advice on where to build a piece (runtime/core/route-advice.ts), when the
 * game gives no `routeWorth`: the nearer a route's first end to the builder's own figure, the
 * better. Toy map: a line a-b-c-d, each route of distance 1 (one piece each).
 */
import { describe, expect, it } from "vitest";
import type { EffectApi, EffectContext } from "../../runtime/api.ts";
import { GreedyAgent, type Agent } from "../../runtime/core/agents.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import { MapTable } from "../../runtime/core/map-table.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { PlaceGraph } from "../../runtime/core/place-graph.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import { nearOwnFigure } from "../../runtime/core/route-advice.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { toyRules } from "../support/toy-rules.ts";

interface RoadVerbs {
  build(ctx: EffectContext, a: { count: number }): void;
}

const RULES = toyRules<GameRules<EffectApi<RoadVerbs>>>("toy-roads", [{ name: "board", live: true, perPlayer: false }], { build: "build-pieces" });
const CARDS = ["a", "b", "c", "d"].map((id) => ({ id, kind: "place", name: id.toUpperCase() })) as unknown as CatalogueCard[];

class ToyRoads extends Engine<RoadVerbs> {
  readonly map = new MapTable(
    new PlaceGraph(
      ["a", "b", "c", "d"],
      [
        { id: "a-b", from: "a", to: "b", distance: 1 },
        { id: "b-c", from: "b", to: "c", distance: 1 },
        { id: "c-d", from: "c", to: "d", distance: 1 },
      ],
    ),
    { perPlayer: 5 },
  );
  hooks: GameHookSet<RoadVerbs> = { nouns: {}, facts: {}, verbs: {}, procedures: {}, map: this.map };
  constructor(agents: Agent[]) {
    super(RULES, new Catalogue(CARDS), { seed: 1, agents, resourceBounds: {}, counterBounds: {} });
    this.table.addPlayer("Ann", []);
    this.table.addPlayer("Bob", []);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
}

const built = (g: ToyRoads, seat: number) => g.map.graph.routes.filter((r) => g.map.piecesOn(r, seat) > 0).map((r) => r.id);

describe("route advice by default: near the builder's own figure", () => {
  it("scores a route by minus the locations from the figure to its first end", () => {
    const g = new ToyRoads([]);
    g.map.put("scout@0", "d");
    const worth = nearOwnFigure(g, g.map, 0);
    expect(g.map.graph.routes.map(worth)).toEqual([-3, -2, -1]);
    expect(g.map.graph.routes.map(nearOwnFigure(g, g.map, 1))).toEqual([0, 0, 0]); // Bob has no figure: all alike
  });

  it("a greedy bot builds its pieces nearest its figure first", () => {
    const g = new ToyRoads([new GreedyAgent(1), new GreedyAgent(2)]);
    g.map.put("scout@0", "c");
    g.map.put("scout@1", "a");
    g.rt.verbs.build(g.context(0, null, "rule"), { count: 1 });
    expect(built(g, 0)).toEqual(["c-d"]);
    g.rt.verbs.build(g.context(1, null, "rule"), { count: 2 });
    expect(built(g, 1)).toEqual(["a-b", "b-c"]);
  });

  it("a game's own routeWorth still decides when it gives one", () => {
    const g = new ToyRoads([new GreedyAgent(1)]);
    g.map.put("scout@0", "c");
    g.hooks = { ...g.hooks, routeWorth: (_seat, r) => (r.id === "a-b" ? 1 : 0) };
    g.rt.verbs.build(g.context(0, null, "rule"), { count: 1 });
    expect(built(g, 0)).toEqual(["a-b"]);
  });
});
