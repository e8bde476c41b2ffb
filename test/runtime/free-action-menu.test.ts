/**
 * A turn of free actions declared in the rules (runtime/core/free-action-menu.ts), on a toy map:
 * Ashford - Brook - Cairn (Cairn is Deep), a scout on Ashford moving one route for 1 food; Ann's
 * rules hold a Market Stall (pay 2 gold: gain 1 ore), her hand a Lamp (a tool), a Map Quest (a
 * quest: "finish") and a Rock (junk: never played). The game's own offer `rest` gains 1 food.
 * Brook is Cold: fever bars it (`bars: { onto: Cold, above: 1 }`) to a player with 2 fever or more.
 */
import { describe, expect, it } from "vitest";
import type { Ability, CompiledEffect, EffectApi, EffectContext } from "../../runtime/api.ts";
import type { Agent } from "../../runtime/core/agents.ts";
import { Recorder } from "../support/recorder.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import { missingFreeActionHooks, takeFreeActions, type FreeActionHooks } from "../../runtime/core/free-action-menu.ts";
import { MapTable } from "../../runtime/core/map-table.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { PlaceGraph } from "../../runtime/core/place-graph.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import { barredBy } from "../../runtime/core/resource-bars.ts";
import type { FreeActionRules, GameRules } from "../../runtime/core/rules.ts";
import { toyRules } from "../support/toy-rules.ts";

interface ToyVerbs {
  gain(ctx: EffectContext, a: { amount: { amount: number; unit: string } }): void;
}
type R = EffectApi<ToyVerbs>;

const FREE_ACTIONS: FreeActionRules = {
  end: "stop",
  offers: [
    { kind: "hook", name: "rest" },
    { kind: "move", figure: "scout", ontoWithout: "Deep", raises: null, unless: [] },
    { kind: "use", zone: "rules", advice: Object.assign(Object.create(null), { stall: 2, others: 0.25 }), adviceIf: Object.assign(Object.create(null), { stall: "thrifty" }) },
    { kind: "play", zone: "hand", except: ["junk"], says: Object.assign(Object.create(null), { quest: "finish" }), advice: Object.assign(Object.create(null), { quest: 6, others: 1.5 }) },
  ],
};
const ZONES = [
  { name: "rules", live: true, perPlayer: true },
  { name: "hand", live: false, perPlayer: true },
  { name: "discard", live: false, perPlayer: false },
  { name: "board", live: true, perPlayer: false },
];
const TOY = toyRules<GameRules<R>>("toy-turns", ZONES, { gain: "gain" });
const RULES = { ...TOY, facts: Object.assign(Object.create(null), { thrifty: { kind: "hook" } }), freeActions: FREE_ACTIONS, playedTo: "discard", resourceBars: Object.assign(Object.create(null), { fever: { onto: "Cold", above: 1 } }) };

/** One play ability: an optional gold cost, then 1 of `unit` gained. */
function gains(unit: string, gold = 0): CompiledEffect<R> {
  const ability = { trigger: { kind: "play" }, limits: [], costs: gold ? [{ kind: "pay", amount: gold, unit: "gold" }] : [], run: (rt: R, ctx: EffectContext) => rt.verbs.gain(ctx, { amount: { amount: 1, unit } }) } as unknown as Ability<R>;
  return { abilities: [ability], modifiers: [], requires: null };
}

const CARDS = [
  { id: "a", kind: "place", name: "Ashford" },
  { id: "b", kind: "place", name: "Brook", traits: ["Cold"] },
  { id: "c", kind: "place", name: "Cairn", traits: ["Deep"] },
  { id: "stall", kind: "rule", name: "Market Stall", effect: gains("ore", 2) },
  { id: "lamp", kind: "tool", name: "Lamp", effect: gains("light") },
  { id: "map-quest", kind: "quest", name: "Map Quest", effect: gains("glory") },
  { id: "rock", kind: "junk", name: "Rock", effect: gains("gold") },
] as unknown as CatalogueCard[];

