import { describe, expect, it } from "vitest";
import {
  countDiagnostics,
  renderGithub,
  renderHuman,
  renderJson,
  renderSummary,
  type CheckStats,
  type Diagnostic,
} from "../../compiler/diagnostics/index.ts";
import { spanOf } from "./helpers.ts";

const CARD = "id: sword-strike\nkind: skill\neffect: |\n  dael strength damage to a target\n";
const GAME = "verbs:\n  deal: {}\n";
const SOURCES: Record<string, string> = { "cards/sword-strike.yaml": CARD, "game.yaml": GAME };
const lookup = (file: string) => SOURCES[file];

const unknownVerb: Diagnostic = {
  code: "CS4001",
  severity: "error",
  message: "unknown verb `dael`",
  span: spanOf(CARD, "dael", "cards/sword-strike.yaml"),
  label: "unknown verb",
  related: [{ message: "verbs are declared here", span: spanOf(GAME, "deal", "game.yaml") }],
  help: "did you mean `deal`?",
};
const unknownKind: Diagnostic = {
  code: "CS2007",
  severity: "warning",
  message: "unknown card kind `skill`",
  span: spanOf(CARD, "skill", "cards/sword-strike.yaml"),
};
const internal: Diagnostic = { code: "CS5001", severity: "error", message: "internal compiler error", help: "please report it" };

const stats = (s: Partial<CheckStats>): CheckStats => ({ errors: 0, warnings: 0, filesWithErrors: 0, cards: 0, files: 0, ...s });

describe("renderHuman", () => {
  it("renders header, frame, related notes and help, sorted by file and offset, spanless last", () => {
    const out = renderHuman([internal, unknownVerb, unknownKind], lookup, { color: false });
    expect(out).toBe(
      [
        "warning[CS2007]: unknown card kind `skill`",
        "  --> cards/sword-strike.yaml:2:7",
        "   |",
        " 1 | id: sword-strike",
        " 2 | kind: skill",
        "   |       ^^^^^",
        "",
        "error[CS4001]: unknown verb `dael`",
        "  --> cards/sword-strike.yaml:4:3",
        "   |",
        " 3 | effect: |",
        " 4 |   dael strength damage to a target",
        "   |   ^^^^ unknown verb",
        "note: verbs are declared here",
        "  --> game.yaml:2:3",
        "   |",
        " 1 | verbs:",
        " 2 |   deal: {}",
        "   |   ^^^^",
        "   = help: did you mean `deal`?",
        "",
        "error[CS5001]: internal compiler error",
        "  = help: please report it",
      ].join("\n"),
    );
  });

  it("sorts by code when file and offset are equal, and prints only the location when the source is missing", () => {
    const span = { file: "gone.yaml", start: { offset: 0, line: 1, col: 1 }, end: { offset: 0, line: 1, col: 1 } };
    const a: Diagnostic = { code: "CS2003", severity: "error", message: "b", span };
    const b: Diagnostic = { code: "CS2001", severity: "error", message: "a", span };
    expect(renderHuman([a, b], () => undefined, { color: false })).toBe(
      ["error[CS2001]: a", "  --> gone.yaml:1:1", "", "error[CS2003]: b", "  --> gone.yaml:1:1"].join("\n"),
    );
  });

  it("appends the summary when stats are given and never emits escapes without color", () => {
    const diags = [unknownVerb];
    const out = renderHuman(diags, lookup, { color: false, stats: { ...countDiagnostics(diags), cards: 3, files: 2 } });
    expect(out.endsWith("\n\nerror: 1 error in 1 file (checked 3 cards in 2 files)")).toBe(true);
    expect(out).not.toContain("\u001b[");
  });

  it("colors the severity when asked", () => {
    const out = renderHuman([unknownVerb], lookup, { color: true });
    expect(out.split("\n")[0]).toBe("\u001b[1m\u001b[31merror[CS4001]\u001b[39m\u001b[22m\u001b[1m: unknown verb `dael`\u001b[22m");
  });
});

describe("renderSummary", () => {
  it.each([
    [stats({ cards: 57, files: 12 }), "checked 57 cards in 12 files: no errors"],
    [stats({ cards: 1, files: 1 }), "checked 1 card in 1 file: no errors"],
    [stats({ errors: 1, filesWithErrors: 1, cards: 1, files: 1 }), "error: 1 error in 1 file (checked 1 card in 1 file)"],
    [
      stats({ errors: 3, warnings: 1, filesWithErrors: 2, cards: 57, files: 12 }),
      "error: 3 errors and 1 warning in 2 files (checked 57 cards in 12 files)",
    ],
    [stats({ warnings: 2, filesWithErrors: 1, cards: 5, files: 3 }), "warning: 2 warnings in 1 file (checked 5 cards in 3 files)"],
    [stats({ errors: 1, cards: 0, files: 0 }), "error: 1 error (checked 0 cards in 0 files)"],
  ])("%o", (s, expected) => {
    expect(renderSummary(s, false)).toBe(expected);
  });
});

