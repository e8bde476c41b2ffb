import { describe, expect, it } from "vitest";
import { graphFromCards, PlaceGraph } from "../../runtime/core/place-graph.ts";

// a - b - c - d, with a long shortcut a - d and a tagged link b - e.
const graph = () =>
  new PlaceGraph(
    ["a", "b", "c", "d", "e"],
    [
      { from: "a", to: "b", distance: 2 },
      { from: "b", to: "c", distance: 1 },
      { from: "c", to: "d", distance: 1 },
      { from: "a", to: "d", distance: 5, tags: ["red"] },
      { from: "b", to: "e", distance: 3, tags: ["portal"] },
    ],
  );

describe("PlaceGraph", () => {
  it("knows each place's routes and neighbours", () => {
    const g = graph();
    expect(g.neighbours("b")).toEqual(["a", "c", "e"]);
    expect(g.route("d", "a")?.distance).toBe(5);
    expect(g.route("d", "a")?.tags.has("red")).toBe(true);
    expect(g.route("a", "c")).toBeUndefined();
  });

  it("counts locations crossed, optionally ignoring some routes", () => {
    const g = graph();
    expect(Object.fromEntries(g.hops("a"))).toEqual({ a: 0, b: 1, d: 1, c: 2, e: 2 });
    expect(g.hops("a", (r) => !r.tags.has("red")).get("d")).toBe(3);
    expect(g.hops("a", (r) => !r.tags.has("portal")).has("e")).toBe(false);
  });

  it("works out unfiltered hop counts once per place (the map never changes); a filter is asked afresh each time", () => {
    const g = graph();
    expect(g.hops("c")).toBe(g.hops("c"));
    expect([...g.hops("c")]).toEqual([["c", 0], ["b", 1], ["d", 1], ["a", 2], ["e", 2]]);
    let asked = 0;
    const filter = () => (asked++, true);
    expect(Object.fromEntries(g.hops("c", filter))).toEqual(Object.fromEntries(g.hops("c")));
    const once = asked;
    g.hops("c", filter);
    expect(asked).toBe(2 * once);
    expect(g.potential("a", (p) => (p === "e" ? 10 : 0), 0.5)).toBe(2.5);
  });

  it("sums route distances along the cheapest way", () => {
    const g = graph();
    expect(Object.fromEntries(g.distances("a"))).toEqual({ a: 0, b: 2, c: 3, d: 4, e: 5 });
    expect(g.distances("a")).toBe(g.distances("a")); // remembered: the map never changes
  });

  it("finds the nearest candidates, ties kept", () => {
    const g = graph();
    expect(g.nearest("c", ["a", "e", "d"])).toEqual(["d"]);
    expect(g.nearest("c", ["a", "e"])).toEqual(["a", "e"]);
    expect(g.nearest("c", [])).toEqual([]);
  });

  it("steps toward or away from a place", () => {
    const g = graph();
    expect(g.stepToward("e", "d", 2)).toEqual(["a", "c"]); // both one location from d
    expect(g.stepToward("e", "d", 2, { filter: (r) => !r.tags.has("red") })).toEqual(["c"]);
    expect(g.stepToward("c", "c", 1)).toEqual(["c"]);
    expect(g.stepToward("c", "d", 1, { away: true })).toEqual(["b"]);
  });

  it("weighs the best worth within reach by the locations to it", () => {
    const g = graph();
    expect(g.potential("a", (p) => (p === "c" ? 8 : p === "e" ? 20 : 0), 0.5)).toBe(5); // e: 2 away
    expect(g.potential("a", (p) => (p === "c" ? 8 : 0), 0.5, (r) => !r.tags.has("portal"))).toBe(2);
  });

  it("rejects a route to an unknown place, a loop, a negative distance and a second route", () => {
    expect(() => new PlaceGraph(["a"], [{ from: "a", to: "z", distance: 1 }])).toThrow(/no place `z`/);
    expect(() => new PlaceGraph(["a"], [{ from: "a", to: "a", distance: 1 }])).toThrow(/itself/);
    expect(() => new PlaceGraph(["a", "b"], [{ from: "a", to: "b", distance: -1 }])).toThrow(/whole number/);
    expect(() => new PlaceGraph(["a", "b"], [{ from: "a", to: "b", distance: 1 }, { from: "b", to: "a", distance: 2 }])).toThrow(/two routes/);
  });
});

describe("graphFromCards", () => {
  it("joins place cards by route cards, a true boolean field tagging the route", () => {
    const cards = [
      { id: "a", kind: "town" },
      { id: "b", kind: "keep" },
      { id: "c", kind: "town" },
      { id: "ab", kind: "road", start: "a", end: "b", length: 2, red: true },
      { id: "bc", kind: "road", start: "b", end: "c", length: 1, red: false },
      { id: "x", kind: "coin" },
    ];
    const g = graphFromCards(cards, { places: ["town", "keep"], routes: { kind: "road", from: "start", to: "end", distance: "length", tags: ["red"] } });
    expect(g.places).toEqual(["a", "b", "c"]);
    expect(g.route("b", "a")).toMatchObject({ id: "ab", distance: 2 });
    expect([...g.route("a", "b")!.tags]).toEqual(["red"]);
    expect(g.route("c", "b")!.tags.size).toBe(0);
  });

  it("joins place cards by their lists of neighbours, a link on either card counting once", () => {
    const cards = [
      { id: "gate", kind: "space", no: 1, next: [2] },
      { id: "hall", kind: "space", no: 2, next: [1, 3] },
      { id: "keep", kind: "space", no: 3, next: [] },
    ];
    const g = graphFromCards(cards, { places: ["space"], adjacent: { field: "next", key: "no" } });
    expect(g.routes.map((r) => `${r.a}-${r.b}:${r.distance}`)).toEqual(["gate-hall:1", "hall-keep:1"]);
    const dangling = [{ id: "gate", kind: "space", no: 1, next: [7] }];
    expect(() => graphFromCards(dangling, { places: ["space"], adjacent: { field: "next", key: "no" } })).toThrow(/no place `7`/);
  });
});
