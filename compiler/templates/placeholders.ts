/**
 * `{name}` placeholders in a template's text, and their substitution. The substituted text keeps
 * a record of where each value went, so that an offset in it (an effect error) maps back to the
 * template's text: outside a value the shift of the values before it, inside one the placeholder.
 */

/** What a parameter name looks like (the placeholder's name, without the braces). */
const NAME = "[A-Za-z_][A-Za-z0-9_-]*";
export const PARAM_NAME = new RegExp(`^${NAME}$`);
/** A placeholder: `{` a name `}`; other braces are ordinary text. As a pattern, for the editor schema. */
export const PLACEHOLDER_PATTERN = `\\{${NAME}\\}`;
const PLACEHOLDER = new RegExp(`\\{(${NAME})\\}`, "g");

export interface Placeholder {
  name: string;
  /** [start, end) of `{name}` in the template's text. */
  start: number;
  end: number;
}

export function placeholders(text: string): Placeholder[] {
  const found: Placeholder[] = [];
  for (const m of text.matchAll(PLACEHOLDER)) found.push({ name: m[1], start: m.index, end: m.index + m[0].length });
  return found;
}

/** A placeholder that is the whole text: the value replaces it as written (a number stays a number). */
export function wholePlaceholder(text: string): string | undefined {
  const all = placeholders(text);
  return all.length === 1 && all[0].start === 0 && all[0].end === text.length ? all[0].name : undefined;
}

export interface Substituted {
  text: string;
  /** Where each value went: [start, end) in `text`, and the placeholder it replaced. */
  pieces: Array<{ start: number; end: number; from: Placeholder }>;
}

/** Replaces every placeholder whose name `value` knows; the others stay as written. */
export function substitute(text: string, value: (name: string) => string | undefined): Substituted {
  const pieces: Substituted["pieces"] = [];
  let out = "";
  let last = 0;
  for (const p of placeholders(text)) {
    const v = value(p.name);
    if (v === undefined) continue;
    out += text.slice(last, p.start);
    pieces.push({ start: out.length, end: out.length + v.length, from: p });
    out += v;
    last = p.end;
  }
  return { text: out + text.slice(last), pieces };
}

/**
 * The template offset of an offset in the substituted text. Inside a value it is the
 * placeholder's start (for the start of a range) or its end (for the end of one), so that a range
 * over substituted text underlines the placeholder.
 */
export function templateOffset(s: Substituted, offset: number, side: "start" | "end"): number {
  let shift = 0; // template offset minus substituted offset, before the current piece
  for (const p of s.pieces) {
    if (offset <= p.start) break;
    if (offset < p.end) return side === "start" ? p.from.start : p.from.end;
    shift = p.from.end - p.end;
  }
  return offset + shift;
}
