/**
 * Formatting generated code without prettier: prettier's layout for the shapes the emitter
 * writes, at a small fraction of its cost (it was three quarters of a cold build: PROFILE.md in
 * test/bench). Each function returns null for text it does not handle; format.ts then runs
 * prettier, so the bytes are prettier's either way (test/emit/pretty-format.test.ts).
 */
import { parseModule } from "./parse.ts";
import { printModule } from "./print.ts";
import { Unsupported } from "./tokens.ts";

/**
 * Characters whose printed width is one column, as prettier measures them; text with others
 * (emoji, East Asian wide characters, combining marks) is left to prettier.
 */
const ONE_COLUMN = /^[\n\x20-\x7e\u00a0-\u02ff\u0370-\u10ff\u2010-\u2027\u2030-\u205e]*$/;

/** A generated TypeScript module as prettier formats it, or null when this cannot tell. */
export function prettyTypeScript(text: string): string | null {
  if (!ONE_COLUMN.test(text)) return null;
  try {
    return printModule(parseModule(text));
  } catch (e) {
    if (e instanceof Unsupported) return null;
    throw e;
  }
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
