/**
 * rustc-style code frames:
 *
 *   --> cards/shadows/skills/sword-strike.yaml:9:3
 *    |
 *  8 | effect: |
 *  9 |   dael strength damage to a target
 *    |   ^^^^ unknown verb
 *
 * The frame includes its own `-->` line because the arrow's indent depends on the gutter width,
 * which only the frame knows. Columns are 1-based UTF-16 code units (like tsc); they are mapped to
 * terminal cells so tabs (stop 4), wide characters and CRLF endings never shift the caret.
 */

import pc from "picocolors";
import type { Severity, SourceSpan } from "./diagnostic.ts";
import { layoutLine, sanitizeText, type LineLayout } from "./text-width.ts";

export interface CodeFrameOptions {
  color: boolean;
  /** Colors the carets and label; defaults to "error". */
  severity?: Severity;
}

/** Lines wider than this (in terminal cells) are shown as a window around the span. */
export const MAX_LINE_WIDTH = 200;
/** Width of that window, and how much of it sits left of the span. */
export const WINDOW_WIDTH = 120;
export const WINDOW_LEFT_CONTEXT = 40;

const ELLIPSIS = "…";

/** `file:line:col`, the form editors and terminals turn into links. */
export function formatLocation(span: SourceSpan): string {
  return `${span.file}:${span.start.line}:${span.start.col}`;
}

/** The span clamped to the source: 1-based lines and 0-based code-unit offsets within them. */
interface ResolvedSpan {
  startLine: number;
  endLine: number;
  /** Code unit in startLine where the span begins. */
  startUnit: number;
  /** Code unit in endLine where the span ends (exclusive). */
  endUnit: number;
}

/** Splits on LF and drops the CR of CRLF endings (columns never count it, it is the line end). */
export function splitLines(source: string): string[] {
  return source.split("\n").map((l) => (l.endsWith("\r") ? l.slice(0, -1) : l));
}

function resolveSpan(lines: string[], span: SourceSpan): ResolvedSpan | undefined {
  const startLine = span.start.line;
  if (!(startLine >= 1 && startLine <= lines.length)) return undefined; // stale or bogus span
  const startUnit = clamp(span.start.col - 1, 0, lines[startLine - 1].length);

  let endLine = span.end.line;
  let endUnit = span.end.col - 1;
  const backwards = endLine < startLine || (endLine === startLine && endUnit < startUnit);
  if (backwards) return { startLine, endLine: startLine, startUnit, endUnit: startUnit };
  if (endLine > lines.length) {
    endLine = lines.length;
    endUnit = lines[endLine - 1].length;
  }
  if (endLine > startLine && endUnit <= 0) {
    // An exclusive end at the very start of a line means "up to the end of the previous line".
    endLine -= 1;
    endUnit = lines[endLine - 1].length;
  }
  endUnit = clamp(endUnit, 0, lines[endLine - 1].length);
  return { startLine, endLine, startUnit, endUnit };
}

/** Width of the line-number column for this span (the arrow and `= help` lines align on it). */
export function frameGutterWidth(source: string | undefined, span: SourceSpan): number {
  const resolved = source === undefined ? undefined : resolveSpan(splitLines(source), span);
  return String(resolved ? resolved.endLine : span.start.line).length;
}

/** Just the ` --> file:line:col` line, for when the source text is unavailable. */
export function renderArrow(span: SourceSpan, gutterWidth: number, color: boolean): string {
  const c = pc.createColors(color);
  // File names come from the disk and may hold control characters: never echo them raw.
  return `${" ".repeat(gutterWidth + 1)}${c.bold(c.blue("-->"))} ${sanitizeText(formatLocation(span))}`;
}

interface Window {
  start: number;
  end: number;
}

/** Picks the visible cell range of a line: everything, or a window that keeps `focus` in view. */
function chooseWindow(layout: LineLayout, focus: number): Window {
  if (layout.width <= MAX_LINE_WIDTH) return { start: 0, end: layout.width };
  const end = Math.min(layout.width, Math.max(0, focus - WINDOW_LEFT_CONTEXT) + WINDOW_WIDTH);
  return { start: Math.max(0, end - WINDOW_WIDTH), end };
}

