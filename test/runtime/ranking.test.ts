/**
 * Ranking at the end of a game (runtime/core/ranking.ts): a score, then tie-breaks in turn; the
 * players equal to the best on all of them share first place.
 */
import { describe, expect, it } from "vitest";
import { compareChains, leaders } from "../../runtime/core/ranking.ts";

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
