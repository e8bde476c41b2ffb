/**
 * Prettier with fixed options, never a config file found on disk: output must be byte-for-byte
 * the same on every machine. The slowest step of a build, hence write-output.ts's cache; loaded
 * only when a file must be formatted, so a build with nothing to format never pays for it.
 */
import { createRequire } from "node:module";
import type { Options } from "prettier";

const OPTIONS: Options = { printWidth: 100, endOfLine: "lf", trailingComma: "all" };

const prettierVersion = (createRequire(import.meta.url)("prettier/package.json") as { version: string }).version;

/** Identifies the formatter in the build cache, so upgrading prettier re-formats everything. */
export const FORMATTER_ID = `prettier@${prettierVersion} ${JSON.stringify(OPTIONS)}`;

function parserFor(path: string): string {
  if (path.endsWith(".ts")) return "typescript";
  if (path.endsWith(".json")) return "json";
  throw new Error(`no formatter for ${path}`);
}

let prettier: Promise<typeof import("prettier")> | undefined;

/** Formats one generated file; `path` picks the parser. The result ends with a newline. */
export async function formatGenerated(path: string, text: string): Promise<string> {
  const out = await (await (prettier ??= import("prettier"))).format(text, { ...OPTIONS, parser: parserFor(path) });
  return out.endsWith("\n") ? out : `${out}\n`;
}

/** Formats TypeScript source. */
export async function format(text: string): Promise<string> {
  return formatGenerated("file.ts", text);
}
