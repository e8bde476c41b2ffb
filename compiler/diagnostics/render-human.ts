/**
 * Terminal output, rustc style:
 *
 *   error[CS4001]: unknown verb `dael`
 *     --> cards/shadows/skills/sword-strike.yaml:9:3
 *      |
 *    8 | effect: |
 *    9 |   dael strength damage to a target
 *      |   ^^^^ unknown verb
 *      = help: did you mean `deal`?
 *
 * Colors come from `createColors(opts.color)`, never from the environment, so the output is
 * a pure function of the arguments (tests and snapshots stay deterministic).
 */

import pc from "picocolors";
import type { Diagnostic, Severity, SourceLookup, SourceSpan } from "./diagnostic.ts";
import { frameGutterWidth, renderArrow, renderCodeFrame } from "./code-frame.ts";
import { plural, sortDiagnostics, type CheckStats } from "./stats.ts";
import { sanitizeText } from "./text-width.ts";

type Colors = ReturnType<typeof pc.createColors>;

export interface HumanOptions {
  color: boolean;
  /** When given, the summary line (see renderSummary) is appended. */
  stats?: CheckStats;
}

function severityColor(c: Colors, severity: Severity): (s: string) => string {
  return { error: c.red, warning: c.yellow, note: c.cyan }[severity];
}

/** The frame for a span, or just its `-->` line when the source text is unavailable. */
function renderLocation(span: SourceSpan, lookup: SourceLookup, label: string | undefined, severity: Severity, color: boolean) {
  const source = lookup(span.file);
  const width = frameGutterWidth(source, span);
  const text =
    source === undefined ? renderArrow(span, width, color) : renderCodeFrame(source, span, label, { color, severity });
  return { text, width };
}

function renderOne(d: Diagnostic, lookup: SourceLookup, color: boolean): string {
  const c = pc.createColors(color);
  const sev = severityColor(c, d.severity);
  const out = [`${c.bold(sev(`${d.severity}[${d.code}]`))}${c.bold(`: ${sanitizeText(d.message)}`)}`];

  // `= help` aligns with the `|` of the primary frame (2 columns in when there is no frame).
  let gutterWidth = 0;
  if (d.span) {
    const primary = renderLocation(d.span, lookup, d.label, d.severity, color);
    out.push(primary.text);
    gutterWidth = primary.width;
  }
  for (const r of d.related ?? []) {
    out.push(`${c.bold(c.cyan("note"))}: ${sanitizeText(r.message)}`);
    out.push(renderLocation(r.span, lookup, undefined, "note", color).text);
  }
  if (d.help) {
    const lead = `${" ".repeat(gutterWidth + 2)}= `;
    const [first, ...rest] = sanitizeText(d.help, true).split("\n");
    const cont = rest.map((l) => `\n${" ".repeat(lead.length + "help: ".length)}${l}`).join("");
    out.push(`${c.bold(c.blue(lead.trimEnd()))} ${c.bold("help")}: ${first}${cont}`);
  }
  return out.join("\n");
}

/** All diagnostics, sorted by file, offset and code, separated by blank lines. */
export function renderHuman(diags: Diagnostic[], lookup: SourceLookup, opts: HumanOptions): string {
  const blocks = sortDiagnostics(diags).map((d) => renderOne(d, lookup, opts.color));
  if (opts.stats) blocks.push(renderSummary(opts.stats, opts.color));
  return blocks.join("\n\n");
}

/**
 * `error: 3 errors and 1 warning in 2 files (checked 57 cards in 12 files)`, or
 * `checked 57 cards in 12 files: no errors` when clean.
 */
export function renderSummary(stats: CheckStats, color: boolean): string {
  const c = pc.createColors(color);
  const checked = `checked ${plural(stats.cards, "card")} in ${plural(stats.files, "file")}`;
  if (stats.errors === 0 && stats.warnings === 0) return `${checked}: ${c.green("no errors")}`;

  const head = stats.errors > 0 ? c.bold(c.red("error")) : c.bold(c.yellow("warning"));
  const counts = [
    stats.errors > 0 ? plural(stats.errors, "error") : "",
    stats.warnings > 0 ? plural(stats.warnings, "warning") : "",
  ]
    .filter(Boolean)
    .join(" and ");
  // Problems without a location (e.g. an internal error) belong to no file: no "in 0 files".
  const where = stats.filesWithErrors > 0 ? ` in ${plural(stats.filesWithErrors, "file")}` : "";
  return `${head}: ${counts}${where} (${checked})`;
}
