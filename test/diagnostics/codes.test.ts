import { describe, expect, it } from "vitest";
import { DIAGNOSTIC_CODES, explainCode } from "../../compiler/diagnostics/codes.ts";

const ALL_CODES = [
  "CS1001", "CS1002", "CS1003", "CS1004", "CS1005", "CS1006", "CS1010", "CS1011", "CS1012", "CS1013", "CS1014", "CS1015", "CS1016",
  "CS2001", "CS2002", "CS2003", "CS2004", "CS2005", "CS2006", "CS2007", "CS2008", "CS2009", "CS2010", "CS2011", "CS2012", "CS2013", "CS2014",
  "CS3001", "CS3002", "CS3003",
  "CS4001", "CS4002", "CS4003", "CS4004", "CS4005", "CS4006", "CS4007", "CS4008", "CS4009",
  "CS4010", "CS4011", "CS4012", "CS4013", "CS4014", "CS4015", "CS4016", "CS4017", "CS4018", "CS4019", "CS4020", "CS4021", "CS4022", "CS4023", "CS4024", "CS4040", "CS4041", "CS4042", "CS4043", "CS4044",
  "CS5001", "CS5002",
  "CS6001",
  "CS7001", "CS7002", "CS7003", "CS7004", "CS7005", "CS7006", "CS7007", "CS7008",
];

describe("diagnostic code registry", () => {
  it("has exactly the documented codes", () => {
    expect(Object.keys(DIAGNOSTIC_CODES).sort()).toEqual([...ALL_CODES].sort());
  });

  it.each(ALL_CODES)("%s has a title, an explanation and an explain text", (code) => {
    const info = DIAGNOSTIC_CODES[code];
    expect(info.title.length).toBeGreaterThan(3);
    expect(info.explanation.length).toBeGreaterThan(40);
    const text = explainCode(code);
    expect(text?.startsWith(`${code}: ${info.title}\n\n`)).toBe(true);
  });

  it("formats the explanation, the example and the fix as paragraphs", () => {
    expect(explainCode("CS4001")).toBe(
      [
        "CS4001: unknown verb",
        "",
        "Each statement of an effect starts with a verb (`deal`, `draw`, `gain`, ...),",
        "and the verbs of a game are declared in its `game.yaml`. This word is not one of",
        "them, often because of a typo.",
        "",
        "Example of the mistake:",
        "",
        "    effect: |",
        "      dael strength damage to a target",
        "",
        "How to fix it:",
        "",
        "Correct the verb (the help line suggests the closest known one, or the verb a",
        "synonym stands for: a game declares `recover: { synonyms: [heal] }` so that",
        "`heal` points to `recover`), or declare the new verb in `game.yaml` and",
        "implement it in the game's runtime.",
        "",
      ].join("\n"),
    );
  });

  it("wraps prose at 80 columns", () => {
    for (const code of ALL_CODES) {
      const prose = explainCode(code)!.split("\n").filter((l) => !l.startsWith("    "));
      for (const line of prose) expect(line.length).toBeLessThanOrEqual(80);
    }
  });

  it("accepts lowercase and surrounding spaces", () => {
    expect(explainCode(" cs4001 ")).toBe(explainCode("CS4001"));
  });

  it("returns undefined for unknown codes, including Object.prototype names", () => {
    expect(explainCode("CS9999")).toBeUndefined();
    expect(explainCode("")).toBeUndefined();
    expect(explainCode("constructor")).toBeUndefined();
    expect(explainCode("__proto__")).toBeUndefined();
  });
});
