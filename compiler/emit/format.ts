/**
 * Prettier with fixed options, never a config file found on disk: output must be byte-for-byte
 * the same on every machine. The slowest step of a build, hence write-output.ts's cache; loaded
 * only when a file must be formatted, so a build with nothing to format never pays for it.
 */
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Options } from "prettier";
import { PACKAGE_ROOT } from "../package-root.ts";
import { reportProgress } from "../progress-events.ts";

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

const withNewline = (out: string) => (out.endsWith("\n") ? out : `${out}\n`);

/** Formats one generated file; `path` picks the parser. The result ends with a newline. */
export async function formatGenerated(path: string, text: string): Promise<string> {
  return withNewline(await (await (prettier ??= import("prettier"))).format(text, { ...OPTIONS, parser: parserFor(path) }));
}

/** Below this many files, starting worker threads (each loads prettier) costs more than it saves. */
const PARALLEL_FROM = 48;

/**
 * Formats many files, on worker threads when there are enough of them and more than one CPU:
 * prettier is most of a cold build, and each file is formatted on its own. Same prettier, same
 * options, so the same bytes as formatGenerated.
 */
export async function formatAll(files: ReadonlyArray<{ path: string; text: string }>): Promise<string[]> {
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
