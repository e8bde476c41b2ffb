/**
 * Writes generated files into `outDir`: formats only what changed since the last build (cached by
 * content hash) and removes generated files no longer produced. The folder changes as a whole: the
 * changes are made to a staged copy that is then swapped in (output-swap.ts). In check mode it
 * writes nothing and reports what is stale instead.
 */
import { createHash } from "node:crypto";
import { lstatSync, readFileSync } from "node:fs";
import { mkdir, readdir, rename, rm, rmdir, unlink, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { readSealed, sealed } from "../cache-file.ts";
import { FORMATTER_ID, formatAll } from "./format.ts";
import { replaceTree } from "./output-swap.ts";

export interface WriteOptions {
  /** Write nothing; report missing, different and extra files as `stale`. */
  check: boolean;
  /** JSON cache: path → hashes of the last raw input and formatted output. */
  cacheFile: string;
  /** Paths not emitted this time because they are known to be up to date: keep them as they are. */
  keep?: ReadonlySet<string>;
}

export interface WriteResult {
  written: string[];
  unchanged: string[];
  removed: string[];
  stale: string[];
}

interface CacheEntry {
  rawHash: string;
  formattedHash: string;
}

interface Cache {
  formatter: string;
  /** By output path: paths come from card ids, so never a plain object. */
  files: Map<string, CacheEntry>;
}

/** Only these are ever written or removed: nothing else in outDir is ours. */
const GENERATED = /\.(ts|json)$/;

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
const byPath = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export async function writeGenerated(outDir: string, files: Map<string, string>, opts: WriteOptions): Promise<WriteResult> {
  const root = resolve(outDir);
  const paths = [...files.keys()].sort(byPath);
  for (const p of paths) checkPath(p);
  const cache = await readCache(opts.cacheFile);
  const nextCache: Cache = { formatter: FORMATTER_ID, files: new Map() };
  const result: WriteResult = { written: [], unchanged: [], removed: [], stale: [] };
  const changes = new Map<string, string>();

  const toFormat: Array<{ path: string; text: string; rawHash: string; onDisk: string | null }> = [];
  for (const path of paths) {
    const raw = files.get(path)!;
    const rawHash = sha256(raw);
    const abs = join(root, path);
    const onDisk = await readIfFile(abs);
    const cached = cache.files.get(path);
    // The cache vouches for a file only while the file on disk is still what we wrote.
    if (cached && onDisk !== null && cached.rawHash === rawHash && sha256(onDisk) === cached.formattedHash) {
      result.unchanged.push(path);
      nextCache.files.set(path, cached);
      continue;
    }
    toFormat.push({ path, text: raw, rawHash, onDisk });
  }
  const formattedAll = await formatAll(toFormat);
  for (const [i, { path, rawHash, onDisk }] of toFormat.entries()) {
    const formatted = formattedAll[i];
    nextCache.files.set(path, { rawHash, formattedHash: sha256(formatted) });
    if (onDisk === formatted) result.unchanged.push(path);
    else if (opts.check) result.stale.push(path);
    else {
      changes.set(path, formatted);
      result.written.push(path);
    }
  }
  result.unchanged.sort(byPath); // in path order, as the paths were visited

  for (const path of [...(opts.keep ?? [])].sort(byPath)) {
    const cached = cache.files.get(path);
    if (files.has(path) || !cached) continue;
    nextCache.files.set(path, cached);
    result.unchanged.push(path);
  }
  const produced = new Set([...paths, ...(opts.keep ?? [])]);
  const extra = (await listGenerated(root)).filter((p) => !produced.has(p) && resolve(root, p) !== resolve(opts.cacheFile));
  if (opts.check) {
    result.stale.push(...extra);
    result.stale.sort(byPath);
    return result;
  }
  if (changes.size || extra.length) {
    await replaceTree(root, async (staged) => {
      for (const [path, text] of changes) {
        const abs = join(staged, path);
        await mkdir(dirname(abs), { recursive: true });
        // The staged file may be a hard link to the live one: replace it, never write through it.
        await rm(abs, { force: true });
        await writeFile(abs, text, "utf8");
      }
      for (const path of extra) {
        await unlink(join(staged, path));
        await removeEmptyDirs(staged, dirname(join(staged, path)));
      }
    });
    result.removed.push(...extra);
  }
  // Written after the swap: a cache never vouches for output that is not in place.
  const entries = Object.fromEntries([...nextCache.files].sort(([a], [b]) => byPath(a, b)));
  await writeAtomic(resolve(opts.cacheFile), sealed({ formatter: nextCache.formatter, files: entries }));
  return result;
}

/**
 * Are these generated files still exactly what the cache says was written? An incremental
 * build skips emitting them, so it must know nobody edited or deleted them.
 */
export async function keptFilesIntact(outDir: string, cacheFile: string, paths: Iterable<string>): Promise<boolean> {
  const cache = await readCache(cacheFile);
  for (const path of paths) {
    const entry = cache.files.get(path);
    const onDisk = await readIfFile(join(resolve(outDir), path));
    if (!entry || onDisk === null || sha256(onDisk) !== entry.formattedHash) return false;
  }
  return true;
}

/** Which of `paths` the output cache lists (written by the last build). */
export async function cachedPaths(cacheFile: string, paths: readonly string[]): Promise<string[]> {
  const cache = await readCache(cacheFile);
  return paths.filter((p) => cache.files.has(p));
}

/** Output paths come from the emitter, but a bad one must never write outside outDir. */
function checkPath(path: string): void {
  const parts = path.split("/");
  if (!GENERATED.test(path) || path.includes("\\") || parts.some((p) => p === "" || p === "." || p === "..")) {
    throw new Error(`not a generated file path: ${JSON.stringify(path)}`);
  }
}

/** Missing, damaged (the seal does not match) or of another shape: a cold build. */
async function readCache(file: string): Promise<Cache> {
  const cold: Cache = { formatter: FORMATTER_ID, files: new Map() };
  const saved = await readSealed(file);
  if (!isRecord(saved) || saved.formatter !== FORMATTER_ID || !isRecord(saved.files)) return cold;
  for (const [path, entry] of Object.entries(saved.files)) {
    if (!isRecord(entry) || typeof entry.rawHash !== "string" || typeof entry.formattedHash !== "string") return cold;
    cold.files.set(path, { rawHash: entry.rawHash, formattedHash: entry.formattedHash });
  }
  return cold;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Synchronous on purpose: a rebuild reads every generated file of a game (to prove the kept ones
 * intact), and one awaited thread-pool round trip per file left the process mostly idle.
 */
async function readIfFile(abs: string): Promise<string | null> {
  try {
    return lstatSync(abs).isFile() ? readFileSync(abs, "utf8") : null;
  } catch {
    return null;
  }
}

/** Write to `<file>.tmp-<pid>` and rename over: readers see the old file or the new one, never half. */
export async function writeAtomic(abs: string, text: string): Promise<void> {
  await mkdir(dirname(abs), { recursive: true });
  const tmp = `${abs}.tmp-${process.pid}`;
  try {
    await writeFile(tmp, text, "utf8");
    await rename(tmp, abs);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
}

/** Generated-looking files under root (relative, `/`-separated); symlinks are never followed. */
async function listGenerated(root: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const abs = join(dir, e.name);
      if (e.isDirectory()) await walk(abs);
      else if (e.isFile() && GENERATED.test(e.name)) out.push(relative(root, abs).split(sep).join("/"));
    }
  };
  await walk(root);
  return out.sort(byPath);
}

/** After a removal, drop directories left empty, up to (not including) root. */
async function removeEmptyDirs(root: string, dir: string): Promise<void> {
  for (let d = dir; d !== root && d.startsWith(root + sep); d = dirname(d)) {
    try {
      await rmdir(d);
    } catch {
      return;
    }
  }
}
