import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { parseCondition, parseEffect, printProgram, type Program } from "../../dsl/index.ts";
import { stripSpans } from "./arbitraries.ts";
import { PROPERTY_TIMEOUT_MS, runs } from "../support/runs.ts";
import { FuzzRate, reportRate } from "../support/fuzz-rate.ts";

const rate = new FuzzRate("parser, random text");
afterAll(() => reportRate(rate, (ms, limit, what) => expect(ms, what).toBeLessThan(limit)));

function ok(text: string): Program {
  const r = parseEffect(text);
  expect(r.problems).toEqual([]);
  return r.ast!;
}

describe("effect parser", () => {
  it("parses a call with a quantity, a label and a selector", () => {
    const p = ok("deal strength damage to a target\n");
    const call = p.abilities[0].body[0];
    expect(stripSpans(call)).toEqual({
      kind: "Call",
      verb: { kind: "Name", text: "deal" },
      args: [
        { kind: "Arg", label: null, value: { kind: "Quantity", amount: { kind: "Ref", name: { kind: "Name", text: "strength" } }, unit: { kind: "Name", text: "damage" }, filters: [] } },
        { kind: "Arg", label: { kind: "Name", text: "to" }, value: { kind: "Selector", determiner: "a", other: false, noun: { kind: "Name", text: "target" }, filters: [] } },
      ],
    });
  });

  it("records exact spans", () => {
    const text = "gain 1 gold\nif not responded: gain 1 experience";
    const p = ok(text);
    const stmt = p.abilities[0].body[1];
    expect(stmt.kind).toBe("If");
    expect(text.slice(stmt.span.start, stmt.span.end)).toBe("if not responded: gain 1 experience");
  });

  it("merges header-less lines into one ability and keeps headed ones apart", () => {
    const p = ok("gain 1 gold\ndraw 1 card\nat start of cleanup: flip this\n+1 magic");
    expect(p.abilities.map((a) => [a.trigger?.kind ?? null, a.body.length])).toEqual([[null, 2], ["At", 1], [null, 1]]);
  });

  it("parses triggers, limits and costs in a header", () => {
    const p = ok("response to attacked on your hero, once per round, pay 2 gold:\n  block 5 damage using shields");
    const a = p.abilities[0];
    expect(a.trigger?.kind).toBe("Response");
    expect(a.options.map((o) => o.kind)).toEqual(["Limit", "Cost"]);
  });

  it("parses a response with a condition, like a `when`, and prints it back", () => {
    const text = "response to attacked on your hero if amount >= 3:\n  block 2 damage for it using shields\n";
    const t = ok(text).abilities[0].trigger;
    expect(t).toMatchObject({ kind: "Response", event: { text: "attacked" }, condition: { kind: "Binary", op: ">=" } });
    expect(printProgram(ok(text))).toBe(text);
    expect(ok("response to attacked on your hero:\n  nothing").abilities[0].trigger).toMatchObject({ condition: null });
  });

  it("parses choose one, roll cases and repeat while", () => {
    const p = ok("choose one:\n  draw 2 cards\nor: gain 1 gold\nroll d6:\n  on 1-3: nothing\n  on 6: gain 1 gold\nrepeat while knocked-down: attack another hero for 2");
    expect(p.abilities[0].body.map((s) => s.kind)).toEqual(["Choose", "Roll", "Repeat"]);
  });

  it("parses a per-player block and prints it back", () => {
    const p = ok("each opponent:\n  choose one:\n    gain 1 gold\n  or: draw 1 card\ngain 1 experience");
    const [each, after] = p.abilities[0].body;
    expect(each).toMatchObject({ kind: "Each", noun: { text: "opponent" } });
    expect(each.kind === "Each" && each.body.map((s) => s.kind)).toEqual(["Choose"]);
    expect(after.kind).toBe("Call");
    expect(printProgram(p)).toBe("each opponent:\n  choose one:\n    gain 1 gold\n  or:\n    draw 1 card\ngain 1 experience\n");
    expect(ok("each player: gain 1 gold").abilities[0].body[0].kind).toBe("Each");
  });

  it("parses `keep` and `set` and prints them back", () => {
    const p = ok("keep HITS = 0\nlet T = a target\nkeep FIRST = T\nif T == FIRST: set HITS = HITS + 1\nkeep P = a hero with Creature");
    const [keep, , first, cond, sel] = p.abilities[0].body;
    expect(keep).toMatchObject({ kind: "Keep", name: { text: "HITS" }, value: { kind: "Number", value: 0 } });
    expect(first).toMatchObject({ kind: "Keep", value: { kind: "Ref", name: { text: "T" } } });
    expect(cond.kind === "If" && cond.then[0]).toMatchObject({ kind: "Set", name: { text: "HITS" }, value: { kind: "Binary", op: "+" } });
    expect(sel).toMatchObject({ kind: "Keep", value: { kind: "Selector", noun: { text: "hero" } } });
    expect(printProgram(p)).toBe("keep HITS = 0\nlet T = a target\nkeep FIRST = T\nif T == FIRST:\n  set HITS = HITS + 1\nkeep P = a hero with Creature\n");
    // Reserved: neither word can name a verb.
    expect(parseEffect("keep 1 gold").problems.length).toBeGreaterThan(0);
  });

  it("parses a secret block and a number choice, and prints them back", () => {
    const text = "each player secretly:\n  let Bid = a number from 0 to gold - 1\n  let C = a card in your hand\nif Bid == highest(Bid):\n  gain 1 gold\n";
    const p = ok(text);
    const [each] = p.abilities[0].body;
    expect(each).toMatchObject({ kind: "Each", noun: { text: "player" }, secretly: true });
    const bid = each.kind === "Each" ? each.body[0] : null;
    expect(bid).toMatchObject({ kind: "Let", value: { kind: "NumberChoice", low: { kind: "Number", value: 0 }, high: { kind: "Binary", op: "-" } } });
    expect(printProgram(p)).toBe(text);
    expect(ok("each player:\n  gain 1 gold").abilities[0].body[0]).toMatchObject({ secretly: false });
    // `secretly` and `number` are reserved: a vocabulary cannot use them as names.
    expect(parseEffect("gain 1 secretly").problems.length).toBeGreaterThan(0);
  });

  it("nests possessives right to left: `hero of controller of T`, `hero of each opponent`", () => {
    const call = ok("deal 1 damage to hero of controller of T").abilities[0].body[0];
    const value = call.kind === "Call" ? stripSpans(call.args[1].value) : null;
    expect(value).toEqual({
      kind: "Of",
      property: { kind: "Name", text: "hero" },
      of: { kind: "Of", property: { kind: "Name", text: "controller" }, of: { kind: "Ref", name: { kind: "Name", text: "T" } } },
    });
    const each = ok("gain 1 gold to owner of this\nlose 1 health on hero of each opponent").abilities[0].body[1];
    expect(each.kind === "Call" && each.args[1].value).toMatchObject({ kind: "Of", of: { kind: "Selector", determiner: "each", noun: { text: "opponent" } } });
    expect(printProgram(ok("deal 1 damage to hero of controller of T"))).toBe("deal 1 damage to hero of controller of T\n");
  });

  it("reads `other` after a determiner or alone, and `next`/`previous` as determiners", () => {
    const body = ok("deal 1 damage to each other hero\n+1 strength to other creatures\ngain 1 gold to next opponent\nlet P = the previous player").abilities.flatMap((a) => a.body);
    const selectors = body.map((s) => (s.kind === "Call" ? s.args[s.args.length - 1].value : s.kind === "Modify" ? s.to : s.kind === "Let" ? s.value : null));
    expect(selectors.map((v) => v && v.kind === "Selector" && [v.determiner, v.other, v.noun.text])).toEqual([
      ["each", true, "hero"],
      [null, true, "creatures"],
      ["next", false, "opponent"],
      ["previous", false, "player"],
    ]);
    expect(printProgram(ok("deal 1 damage to each other hero"))).toBe("deal 1 damage to each other hero\n");
  });

  it("reads `<subject> <fact>` where a condition ends, and keeps a missing colon an error", () => {
    const cond = parseCondition("T knocked-down and it lost-health").ast;
    expect(cond && stripSpans(cond)).toEqual({
      kind: "Binary",
      op: "and",
      left: { kind: "SubjectFact", subject: { kind: "Ref", name: { kind: "Name", text: "T" } }, fact: { kind: "Name", text: "knocked-down" } },
      right: { kind: "SubjectFact", subject: { kind: "Ref", name: { kind: "Name", text: "it" } }, fact: { kind: "Name", text: "lost-health" } },
    });
    expect(ok("if T lost-health: gain 1 gold").abilities[0].body[0]).toMatchObject({ kind: "If", condition: { kind: "SubjectFact" } });
    expect(parseEffect("if T lost-health gain 1 gold").problems[0].message).toBe("expected `:`, found `gain`");
  });

  it("reads `1-3` as a range and `1 - 3` as subtraction", () => {
    const r = parseCondition("roll d6 in 1-3");
    expect(r.ast?.kind).toBe("InRange");
    expect(parseCondition("4 - 3 > 0").ast?.kind).toBe("Binary");
  });

  it("reports every syntax error in one effect, not just the first", () => {
    const r = parseEffect("deal 2 damage to\nif x gain 1 gold\nflip this\nwhen : foo");
    expect(r.problems.length).toBeGreaterThanOrEqual(3);
    expect(r.problems[0]).toMatchObject({ kind: "syntax", start: 16 });
  });

  it("explains a missing colon in designer terms", () => {
    const r = parseEffect("if responded gain 1 gold");
    expect(r.problems[0].message).toBe("expected `:`, found `gain`");
  });

  it("reports tabs, bad characters and unterminated strings", () => {
    expect(parseEffect("gain 1 gold\n\tdraw 1 card").problems[0].kind).toBe("indent");
    expect(parseEffect("gain 1 gold $").problems[0]).toMatchObject({ kind: "lex", start: 12 });
    expect(parseEffect('gain "oops').problems[0].message).toMatch(/unterminated string/);
  });

  it("prints canonical text", () => {
    expect(printProgram(ok("if (x and y) or z: nothing"))).toBe("if x and y or z:\n  nothing\n");
    expect(printProgram(ok("let X = (1 + 2) * 3"))).toBe("let X = (1 + 2) * 3\n");
  });

  it("never throws, whatever the input", () => {
    const alphabet = fc.constantFrom(..."abc :;()+-*/<=>!\"#\n\t  12-3d6when if or choose one let roll on".split(""));
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 80 }).map((cs) => cs.join("")), (text) => {
        expect(() => rate.time(() => parseEffect(text))).not.toThrow();
      }),
      { numRuns: runs(2000) },
    );
  }, PROPERTY_TIMEOUT_MS);
});
