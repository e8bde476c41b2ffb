/**
 * Declared advice on moves (runtime/core/place-advice.ts) on a toy line of places:
 * Ashford - Brook - Cairn - Dunmore (each route 1 location). Brook is a Well, Cairn a Mine holding
 * `ore-here` tokens, Dunmore a Gate lying in the `gates` zone after the Old Gate (a place off the
 * line). A scout's advice: a Gate is worth 10, 5 more for each gate before it; a Well 4 while the
 * player has 2 gold or more (else it falls through to later rows); a Mine 3 a token, halved; a
 * place the player holds 0; nothing else matches (0). Outlook 0.5 a location away; a move gives up
 * 0.75 of where the scout stands, less 0.25 a food paid, and 0.1 less for every move.
 */
import { describe, expect, it } from "vitest";
import type { EffectApi, EffectContext } from "../../runtime/api.ts";
import type { Agent } from "../../runtime/core/agents.ts";
import { Recorder } from "../support/recorder.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import { takeFreeActions } from "../../runtime/core/free-action-menu.ts";
import { MapTable } from "../../runtime/core/map-table.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { declaredMoveAdvice, declaredOutlook, placeWorths } from "../../runtime/core/place-advice.ts";
import { PlaceGraph } from "../../runtime/core/place-graph.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules, MoveAdviceRule, PlaceAdviceRow } from "../../runtime/core/rules.ts";
import { toyRules } from "../support/toy-rules.ts";

type R = EffectApi<object>;

/** What the compiler would emit for the rows' conditions and worths, read through the engine the context belongs to. */
let engine: ToyAdvice;
const gold = (ctx: EffectContext) => engine.table.players[engine.resolution(ctx).seat].resources.gold ?? 0;
const row = (r: Partial<PlaceAdviceRow<R>>): PlaceAdviceRow<R> => ({ with: null, without: null, on: null, holds: null, worth: 0, times: 1, eachBefore: 0, ...r });
const SCOUT: MoveAdviceRule<R> = {
  near: 0.5,
  stay: 0.75,
  price: Object.assign(Object.create(null), { food: 0.25 }),
  each: -0.1,
  places: [
    row({ on: "gates", worth: 10, eachBefore: 5 }),
    row({ with: "Well", holds: (_rt, ctx) => gold(ctx) >= 2, worth: 4 }),
    row({ with: "Mine", worth: (_rt, ctx) => 3 * (engine.table.card(ctx.card.id).counters["ore-here"] ?? 0), times: 0.5 }),
    row({ holds: (_rt, ctx) => engine.map.holder(engine.table.card(ctx.card.id).cardId) === engine.resolution(ctx).seat, worth: 0 }),
    row({ with: "Well", worth: 1 }),
  ],
};
const ZONES = [
  { name: "board", live: true, perPlayer: false },
  { name: "gates", live: false, perPlayer: false },
];
const RULES = {
  ...toyRules<GameRules<R>>("toy-advice", ZONES, {}),
  freeActions: { end: "stop", offers: [{ kind: "move", figure: "scout", ontoWithout: null, raises: null, unless: [] }] },
  moveAdvice: Object.assign(Object.create(null), { scout: SCOUT }),
};

const CARDS = [
  { id: "a", kind: "place", name: "Ashford" },
  { id: "b", kind: "place", name: "Brook", traits: ["Well"] },
  { id: "c", kind: "place", name: "Cairn", traits: ["Mine"] },
  { id: "d", kind: "place", name: "Dunmore", traits: ["Gate"] },
  { id: "old", kind: "place", name: "Old Gate", traits: ["Gate"] },
] as unknown as CatalogueCard[];

