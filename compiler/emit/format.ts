/**
 * Prettier with fixed options, never a config file found on disk: output must be byte-for-byte
 * the same on every machine. Most generated files never reach prettier: pretty/ lays out the
 * shapes the emitter writes exactly as prettier does, in a fraction of the time; prettier formats
 * the rest, loaded only when a file needs it.
 */
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Options } from "prettier";
import { PACKAGE_ROOT } from "../package-root.ts";
import { prettyJson, prettyTypeScript } from "./pretty/index.ts";
import { reportProgress } from "../progress-events.ts";

const OPTIONS: Options = { printWidth: 100, endOfLine: "lf", trailingComma: "all" };

const prettierVersion = (createRequire(import.meta.url)("prettier/package.json") as { version: string }).version;

/** Identifies the formatter in the build cache, so upgrading prettier re-formats everything. */
export const FORMATTER_ID = `prettier@${prettierVersion} ${JSON.stringify(OPTIONS)} + pretty/ 1`;

function parserFor(path: string): string {
  if (path.endsWith(".ts")) return "typescript";
  if (path.endsWith(".json")) return "json";
  throw new Error(`no formatter for ${path}`);
}

let prettier: Promise<typeof import("prettier")> | undefined;

const withNewline = (out: string) => (out.endsWith("\n") ? out : `${out}\n`);

/** Formats one generated file; `path` picks the parser. The result ends with a newline. */
export async function formatGenerated(path: string, text: string): Promise<string> {
  return withNewline(await (await (prettier ??= import("prettier"))).format(text, { ...OPTIONS, parser: parserFor(path) }));
}

/** Below this many files, starting worker threads (each loads prettier) costs more than it saves. */
const PARALLEL_FROM = 48;

/** Formats one file without prettier, or null when pretty/ does not handle it. */
export function formatQuickly(path: string, text: string): string | null {
  if (path.endsWith(".ts")) return prettyTypeScript(text);
  if (path.endsWith(".json")) return prettyJson(text);
  return null;
}

/**
 * Formats many files: each that pretty/ handles here, the others with prettier. Same bytes as
 * formatGenerated, file for file.
 */
export async function formatAll(files: ReadonlyArray<{ path: string; text: string }>): Promise<string[]> {
  const out = new Array<string>(files.length);
  const left: number[] = [];
  for (const [i, f] of files.entries()) {
    const quick = formatQuickly(f.path, f.text);
    if (quick === null) left.push(i);
    else out[i] = quick;
    reportProgress("formatting generated code", i + 1 - left.length, files.length);
  }
  const formatted = await formatWithPrettier(left.map((i) => files[i]));
  for (const [k, i] of left.entries()) out[i] = formatted[k];
  return out;
}

/**
 * Formats files with prettier, on worker threads when there are enough of them and more than one
 * CPU: each file is formatted on its own. Same prettier, same options, so the same bytes as
 * formatGenerated.
 */
export async function formatWithPrettier(files: ReadonlyArray<{ path: string; text: string }>): Promise<string[]> {
  const threads = Math.min(availableParallelism(), 4);
  if (files.length < PARALLEL_FROM || threads < 2) {
    const out: string[] = [];
    for (const f of files) {
      out.push(await formatGenerated(f.path, f.text));
      reportProgress("formatting generated code", out.length, files.length);
    }
    return out;
  }
  const { default: Tinypool } = await import("tinypool");
  const pool = new Tinypool({ filename: pathToFileURL(join(PACKAGE_ROOT, "compiler", "emit", "format-worker.mjs")).href, minThreads: threads, maxThreads: threads });
  try {
    // Largest first, so one big module (index.ts) does not finish last on its own.
    const order = files.map((_, i) => i).sort((a, b) => files[b].text.length - files[a].text.length);
    const out = new Array<string>(files.length);
    let done = 0;
    await Promise.all(
      order.map(async (i) => {
        out[i] = withNewline((await pool.run({ text: files[i].text, options: { ...OPTIONS, parser: parserFor(files[i].path) } })) as string);
        reportProgress("formatting generated code", ++done, files.length);
      }),
    );
    return out;
  } finally {
    await pool.destroy();
  }
}

/** Formats TypeScript source. */
export async function format(text: string): Promise<string> {
  return formatGenerated("file.ts", text);
}
