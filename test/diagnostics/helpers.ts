import type { Position, SourceSpan } from "../../compiler/diagnostics/diagnostic.ts";

/** Position of a 0-based UTF-16 offset, counting lines by `\n` (a CR before it is part of the line end). */
export function posAt(source: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    if (source[i] === "\n") {
      line++;
      lineStart = i + 1;
    }
  }
  return { offset, line, col: offset - lineStart + 1 };
}

/** Span covering the first occurrence of `needle` (or an empty span at it when `empty`). */
export function spanOf(source: string, needle: string, file = "cards/a.yaml", empty = false): SourceSpan {
  const start = source.indexOf(needle);
  if (start < 0) throw new Error(`not found: ${needle}`);
  return { file, start: posAt(source, start), end: posAt(source, empty ? start : start + needle.length) };
}
