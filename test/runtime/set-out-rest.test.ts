/**
 * A game's setup laying its cards out by the scenario `rest` rules (runtime/scenario/set-out-rest.ts),
 * on a toy table: a shared deck of `token` cards (shuffled), a per-player `sheets` zone the leader
 * gets `rule` cards in (twice each, only those with a `bonus` field), cards a mode leaves out
 * boxed or never made, and a one-per rule refused.
 */
import { describe, expect, it } from "vitest";
import type { EffectApi } from "../../runtime/api.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { setOutRest } from "../../runtime/scenario/set-out-rest.ts";
import type { RestRule } from "../../runtime/scenario/table-rules.ts";
import { toyRules } from "../support/toy-rules.ts";

type R = EffectApi<object>;
const RULES: GameRules<R> = {
  ...toyRules<GameRules<R>>("rest", [{ name: "deck" }, { name: "box" }, { name: "sheets", perPlayer: true }], {}),
  traitModes: Object.assign(Object.create(null) as Record<string, readonly string[]>, { Duo: ["duo"] }),
};
const CARDS = [
  ...["a", "b", "c", "d", "e", "f"].map((id) => ({ id, kind: "token", name: id.toUpperCase() })),
  { id: "pair", kind: "token", name: "Pair", traits: ["Duo"] },
  { id: "plain-rule", kind: "rule", name: "Plain Rule" },
  { id: "bonus-rule", kind: "rule", name: "Bonus Rule", bonus: 2 },
] as unknown as CatalogueCard[];

class Toy extends Engine<object> {
  constructor(mode: string, seed = 1) {
    super(RULES, new Catalogue(CARDS), { seed, agents: [], resourceBounds: {}, counterBounds: {}, mode });
    for (const name of ["Ann", "Bob"]) this.table.addPlayer(name, []);
    this.leader = 1;
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  readonly hooks: GameHookSet<object> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
}

const rule = (r: Partial<RestRule>): RestRule => ({ kinds: [], zone: "deck", owner: null, with: null, without: null, onePer: null, above: null, copies: 1, shuffled: false, ...r });
const ids = (g: Toy, zone: string, owner: number | null = null) => g.table.inZone(zone, owner).map((i) => i.cardId);

describe("a setup laying out the rest rules", () => {
  it("puts each rule's kinds in its zone in the card set's order, the leader's for an owned zone, with its field, as many copies as it says", () => {
    const g = new Toy("duo");
    setOutRest(g, [rule({ kinds: ["token"] }), rule({ kinds: ["rule"], zone: "sheets", owner: "leader", with: "bonus", copies: 2 })]);
    expect([ids(g, "deck"), ids(g, "sheets", 1), ids(g, "sheets", 0)]).toEqual([["a", "b", "c", "d", "e", "f", "pair"], ["bonus-rule", "bonus-rule"], []]);
    const h = new Toy("duo");
    setOutRest(h, [rule({ kinds: ["rule"], zone: "sheets", owner: "leader", without: "bonus" })]);
    expect(ids(h, "sheets", 1)).toEqual(["plain-rule"]);
  });

  it("shuffles a shuffled rule's zone by the game's seed: the same cards, an order the seed fixes", () => {
    const deal = (seed: number) => {
      const g = new Toy("duo", seed);
      setOutRest(g, [rule({ kinds: ["token"], shuffled: true })]);
      return ids(g, "deck");
    };
    expect(deal(3)).toEqual(deal(3));
    expect([...deal(3)].sort()).toEqual(["a", "b", "c", "d", "e", "f", "pair"]);
    expect([1, 2, 3, 4, 5].map(deal).some((order) => order.join() !== "a,b,c,d,e,f,pair")).toBe(true);
  });

  it("boxes the cards the mode does not use, or makes none of them", () => {
    const [boxed, dropped] = [new Toy("solo"), new Toy("solo")];
    setOutRest(boxed, [rule({ kinds: ["token"] })], "box");
    setOutRest(dropped, [rule({ kinds: ["token"] })]);
    expect([ids(boxed, "deck").includes("pair"), ids(boxed, "box"), ids(dropped, "box"), dropped.table.cards.size]).toEqual([false, ["pair"], [], 6]);
  });

  it("refuses a rule choosing one card per value (a scenario's own)", () => {
    expect(() => setOutRest(new Toy("duo"), [rule({ kinds: ["token"], onePer: "bonus" })])).toThrow(/one card per bonus/);
  });
});
