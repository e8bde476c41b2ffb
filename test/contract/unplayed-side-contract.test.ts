/**
 * A contest's `unplayed:` side and the `spare-draws` verb meaning (runtime/core/unplayed-side.ts):
 * Legacy of Thracks' declaration checks clean; an unknown or per-player zone, a field no kind has
 * as a whole number, an unknown word in `says`, and `spare-draws` with no contest declaring an
 * unplayed side are located errors.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { check, edit, expectLocatedError, makeGame, type Game } from "./helpers.ts";

const THRACKS_YAML = readFileSync(join(import.meta.dirname, "../../cards/legacy-of-thracks/game.yaml"), "utf8");
const SHOWS = "      shows: { from: event-deck, to: event-discard, field: battle }\n";

let game: Game | undefined;
afterEach(() => game?.cleanup());

describe("a contest's unplayed side", () => {
  it("checks clean as Legacy of Thracks declares it (its game.yaml alone: only the ids of its missing cards are errors)", { timeout: 60_000 }, async () => {
    game = makeGame(THRACKS_YAML);
    const r = await check(game);
    const errors = r.out.split("\n").filter((line) => line.startsWith("error["));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.filter((line) => !line.includes("no card has the id"))).toEqual([]);
  });

  it("an unknown zone, or one each player has, is an error at it", { timeout: 60_000 }, async () => {
    game = makeGame(edit(THRACKS_YAML, SHOWS, "      shows: { from: event-dek, to: event-discard, field: battle }\n"));
    await expectLocatedError(game, "CS1014", "event-dek", /unknown zone `event-dek`/);
    game.cleanup();
    game = makeGame(edit(THRACKS_YAML, SHOWS, "      shows: { from: hand, to: event-discard, field: battle }\n"));
    await expectLocatedError(game, "CS1014", "hand, to: event-discard", /`hand` is a zone each player has/);
  });

  it("a field no kind has as a whole number, or an unknown word in `says`, is an error at it", { timeout: 60_000 }, async () => {
    game = makeGame(edit(THRACKS_YAML, SHOWS, "      shows: { from: event-deck, to: event-discard, field: effect }\n"));
    await expectLocatedError(game, "CS1014", "effect }\n      draws", /no kind has a whole-number field `effect`/);
    game.cleanup();
    game = makeGame(edit(THRACKS_YAML, "combat power {power}", "combat power {might}"));
    await expectLocatedError(game, "CS1014", '"the Shadow Hero draws', /`\{might\}` is not a value of the log line/);
  });

  it("`spare-draws` with no contest declaring an unplayed side is an error at the verb's meaning", { timeout: 60_000 }, async () => {
    const start = THRACKS_YAML.indexOf("    unplayed:\n");
    const unplayed = THRACKS_YAML.slice(start, THRACKS_YAML.indexOf("\n", THRACKS_YAML.indexOf("      says:", start)) + 1);
    game = makeGame(edit(THRACKS_YAML, unplayed, ""));
    await expectLocatedError(game, "CS1014", "spare-draws", /`means: spare-draws` spares cards/);
  });
});
