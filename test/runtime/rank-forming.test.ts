/**
 * Forming a zone's ranks (game.yaml `ranks: { ..., forms }`, runtime/core/rank-forming.ts) on a toy
 * game: the top cards of the player's pool are drawn, the player sets some aside (bots keep the
 * cards the advice values most), the rest stand in ranks by a field, highest in front, and the log
 * tells the ranks; closing up logs the ranks only when a card moved up.
 */
import { describe, expect, it } from "vitest";
import type { EffectApi } from "../../runtime/api.ts";
import type { Agent } from "../../runtime/core/agents.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { closeUpRanks, formRanks } from "../../runtime/core/rank-forming.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { toyRules } from "../support/toy-rules.ts";

type R = EffectApi<object>;
// Name, strength, worth.
const FIGURES: [string, number, number][] = [["Ann", 3, 5], ["Bob", 7, 1], ["Cy", 5, 9], ["Dee", 1, 2], ["Eve", 6, 4], ["Fay", 2, 8]];
const CARDS = FIGURES.map(([name, strength, worth]) => ({ id: name.toLowerCase(), name, kind: "figure", strength, worth })) as unknown as CatalogueCard[];
const RULES = toyRules<GameRules<R>>("muster", [
  { name: "line", live: true, perPlayer: true, ranks: { counter: "row", size: 2, names: ["van", "rear"], forms: { from: "pool", draw: 5, aside: 1, asideTo: "bench", order: "strength" } } },
  { name: "pool", live: false, perPlayer: true },
  { name: "bench", live: false, perPlayer: true },
], {});

class Muster extends Engine<object> {
  constructor(agent: Agent) {
    super(RULES, new Catalogue(CARDS), { seed: 1, agents: [agent], resourceBounds: {}, counterBounds: { row: { min: 0, max: 2 } } });
    this.table.addPlayer("P1", []);
    for (const c of CARDS) this.table.create(c.id, "pool", 0);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  readonly hooks: GameHookSet<object> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
}

const worth = (g: Muster) => (c: { cardId: string }) => (g.catalogue.card(c.cardId) as unknown as { worth: number }).worth;
const line = (g: Muster) => g.table.peek("line", 0).map((c) => `${c.cardId}:${g.table.counter(c, "row")}`);

describe("forming a zone's ranks", () => {
  it("draws the top cards, sets the player's choice aside and ranks the rest by the field", () => {
    // The player sets aside the third card offered (Cy); Fay, sixth, is never drawn.
    const asked: string[] = [];
    const g = new Muster({ name: "third", decide: (d) => (asked.push(d.prompt), 2) });
    formRanks(g, "line", 0);
    expect(asked).toEqual(["which card stays out of the line?"]);
    expect(g.table.peek("bench", 0).map((c) => c.cardId)).toEqual(["cy"]);
    expect(g.table.peek("pool", 0).map((c) => c.cardId)).toEqual(["fay"]);
    expect(line(g)).toEqual(["bob:1", "eve:1", "ann:2", "dee:2"]);
    expect(g.log.all.map((l) => l.text)).toContain("P1's line: van Bob, Eve; rear Ann, Dee");
  });

  it("gives bots the advice: the card kept least is set aside", () => {
    const g = new Muster({ name: "bot", decide: (d) => d.scores!.indexOf(Math.max(...d.scores!)) });
    formRanks(g, "line", 0, worth(g));
    // Bob is worth least of the five drawn.
    expect(g.table.peek("bench", 0).map((c) => c.cardId)).toEqual(["bob"]);
    expect(line(g)).toEqual(["eve:1", "cy:1", "ann:2", "dee:2"]);
  });

  it("closes up the front from behind, logging the ranks only when a card moved up", () => {
    const g = new Muster({ name: "first", decide: () => 0 });
    formRanks(g, "line", 0);
    const lines = () => g.log.all.filter((l) => l.text.startsWith("P1's line")).length;
    closeUpRanks(g, "line", 0);
    expect(lines()).toBe(1);
    g.table.move(g.table.peek("line", 0)[0].uid, "bench", 0);
    closeUpRanks(g, "line", 0);
    expect(lines()).toBe(2);
    expect(g.log.all.at(-1)!.text).toMatch(/^P1's line: van \w+, \w+; rear \w+$/);
  });
});
