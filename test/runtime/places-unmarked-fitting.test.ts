/**
 * The `places` noun meaning's qualifiers (runtime/core/place-nouns.ts): a kind of place card
 * (`places gate`), `unmarked` (not marked for the acting player) and `fitting-used` (when the
 * effect used resources, only places carrying a trait they fit: used-resources.ts). Toy map: a
 * town, a red gate and a white gate; a ruby fits Red and White places, an opal White ones.
 */
import { describe, expect, it } from "vitest";
import type { EffectApi, EffectContext } from "../../runtime/api.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import { MapTable } from "../../runtime/core/map-table.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { PlaceGraph } from "../../runtime/core/place-graph.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { toyRules } from "../support/toy-rules.ts";

type Verbs = { use: (ctx: EffectContext, a: { amount: { amount: number; unit: string } }) => void };
const nullProto = <T>(o: Record<string, T>) => Object.assign(Object.create(null) as Record<string, T>, o);

const RULES: GameRules<EffectApi<Verbs>> = {
  ...toyRules<GameRules<EffectApi<Verbs>>>("toy-gates", [{ name: "board", live: true, perPlayer: false }], { use: "use" }),
  nouns: nullProto({
    gate: { kind: "places", held: null, traits: [], kinds: ["gate"] },
    "open-gate": { kind: "places", held: null, traits: [], kinds: ["gate"], unmarked: true },
    "fitting-gate": { kind: "places", held: null, traits: [], kinds: ["gate"], unmarked: true, fittingUsed: true },
  }),
  resourceFits: nullProto({ ruby: ["Red", "White"], opal: ["White"] }),
};

const CARDS = [
  { id: "town", kind: "town", name: "Town", traits: ["Red"] },
  { id: "red-gate", kind: "gate", name: "Red Gate", traits: ["Red"] },
  { id: "white-gate", kind: "gate", name: "White Gate", traits: ["White"] },
] as unknown as CatalogueCard[];

class ToyGates extends Engine<Verbs> {
  readonly map = new MapTable(new PlaceGraph(["white-gate", "town", "red-gate"], [{ id: "t-r", from: "town", to: "red-gate", distance: 1 }]), { perPlayer: 3 });
  hooks: GameHookSet<Verbs> = { nouns: {}, facts: {}, verbs: {}, procedures: {}, map: this.map };
  constructor() {
    super(RULES, new Catalogue(CARDS), { seed: 1, agents: [], resourceBounds: {}, counterBounds: {} });
    Object.assign(this.table.addPlayer("Ann", []).resources, { ruby: 1, opal: 1 });
    this.table.addPlayer("Bob", []);
    for (const id of ["town", "red-gate", "white-gate"]) this.table.create(id, "board", null);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  names(ctx: EffectContext, noun: string): string[] {
    return this.rt.select(ctx, { noun, determiner: null, filters: [] }).map((r) => this.table.card(r.id).cardId);
  }
}

describe("`places` of a kind, unmarked, fitting what the effect used", () => {
  it("a kind keeps the places whose card is of it, in the map's order", () => {
    const g = new ToyGates();
    expect(g.names(g.context(0, null, "rule"), "gate")).toEqual(["white-gate", "red-gate"]);
  });

  it("`unmarked` leaves out the places marked for the acting player only", () => {
    const g = new ToyGates();
    g.map.mark("white-gate", 0);
    expect(g.names(g.context(0, null, "rule"), "open-gate")).toEqual(["red-gate"]);
    expect(g.names(g.context(1, null, "rule"), "open-gate")).toEqual(["white-gate", "red-gate"]);
  });

  it("`fitting-used` keeps every place until the effect uses a resource, then those it fits", () => {
    const g = new ToyGates();
    const ruby = g.context(0, null, "rule");
    expect(g.names(ruby, "fitting-gate")).toEqual(["white-gate", "red-gate"]);
    g.rt.verbs.use(ruby, { amount: { amount: 1, unit: "ruby" } });
    expect(g.names(ruby, "fitting-gate")).toEqual(["white-gate", "red-gate"]);
    const opal = g.context(0, null, "rule");
    g.rt.verbs.use(opal, { amount: { amount: 1, unit: "opal" } });
    expect(g.names(opal, "fitting-gate")).toEqual(["white-gate"]);
    g.map.mark("white-gate", 0);
    expect(g.names(opal, "fitting-gate")).toEqual([]);
  });
});
