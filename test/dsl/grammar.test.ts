import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import type { ILexingResult } from "chevrotain";
import { describe, expect, it } from "vitest";
import { createLexer, createLexerWithKeywordPatterns, KEYWORDS, lexWords } from "../../dsl/lexer.ts";
import { EffectParser } from "../../dsl/parser.ts";

// The CLI's shared lexer and parser skip chevrotain's validations to start faster; here they run.
describe("effect grammar", () => {
  it("passes chevrotain's grammar validations (no ambiguity, no left recursion)", () => {
    expect(() => new EffectParser({ validate: true })).not.toThrow();
  }, 60_000);

  it("passes chevrotain's token validations, and every token can be optimised", () => {
    expect(() => createLexer({ validate: true })).not.toThrow();
  }, 60_000);

  it("types keywords after lexing exactly as lexing with the keyword patterns does", () => {
    const full = createLexerWithKeywordPatterns();
    const shape = (r: ILexingResult) => ({
      tokens: r.tokens.map((t) => `${t.tokenType.name}:${t.tokenTypeIdx}:${t.image}@${t.startOffset}-${t.endOffset}:${t.startLine}.${t.startColumn}`),
      errors: r.errors.map((e) => `${e.offset}+${e.length}@${e.line}.${e.column}`),
    });
    const same = (text: string) => expect(shape(lexWords(text)), text).toEqual(shape(full.tokenize(text)));
    // Every game's effect texts, as whole files (the lexer takes any text).
    const cards = join(__dirname, "../../cards");
    const texts = readdirSync(cards, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".yaml"));
    expect(texts.length).toBeGreaterThan(50);
    for (const f of texts) same(readFileSync(join(cards, f), "utf8"));
    // Words next to keywords, hyphens, digits, underscores, case and punctuation.
    const piece = fc.oneof(fc.constantFrom(...KEYWORDS), fc.constantFrom("-", "_", "2", "d6", "x", "When", "a-b", " ", "\n  ", ":", "(", "+", '"s"', "#c\n", "é", "1-3"));
    fc.assert(fc.property(fc.array(piece, { maxLength: 12 }), (ps) => {
        same(ps.join(""));
      }), { numRuns: 2000 });
  }, 60_000);
});