/** The visible part of a line, with `…` where it was cut. */
function sliceLine(layout: LineLayout, win: Window): string {
  let out = win.start > 0 ? ELLIPSIS : "";
  for (const cell of layout.cells) {
    if (cell.width === 0) {
      if (cell.col >= win.start && cell.col < win.end) out += cell.text;
      continue;
    }
    const from = Math.max(cell.col, win.start);
    const to = Math.min(cell.col + cell.width, win.end);
    if (to <= from) continue;
    // A tab or wide character cut by the window edge becomes spaces, keeping alignment.
    out += to - from === cell.width ? cell.text : " ".repeat(to - from);
  }
  if (win.end < layout.width) out += ELLIPSIS;
  return out;
}

export function renderCodeFrame(
  source: string,
  span: SourceSpan,
  label?: string,
  opts: CodeFrameOptions = { color: false },
): string {
  const c = pc.createColors(opts.color);
  const mark = { error: c.red, warning: c.yellow, note: c.cyan }[opts.severity ?? "error"];
  const lines = splitLines(source);
  const r = resolveSpan(lines, span);
  if (!r) return renderArrow(span, String(span.start.line).length, opts.color);

  const w = String(r.endLine).length;
  const gutter = (n: number | "") => c.bold(c.blue(` ${String(n).padStart(w)} |`));
  const out = [renderArrow(span, w, opts.color), gutter("")];
  const sourceRow = (n: number, text: string) => (text ? `${gutter(n)} ${text}` : gutter(n)).trimEnd();

  // Shown span lines: all of a short span; first, `...`, last of a long one.
  const spanLines: number[] = [];
  for (let n = r.startLine; n <= r.endLine; n++) {
    if (r.endLine - r.startLine >= 3 && n > r.startLine && n < r.endLine) {
      if (n === r.startLine + 1) spanLines.push(0); // 0 = elision marker
      continue;
    }
    spanLines.push(n);
  }

  let firstWindow: Window | undefined;
  const rows: string[] = [];
  for (const n of spanLines) {
    if (n === 0) {
      rows.push(c.bold(c.blue("...")));
      continue;
    }
    const text = lines[n - 1];
    const layout = layoutLine(text);
    // Underlined code units: from the start column on the first line, from the first non-blank
    // character on continuation lines; to the end column on the last line, else to end of line.
    const indent = text.length - text.trimStart().length;
    let from = n === r.startLine ? r.startUnit : indent;
    const to = n === r.endLine ? r.endUnit : text.length;
    if (n !== r.startLine && from >= to) from = n === r.endLine ? Math.max(0, to - 1) : to;
    const a = layout.colAt[from];
    const b = layout.colAt[to];
    const win = chooseWindow(layout, a);
    firstWindow ??= win;
    rows.push(sourceRow(n, sliceLine(layout, win)));

    const isLast = n === r.endLine;
    const blankContinuation = n !== r.startLine && !isLast && from >= to;
    if (blankContinuation) continue;
    const shift = win.start > 0 ? ELLIPSIS.length : 0;
    const ca = clamp(a, win.start, win.end);
    const cb = clamp(b, win.start, win.end);
    const pad = " ".repeat(shift + ca - win.start);
    const carets = "^".repeat(Math.max(1, cb - ca)); // an empty span still gets one caret
    const tail = isLast && label ? ` ${sanitizeText(label).replace(/\n/g, " ")}` : "";
    rows.push(`${gutter("")} ${pad}${c.bold(mark(carets + tail))}`);
  }

  // One line of context before, cut with the same window so columns line up.
  if (r.startLine > 1) {
    const layout = layoutLine(lines[r.startLine - 2]);
    const win =
      firstWindow && firstWindow.start > 0
        ? { start: Math.min(firstWindow.start, layout.width), end: Math.min(firstWindow.end, layout.width) }
        : chooseWindow(layout, 0);
    out.push(sourceRow(r.startLine - 1, sliceLine(layout, win)));
  }
  out.push(...rows);
  return out.join("\n");
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(Math.max(n, lo), hi);
}
