/** Counting and ordering diagnostics, shared by all renderers so their outputs agree. */

import type { Diagnostic } from "./diagnostic.ts";

/** What a check run covered and found; feeds the summary line and the JSON `summary`. */
export interface CheckStats {
  errors: number;
  warnings: number;
  /** Files with at least one error or warning (notes alone do not count). */
  filesWithErrors: number;
  cards: number;
  files: number;
}

export function countDiagnostics(diags: readonly Diagnostic[]): Pick<CheckStats, "errors" | "warnings" | "filesWithErrors"> {
  let errors = 0;
  let warnings = 0;
  const files = new Set<string>();
  for (const d of diags) {
    if (d.severity === "note") continue;
    if (d.severity === "error") errors++;
    else warnings++;
    if (d.span) files.add(d.span.file);
  }
  return { errors, warnings, filesWithErrors: files.size };
}

/**
 * Sorted copy: by file, then start offset, then code; diagnostics without a span go last.
 * Plain code-unit comparison (not localeCompare) keeps the order identical on every machine;
 * Array.prototype.sort is stable, so ties keep their reporting order.
 */
export function sortDiagnostics(diags: readonly Diagnostic[]): Diagnostic[] {
  return [...diags].sort((x, y) => {
    if (!x.span || !y.span) return (x.span ? 0 : 1) - (y.span ? 0 : 1) || cmp(x.code, y.code);
    return cmp(x.span.file, y.span.file) || x.span.start.offset - y.span.start.offset || cmp(x.code, y.code);
  });
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `1 error`, `2 errors`. */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
