/**
 * GitHub Actions workflow commands (`--format github`), which GitHub turns into annotations
 * on the pull request's diff:
 *
 *   ::error file=cards/a.yaml,line=9,col=3,endLine=9,endColumn=6,title=CS4001::unknown verb `dael`
 */

import type { Diagnostic, Severity, SourceSpan } from "./diagnostic.ts";
import { renderSummary } from "./render-human.ts";
import { sanitizeText } from "./text-width.ts";
import { sortDiagnostics, type CheckStats } from "./stats.ts";

const COMMAND: Record<Severity, string> = { error: "error", warning: "warning", note: "notice" };

/** Escaping of the message part (after `::`), per the runner's rules. */
export function escapeData(s: string): string {
  return s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

/** Escaping of a `key=value` property: also `:` and `,`, which delimit the properties. */
export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

function positionProps(span: SourceSpan): string[] {
  const props = [`file=${escapeProperty(sanitizeText(span.file))}`, `line=${span.start.line}`];
  // GitHub only accepts columns when the annotation starts and ends on the same line.
  if (span.end.line === span.start.line) {
    // Our end is exclusive, GitHub's endColumn is the last annotated column (inclusive).
    const endCol = Math.max(span.start.col, span.end.col - 1);
    props.push(`col=${span.start.col}`, `endLine=${span.end.line}`, `endColumn=${endCol}`);
  } else {
    // An exclusive end at column 1 means the span stops at the end of the previous line.
    const endLine = span.end.col <= 1 ? span.end.line - 1 : span.end.line;
    props.push(`endLine=${Math.max(endLine, span.start.line)}`);
  }
  return props;
}

function annotation(d: Diagnostic): string {
  const props = [...(d.span ? positionProps(d.span) : []), `title=${escapeProperty(d.code)}`];
  // The annotation body is multi-line: message, related locations, help.
  const lines = [d.message];
  for (const r of d.related ?? []) {
    lines.push(`note: ${r.message} (${r.span.file}:${r.span.start.line}:${r.span.start.col})`);
  }
  if (d.help) lines.push(`help: ${d.help}`);
  return `::${COMMAND[d.severity]} ${props.join(",")}::${sanitizeText(escapeData(lines.join("\n")))}`;
}

/**
 * One annotation per diagnostic, then the plain summary line: GitHub shows only the first few
 * annotations of each step, so the log must still say how many problems there are.
 */
export function renderGithub(diags: Diagnostic[], stats: CheckStats): string {
  return [...sortDiagnostics(diags).map(annotation), renderSummary(stats, false)].join("\n");
}
