/**
 * The one diagnostic model every stage reports through (load, schema, syntax, resolve, emit).
 * Modeled on rustc/tsc: a stable code, a severity, a standalone message, an exact span,
 * optional related locations and a help line.
 */

export type Severity = "error" | "warning" | "note";

/** A position in a source file. `offset` is 0-based UTF-16; `line`/`col` are 1-based. */
export interface Position {
  offset: number;
  line: number;
  col: number;
}

export interface SourceSpan {
  file: string;
  start: Position;
  /** Exclusive end. For an empty span, end equals start (the caret is drawn as one `^`). */
  end: Position;
}

export interface RelatedLocation {
  span: SourceSpan;
  message: string;
}

export interface Diagnostic {
  /** Stable code such as "CS2001"; `cardsmith explain <code>` describes it. */
  code: string;
  severity: Severity;
  message: string;
  span?: SourceSpan;
  /** A short label printed under the caret. */
  label?: string;
  related?: RelatedLocation[];
  /** "help: did you mean `deal`?" and similar fix hints. */
  help?: string;
}

/** Gives the text of a source file for code frames; the reporter never reads the disk itself. */
export type SourceLookup = (file: string) => string | undefined;
