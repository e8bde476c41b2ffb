/**
 * A map of spaces written as cards (runtime/core/space-map.ts), on a toy game written for this test:
 * five spaces, 1-2, 2-3, 1-4 written on one card or the other, and 5 cut off; a scout card and a
 * player's avatar stand on it through a position counter.
 */
import { describe, expect, it } from "vitest";
import type { EffectApi } from "../../runtime/api.ts";
import { Board, UNREACHABLE } from "../../runtime/core/space-map.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { toyRules } from "../support/toy-rules.ts";

const RULES = toyRules<GameRules<EffectApi<object>>>(
  "board",
  [
    { name: "tiles", live: false, perPlayer: false },
    { name: "field", live: false, perPlayer: false },
  ],
  {},
);

const CARDS = [
  { id: "gate", kind: "tile", name: "Gate", no: 1, links: [2] },
  { id: "hall", kind: "tile", name: "Hall", no: 2, links: [3] },
  { id: "keep", kind: "tile", name: "Keep", no: 3, links: [] },
  { id: "moat", kind: "tile", name: "Moat", no: 4, links: [1] },
  { id: "isle", kind: "tile", name: "Isle", no: 5, links: [] },
  { id: "scout", kind: "piece", name: "Scout" },
] as unknown as CatalogueCard[];

class Toy extends Engine<object> {
  constructor() {
    super(RULES, new Catalogue(CARDS), { seed: 1, agents: [], resourceBounds: {}, counterBounds: {} });
    this.table.addPlayer("Ann", []);
    for (const c of CARDS) if (c.kind === "tile") this.table.create(c.id, "tiles", null);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  readonly hooks: GameHookSet<object> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
}

const board = (g: Toy) => new Board(g, { zone: "tiles", number: "no", adjacent: "links", position: "at" });

describe("a board of space cards", () => {
  it("links spaces both ways, whichever card writes the link", () => {
    const b = board(new Toy());
    expect(b.neighbours(1)).toEqual([2, 4]);
    expect(b.neighbours(2)).toEqual([1, 3]);
    expect(b.neighbours(3)).toEqual([2]);
    expect(b.neighbours(5)).toEqual([]);
    expect(b.name(4)).toBe("Moat (4)");
    expect(b.name(9)).toBe("space 9");
  });

  it("counts the fewest steps and the next step toward a space", () => {
    const b = board(new Toy());
    expect(b.distance(4, 3)).toBe(3);
    expect(b.distance(3, 3)).toBe(0);
    expect(b.distance(1, 5)).toBe(UNREACHABLE);
    expect(b.stepToward(4, 3)).toBe(1);
    expect(b.stepToward(1, 3)).toBe(2);
    expect(b.stepToward(3, 3)).toBe(3);
    expect(b.stepToward(1, 5)).toBe(1);
  });

  it("keeps a card's and a player's position in the position counter", () => {
    const g = new Toy();
    const b = board(g);
    const scout = g.cardRef(g.table.create("scout", "field", null).uid);
    const ann = g.playerRef(0);
    b.place(scout, 3);
    b.place(ann, 2);
    expect([b.at(scout), b.at(ann)]).toEqual([3, 2]);
    expect(g.table.card(scout.id).counters.at).toBe(3);
  });

  it("finds pieces within a range of steps, nearest first, and the nearest piece with a tie-break", () => {
    const g = new Toy();
    const b = board(g);
    const [a, c, d, e] = ["scout", "scout", "scout", "scout"].map((id) => g.cardRef(g.table.create(id, "field", null).uid));
    b.place(a, 3);
    b.place(c, 1);
    b.place(d, 2);
    b.place(e, 5);
    expect(b.within(2, [a, c, d, e], 0, 0)).toEqual([d]);
    expect(b.within(2, [a, c, d, e], 1, 1)).toEqual([a, c]);
    expect(b.within(2, [a, c, d, e], 0, 1)).toEqual([d, a, c]);
    expect(b.nearest(4, [a, c, d])).toEqual(c);
    // a and c are both one step from 2: the rank decides, then the order given.
    expect(b.nearest(2, [a, c])).toEqual(a);
    expect(b.nearest(2, [a, c], (p) => (p === c ? 0 : 1))).toEqual(c);
    expect(b.nearest(1, [e])).toBeUndefined();
  });

  it("moves a piece toward a space, step by step, stopping there", () => {
    const g = new Toy();
    const b = board(g);
    const scout = g.cardRef(g.table.create("scout", "field", null).uid);
    b.place(scout, 4);
    expect(b.approach(scout, 3, 2)).toBe(2);
    expect(b.at(scout)).toBe(2);
    expect(b.approach(scout, 3, 5)).toBe(3);
    expect(b.approach(scout, 5, 1)).toBe(3);
  });
});
