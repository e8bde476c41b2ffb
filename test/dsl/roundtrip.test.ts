import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { parseEffect, printProgram } from "../../dsl/index.ts";
import { program, stripSpans } from "./arbitraries.ts";
import { PROPERTY_TIMEOUT_MS, runs } from "../support/runs.ts";
import { FuzzRate, reportRate } from "../support/fuzz-rate.ts";

const rate = new FuzzRate("print → parse round trip");
const fixed = new FuzzRate("printer fixed point");
afterAll(() => {
  reportRate(rate, (ms, limit, what) => expect(ms, what).toBeLessThan(limit));
  reportRate(fixed, (ms, limit, what) => expect(ms, what).toBeLessThan(limit));
});

describe("print → parse round trip", () => {
  it("parsing the printed AST gives the same AST", () => {
    fc.assert(
      fc.property(program, (ast) => {
        const text = printProgram(ast);
        const parsed = rate.time(() => parseEffect(text));
        expect(parsed.problems, text).toEqual([]);
        expect(stripSpans(parsed.ast), text).toEqual(stripSpans(ast));
      }),
      { numRuns: runs(500) },
    );
  }, PROPERTY_TIMEOUT_MS);

  it("printing is a fixed point after one round", () => {
    fc.assert(
      fc.property(program, (ast) => {
        const once = printProgram(ast);
        expect(fixed.time(() => printProgram(parseEffect(once).ast!))).toBe(once);
      }),
      { numRuns: runs(200) },
    );
  }, PROPERTY_TIMEOUT_MS);

  it("the card style (`cardsmith fmt`) parses back to the same AST and is a fixed point", () => {
    fc.assert(
      fc.property(program, (ast) => {
        const text = printProgram(ast, { style: "card" });
        const parsed = parseEffect(text);
        expect(parsed.problems, text).toEqual([]);
        expect(stripSpans(parsed.ast), text).toEqual(stripSpans(ast));
        expect(printProgram(parsed.ast!, { style: "card" })).toBe(text);
      }),
      { numRuns: runs(500) },
    );
  }, PROPERTY_TIMEOUT_MS);
});
