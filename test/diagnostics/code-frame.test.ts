import { describe, expect, it } from "vitest";
import { renderCodeFrame } from "../../compiler/diagnostics/code-frame.ts";
import { posAt, spanOf } from "./helpers.ts";

const frame = (lines: string[]) => lines.join("\n");

describe("renderCodeFrame", () => {
  it("draws the rustc-style frame with one line of context", () => {
    const src = "id: sword-strike\neffect: |\n  dael strength damage to a target\n";
    expect(renderCodeFrame(src, spanOf(src, "dael", "cards/shadows/skills/sword-strike.yaml"), "unknown verb")).toBe(
      frame([
        "  --> cards/shadows/skills/sword-strike.yaml:3:3",
        "   |",
        " 2 | effect: |",
        " 3 |   dael strength damage to a target",
        "   |   ^^^^ unknown verb",
      ]),
    );
  });

  it("has no context line on line 1", () => {
    const src = "kind: skil\n";
    expect(renderCodeFrame(src, spanOf(src, "skil"), "here")).toBe(
      frame(["  --> cards/a.yaml:1:7", "   |", " 1 | kind: skil", "   |       ^^^^ here"]),
    );
  });

  it("puts the caret under the right character when the line has tabs", () => {
    // Columns count the tab as one unit; the display expands it to the next multiple of 4.
    const src = "a: 1\n\tx:\t dael\n";
    const span = spanOf(src, "dael");
    expect(span.start.col).toBe(6);
    expect(renderCodeFrame(src, span, "here")).toBe(
      frame(["  --> cards/a.yaml:2:6", "   |", " 1 | a: 1", " 2 |     x:   dael", "   |          ^^^^ here"]),
    );
  });

  it("handles a tab in the context line and before the span consistently", () => {
    const src = "\tctx\n\t\tab\tcd\n";
    expect(renderCodeFrame(src, spanOf(src, "cd"))).toBe(
      frame(["  --> cards/a.yaml:2:6", "   |", " 1 |     ctx", " 2 |         ab  cd", "   |             ^^"]),
    );
  });

  it("strips CR from CRLF line endings", () => {
    const src = "id: x\r\nkind: skil\r\nname: X\r\n";
    const out = renderCodeFrame(src, spanOf(src, "skil"), "unknown kind");
    expect(out).not.toContain("\r");
    expect(out).toBe(
      frame(["  --> cards/a.yaml:2:7", "   |", " 1 | id: x", " 2 | kind: skil", "   |       ^^^^ unknown kind"]),
    );
  });

  it("draws a single caret for an empty span, also at the end of a line", () => {
    const src = "cost:\nname: X\n";
    const span = { file: "cards/a.yaml", start: posAt(src, 5), end: posAt(src, 5) };
    expect(renderCodeFrame(src, span, "expected a value")).toBe(
      frame(["  --> cards/a.yaml:1:6", "   |", " 1 | cost:", "   |      ^ expected a value"]),
    );
  });

  it("underlines each line of a multi-line span and labels the last", () => {
    const src = "effect: |\n  deal strength\n    damage to a target\nname: X\n";
    const start = src.indexOf("strength");
    const end = src.indexOf(" to a");
    const span = { file: "cards/a.yaml", start: posAt(src, start), end: posAt(src, end) };
    expect(renderCodeFrame(src, span, "this argument")).toBe(
      frame([
        "  --> cards/a.yaml:2:8",
        "   |",
        " 1 | effect: |",
        " 2 |   deal strength",
        "   |        ^^^^^^^^",
        " 3 |     damage to a target",
        "   |     ^^^^^^ this argument",
      ]),
    );
  });

  it("elides the middle of a long multi-line span and ends at the previous line for an end at column 1", () => {
    const lines = ["x:", "  one", "  two", "  three", "  four", "  five", "", "  ten", "  eleven", "end"];
    const src = lines.join("\n") + "\n";
    const start = src.indexOf("one");
    const end = src.indexOf("end"); // column 1 of line 10: the span ends with line 9
    const span = { file: "cards/a.yaml", start: posAt(src, start), end: posAt(src, end) };
    expect(renderCodeFrame(src, span, "block")).toBe(
      frame([
        "  --> cards/a.yaml:2:3",
        "   |",
        " 1 | x:",
        " 2 |   one",
        "   |   ^^^",
        "...",
        " 9 |   eleven",
        "   |   ^^^^^^ block",
      ]),
    );
  });

  it("widens the gutter to the largest line number shown", () => {
    const src = Array.from({ length: 9 }, (_, i) => `k${i + 1}: v`).join("\n") + "\nbad: 1\n";
    expect(renderCodeFrame(src, spanOf(src, "bad"))).toBe(
      frame(["   --> cards/a.yaml:10:1", "    |", "  9 | k9: v", " 10 | bad: 1", "    | ^^^"]),
    );
  });

  it("shows a window around the span on very long lines", () => {
    const src = "ctx: 1\nkey: " + "a".repeat(300) + " BAD " + "b".repeat(300) + "\n";
    const out = renderCodeFrame(src, spanOf(src, "BAD"), "here");
    // 40 cells of context left of the span, 120 cells in all, `…` on each cut side.
    const shown = "…" + "a".repeat(39) + " BAD " + "b".repeat(76) + "…";
    expect(out).toBe(
      frame(["  --> cards/a.yaml:2:307", "   |", " 1 | …", ` 2 | ${shown}`, `   | ${" ".repeat(41)}^^^ here`]),
    );
    const caretRow = out.split("\n")[4];
    const lineRow = out.split("\n")[3];
    expect(lineRow.slice(caretRow.indexOf("^"), caretRow.indexOf("^") + 3)).toBe("BAD");
  });

  it("does not window a line of exactly 200 characters", () => {
    const line = "k: " + "x".repeat(197);
    const out = renderCodeFrame(line, spanOf(line, "k"));
    expect(out.split("\n")[2]).toBe(` 1 | ${line}`);
  });

  it("keeps the caret aligned after wide characters and shows control characters visibly", () => {
    const src = "名前: \u001b[31m dael\n";
    expect(renderCodeFrame(src, spanOf(src, "dael"))).toBe(
      // 名 and 前 take two cells each; ESC is drawn as the one-cell ␛, never sent to the terminal.
      frame(["  --> cards/a.yaml:1:11", "   |", " 1 | 名前: ␛[31m dael", `   | ${" ".repeat(12)}^^^^`]),
    );
  });

  it("falls back to the location line when the span is outside the source", () => {
    const span = { file: "cards/a.yaml", start: { offset: 99, line: 40, col: 2 }, end: { offset: 99, line: 40, col: 2 } };
    expect(renderCodeFrame("a: 1\n", span)).toBe("   --> cards/a.yaml:40:2");
  });

  it("colors only when asked", () => {
    const src = "kind: skil\n";
    expect(renderCodeFrame(src, spanOf(src, "skil"), "x", { color: false })).not.toContain("\u001b[");
    const colored = renderCodeFrame(src, spanOf(src, "skil"), "x", { color: true, severity: "warning" });
    expect(colored).toContain("\u001b[33m^^^^ x"); // yellow carets for a warning
  });
});
