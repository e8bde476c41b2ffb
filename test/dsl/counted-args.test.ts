/**
 * An amount of things as a verb's argument: for a card or entity parameter, `2 cards in your hand`
 * is that many chosen (the verb runs on each), checked clean; for a number parameter, filters
 * would say nothing and are an error at check time (they were an internal error at build).
 */
import { describe, expect, it } from "vitest";
import { checkAsSkill } from "./shadows-checker.ts";

describe("counted arguments", () => {
  it("fill a card parameter with that many chosen cards", () => {
    expect(checkAsSkill("discard 2 cards in your hand")).toEqual([]);
    expect(checkAsSkill("discard 1 card with Attack in your hand")).toEqual([]);
  });

  it("are an error on a number parameter when filtered", () => {
    const found = checkAsSkill("draw 2 cards with Attack in your hand");
    expect(found.map((f) => [f.code, f.message, f.at])).toEqual([["CS4008", "`count` of `draw` is a number: its filters would say nothing", "with Attack"]]);
    expect(checkAsSkill("draw 2 cards")).toEqual([]);
  });

  it("of a noun of another type are still not a card", () => {
    expect(checkAsSkill("discard 2 heroes").map((f) => f.code)).toEqual(["CS4008"]);
  });
});
