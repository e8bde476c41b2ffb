/**
 * The deck checker on hostile input: the fixture game's deck files and its game.yaml (whose
 * `decks:` rules the checker reads), mutated (tokens and lines deleted, duplicated, swapped;
 * truncated; hostile characters and bytes) and checked in a copy of the game, end in success or
 * located diagnostics with registered codes: never an exception or an internal error. Bounded by
 * a count; `npm run fuzz` runs 50x.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { checkGame } from "../../compiler/check/check-game.ts";
import { renderHuman } from "../../compiler/diagnostics/index.ts";
import { diagnosticProblems, renderedProblems } from "../fuzz/outcome.ts";
import { fileMutation, mutateFile } from "../fuzz/mutations.ts";
import { PROPERTY_TIMEOUT_MS, runs } from "../support/runs.ts";

const FIXTURE = resolve(import.meta.dirname, "../fixtures/deck-game");
const FILES = ["decks/starter.deck.yaml", "decks/lair.deck.yaml", "game.yaml"];
const work = mkdtempSync(join(tmpdir(), "cardsmith-deck-fuzz-"));
const game = join(work, "deck-game");
cpSync(FIXTURE, game, { recursive: true });
afterAll(() => rmSync(work, { recursive: true, force: true }));

function outcome(): string[] {
  try {
    const check = checkGame(game, (p) => p.slice(work.length + 1));
    return [...diagnosticProblems(check.diagnostics, check.sources), ...renderedProblems(renderHuman(check.diagnostics, (f) => check.sources.get(f), { color: false }))];
  } catch (e) {
    return [`checkGame threw: ${(e as Error)?.stack ?? String(e)}`];
  }
}

describe("mutated deck files and deck rules", () => {
  const originals = FILES.map((f) => readFileSync(join(FIXTURE, f), "utf8"));
  it(`every mutation ends in success or located diagnostics (${runs(120)} cases)`, () => {
    expect(outcome()).toEqual([]);
    fc.assert(
      fc.property(fc.nat({ max: FILES.length - 1 }), fileMutation, (i, m) => {
        FILES.forEach((f, j) => writeFileSync(join(game, f), originals[j]));
        writeFileSync(join(game, FILES[i]), mutateFile(originals[i], m));
        expect(outcome(), FILES[i]).toEqual([]);
      }),
      { numRuns: runs(120), seed: 6006 },
    );
  }, PROPERTY_TIMEOUT_MS);
});
