/**
 * A resource's `worth:` in game.yaml (bot advice: runtime/core/resource-worth.ts) is a number; a
 * worth that is no number is a located error, and a game declaring worths builds them into its rules.
 */
import { afterEach, describe, expect, it } from "vitest";
import { check, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "./helpers.ts";

let game: Game | undefined;
afterEach(() => game?.cleanup());

const worth = (value: string) => SHADOWS_YAML.replace("  gold: { min: 0,", `  gold: { min: 0, worth: ${value},`);

describe("a resource's declared worth", () => {
  it("checks clean as a number, a fraction or 0", { timeout: 60_000 }, async () => {
    for (const value of ["2", "0.5", "0"]) {
      game = makeGame(worth(value));
      const r = await check(game);
      expect([r.exit, r.out]).toEqual([0, expect.stringContaining("no errors")]);
      game.cleanup();
    }
    game = undefined;
  });

  it("is an error at it when it is no number", async () => {
    game = makeGame(worth("plenty"));
    await expectLocatedError(game, "CS1010", "plenty", /`resources.gold.worth` must be a number/);
  });
});
