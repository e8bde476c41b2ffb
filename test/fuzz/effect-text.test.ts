/**
 * Issue 13: fuzzing effect text. Every effect and condition of the bundled and corpus cards,
 * mutated (tokens and lines deleted, duplicated and swapped, truncated, hostile characters with
 * lone surrogates, CRLF, tabs), goes through the card checker's effect-text checks in its card's
 * context: only registered codes, never CS5001, every span inside the text, nothing thrown.
 */
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { PROPERTY_TIMEOUT_MS, runs } from "../support/runs.ts";
import { FuzzRate, reportRate } from "../support/fuzz-rate.ts";
import { FUZZED_GAMES } from "./card-files.ts";
import { effectTextsOf, runEffectText } from "./effect-texts.ts";
import { mutateText, textMutation } from "./mutations.ts";

const rate = new FuzzRate("effect-text mutation");
afterAll(() => reportRate(rate, (ms, limit, what) => expect(ms, what).toBeLessThan(limit)));

describe("mutated effect texts", () => {
  it("the real effects check clean in their card's context", () => {
    for (const dir of FUZZED_GAMES) for (const e of effectTextsOf(dir)) expect(runEffectText(e, e.text), e.where).toEqual([]);
  }, PROPERTY_TIMEOUT_MS);

  it("every mutation ends in diagnostics inside the text, never a throw or an internal error", () => {
    const texts = FUZZED_GAMES.flatMap(effectTextsOf);
    expect(texts.length).toBeGreaterThan(100);
    fc.assert(
      // An index, not the text's object: a counterexample prints small.
      fc.property(fc.nat({ max: texts.length - 1 }), fc.array(textMutation, { minLength: 1, maxLength: 4 }), (i, ms) => {
        const e = texts[i];
        const text = ms.reduce(mutateText, e.text);
        expect(rate.time(() => runEffectText(e, text)), `${e.where}: ${JSON.stringify(text)}`).toEqual([]);
      }),
      { numRuns: runs(800) },
    );
  }, PROPERTY_TIMEOUT_MS);
});
