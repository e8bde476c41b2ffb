/**
 * Costs inside effects (issue 7): alternative costs (`pay A or B`), a cost on one option of
 * `choose one` (`pay 3 gold:` as the option's first line) and `may pay ...:`. Parsed, printed,
 * checked against the Shadows vocabulary at their own spans, and compiled to plain runtime calls
 * (read from the committed modules of the demo cards; `build --check` keeps them fresh).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parseEffect, printProgram } from "../../dsl/index.ts";
import type * as A from "../../dsl/ast.ts";
import { inlineHoisted } from "../emit/helpers.ts";
import { checkAsSkill } from "./shadows-checker.ts";

function parse(text: string): A.Program {
  const r = parseEffect(text);
  expect(r.problems).toEqual([]);
  return r.ast!;
}

/** What checking the effect as a skill card's reports: each code with the text it points at. */
function check(text: string): Array<{ code: string; at: string }> {
  return checkAsSkill(text).map(({ code, at }) => ({ code, at }));
}

function module(card: string): string {
  const text = readFileSync(resolve(import.meta.dirname, `../../generated/shadows/cards/skills/neutral/${card}.ts`), "utf8");
  return inlineHoisted(text).replace(/\s+/g, " ");
}

describe("costs inside effects", () => {
  it("parses alternatives of `and`-joined items after `or`", () => {
    const ability = parse("pay 2 gold and discard this or 3 experience: gain 1 shadow-stones\n").abilities[0];
    const cost = ability.options[0];
    expect(cost.kind === "Cost" && cost.alternatives.map((alt) => alt.map((i) => i.kind))).toEqual([["Quantity", "Call"], ["Quantity"]]);
  });

  it("parses `pay ...:` and `may pay ...:` as statements inside a block", () => {
    const body = parse("choose one:\n  pay 3 gold: gain 2 experience\nor:\n  may pay 1 gold or 1 experience: gain 1 gold\n").abilities[0].body;
    const choose = body[0] as A.ChooseStmt;
    expect(choose.options[0][0].kind).toBe("Pay");
    expect(choose.options[1][0]).toMatchObject({ kind: "May", body: { kind: "Pay", cost: { alternatives: [[{ unit: { text: "gold" } }], [{ unit: { text: "experience" } }]] } } });
  });

  it("prints them back as written", () => {
    const text = "choose one:\n  pay 3 gold:\n    gain 2 experience\nor:\n  may pay 1 gold or 1 experience:\n    gain 1 gold\n";
    expect(printProgram(parse(text))).toBe(text);
  });

  it("accepts resources and verb calls in every alternative", () => {
    expect(check("pay 2 gold or 2 experience: gain 1 shadow-stones")).toEqual([]);
    expect(check("choose one:\n  pay 3 gold and discard this: gain 2 experience\nor: gain 1 gold")).toEqual([]);
  });

  it("reports a bad item of any alternative at its own span", () => {
    expect(check("pay 2 gold or 1 stun: gain 1 gold")).toEqual([{ code: "CS4003", at: "stun" }]);
    expect(check("choose one:\n  pay 2 glod: gain 2 experience\nor: gain 1 gold")).toEqual([{ code: "CS4003", at: "glod" }]);
    expect(check("may pay 0 gold: gain 1 gold")).toEqual([{ code: "CS4013", at: "0 gold" }]);
    expect(check("pay 1 gold:\n  dael 1 damage to a target")).toEqual([{ code: "CS4001", at: "dael" }]);
  });

  it("an option's leading cost is passed to chooseOption, and paid in its case", () => {
    const m = module("hired-help");
    expect(m).toContain('const pay: readonly Cost<Rt>[] = [{ kind: "pay", amount: 3, unit: "gold" }];');
    expect(m).toContain("rt.chooseOption(ctx, [\"pay 3 gold: gain 2 experience\", \"gain 1 gold\"], [pay, null])");
    expect(m).toContain('if (rt.pay(ctx, pay, "pay 3 gold"))');
  });

  it("alternative header costs become one `either` cost with each alternative's text", () => {
    expect(module("black-market")).toContain('costs: [ { kind: "either", options: [ { text: "2 gold", costs: [{ kind: "pay", amount: 2, unit: "gold" }] }, { text: "2 experience", costs: [{ kind: "pay", amount: 2, unit: "experience" }] }, ], }, ]');
  });

  it("`may pay` asks only when the cost can be paid", () => {
    expect(module("informant")).toContain("if ( rt.canPay(ctx, pay) && rt.confirm(ctx,");
  });
});
