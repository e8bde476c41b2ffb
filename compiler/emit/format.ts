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
import { layoutTypeScript, prettyJson, prettyTypeScript, type Layout } from "./pretty/index.ts";
import { reportProgress } from "../progress-events.ts";

const OPTIONS: Options = { printWidth: 100, endOfLine: "lf", trailingComma: "all" };

const prettierVersion = (createRequire(import.meta.url)("prettier/package.json") as { version: string }).version;

/** Identifies the formatter in the build cache, so upgrading prettier re-formats everything. */
export const FORMATTER_ID = `prettier@${prettierVersion} ${JSON.stringify(OPTIONS)} + pretty/ 2`;

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

/** Formats one file without prettier, or null when pretty/ does not handle all of it. */
export function formatQuickly(path: string, text: string): string | null {
  if (path.endsWith(".ts")) return prettyTypeScript(text);
  if (path.endsWith(".json")) return prettyJson(text);
  return null;
}

/**
 * Formats many files: what pretty/ lays out here, the rest with prettier (whole files, or the
 * top-level statements pretty/ left to it). Same bytes as formatGenerated, file for file.
 */
export async function formatAll(files: ReadonlyArray<{ path: string; text: string }>): Promise<string[]> {
  const out = new Array<string>(files.length);
  const forPrettier: Array<{ path: string; text: string }> = [];
  const pending: Array<{ file: number; layout: Layout | null; first: number; count: number }> = [];
  for (const [i, f] of files.entries()) {
    const layout = f.path.endsWith(".ts") ? layoutTypeScript(f.text) : null;
    const quick = layout ? (layout.others.length ? null : layout.fill([])) : f.path.endsWith(".json") ? prettyJson(f.text) : null;
    if (quick !== null) {
      out[i] = quick;
      continue;
    }
    const parts = layout ? layout.others.map((text) => ({ path: f.path, text })) : [f];
    pending.push({ file: i, layout, first: forPrettier.length, count: parts.length });
    forPrettier.push(...parts);
  }
  reportProgress("formatting generated code", files.length - pending.length, files.length);
  const formatted = await prettierEach(forPrettier);
  for (const p of pending) {
    const results = formatted.slice(p.first, p.first + p.count);
    const ok = results.every((r): r is string => typeof r === "string");
    // A statement prettier could not parse on its own: the whole file goes to prettier.
    if (!ok) out[p.file] = await formatGenerated(files[p.file].path, files[p.file].text);
    else out[p.file] = p.layout ? p.layout.fill(results) : results[0];
  }
  return out;
}

/**
 * Formats texts with prettier, on worker threads when there are enough of them and more than one
 * CPU: each text is formatted on its own. Same prettier, same options, so the same bytes as
 * formatGenerated. A text prettier rejects gives its error, in its place.
 */
async function prettierEach(files: ReadonlyArray<{ path: string; text: string }>): Promise<Array<string | Error>> {
  const threads = Math.min(availableParallelism(), 4);
  const failed = (e: unknown) => (e instanceof Error ? e : new Error(String(e)));
  if (files.length < PARALLEL_FROM || threads < 2) {
    const out: Array<string | Error> = [];
    for (const f of files) out.push(await formatGenerated(f.path, f.text).catch(failed));
    return out;
  }
  const { default: Tinypool } = await import("tinypool");
  const pool = new Tinypool({ filename: pathToFileURL(join(PACKAGE_ROOT, "compiler", "emit", "format-worker.mjs")).href, minThreads: threads, maxThreads: threads });
  try {
    // Largest first, so one big module does not finish last on its own.
    const order = files.map((_, i) => i).sort((a, b) => files[b].text.length - files[a].text.length);
    const out = new Array<string | Error>(files.length);
    await Promise.all(
      order.map(async (i) => {
        out[i] = await pool
          .run({ text: files[i].text, options: { ...OPTIONS, parser: parserFor(files[i].path) } })
          .then((text: string) => withNewline(text), failed);
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
