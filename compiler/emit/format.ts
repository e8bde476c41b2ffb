/**
 * Prettier with fixed options, never a config file found on disk: output must be byte-for-byte
 * the same on every machine. The slowest step of a build, hence write-output.ts's cache.
 */
import * as prettier from "prettier";

const OPTIONS: prettier.Options = { printWidth: 100, endOfLine: "lf", trailingComma: "all" };

/** Identifies the formatter in the build cache, so upgrading prettier re-formats everything. */
export const FORMATTER_ID = `prettier@${prettier.version} ${JSON.stringify(OPTIONS)}`;

function parserFor(path: string): string {
  if (path.endsWith(".ts")) return "typescript";
  if (path.endsWith(".json")) return "json";
  throw new Error(`no formatter for ${path}`);
}

/** Formats one generated file; `path` picks the parser. The result ends with a newline. */
export async function formatGenerated(path: string, text: string): Promise<string> {
  const out = await prettier.format(text, { ...OPTIONS, parser: parserFor(path) });
  return out.endsWith("\n") ? out : `${out}\n`;
}

/** Formats TypeScript source. */
export async function format(text: string): Promise<string> {
  return formatGenerated("file.ts", text);
}
