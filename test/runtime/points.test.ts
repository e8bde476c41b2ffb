/**
 * Winning on points (runtime/core/points.ts): a chain of criteria where the first that leaves one
 * seat ahead decides (only the seats tied so far go on to the next), a draw when none does, the
 * tally for people, and standings on points or after an outright win.
 */
import { describe, expect, it } from "vitest";
import { decideByPoints, pointsStandings, pointsTally, type Criterion } from "../../runtime/core/points.ts";

const table = (towers: number[], xp: number[]): Criterion[] => [
  { counts: "Towers", decides: "has more Towers", of: (s) => towers[s] },
  { counts: "Experience", decides: "has more Experience", of: (s) => xp[s] },
];

describe("points", () => {
  it("the first criterion that parts the seats decides", () => {
    expect(decideByPoints([0, 1], table([2, 1], [0, 9]))).toMatchObject({ winner: 0, by: { counts: "Towers" } });
    expect(decideByPoints([0, 1], table([1, 1], [3, 5]))).toMatchObject({ winner: 1, by: { counts: "Experience" } });
    expect(decideByPoints([0, 1], table([1, 1], [4, 4]))).toEqual({ winner: null, by: null });
  });

  it("only the seats tied on a criterion go on to the next", () => {
    // Seat 2 has the most Experience but fewer Towers than the two leaders.
    expect(decideByPoints([0, 1, 2], table([3, 3, 1], [2, 5, 9]))).toMatchObject({ winner: 1 });
  });

  it("tallies and ranks: score the first criterion, the rest tie-breaks; an outright win instead", () => {
    const c = table([2, 0], [5, 7]);
    expect(pointsTally(1, c)).toBe("0 Towers, 7 Experience");
    const who = (seat: number) => ({ name: `P${seat + 1}`, role: "r" });
    expect(pointsStandings([0, 1], c, who, null)).toEqual([
      { seat: 0, name: "P1", role: "r", score: 2, tiebreaks: [5], detail: "2 Towers, 5 Experience" },
      { seat: 1, name: "P2", role: "r", score: 0, tiebreaks: [7], detail: "0 Towers, 7 Experience" },
    ]);
    const won = pointsStandings([0, 1], c, who, { winner: 1, says: "reached the goal" });
    expect(won.map((s) => [s.score, s.tiebreaks, s.detail])).toEqual([
      [0, [], "2 Towers, 5 Experience"],
      [1, [], "reached the goal; 0 Towers, 7 Experience"],
    ]);
  });
});
