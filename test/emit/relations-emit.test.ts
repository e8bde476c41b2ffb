/**
 * What the relation constructs of issue 7 compile to, read from the committed Shadows modules
 * of their demo cards (`build --check` keeps them fresh; tsc type-checks them under --strict).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { inlineHoisted } from "./helpers.ts";

function module(card: string): string {
  const text = readFileSync(resolve(import.meta.dirname, `../../generated/shadows/cards/skills/neutral/${card}.ts`), "utf8");
  return inlineHoisted(text).replace(/\s+/g, " ");
}

describe("relations compile to plain runtime calls", () => {
  it("a possessive over several players loops over the noun's things those players control", () => {
    expect(module("tithe")).toContain('for (const hero of rt.select(ctx, { noun: "hero", determiner: null, filters: [], of: rt.select(ctx, { noun: "opponent", determiner: "each", filters: [] }), }))');
  });

  it("seat order is a determiner the runtime reads", () => {
    expect(module("tithe")).toContain('to: rt.choose(ctx, { noun: "opponent", determiner: "next", filters: [] })');
    expect(module("tithe")).toContain('to: rt.choose(ctx, { noun: "player", determiner: "previous", filters: [] })');
  });

  it("a possessive of one player chooses among that player's things; `owner of` asks the engine", () => {
    expect(module("mirror-hex")).toContain('on: rt.choose(ctx, { noun: "hero", determiner: null, filters: [], of: [rt.choose(ctx, { noun: "user", determiner: null, filters: [] })], })');
    expect(module("mirror-hex")).toContain('to: rt.ownerOf(ctx, rt.choose(ctx, { noun: "this", determiner: null, filters: [] }))');
  });

  it("`this` where an entity is expected is the card's entity; `other` is a flag of the selector", () => {
    expect(module("blood-totem")).toContain("rt.verbs.deal(ctx, { amount: 1, to: rt.thisEntity(ctx) });");
    expect(module("blood-totem")).toContain('rt.select(ctx, { noun: "ally", determiner: "each", filters: [], other: true, })');
  });

  it("a fact with a subject passes the subject", () => {
    expect(module("executioners-mark")).toContain('if (rt.factOf(ctx, "knocked-down", v_T))');
  });
});