class ToyTurns extends Engine<ToyVerbs> {
  readonly map = new MapTable(
    new PlaceGraph(
      ["a", "b", "c"],
      [
        { id: "a-b", from: "a", to: "b", distance: 2 },
        { id: "a-c", from: "a", to: "c", distance: 1 },
      ],
    ),
    { perPlayer: 0, moves: { scout: { resource: "food", per: "route" } } },
  );
  readonly freeActions: FreeActionHooks = {
    offers: new Map([["rest", (seat: number) => [{ label: "rest", score: 0.5, run: () => this.table.addResource(this.table.players[seat], "food", 1) }]]]),
    figures: (type) => (type === "scout" ? ["scout-1"] : []),
    moveAdvice: () => (_figure, _from, to) => (to === "b" ? 3 : 0),
    useAdvice: (_seat, card) => (card === "stall" ? 2 : 0),
  };
  readonly hooks: GameHookSet<ToyVerbs>;
  constructor(agents: Agent[], hooks: Partial<FreeActionHooks> = {}) {
    super(RULES, new Catalogue(CARDS), { seed: 1, agents, resourceBounds: { fever: { min: 0 }, gold: { min: 0 }, ore: { min: 0 }, food: { min: 0 }, light: { min: 0 }, glory: { min: 0 } }, counterBounds: {} });
    // thrifty: 3 gold or more (the Market Stall's declared advice holds only then)
    const thrifty = (ctx: EffectContext) => (this.table.players[this.resolution(ctx).seat].resources.gold ?? 0) >= 3;
    this.hooks = { nouns: {}, facts: { thrifty }, verbs: { gain: (ctx, a) => this.table.addResource(this.table.players[this.resolution(ctx).seat], a.amount.unit, a.amount.amount) }, procedures: {}, map: this.map, freeActions: { ...this.freeActions, ...hooks } };
    const ann = this.table.addPlayer("Ann", ["gold", "ore", "food", "light", "glory", "fever"]);
    Object.assign(ann.resources, { gold: 3, food: 1 });
    this.table.create("stall", "rules", 0);
    for (const id of ["lamp", "map-quest", "rock"]) this.table.create(id, "hand", 0);
    this.map.put("scout-1", "a");
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
}

describe("a declared turn of free actions", () => {
  it("offers ending first, then each offer's options in order, with their advice", () => {
    const ann = new Recorder(["stop"]);
    const g = new ToyTurns([ann]);
    expect(takeFreeActions(g, 0, { max: 10 })).toBe(0);
    // Cairn is Deep: the scout is not offered it; the Rock is junk: never played
    expect(ann.seen[0].options).toEqual(["stop", "rest", "move scout-1 to Brook (1 food)", "Market Stall", "use Lamp", "finish Map Quest"]);
    expect(ann.seen[0].scores).toEqual([0, 0.5, 3, 2, 1.5, 6]);
  });

  it("advises a standing action as the offer declares where the game gives no advice of its own", () => {
    const stallScore = (gold: number) => {
      const ann = new Recorder(["stop"]);
      const g = new ToyTurns([ann], { useAdvice: () => undefined }); // the game gives no advice of its own
      g.table.players[0].resources.gold = gold;
      takeFreeActions(g, 0, { max: 10 });
      return ann.seen[0].scores[ann.seen[0].options.indexOf("Market Stall")];
    };
    expect(stallScore(3)).toBe(2); // thrifty holds: the card's advice
    expect(stallScore(2)).toBe(-1); // thrifty does not: advised against, below ending the turn
  });

  it("never offers a move onto a place a resource the player holds bars (more than its `above`)", () => {
    const move = "move scout-1 to Brook (1 food)";
    for (const [fever, offered] of [[0, true], [1, true], [2, false]] as const) {
      const ann = new Recorder(["stop"]);
      const g = new ToyTurns([ann]);
      g.table.players[0].resources.fever = fever;
      takeFreeActions(g, 0, { max: 10 });
      expect(ann.seen[0].options.includes(move)).toBe(offered);
      expect(barredBy(g, 0, "b")).toBe(offered ? null : "fever");
      expect(barredBy(g, 0, "a")).toBeNull(); // Ashford is not Cold
    }
  });

  it("runs what is picked: a move pays the map's cost and the figure stands there; a card is played", () => {
    const ann = new Recorder(["move scout-1 to Brook (1 food)", "finish Map Quest", "stop"]);
    const g = new ToyTurns([ann]);
    expect(takeFreeActions(g, 0, { max: 10 })).toBe(2);
    expect(g.map.where("scout-1")).toBe("b");
    expect(g.table.players[0].resources).toMatchObject({ food: 0, glory: 1 });
    expect(g.table.inZone("discard").map((i) => i.cardId)).toEqual(["map-quest"]);
    expect(g.log.lines()).toContain("[setup] scout-1 moves to Brook"); // the default arrival's log line
    // no food left: the scout's move is no longer offered; the quest is played
    expect(ann.seen[1].options).not.toContain("move scout-1 to Brook (1 food)");
    expect(ann.seen[2].options).toEqual(["stop", "rest", "Market Stall", "use Lamp"]);
  });

  it("offers only ending while the game says the seat may not act, and stops at the safety limit", () => {
    const ann = new Recorder([]);
    expect(takeFreeActions(new ToyTurns([ann]), 0, { max: 10, open: () => false })).toBe(0);
    expect(ann.seen).toEqual([]); // a menu of one option is taken without asking
    const rester = new Recorder(["rest", "rest"]);
    expect(takeFreeActions(new ToyTurns([rester]), 0, { max: 2 })).toBe(2);
  });

  it("lets the game put a moved figure and play a card its own way", () => {
    const arrived: string[] = [];
    const played: string[] = [];
    const g = new ToyTurns([new Recorder(["move scout-1 to Brook (1 food)", "use Lamp", "stop"])], {
      arrive: (_seat, figure, place) => void arrived.push(`${figure}@${place}`),
      play: (_seat, uid) => void played.push(g.table.card(uid).cardId),
    });
    takeFreeActions(g, 0, { max: 10 });
    expect([arrived, played]).toEqual([["scout-1@b"], ["lamp"]]);
  });

  it("names what the declared offers need and the game does not hand over", () => {
    const g = new ToyTurns([]);
    expect(missingFreeActionHooks(RULES, g.hooks)).toEqual([]);
    expect(missingFreeActionHooks(RULES, { map: g.map, freeActions: {} })).toEqual(["free-actions offer rest", "free-actions figures (to move scout)"]);
    expect(missingFreeActionHooks(RULES, { freeActions: g.freeActions })).toEqual(["map (to move scout)"]);
    const noCost = new MapTable(g.map.graph, { perPlayer: 0 });
    expect(missingFreeActionHooks(RULES, { map: noCost, freeActions: g.freeActions })).toEqual(["map move cost of scout"]);
  });
});
