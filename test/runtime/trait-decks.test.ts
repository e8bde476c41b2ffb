/**
 * Shared decks players take from by their traits (runtime/core/trait-decks.ts: a zone's
 * `by-trait`, the verb meaning `take-top`). Toy game: a sheet in front of each player gives them
 * a trait (Fox, Owl, or Mimic); the one action deck holds Fox and Owl cards.
 */
import { describe, expect, it } from "vitest";
import type { EffectApi } from "../../runtime/api.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules, TraitDeck } from "../../runtime/core/rules.ts";
import { toyRules } from "../support/toy-rules.ts";

type Verbs = { draw: (ctx: unknown, a: { count: number; from: string; into?: string }) => void };

const CARDS: CatalogueCard[] = [
  { id: "fox-sheet", name: "Fox Sheet", kind: "sheet", traits: ["Fox"] },
  { id: "owl-sheet", name: "Owl Sheet", kind: "sheet", traits: ["Owl"] },
  { id: "mimic-sheet", name: "Mimic Sheet", kind: "sheet", traits: ["Mimic"] },
  { id: "owl-1", name: "Owl 1", kind: "action", traits: ["Owl"] },
  { id: "fox-1", name: "Fox 1", kind: "action", traits: ["Fox"] },
  { id: "owl-2", name: "Owl 2", kind: "action", traits: ["Owl"] },
  { id: "fox-2", name: "Fox 2", kind: "action", traits: ["Fox"] },
  { id: "plain", name: "Plain", kind: "action" },
] as CatalogueCard[];

function rules(deck: TraitDeck | null): GameRules<EffectApi<Verbs>> {
  const zones = [
    { name: "sheets", perPlayer: true, live: true },
    { name: "hand", perPlayer: true },
    { name: "deck", refillsFrom: "discard" },
    { name: "discard" },
    { name: "pool" },
  ];
  return {
    ...toyRules<GameRules<EffectApi<Verbs>>>("toy-trait-decks", zones, { draw: "take-top" }),
    playerTraitsFrom: { zone: "sheets", kinds: ["sheet"] },
    leaderPasses: true,
    ...(deck ? { traitDecks: Object.assign(Object.create(null) as Record<string, TraitDeck>, { deck }) } : {}),
  };
}

class ToyDecks extends Engine<Verbs> {
  hooks: GameHookSet<Verbs> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
  constructor(deck: TraitDeck | null, sheets: (string | null)[], mode?: string) {
    super(rules(deck), new Catalogue(CARDS), { seed: 1, agents: [], mode, resourceBounds: {}, counterBounds: {} });
    sheets.forEach((sheet, seat) => {
      this.table.addPlayer(`P${seat + 1}`, []);
      if (sheet) this.table.move(this.table.create(sheet, "sheets", seat).uid, "sheets", seat, { quiet: true });
    });
    for (const id of ["owl-1", "fox-1", "owl-2", "fox-2", "plain"]) this.table.create(id, "deck", null);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  draw(seat: number, count: number, into?: string): string[] {
    this.rt.verbs.draw(this.context(seat, null, "rule"), { count, from: "deck", into });
    return this.table.zone(into ?? "hand", into === "pool" ? null : seat).map((uid) => this.table.card(uid).cardId);
  }
}

describe("a shared deck taken from by traits", () => {
  it("gives each player the first cards carrying their trait, and one without traits the top ones", () => {
    const g = new ToyDecks({ mimic: null, modes: null }, ["fox-sheet", "owl-sheet", null]);
    expect(g.draw(0, 2)).toEqual(["fox-1", "fox-2"]);
    expect(g.draw(1, 1)).toEqual(["owl-1"]);
    expect(g.draw(2, 1)).toEqual(["owl-2"]);
  });

  it("a deck not declared by-trait gives the top cards, into another zone when `into` says", () => {
    const g = new ToyDecks(null, ["fox-sheet"]);
    expect(g.draw(0, 2)).toEqual(["owl-1", "fox-1"]);
    expect(g.draw(0, 1, "pool")).toEqual(["owl-2"]);
  });

  it("refills from the discard pile when no card in the deck carries the trait", () => {
    const g = new ToyDecks({ mimic: null, modes: null }, ["fox-sheet"]);
    g.draw(0, 2);
    const [foxOne] = g.table.zone("hand", 0);
    g.table.move(foxOne, "discard", null, { quiet: true });
    expect(g.draw(0, 1)).toEqual(["fox-2", "fox-1"]);
    expect(g.draw(0, 1)).toEqual(["fox-2", "fox-1"]); // none left anywhere: nothing taken
  });

  it("a mimic takes as the other players do, one a game turn in seat order, in its modes only", () => {
    const mimic: TraitDeck = { mimic: "Mimic", modes: ["masks"] };
    const g = new ToyDecks(mimic, ["mimic-sheet", "fox-sheet", "owl-sheet"], "masks");
    expect(g.draw(0, 1)).toEqual(["fox-1"]); // game turn 1: the first other player's trait
    g.rotation!.gameTurn = 2;
    expect(g.draw(0, 1)).toEqual(["fox-1", "owl-1"]); // game turn 2: the second's
    g.rotation!.gameTurn = 3;
    expect(g.draw(0, 1)).toEqual(["fox-1", "owl-1", "fox-2"]); // and round again
    const other = new ToyDecks(mimic, ["mimic-sheet", "fox-sheet", "owl-sheet"], "plain");
    expect(other.draw(0, 1)).toEqual([]); // not its mode: it takes by Mimic, which no card carries
  });
});
