/**
 * The engine's declared score (runtime/core/declared-score.ts) on a toy game: a card field summed
 * over each player's zones, logged when the game ends, and a declared ranking by it (`by: [score]`:
 * the best score still in wins, ties win together, an eliminated player scores 0 and never wins).
 */
import { describe, expect, it } from "vitest";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { declaredScore, logScores } from "../../runtime/core/declared-score.ts";
import { declaredRanking } from "../../runtime/core/declared-ranking.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { toyRules } from "../support/toy-rules.ts";
import type { EffectApi } from "../../runtime/api.ts";

type R = EffectApi<object>;

const CARDS = [
  { id: "gem", name: "Gem", kind: "treasure", worth: 5 },
  { id: "crown", name: "Crown", kind: "treasure", worth: 12 },
  { id: "rock", name: "Rock", kind: "junk" },
] as unknown as CatalogueCard[];

const RULES = {
  ...toyRules<GameRules<R>>("scores", [
    { name: "vault", live: false, perPlayer: true },
    { name: "pocket", live: false, perPlayer: true },
    { name: "floor", live: false, perPlayer: true },
  ], {}),
  score: { field: "worth", zones: ["vault", "pocket"], says: "Treasure" },
  ranking: { ruledOut: null, by: ["score"], says: "{score} for {vault} in the vault", marks: [] },
} as GameRules<R>;

class Scores extends Engine<object> {
  constructor() {
    super(RULES, new Catalogue(CARDS), { seed: 1, agents: [], resourceBounds: {}, counterBounds: {} });
    for (const name of ["Ann", "Bob", "Cy"]) this.table.addPlayer(name, []);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  readonly hooks: GameHookSet<object> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
}

function table(): Scores {
  const g = new Scores();
  g.table.create("gem", "vault", 0);
  g.table.create("crown", "pocket", 0);
  g.table.create("rock", "pocket", 0); // no worth: adds 0
  g.table.create("crown", "floor", 1); // not a scored zone
  g.table.create("crown", "vault", 1);
  g.table.create("gem", "pocket", 1);
  g.table.create("gem", "vault", 2);
  return g;
}

describe("a declared score", () => {
  it("sums the field over the player's scored zones only", () => {
    const g = table();
    expect([0, 1, 2].map((s) => declaredScore(g, s))).toEqual([17, 17, 5]);
  });

  it("logs every player's score after its label", () => {
    const g = table();
    logScores(g);
    expect(g.log.all.at(-1)?.text).toBe("Treasure: Ann 17, Bob 17, Cy 5");
  });

  it("ranks players by it in a declared ranking once ended: ties win together, an eliminated player scores 0 and never wins", () => {
    const g = table();
    g.out.add(1);
    const outcome = declaredRanking(g, (s) => (g.out.has(s) ? "out" : "in"));
    expect(outcome.winners()).toEqual([]); // not ended yet
    g.ended = true;
    expect(outcome.standings().map((s) => [s.score, s.role, s.detail])).toEqual([[17, "in", "17 for 1 in the vault"], [0, "out", "0 for 0 in the vault"], [5, "in", "5 for 1 in the vault"]]);
    expect(outcome.winners()).toEqual([0]);
    g.out.clear();
    expect(outcome.winners()).toEqual([0, 1]);
  });

  it("is an error to read when the game declares none", () => {
    const g = table();
    (g as unknown as { rules: GameRules<R> }).rules = toyRules<GameRules<R>>("none", [], {});
    expect(() => declaredScore(g, 0)).toThrow(/declares no score sum/);
  });
});
