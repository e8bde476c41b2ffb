import { describe, expect, it } from "vitest";
import { createLexer } from "../../dsl/lexer.ts";
import { EffectParser } from "../../dsl/parser.ts";

// The CLI's shared lexer and parser skip chevrotain's validations to start faster; here they run.
describe("effect grammar", () => {
  it("passes chevrotain's grammar validations (no ambiguity, no left recursion)", () => {
    expect(() => new EffectParser({ validate: true })).not.toThrow();
  }, 60_000);

  it("passes chevrotain's token validations, and every token can be optimised", () => {
    expect(() => createLexer({ validate: true })).not.toThrow();
  }, 60_000);
});
