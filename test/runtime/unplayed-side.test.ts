/**
 * A contest's side no player runs (runtime/core/unplayed-side.ts: a contest's `unplayed`, the verb
 * meaning `spare-draws`). Toy game: seat 1 takes no turns; an omen card turned over from the omen
 * deck shows how many blade cards it draws, their `edge` summed its power.
 */
import { describe, expect, it } from "vitest";
import type { EffectApi } from "../../runtime/api.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { ContestRule, GameRules } from "../../runtime/core/rules.ts";
import { unplayedPower } from "../../runtime/core/unplayed-side.ts";
import { toyRules } from "../support/toy-rules.ts";

type Verbs = { spare: (ctx: unknown, a: { count: number }) => void };

const CARDS = [
  { id: "omen-3", name: "Omen of Three", kind: "omen", count: 3 },
  { id: "omen-1", name: "Omen of One", kind: "omen", count: 1 },
  ...[4, 2, 5, 1, 3].map((edge, i) => ({ id: `blade-${i}`, name: `Blade ${i}`, kind: "blade", edge })),
] as unknown as CatalogueCard[];

const DUEL: ContestRule = {
  commit: { kinds: ["blade"], from: "hand", into: "fight", then: "blade-discard", weigh: "edge" },
  power: "might",
  ties: "first",
  apply: null,
  won: "won",
  lost: "lost",
  unplayed: { shows: { from: "omens", to: "omen-discard", field: "count" }, draws: { from: "blades", to: "blade-discard", sum: "edge" }, says: "the Automaton draws {count} blades ({card}): power {power}" },
};

const ZONES = ["omens", "omen-discard", "blades", "blade-discard"].map((name) => ({ name }));
const RULES: GameRules<EffectApi<Verbs>> = {
  ...toyRules<GameRules<EffectApi<Verbs>>>("toy-unplayed", ZONES, { spare: "spare-draws" }),
  contests: Object.assign(Object.create(null) as Record<string, ContestRule>, { duel: DUEL }),
};

class ToyUnplayed extends Engine<Verbs> {
  hooks: GameHookSet<Verbs> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
  constructor() {
    super(RULES, new Catalogue(CARDS), { seed: 1, agents: [], resourceBounds: {}, counterBounds: {} });
    this.table.addPlayer("Ann", []);
    this.table.addPlayer("Automaton", []);
    for (const id of ["omen-3", "omen-1"]) this.table.create(id, "omens", null);
    for (let i = 0; i < 5; i++) this.table.create(`blade-${i}`, "blades", null);
  }
  override seatsTakingTurns(): number[] {
    return [0];
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
}

const ids = (g: ToyUnplayed, zone: string) => g.table.zone(zone, null).map((uid) => g.table.card(uid).cardId);

describe("a contest's side no player runs", () => {
  it("draws as many cards as the card shown says, its power their field summed", () => {
    const g = new ToyUnplayed();
    expect(unplayedPower(g, "duel", 1)!()).toBe(4 + 2 + 5);
    expect(ids(g, "omen-discard")).toEqual(["omen-3"]);
    expect(ids(g, "blade-discard")).toEqual(["blade-0", "blade-1", "blade-2"]);
    expect(g.log.lines().at(-1)).toContain("the Automaton draws 3 blades (Omen of Three): power 11");
  });

  it("a player's side is theirs to play, and a contest without `unplayed` has no such side", () => {
    const g = new ToyUnplayed();
    expect(unplayedPower(g, "duel", 0)).toBeUndefined();
    expect(unplayedPower(g, "race", 1)).toBeUndefined();
  });

  it("cards spared are drawn fewer in the next contest only, never below none", () => {
    const g = new ToyUnplayed();
    const ctx = g.context(0, null, "rule");
    g.rt.verbs.spare(ctx, { count: 1 });
    g.rt.verbs.spare(ctx, { count: 1 });
    expect(unplayedPower(g, "duel", 1)!()).toBe(4); // 3 shown, 2 spared
    g.rt.verbs.spare(ctx, { count: 2 });
    expect(unplayedPower(g, "duel", 1)!()).toBe(0); // 1 shown, 2 spared
    expect(g.log.lines().at(-1)).toContain("draws 0 blades (Omen of One): power 0");
  });
});