describe("countDiagnostics", () => {
  it("counts errors and warnings, and files with either; notes and spanless diagnostics add no file", () => {
    const note: Diagnostic = { ...unknownKind, severity: "note", span: spanOf(GAME, "deal", "game.yaml") };
    expect(countDiagnostics([unknownVerb, unknownKind, internal, note])).toEqual({
      errors: 2,
      warnings: 1,
      filesWithErrors: 1,
    });
  });
});

describe("renderJson", () => {
  it("produces the documented shape with stable key order and nulls for absent fields", () => {
    const s = stats({ errors: 2, filesWithErrors: 1, cards: 1, files: 1 });
    const out = renderJson([internal, unknownVerb], s);
    expect(JSON.parse(out)).toEqual({
      version: 1,
      summary: { errors: 2, warnings: 0, filesWithErrors: 1, cards: 1, files: 1 },
      diagnostics: [
        {
          code: "CS4001",
          severity: "error",
          message: "unknown verb `dael`",
          file: "cards/sword-strike.yaml",
          start: { line: 4, col: 3, offset: 41 },
          end: { line: 4, col: 7, offset: 45 },
          label: "unknown verb",
          help: "did you mean `deal`?",
          related: [
            {
              message: "verbs are declared here",
              file: "game.yaml",
              start: { line: 2, col: 3, offset: 9 },
              end: { line: 2, col: 7, offset: 13 },
            },
          ],
        },
        {
          code: "CS5001",
          severity: "error",
          message: "internal compiler error",
          file: null,
          start: null,
          end: null,
          label: null,
          help: "please report it",
          related: [],
        },
      ],
    });
    // Key order and 2-space indentation are part of the format.
    expect(out.split("\n").slice(0, 12).join("\n")).toBe(
      [
        "{",
        '  "version": 1,',
        '  "summary": {',
        '    "errors": 2,',
        '    "warnings": 0,',
        '    "filesWithErrors": 1,',
        '    "cards": 1,',
        '    "files": 1',
        "  },",
        '  "diagnostics": [',
        "    {",
        '      "code": "CS4001",',
      ].join("\n"),
    );
    expect(Object.keys(JSON.parse(out).diagnostics[0])).toEqual([
      "code", "severity", "message", "file", "start", "end", "label", "help", "related",
    ]);
  });
});

describe("renderGithub", () => {
  it("emits one annotation per diagnostic, then the plain summary", () => {
    const s = stats({ errors: 2, warnings: 1, filesWithErrors: 1, cards: 1, files: 2 });
    expect(renderGithub([internal, unknownVerb, unknownKind], s)).toBe(
      [
        "::warning file=cards/sword-strike.yaml,line=2,col=7,endLine=2,endColumn=11,title=CS2007::unknown card kind `skill`",
        "::error file=cards/sword-strike.yaml,line=4,col=3,endLine=4,endColumn=6,title=CS4001::unknown verb `dael`%0Anote: verbs are declared here (game.yaml:2:3)%0Ahelp: did you mean `deal`?",
        "::error title=CS5001::internal compiler error%0Ahelp: please report it",
        "error: 2 errors and 1 warning in 1 file (checked 1 card in 2 files)",
      ].join("\n"),
    );
  });

  it("escapes %, CR and newlines in the message, and also : and , in the file name", () => {
    const file = "cards/50%,odd:name.yaml";
    const d: Diagnostic = {
      code: "CS2004",
      severity: "note",
      message: "100% too high\r\nreally: yes, really",
      span: spanOf("cost: 500\n", "500", file),
    };
    expect(renderGithub([d], stats({})).split("\n")[0]).toBe(
      "::notice file=cards/50%25%2Codd%3Aname.yaml,line=1,col=7,endLine=1,endColumn=9,title=CS2004::100%25 too high%0D%0Areally: yes, really",
    );
  });

  it("omits columns for multi-line spans (GitHub only accepts them on a single line)", () => {
    const src = "effect: |\n  deal\n  more\nname: x\n";
    const span = { ...spanOf(src, "deal"), end: spanOf(src, "name").start }; // ends at column 1 of line 4
    const d: Diagnostic = { code: "CS3001", severity: "error", message: "bad", span };
    expect(renderGithub([d], stats({})).split("\n")[0]).toBe("::error file=cards/a.yaml,line=2,endLine=3,title=CS3001::bad");
  });
});