class ToyAdvice extends Engine<object> {
  readonly map = new MapTable(
    new PlaceGraph(
      ["a", "b", "c", "d", "old"],
      [
        { id: "a-b", from: "a", to: "b", distance: 1 },
        { id: "b-c", from: "b", to: "c", distance: 1 },
        { id: "c-d", from: "c", to: "d", distance: 1 },
      ],
    ),
    { perPlayer: 0, moves: { scout: { resource: "food", per: "route" } } },
  );
  readonly hooks: GameHookSet<object>;
  constructor(agents: Agent[] = []) {
    super(RULES as GameRules<R>, new Catalogue(CARDS), { seed: 1, agents, resourceBounds: { gold: { min: 0 }, food: { min: 0 } }, counterBounds: {} });
    engine = this;
    this.hooks = { nouns: {}, facts: {}, verbs: {}, procedures: {}, map: this.map, freeActions: { figures: (type) => (type === "scout" ? ["scout-1"] : []) } };
    const ann = this.table.addPlayer("Ann", ["gold", "food"]);
    Object.assign(ann.resources, { gold: 2, food: 3 });
    for (const id of ["a", "b", "c"]) this.table.create(id, "board", null);
    for (const id of ["old", "d"]) this.table.create(id, "gates", null);
    this.table.card(this.table.inZone("board").find((i) => i.cardId === "c")!.uid).counters["ore-here"] = 1;
    this.map.put("scout-1", "b");
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
}

describe("declared place advice", () => {
  it("gives a place its first matching row's worth: by zone (and the cards before it), trait and condition, with `this` the place's card", () => {
    const g = new ToyAdvice();
    const worth = placeWorths(g, 0, "scout");
    expect(["a", "b", "c", "d", "old"].map(worth)).toEqual([0, 4, 1.5, 15, 10]);
    g.table.players[0].resources.gold = 1; // the Well's first row no longer holds: its second does
    expect(placeWorths(g, 0, "scout")("b")).toBe(1);
  });

  it("a row whose condition reads the place's holder matches the places the player holds", () => {
    const g = new ToyAdvice();
    g.map.hold("a", 0);
    g.map.hold("b", 0);
    g.table.players[0].resources.gold = 1;
    // Brook is held: the holder's row comes before the Well's second row
    expect(["a", "b"].map(placeWorths(g, 0, "scout"))).toEqual([0, 0]);
    g.map.hold("b", 1);
    expect(placeWorths(g, 0, "scout")("b")).toBe(1);
    expect(placeWorths(g, 0, "miner")("c")).toBe(0); // a type without advice: nothing is worth anything
  });

  it("scores a move by the outlook gained, less its price and `each`", () => {
    const g = new ToyAdvice();
    const worth = placeWorths(g, 0, "scout");
    // the outlook: the best of each place's worth, half as much a location away
    expect(declaredOutlook(g, "scout", "b", worth)).toBe(4); // Brook 4, Cairn 0.75, Dunmore 3.75
    expect(declaredOutlook(g, "scout", "c", worth)).toBe(7.5); // Dunmore 15 one away
    const advise = declaredMoveAdvice(g, 0, "scout")!;
    expect(advise("scout-1", "b", "c", new Map([["food", 1]]))).toBeCloseTo(7.5 - 0.75 * 4 - 0.25 - 0.1, 12);
    expect(advise("scout-1", "b", "a", new Map([["food", 2]]))).toBeCloseTo(2 - 0.75 * 4 - 0.5 - 0.1, 12);
    expect(declaredMoveAdvice(g, 0, "miner")).toBeUndefined();
  });

  it("is a move offer's advice when the game's hooks give none", () => {
    const ann = new Recorder(["stop"]);
    const g = new ToyAdvice([ann]);
    takeFreeActions(g, 0, { max: 5 });
    expect(ann.seen[0].options).toEqual(["stop", "move scout-1 to Ashford (1 food)", "move scout-1 to Cairn (1 food)"]);
    expect(ann.seen[0].scores[1]).toBeCloseTo(2 - 3 - 0.25 - 0.1, 12);
    expect(ann.seen[0].scores[2]).toBeCloseTo(7.5 - 3 - 0.25 - 0.1, 12);
  });
});
