/**
 * A toy map game for engine tests of map meanings: four places on one road, Ashford - Brook -
 * Cairn - Dale (cards `a`..`d` on the `board` zone), Ann's pawn on Brook, a wisp nobody owns on
 * Dale, Bob off the map. A test gives the rules (toyRules plus the meanings it tries), what each
 * place's card carries besides its name (traits, numbers), and the map's terms.
 */
import type { EffectApi, Ref } from "../../runtime/api.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import { MapTable } from "../../runtime/core/map-table.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { PlaceGraph } from "../../runtime/core/place-graph.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";

const NAMES: ReadonlyMap<string, string> = new Map([
  ["a", "Ashford"],
  ["b", "Brook"],
  ["c", "Cairn"],
  ["d", "Dale"],
]);

export interface ToyRoadTerms {
  /** What each place's card carries besides its id, kind and name (`{ a: { traits: ["Castle"] } }`). */
  readonly places: Readonly<Record<string, object>>;
  /** Every route's distance. */
  readonly distance: number;
  /** Pieces each player may build on routes (MapTable's `perPlayer`). */
  readonly perPlayer: number;
  /** The places in the graph's order (the order ties are kept in), by default a to d. */
  readonly order?: readonly string[];
  /** The game's own answer to a value (GameHookSet's `property`), if any. */
  readonly property?: GameHookSet<object>["property"];
}

export class ToyRoad extends Engine<object> {
  readonly map: MapTable;
  hooks: GameHookSet<object>;

  constructor(rules: GameRules<EffectApi<object>>, terms: ToyRoadTerms) {
    const cards = [...NAMES].map(([id, name]) => ({ id, kind: "place", name, ...terms.places[id] })) as unknown as CatalogueCard[];
    super(rules, new Catalogue(cards), { seed: 1, agents: [], resourceBounds: {}, counterBounds: {} });
    const road = [["a", "b"], ["b", "c"], ["c", "d"]].map(([from, to]) => ({ id: `${from}-${to}`, from, to, distance: terms.distance }));
    this.map = new MapTable(new PlaceGraph(terms.order ?? [...NAMES.keys()], road), { perPlayer: terms.perPlayer });
    this.hooks = { nouns: {}, facts: {}, verbs: {}, procedures: {}, map: this.map, ...(terms.property ? { property: terms.property } : {}) };
    this.table.addPlayer("Ann", []);
    this.table.addPlayer("Bob", []);
    for (const id of NAMES.keys()) this.table.create(id, "board", null);
    this.map.put("pawn@0", "b");
    this.map.put("wisp", "d"); // nobody's figure
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  route(from: string, to: string) {
    return this.map.graph.route(from, to)!;
  }
  /** The card of a place on the board. */
  placeRef(place: string): Ref {
    return { id: this.table.zone("board", null).find((uid) => this.table.card(uid).cardId === place)!, type: "card" };
  }
}
