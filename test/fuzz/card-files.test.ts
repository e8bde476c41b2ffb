/**
 * Issue 13: fuzzing the real card files. Each bundled and corpus card file, mutated (tokens and
 * lines deleted, duplicated, swapped; truncated; hostile characters; CRLF, BOM, tabs; raw and
 * invalid bytes) and checked in a copy of its game, ends in success or located diagnostics:
 * no exception, no stack trace, no internal error. Bounded by a count; `npm run fuzz` runs 50x.
 */
import { basename } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { PROPERTY_TIMEOUT_MS, runs } from "../support/runs.ts";
import { FuzzRate, reportRate } from "../support/fuzz-rate.ts";
import { cardFilesOf, FUZZED_GAMES, GameCopies } from "./card-files.ts";
import { fileMutation, mutateFile } from "./mutations.ts";

const copies = new GameCopies();
const rate = new FuzzRate("card-file mutation");
afterAll(() => {
  try {
    reportRate(rate, (ms, limit, what) => expect(ms, what).toBeLessThan(limit)); // may re-run the slowest case: copies still there
  } finally {
    copies.cleanup();
  }
});

describe("mutated card files", () => {
  for (const gameDir of FUZZED_GAMES) {
    const game = basename(gameDir);
    // Shadows has most of the files; each corpus game gets a share of its own.
    const count = runs(game === "shadows" ? 80 : 30);
    it(`${game}: every mutation ends in success or located diagnostics (${count} cases)`, () => {
      const files = cardFilesOf(gameDir);
      expect(files.length).toBeGreaterThan(0);
      // The unmutated files check clean in their copies: the neighbours are enough.
      for (const f of files) expect(copies.run(f, Buffer.from(f.text)).problems, f.name).toEqual([]);
      fc.assert(
        fc.property(fc.nat({ max: files.length - 1 }), fileMutation, (i, m) => {
          const file = files[i];
          const { problems } = rate.time(() => copies.run(file, mutateFile(file.text, m)));
          expect(problems, file.name).toEqual([]);
        }),
        { numRuns: count },
      );
    }, PROPERTY_TIMEOUT_MS);
  }
});
