/**
 * Roll tables (game.yaml `rolls:`): every result of the die has exactly one outcome, else CS1014
 * at the table; a die that is not `d<N>` is a located schema error; the generated rules carry the
 * ranges in the order of the results (runtime/core/roll-tables.ts reads them).
 */
import { afterEach, describe, expect, it } from "vitest";
import { RULES } from "../../generated/fantasy-adventures/rules.ts";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "./helpers.ts";

const withRolls = (table: string) => edit(SHADOWS_YAML, "periods:", `rolls:\n  search: ${table}\n\nperiods:`);

describe("roll tables", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());

  it("checks a table whose ranges cover the die once", async () => {
    game = makeGame(withRolls(`{ die: d6, says: search roll, on: { "1-2": finds, "3-5": nothing, "6": alarm } }`));
    const { out, exit } = await check(game);
    expect(out).not.toContain("error[");
    expect(exit).toBe(0);
  });

  it("is CS1014 at overlapping ranges", async () => {
    game = makeGame(withRolls(`{ die: d6, says: search roll, on: { "1-3": finds, "3-6": nothing } }`));
    await expectLocatedError(game, "CS1014", "nothing", /the range 3-6 overlaps 1-3 \(both have 3\)/);
  });

  it("is CS1014 at a range off the die or backward", async () => {
    game = makeGame(withRolls(`{ die: d6, says: search roll, on: { "1-6": finds, "7": alarm } }`));
    await expectLocatedError(game, "CS1014", "alarm", /a d6 rolls 1 to 6, not 7/);
    game.cleanup();
    game = makeGame(withRolls(`{ die: d6, says: search roll, on: { "6-1": finds } }`));
    await expectLocatedError(game, "CS1014", "finds", /the range 6-1 runs backward/);
  });

  it("is CS1014 at the table when a result has no outcome", async () => {
    game = makeGame(withRolls(`{ die: d6, says: search roll, on: { "1-2": finds, "5-6": alarm } }`));
    await expectLocatedError(game, "CS1014", "{ \"1-2\"", /no outcome for the results 3, 4 of the d6/);
  });

  it("is a schema error for a die that is not d<N>", async () => {
    game = makeGame(withRolls(`{ die: 2d6, says: search roll, on: { "2-12": finds } }`));
    const { out, exit } = await check(game);
    expect(exit).toBe(1);
    expect(out).toMatch(/a die such as `d6`/);
  });

  it("is in the generated rules, its ranges in the order of the results", () => {
    expect(RULES.rolls?.casting).toEqual({
      sides: 6,
      says: "off-element casting roll",
      on: [
        { low: 1, high: 3, outcome: "works" },
        { low: 4, high: 5, outcome: "back to the hand" },
        { low: 6, high: 6, outcome: "lost" },
      ],
    });
  });
});
