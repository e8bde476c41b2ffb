import { describe, expect, it } from "vitest";
import { MapTable } from "../../runtime/core/map-table.ts";
import { PlaceGraph } from "../../runtime/core/place-graph.ts";

const table = () =>
  new MapTable(
    new PlaceGraph(
      ["a", "b", "c"],
      [
        { from: "a", to: "b", distance: 2 },
        { from: "b", to: "c", distance: 1, tags: ["red"] },
      ],
    ),
    { perPlayer: 2, forbiddenTag: "red", moves: { hero: { resource: "gold", per: "distance", pieces: true }, soul: { resource: "mana", per: "route" } } },
  );

describe("MapTable", () => {
  it("puts figures on places and finds them", () => {
    const t = table();
    t.put("hero@0", "a");
    t.put("soul-1", "a");
    t.put("hero@1", "b");
    expect(t.figuresAt("a")).toEqual(["hero@0", "soul-1"]);
    t.put("soul-1", "c");
    expect(t.where("soul-1")).toBe("c");
    expect(() => t.put("hero@0", "z")).toThrow(/no place/);
  });

  it("counts a seat's pieces on the way a figure would take to a neighbouring place", () => {
    const t = table();
    const [ab] = t.graph.routes;
    t.build(ab, 0);
    t.build(ab, 1);
    t.put("hero@0", "b");
    expect(t.piecesOnWay("hero@0", "a", 0)).toBe(1);
    expect(t.piecesOnWay("hero@0", "c", 0)).toBe(0); // no piece on b-c
    t.put("hero@0", "c");
    expect(t.piecesOnWay("hero@0", "a", 1)).toBe(0); // c and a are not neighbours
    expect(t.piecesOnWay("soul-9", "a", 0)).toBe(0); // a figure not on the map
  });

  it("holds places, telling who held them before", () => {
    const t = table();
    expect(t.hold("b", 0)).toBeNull();
    expect(t.hold("b", 1)).toBe(0);
    expect(t.holder("b")).toBe(1);
    expect(t.heldBy(1)).toEqual(["b"]);
    expect(t.holder("a")).toBeNull();
    expect(t.previousHolder("b")).toBe(0);
    expect(t.previousHolder("a")).toBeNull();
  });

  it("builds pieces within the route's distance and the player's limit, never on a forbidden route", () => {
    const t = table();
    const [ab, bc] = t.graph.routes;
    expect(t.buildable(0)).toEqual([ab]);
    t.build(ab, 0);
    expect(t.moveCost(ab, 0, "hero")).toEqual({ resource: "gold", amount: 1 });
    expect(t.moveCost(ab, 1, "hero")).toEqual({ resource: "gold", amount: 2 });
    t.build(ab, 1);
    expect(t.buildable(0)).toEqual([]); // the route holds its distance: 2 pieces
    expect(() => t.build(bc, 0)).toThrow(/fits/);
    t.removePiece(ab, 1);
    t.build(ab, 0);
    expect(t.moveCost(ab, 0, "hero")).toEqual({ resource: "gold", amount: 0 });
    expect(t.moveCost(ab, 0, "soul")).toEqual({ resource: "mana", amount: 1 }); // per route, whatever its distance and roads
    expect(t.moveCost(ab, 0, "ghost")).toBeNull();
    expect(t.pieceCount(0)).toBe(2);
    expect(t.buildable(0)).toEqual([]); // the player's limit
    expect(t.allPieces().map(([r, s]) => `${r.id}:${s}`)).toEqual(["a~b:0", "a~b:0"]);
    expect(() => t.removePiece(ab, 1)).toThrow(/no piece/);
  });

  it("marks places per seat", () => {
    const t = table();
    t.mark("c", 0);
    expect(t.marked("c", 0)).toBe(true);
    expect(t.marked("c", 1)).toBe(false);
    expect(t.markedBy(0)).toEqual(["c"]);
    t.unmark("c", 0);
    expect(t.markedBy(0)).toEqual([]);
  });
});
