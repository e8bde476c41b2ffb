/**
 * Machine-readable output (`--format json`). One document, keys always present (null when
 * absent) and always in the same order, so consumers and snapshot diffs can rely on the shape.
 * Bump `version` on any incompatible change.
 */

import type { Diagnostic, Position, SourceSpan } from "./diagnostic.ts";
import { sortDiagnostics, type CheckStats } from "./stats.ts";

export const JSON_FORMAT_VERSION = 1;

const pos = (p: Position) => ({ line: p.line, col: p.col, offset: p.offset });

const location = (span: SourceSpan | undefined) => ({
  file: span ? span.file : null,
  start: span ? pos(span.start) : null,
  end: span ? pos(span.end) : null,
});

function diagnosticJson(d: Diagnostic) {
  return {
    code: d.code,
    severity: d.severity,
    message: d.message,
    ...location(d.span),
    label: d.label ?? null,
    help: d.help ?? null,
    related: (d.related ?? []).map((r) => ({ message: r.message, ...location(r.span) })),
  };
}

export function renderJson(diags: Diagnostic[], stats: CheckStats): string {
  const doc = {
    version: JSON_FORMAT_VERSION,
    summary: {
      errors: stats.errors,
      warnings: stats.warnings,
      filesWithErrors: stats.filesWithErrors,
      cards: stats.cards,
      files: stats.files,
    },
    diagnostics: sortDiagnostics(diags).map(diagnosticJson),
  };
  return JSON.stringify(doc, null, 2);
}
