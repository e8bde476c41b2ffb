/**
 * The map a game declares (runtime/core/place-map.ts), built from a toy catalogue: three places
 * (two of one kind, one of another) joined by two route cards, one tagged; a card of no map kind
 * left off. The table keeps the declared pieces (how many, not on the tagged route) and move costs.
 */
import { describe, expect, it } from "vitest";
import { mapFromRules, placeGraphFromRules } from "../../runtime/core/place-map.ts";
import type { PlaceMapRule } from "../../runtime/core/rules.ts";

const CARDS = [
  { id: "ash", kind: "town" },
  { id: "brook", kind: "town" },
  { id: "cairn", kind: "ruin" },
  { id: "rulebook", kind: "sheet" },
  { id: "ash-brook", kind: "road", a: "ash", b: "brook", length: 3, muddy: false },
  { id: "brook-cairn", kind: "road", a: "brook", b: "cairn", length: 2, muddy: true },
];

const RULE: PlaceMapRule = {
  places: ["town", "ruin"],
  routes: { kind: "road", from: "a", to: "b", distance: "length", tags: ["muddy"] },
  pieces: { perPlayer: 2, notOn: "muddy" },
  moves: Object.assign(Object.create(null), { cart: { resource: "coin", per: "distance", pieces: true }, goat: { resource: "hay", per: "route" } }),
};

describe("a declared map of places", () => {
  it("draws the places of the declared kinds and the route cards between them, tagged by their bool fields", () => {
    const graph = placeGraphFromRules(RULE, CARDS);
    expect(graph.places).toEqual(["ash", "brook", "cairn"]);
    expect(graph.has("rulebook")).toBe(false);
    const muddy = graph.route("cairn", "brook")!;
    expect(muddy.id).toBe("brook-cairn");
    expect(muddy.distance).toBe(2);
    expect([...muddy.tags]).toEqual(["muddy"]);
    expect([...graph.route("ash", "brook")!.tags]).toEqual([]);
    expect(graph.distances("ash").get("cairn")).toBe(5);
  });

  it("keeps the declared pieces: not on the tagged route, and no more than each player's share", () => {
    const table = mapFromRules({ game: "toy", placeMap: RULE }, CARDS);
    const [dry, muddy] = [table.graph.route("ash", "brook")!, table.graph.route("brook", "cairn")!];
    expect(table.buildable(0)).toEqual([dry]);
    table.build(dry, 0);
    table.build(dry, 0);
    expect(table.buildable(0)).toEqual([]);
    expect(table.buildable(1)).toEqual([dry]);
    expect(() => table.build(muddy, 1)).toThrow(RangeError);
  });

  it("prices a figure's move as declared: per distance less its owner's pieces, or per route", () => {
    const table = mapFromRules({ game: "toy", placeMap: RULE }, CARDS);
    const dry = table.graph.route("ash", "brook")!;
    table.build(dry, 0);
    expect(table.moveCost(dry, 0, "cart")).toEqual({ resource: "coin", amount: 2 });
    expect(table.moveCost(dry, 1, "cart")).toEqual({ resource: "coin", amount: 3 });
    expect(table.moveCost(dry, 0, "goat")).toEqual({ resource: "hay", amount: 1 });
    expect(table.moveCost(dry, 0, "crow")).toBeNull();
  });

  it("without pieces declared, none may be built; without a map, building one is refused by name", () => {
    const table = mapFromRules({ game: "toy", placeMap: { places: ["town", "ruin"], routes: RULE.routes } }, CARDS);
    expect(table.buildable(0)).toEqual([]);
    expect(() => mapFromRules({ game: "toy" }, CARDS)).toThrow(/the toy rules declare no map of places/);
  });
});
