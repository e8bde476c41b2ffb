/**
 * SARIF 2.1.0 output (`--format sarif`), the format code-scanning services (GitHub code
 * scanning among them) ingest. One run, one rule per diagnostic code used, columns 1-based.
 */
import { DIAGNOSTIC_CODES } from "./codes.ts";
import type { Diagnostic, SourceSpan } from "./diagnostic.ts";
import { sortDiagnostics } from "./stats.ts";

const LEVEL = { error: "error", warning: "warning", note: "note" } as const;

function region(span: SourceSpan) {
  return { startLine: span.start.line, startColumn: span.start.col, endLine: span.end.line, endColumn: Math.max(span.end.col, span.start.col + (span.end.line === span.start.line ? 1 : 0)) };
}

function location(span: SourceSpan, message?: string) {
  return {
    physicalLocation: { artifactLocation: { uri: span.file.split("\\").join("/") }, region: region(span) },
    ...(message !== undefined && { message: { text: message } }),
  };
}

export function renderSarif(diags: Diagnostic[], toolVersion: string): string {
  const sorted = sortDiagnostics(diags);
  const codes = [...new Set(sorted.map((d) => d.code))].sort();
  const doc = {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "cardsmith",
            version: toolVersion,
            rules: codes.map((code) => ({
              id: code,
              name: DIAGNOSTIC_CODES[code]?.title ?? code,
              shortDescription: { text: DIAGNOSTIC_CODES[code]?.title ?? code },
              ...(DIAGNOSTIC_CODES[code] && { fullDescription: { text: DIAGNOSTIC_CODES[code].explanation } }),
            })),
          },
        },
        results: sorted.map((d) => ({
          ruleId: d.code,
          level: LEVEL[d.severity],
          message: { text: d.help ? `${d.message}\n${d.help}` : d.message },
          locations: d.span ? [location(d.span)] : [],
          relatedLocations: (d.related ?? []).map((r, i) => ({ id: i + 1, ...location(r.span, r.message) })),
        })),
      },
    ],
  };
  return JSON.stringify(doc, null, 2);
}
