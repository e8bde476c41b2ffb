/**
 * A game's TypeScript is a budget, not a habit: what grows past it belongs in the engine or the
 * language. Counted after prettier (scripts/runtime-budget.mjs), so packing statements onto one
 * line cannot meet it. A game over budget may not grow: its ceiling is its count when it was last
 * lowered, and only goes down.
 */
import { describe, expect, it } from "vitest";
import { BUDGET, games, measureGame } from "../../scripts/runtime-budget.mjs";

/** Formatted code lines each game may hold today; a game at or under the budget is held to it. */
const CEILING = new Map<string, number>([
  ["adventure", 379],
  ["elo-darkness", 395],
  ["fantasy-adventures", 392],
  ["legacy-of-thracks", 293],
  ["shadows", 916],
]);

describe("game runtime budgets", () => {
  it("names every game folder", () => {
    expect([...CEILING.keys()].sort()).toEqual(games());
  });
  for (const [game, ceiling] of CEILING) {
    it(`${game} holds at most ${ceiling} lines (budget ${BUDGET})`, async () => {
      const { formatted } = await measureGame(game);
      expect(formatted).toBeLessThanOrEqual(ceiling);
    }, 60_000);
  }
});
