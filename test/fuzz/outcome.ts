/**
 * What every fuzzed input must end in: success or diagnostics a user can act on. Each diagnostic
 * has a registered code that is not the internal-error code CS5001, a message without a stack
 * trace, and a span (and related spans) at a real file:line:col of a file that exists, its line
 * and column the ones its offset gives. Returns the broken rules, empty when all hold.
 */
import type { Diagnostic, SourceSpan } from "../../compiler/diagnostics/diagnostic.ts";
import { DIAGNOSTIC_CODES as CODES } from "../../compiler/diagnostics/codes.ts";
import { SourceFile } from "../../compiler/source/source-file.ts";

export const INTERNAL_ERROR = "CS5001";
const STACK = /\n\s+at .*\(|\n\s+at [^\s]+:\d+:\d+/;

export function diagnosticProblems(diagnostics: readonly Diagnostic[], sources: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  const files = new Map<string, SourceFile>();
  const fileOf = (name: string) => {
    let f = files.get(name);
    const text = sources.get(name);
    if (!f && text !== undefined) files.set(name, (f = new SourceFile(name, text)));
    return f;
  };
  const checkSpan = (d: Diagnostic, span: SourceSpan | undefined, what: string) => {
    if (!span) return void problems.push(`${d.code} has no ${what}: ${d.message}`);
    const file = fileOf(span.file);
    if (!file) return void problems.push(`${d.code}'s ${what} names \`${span.file}\`, which is not a file that was read`);
    for (const [end, p] of [["start", span.start], ["end", span.end]] as const) {
      const want = file.position(p.offset);
      if (p.offset < 0 || p.offset > file.text.length || p.line !== want.line || p.col !== want.col) {
        problems.push(`${d.code}'s ${what} ${end} ${span.file}:${p.line}:${p.col} (offset ${p.offset}) is not where that offset is (${want.line}:${want.col} of ${file.text.length})`);
      }
    }
    if (span.end.offset < span.start.offset) problems.push(`${d.code}'s ${what} ends before it starts`);
  };
  for (const d of diagnostics) {
    if (d.code === INTERNAL_ERROR) problems.push(`internal error ${d.code}: ${d.message}`);
    else if (!Object.hasOwn(CODES, d.code)) problems.push(`unregistered code ${d.code}: ${d.message}`);
    if (!["error", "warning", "note"].includes(d.severity)) problems.push(`${d.code} has severity ${String(d.severity)}`);
    if (typeof d.message !== "string" || !d.message) problems.push(`${d.code} has no message`);
    for (const text of [d.message, d.help ?? "", d.label ?? ""]) if (STACK.test(text)) problems.push(`${d.code} shows a stack trace: ${text}`);
    checkSpan(d, d.span, "span");
    for (const r of d.related ?? []) checkSpan(d, r.span, "related span");
  }
  return problems;
}

/** The same rules for text the user sees (rendered reports): no stack trace, no internal error. */
export function renderedProblems(rendered: string): string[] {
  const problems: string[] = [];
  if (STACK.test(rendered)) problems.push(`the report shows a stack trace:\n${rendered}`);
  if (rendered.includes(INTERNAL_ERROR) || /internal (compiler )?error/i.test(rendered)) problems.push(`the report names an internal error:\n${rendered}`);
  return problems;
}
