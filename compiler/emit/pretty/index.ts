/**
 * Formatting generated code without prettier: prettier's layout for the shapes the emitter
 * writes, at a small fraction of its cost (it was three quarters of a cold build: PROFILE.md in
 * test/bench). Each function returns null for text it does not handle; format.ts then runs
 * prettier, so the bytes are prettier's either way (test/emit/pretty-format.test.ts).
 */
import { parseModule } from "./parse.ts";
import { PLACEHOLDER, printModule } from "./print.ts";
import { Unsupported } from "./tokens.ts";

/**
 * Characters whose printed width is one column, as prettier measures them; text with others
 * (emoji, East Asian wide characters, combining marks) is left to prettier.
 */
const ONE_COLUMN = /^[\n\x20-\x7e\u00a0-\u02ff\u0370-\u10ff\u2010-\u2027\u2030-\u205e]*$/;

/**
 * A generated TypeScript module laid out as prettier would, except its top-level statements in
 * `others`, which prettier must format one by one (`fill` puts them in); null when this cannot
 * tell at all.
 */
export interface Layout {
  others: string[];
  fill(formattedOthers: string[]): string;
}

export function layoutTypeScript(text: string): Layout | null {
  if (!ONE_COLUMN.test(text)) return null;
  try {
    const { text: laidOut, others } = printModule(parseModule(text));
    // A top-level statement formats alone as it does in its module; prettier ends each with a newline.
    const fill = (formatted: string[]) => laidOut.replace(PLACEHOLDER, (_, i: string) => formatted[Number(i)].replace(/\n$/, ""));
    return { others, fill };
  } catch (e) {
    if (e instanceof Unsupported) return null;
    throw e;
  }
}

/** The module as prettier formats it, when no part of it needs prettier; else null. */
export function prettyTypeScript(text: string): string | null {
  const layout = layoutTypeScript(text);
  return layout && !layout.others.length ? layout.fill([]) : null;
}

/**
 * JSON as prettier formats it, for JSON.stringify(value, null, 2) text without arrays: prettier
 * keeps an object broken when its source breaks after `{`, and leaves keys and scalars as written.
 */
export function prettyJson(text: string): string | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (hasArray(value) || text.trimEnd() !== JSON.stringify(value, null, 2)) return null;
  return `${text.trimEnd()}\n`;
}

function hasArray(value: unknown): boolean {
  if (Array.isArray(value)) return true;
  return typeof value === "object" && value !== null && Object.values(value).some(hasArray);
}
