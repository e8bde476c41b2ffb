import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { commentText, docComment, propertyKey, stringLiteral } from "../../compiler/emit/strings.ts";
import { NASTY } from "./fixture.ts";
import { PROPERTY_TIMEOUT_MS, runs } from "../support/runs.ts";
import { FuzzRate, reportRate } from "../support/fuzz-rate.ts";

/** Any UTF-16 string, lone surrogates included. */
const utf16 = fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 40 }).map((codes) => String.fromCharCode(...codes));

const evaluate = (literal: string): unknown => new Function(`return ${literal};`)();

/** Characters that must never appear raw in a generated literal. */
const RAW_FORBIDDEN = /[\n\r\u2028\u2029]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|<\//;

const literals = new FuzzRate("string literals");
const comments = new FuzzRate("comments");
afterAll(() => {
  reportRate(literals, (ms, limit, what) => expect(ms, what).toBeLessThan(limit));
  reportRate(comments, (ms, limit, what) => expect(ms, what).toBeLessThan(limit));
});

describe("stringLiteral", () => {
  it.each(NASTY)("round-trips %j", (s) => {
    const lit = stringLiteral(s);
    expect(evaluate(lit)).toBe(s);
    expect(lit).not.toMatch(RAW_FORBIDDEN);
    expect(lit.startsWith('"') && lit.endsWith('"')).toBe(true);
  });

  it("round-trips any UTF-16 string and never leaves a line terminator or lone surrogate raw", () => {
    fc.assert(
      fc.property(utf16, (s) => {
        const lit = literals.time(() => stringLiteral(s));
        expect(evaluate(lit)).toBe(s);
        expect(lit).not.toMatch(RAW_FORBIDDEN);
      }),
      { numRuns: runs(500) },
    );
  }, PROPERTY_TIMEOUT_MS);

  it("keeps well-formed emoji readable", () => {
    expect(stringLiteral("🗡️")).toBe('"🗡️"');
  });
});

describe("comments", () => {
  it("never contain a comment terminator, line break or lone surrogate", () => {
    fc.assert(
      fc.property(utf16, (s) => {
        for (const text of comments.time(() => [`/** ${commentText(s)} */`, docComment(s)])) {
          const inner = text.slice(3, -2);
          expect(inner).not.toContain("*/");
          expect(inner).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|[\r\u2028\u2029]|<[/!]/);
          // The comment is one token: code after it still runs.
          expect(evaluate(`(${text}\n1)`)).toBe(1);
        }
      }),
      { numRuns: runs(500) },
    );
  }, PROPERTY_TIMEOUT_MS);

  it("keeps indentation of multi-line text", () => {
    expect(docComment("if x:\n  gain 1 gold")).toBe("/**\n * if x:\n *   gain 1 gold\n */");
  });
});

describe("propertyKey", () => {
  it("quotes what is not an identifier and computes __proto__", () => {
    expect(propertyKey("gold")).toBe("gold");
    expect(propertyKey("shadow-stones")).toBe('"shadow-stones"');
    expect(propertyKey("__proto__")).toBe('["__proto__"]');
    const obj = evaluate(`({ ${propertyKey("__proto__")}: 1, ${propertyKey("a b")}: 2 })`) as object;
    expect(Object.keys(obj)).toEqual(["__proto__", "a b"]);
  });
});
