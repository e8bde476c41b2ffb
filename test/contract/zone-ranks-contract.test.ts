/**
 * A zone's ranks (`ranks: { counter, size, names }`): the counter must be declared and hold every
 * rank (CS1014 at it), and the generated rules carry the ranks (Fantasy Adventures' party).
 */
import { afterEach, describe, expect, it } from "vitest";
import { RULES } from "../../generated/fantasy-adventures/rules.ts";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "./helpers.ts";

const HAND = "  station-field: {";
const withRanks = (ranks: string, counters = "") => edit(edit(SHADOWS_YAML, HAND, `  station-field: { ranks: ${ranks},`), "counters:\n", `counters:\n${counters}`);

describe("a zone's ranks", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());

  it("checks with a counter that holds every rank", async () => {
    game = makeGame(withRanks("{ counter: row, size: 3, names: [front, back] }", "  row: { min: 1, max: 2 }\n"));
    const { out } = await check(game);
    expect(out).not.toContain("error[");
  });

  it("is CS1014 at an unknown counter, or one that cannot hold every rank", async () => {
    game = makeGame(withRanks("{ counter: rwo, size: 3, names: [front, back] }", "  row: { min: 1, max: 2 }\n"));
    await expectLocatedError(game, "CS1014", "rwo", /unknown counter `rwo`/);
    game.cleanup();
    game = makeGame(withRanks("{ counter: row, size: 3, names: [front, middle, back] }", "  row: { min: 1, max: 2 }\n"));
    await expectLocatedError(game, "CS1014", "row, size", /cannot hold ranks 1 to 3/);
  });

  it("is in the generated rules", () => {
    expect(RULES.zones.find((z) => z.name === "party")?.ranks).toEqual({ counter: "rank", size: 4, names: ["front", "back"] });
  });
});
