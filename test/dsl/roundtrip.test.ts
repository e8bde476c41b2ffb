import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseEffect, printProgram } from "../../dsl/index.ts";
import { program, stripSpans } from "./arbitraries.ts";
import { PROPERTY_TIMEOUT_MS, runs } from "../support/runs.ts";

describe("print → parse round trip", () => {
  it("parsing the printed AST gives the same AST", () => {
    fc.assert(
      fc.property(program, (ast) => {
        const text = printProgram(ast);
        const parsed = parseEffect(text);
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
        expect(printProgram(parseEffect(once).ast!)).toBe(once);
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
