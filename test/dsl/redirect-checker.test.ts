/**
 * `redirect` (a verb meaning `redirect`, issue 7) checked against the Shadows vocabulary: it
 * belongs in a `response to` an event that carries damage (`attacked`), counts damage and puts it
 * onto an entity. Each misuse is CS4042 at its own span, with the fix in the hint.
 */
import { describe, expect, it } from "vitest";
import { checkAsSkill, loadProblems } from "./shadows-checker.ts";
import { parseEffect, printProgram } from "../../dsl/index.ts";

const CREATURE = { traits: ["Creature"], health: 4 };

/** Checks an effect as a skill card's (a Creature unless told). */
const check = (text: string, data: Record<string, unknown> = CREATURE) => checkAsSkill(text, data);

describe("redirect in the Shadows vocabulary", () => {
  it("loads", () => expect(loadProblems).toEqual([]));

  it("accepts a redirect in a Response to an Attack, onto this Creature, an ally or a variable", () => {
    expect(check("response to attacked on another ally:\n  redirect 2 damage onto this")).toEqual([]);
    expect(check("response to attacked on your hero:\n  redirect 1 damage onto an other ally\n  redirect amount onto this")).toEqual([]);
    expect(check("response to attacked on another ally if amount >= 2:\n  let T = an other ally\n  redirect half(amount) damage onto T")).toEqual([]);
  });

  it("prints what it parses", () => {
    const text = "response to attacked on another ally:\n  redirect 2 damage onto this\n";
    const printed = printProgram(parseEffect(text).ast!);
    expect(printed).toBe(text);
    expect(printProgram(parseEffect(printed).ast!)).toBe(printed);
  });

  it("refuses a redirect on no event, at the verb", () => {
    expect(check("redirect 1 damage onto this")).toEqual([
      { code: "CS4042", message: "`redirect` moves damage an event carries, and this ability runs on no event", at: "redirect", help: "use it in `response to attacked ...:`" },
    ]);
    expect(check("at initiative 2:\n  redirect 1 damage onto this").map((f) => [f.code, f.at])).toEqual([["CS4042", "redirect"]]);
  });

  it("refuses a redirect after the damage was dealt (a `when` trigger) and on an event without damage", () => {
    expect(check("when attacked on another ally:\n  redirect 1 damage onto this")).toEqual([
      { code: "CS4042", message: "by the time a `when` trigger runs, the damage of `attacked` has been dealt", at: "redirect", help: "redirect it before it is dealt: `response to attacked ...:`" },
    ]);
    expect(check("response to spell on another ally:\n  redirect 1 damage onto this")).toEqual([
      { code: "CS4042", message: "`spell` carries no damage for `redirect` to move", at: "redirect", help: "events that carry damage: attacked" },
    ]);
  });

  it("refuses an amount that is not damage, at its unit", () => {
    expect(check("response to attacked on another ally:\n  redirect 1 gold onto this")).toEqual([
      { code: "CS4042", message: "`redirect` moves damage, not `gold`", at: "gold", help: "`redirect` moves damage: write `redirect 1 damage onto this`" },
    ]);
    expect(check("response to attacked on another ally:\n  redirect 2 damages onto this")).toEqual([]);
  });

  it("refuses a target that is not an entity, at the target", () => {
    expect(check("response to attacked on another ally:\n  redirect 1 damage onto you")).toEqual([
      { code: "CS4042", message: "`redirect` puts damage onto an entity, not a player", at: "you", help: "the damage goes to an entity, for example `onto a target`" },
    ]);
    const notEntity = check("response to attacked on your hero:\n  redirect 1 damage onto this", {});
    expect(notEntity.map((f) => [f.code, f.at, f.message])).toEqual([["CS4042", "this", "`redirect` puts damage onto an entity, not a card"]]);
    expect(notEntity[0].help).toMatch(/^`this` is the card; it names an entity only on a card that is one in play/);
  });
});
