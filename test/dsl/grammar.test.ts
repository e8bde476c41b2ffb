import { describe, expect, it } from "vitest";
import { EffectParser } from "../../dsl/parser.ts";

// The CLI's shared parser skips chevrotain's grammar validations to start faster; here they run.
describe("effect grammar", () => {
  it("passes chevrotain's grammar validations (no ambiguity, no left recursion)", () => {
    expect(() => new EffectParser({ validate: true })).not.toThrow();
  }, 60_000);
});
