/**
 * Ranking at the end of a game (runtime/core/ranking.ts): a score, then tie-breaks in turn; the
 * players equal to the best on all of them share first place.
 */
import { describe, expect, it } from "vitest";
import type { EffectApi } from "../../runtime/api.ts";
import { Catalogue } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { compareChains, leaders, logOutcome, rankedOutcome } from "../../runtime/core/ranking.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { toyRules } from "../support/toy-rules.ts";

/** Four players with points and a penalty: a player with 3 penalties may not win. */
class Race extends Engine<object> {
  constructor(points: number[], penalties: number[]) {
    super(toyRules<GameRules<EffectApi<object>>>("race", [], {}), new Catalogue([]), { seed: 1, agents: [], resourceBounds: {}, counterBounds: {} });
    points.forEach((p, seat) => Object.assign(this.table.addPlayer(["Ann", "Bob", "Cid", "Dee"][seat], []).resources, { points: p, penalty: penalties[seat] }));
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  readonly hooks: GameHookSet<object> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
  readonly res = (seat: number, name: string) => this.table.players[seat].resources[name];
  readonly outcome = rankedOutcome(this, {
    chain: (seat) => [this.res(seat, "points"), 3 - this.res(seat, "penalty")], // fewer penalties rank higher
    mayWin: (seat) => this.res(seat, "penalty") < 3,
    role: () => "runner",
    detail: (seat) => `${this.res(seat, "points")} points`,
  });
}

describe("ranking by a chain of numbers", () => {
  it("the first number that differs decides", () => {
    expect(compareChains([5, 1], [4, 9])).toBeGreaterThan(0);
    expect(compareChains([5, 1], [5, 2])).toBeLessThan(0);
    expect(compareChains([5, 2, 0], [5, 2])).toBe(0); // a missing tie-break counts 0
  });

  it("the leaders are those equal to the best throughout, in their order", () => {
    const players = [
      { name: "Ann", score: [7, 3] },
      { name: "Bob", score: [7, 5] },
      { name: "Cid", score: [6, 9] },
      { name: "Dee", score: [7, 5] },
    ];
    expect(leaders(players, (p) => p.score).map((p) => p.name)).toEqual(["Bob", "Dee"]);
    expect(leaders(players, (p) => p.score.slice(0, 1)).map((p) => p.name)).toEqual(["Ann", "Bob", "Dee"]);
    expect(leaders([], (p: number) => [p])).toEqual([]);
  });
});

describe("a ranked outcome", () => {
  it("shows each seat's score and tie-breaks, and has no winner before the end", () => {
    const g = new Race([5, 7, 7, 9], [0, 1, 0, 3]);
    expect(g.outcome.standings().map((s) => [s.name, s.score, s.tiebreaks, s.detail])).toEqual([
      ["Ann", 5, [3], "5 points"],
      ["Bob", 7, [2], "7 points"],
      ["Cid", 7, [3], "7 points"],
      ["Dee", 9, [0], "9 points"],
    ]);
    expect(g.outcome.winners()).toEqual([]);
  });

  it("at the end, the leader among those who may win; the log says each detail and the winners", () => {
    const g = new Race([5, 7, 7, 9], [0, 1, 0, 3]);
    g.ended = true;
    expect(g.outcome.winners()).toEqual([2]); // Dee may not win; Cid beats Bob on the tie-break
    const tied = new Race([5, 7, 7, 9], [0, 0, 0, 3]);
    tied.ended = true;
    logOutcome(tied, tied.outcome);
    expect(tied.log.all.map((entry) => entry.text)).toEqual(["Ann: 5 points", "Bob: 7 points", "Cid: 7 points", "Dee: 9 points", "winner: Bob and Cid"]);
  });
});
