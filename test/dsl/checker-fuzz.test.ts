/**
 * Whatever effect a designer writes, the checker answers with diagnostics and never throws:
 * random programs from the round-trip generator are checked against a real vocabulary.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { EffectChecker } from "../../compiler/check/effect-checker.ts";
import type { Diagnostic } from "../../compiler/diagnostics/diagnostic.ts";
import { loadVocabulary } from "../../compiler/vocab/load-vocabulary.ts";
import { parseEffect, printProgram } from "../../dsl/index.ts";
import { program } from "./arbitraries.ts";
import { PROPERTY_TIMEOUT_MS, runs } from "../support/runs.ts";
import { FuzzRate, reportRate } from "../support/fuzz-rate.ts";

const path = resolve(import.meta.dirname, "../fixtures/golden-game/game.yaml");
const problems: Diagnostic[] = [];
const vocab = loadVocabulary(path, readFileSync(path, "utf8"), problems)!;

const rate = new FuzzRate("effect checker, generated programs");
afterAll(() => reportRate(rate, (ms, limit, what) => expect(ms, what).toBeLessThan(limit)));

describe("effect checker robustness", () => {
  it("the fixture vocabulary loads cleanly", () => {
    expect(problems).toEqual([]);
  });

  it("checks any program without throwing, every report inside the effect text", () => {
    fc.assert(
      fc.property(program, fc.constantFrom("skill", "monster", "item", "status"), (ast, kind) => {
        // Re-parse the printed text so spans are real offsets into it.
        const text = printProgram(ast);
        const parsed = parseEffect(text).ast!;
        const spans: Array<[number, number]> = [];
        const checker = new EffectChecker({ vocab, kind, cardIds: new Set(["golden-hero"]), report: (_c, _m, span) => spans.push([span.start, span.end]) });
        expect(() => rate.time(() => checker.checkProgram(parsed))).not.toThrow();
        for (const [s, e] of spans) {
          expect(s).toBeGreaterThanOrEqual(0);
          expect(e).toBeGreaterThanOrEqual(s);
          expect(e).toBeLessThanOrEqual(text.length);
        }
      }),
      { numRuns: runs(400) },
    );
  }, PROPERTY_TIMEOUT_MS);
});
