/**
 * A `move:` offer that raises an event (runtime/core/move-trial.ts, free-action-menu.ts), on a toy
 * map: Ashford -2- Brook -1- Cairn, a rider of Ann's on Ashford. The rider's `rides` event is
 * answered by two rule cards in front of Ann: Road Fare (pay the route's distance in gold) and
 * Cairn Gate (on Cairn: pay 2 gold and 1 hp; hp has a minimum of 1). The offer's `unless` fact
 * `flooded` closes Brook while the toy's flood is up. Nothing charges the rider but the cards.
 */
import { describe, expect, it } from "vitest";
import type { Ability, CompiledEffect, EffectApi, EffectContext, Ref } from "../../runtime/api.ts";
import type { Agent } from "../../runtime/core/agents.ts";
import { Recorder } from "../support/recorder.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import { missingFreeActionHooks, takeFreeActions } from "../../runtime/core/free-action-menu.ts";
import { MapTable } from "../../runtime/core/map-table.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { PlaceGraph } from "../../runtime/core/place-graph.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { EventRule, FactMeaning, GameRules } from "../../runtime/core/rules.ts";
import { toyRules } from "../support/toy-rules.ts";

type R = EffectApi<object>;

const RIDES: EventRule = { name: "rides", respondable: false, raisedBy: ["action"], args: ["by", "to"], payload: ["distance"] };
const FACTS: Record<string, FactMeaning> = Object.assign(Object.create(null), { flooded: { kind: "hook" } });
const ZONES = [
  { name: "rules", live: true, perPlayer: true },
  { name: "board", live: false, perPlayer: false },
];
const RULES = {
  ...toyRules<GameRules<R>>("toy-rides", ZONES, {}),
  events: [RIDES],
  facts: FACTS,
  freeActions: { end: "stop", offers: [{ kind: "move", figure: "rider", ontoWithout: null, raises: "rides", unless: ["flooded"] }] },
} as GameRules<R>;

/** The place the `rides` event goes to. */
const destination = (g: Engine<object>, ctx: EffectContext) => g.table.cards.get((ctx.event!.args.to as Ref).id)!.cardId;

/** A `when rides` rule: a condition on the event, and its costs (what the move is priced at). */
function rideRule(condition: ((rt: R, ctx: EffectContext) => boolean) | null, costs: { unit: string; amount: number | ((rt: R, ctx: EffectContext) => number) }[]): CompiledEffect<R> {
  const ability = {
    trigger: { kind: "when", event: "rides", every: false, args: {}, condition },
    limits: [],
    costs: costs.map((c) => ({ kind: "pay", ...c })),
    run: () => {},
  } as unknown as Ability<R>;
  return { abilities: [ability], modifiers: [], requires: null };
}

class ToyRides extends Engine<object> {
  flood = false;
  readonly map = new MapTable(
    new PlaceGraph(
      ["a", "b", "c"],
      [
        { id: "a-b", from: "a", to: "b", distance: 2 },
        { id: "b-c", from: "b", to: "c", distance: 1 },
      ],
    ),
    { perPlayer: 0 },
  );
  readonly hooks: GameHookSet<object>;
  constructor(agents: Agent[]) {
    const cards = [
      { id: "a", kind: "place", name: "Ashford" },
      { id: "b", kind: "place", name: "Brook" },
      { id: "c", kind: "place", name: "Cairn" },
      { id: "fare", kind: "rule", name: "Road Fare", effect: rideRule(null, [{ unit: "gold", amount: (rt, ctx) => rt.payload(ctx, "distance") as number }]) },
      { id: "gate", kind: "rule", name: "Cairn Gate", effect: rideRule((_rt, ctx) => destination(this, ctx) === "c", [{ unit: "gold", amount: 2 }, { unit: "hp", amount: 1 }]) },
    ] as unknown as CatalogueCard[];
    super(RULES, new Catalogue(cards), { seed: 1, agents, resourceBounds: { gold: { min: 0 }, hp: { min: 1 } }, counterBounds: {} });
    this.hooks = {
      nouns: {},
      facts: { flooded: (ctx) => this.flood && destination(this, ctx) === "b" },
      verbs: {},
      procedures: {},
      map: this.map,
      freeActions: {
        figures: (type, seat) => (type === "rider" ? [`rider@${seat}`] : []),
        moveAdvice: () => (_rider, _from, _to, price) => -(price.get("gold") ?? 0),
      },
    };
    const ann = this.table.addPlayer("Ann", ["gold", "hp"]);
    Object.assign(ann.resources, { gold: 5, hp: 2 });
    for (const place of ["a", "b", "c"]) this.table.create(place, "board", null);
    for (const rule of ["fare", "gate"]) this.table.create(rule, "rules", 0);
    this.map.put("rider@0", "a");
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
}

const gold = (g: ToyRides) => g.table.players[0].resources.gold;

describe("a move that raises an event", () => {
  it("is priced by the rule cards answering the event, and offered only while the seat can pay", () => {
    const ann = new Recorder(["move rider@0 to Brook (2 gold)", "move rider@0 to Cairn (3 gold, 1 hp)"]);
    const g = new ToyRides([ann]);
    expect(takeFreeActions(g, 0, { max: 10 })).toBe(2);
    expect(ann.seen[0]).toEqual({ options: ["stop", "move rider@0 to Brook (2 gold)"], scores: [0, -2] });
    // from Brook: back to Ashford for the fare, 2; on to Cairn for the fare, 1, and the gate's 2 gold and 1 hp
    expect(ann.seen[1].options).toEqual(["stop", "move rider@0 to Ashford (2 gold)", "move rider@0 to Cairn (3 gold, 1 hp)"]);
    expect([g.map.where("rider@0"), gold(g), g.table.players[0].resources.hp]).toEqual(["c", 0, 1]);
    expect(ann.seen).toHaveLength(2); // no gold for the fare back: only `stop` is left, taken without asking
  });

  it("adds up the cards' costs before offering (each alone payable is not enough) and keeps each resource's minimum", () => {
    const options = (resources: { gold: number; hp: number }) => {
      const ann = new Recorder(["stop"]);
      const g = new ToyRides([ann]);
      g.map.put("rider@0", "b");
      Object.assign(g.table.players[0].resources, resources);
      takeFreeActions(g, 0, { max: 10 });
      return ann.seen[0].options.slice(1);
    };
    const cairn = "move rider@0 to Cairn (3 gold, 1 hp)";
    expect(options({ gold: 3, hp: 2 })).toEqual(["move rider@0 to Ashford (2 gold)", cairn]);
    expect(options({ gold: 2, hp: 2 })).toEqual(["move rider@0 to Ashford (2 gold)"]); // the fare 1 and the gate 2: 3 in all
    expect(options({ gold: 3, hp: 1 })).toEqual(["move rider@0 to Ashford (2 gold)"]); // hp cannot go below 1
  });

  it("is not offered where an `unless` fact holds, judged on the event it would raise", () => {
    const ann = new Recorder(["stop"]);
    const g = new ToyRides([ann]);
    g.flood = true;
    takeFreeActions(g, 0, { max: 10 });
    expect(ann.seen).toEqual([]); // only `stop` is left: taken without asking
  });

  it("needs no map move cost for its figure (its cards price it)", () => {
    const g = new ToyRides([]);
    expect(missingFreeActionHooks(RULES, g.hooks)).toEqual([]);
  });
});
