/**
 * Saved check states (check-game.ts's CheckState) in the cache folder: what lets `build`,
 * `check` and `check --watch` re-check only the card files that changed. A state is trusted only
 * when sealed intact, of this shape, and written by this very compiler.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { CheckState, FileState } from "./check/check-game.ts";
import { readSealedSync, sealedBytes } from "./cache-file.ts";
import { PACKAGE_ROOT } from "./package-root.ts";

/**
 * A changed checker or emitter must re-check (and re-emit) every card file, even unchanged ones.
 * Hashes the compiler's own sources once per process.
 */
let toolchainHash: string | undefined;
export function toolchainFingerprint(): string {
  if (toolchainHash) return toolchainHash;
  // The lock file and the runtime's API are hashed when present (a copied project may lack them).
  const present = ["runtime/api.ts", "package-lock.json"].filter((f) => existsSync(join(PACKAGE_ROOT, f)));
  const sources = [...typeScriptUnder("compiler"), ...typeScriptUnder("dsl"), ...present].sort();
  const h = createHash("sha1");
  for (const f of sources) h.update(f).update(readFileSync(join(PACKAGE_ROOT, f)));
  return (toolchainHash = h.digest("hex"));
}

/**
 * The `.ts` files under a folder of the package, `/`-separated, hidden entries and installed
 * packages aside. A plain walk: a glob library compiles its patterns first, which costs a
 * one-card check more than the walk does.
 */
function typeScriptUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(PACKAGE_ROOT, dir), { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) entry.name !== "node_modules" && out.push(...typeScriptUnder(rel));
    else if (entry.isFile() && entry.name.endsWith(".ts")) out.push(rel);
  }
  return out;
}

/**
 * The state this process last read or wrote per state file, with the file's identity then
 * (inode, size, mtime in ns): while the file is still that one, `check --watch` and a build
 * after a check take the state from memory instead of reading, unsealing and re-validating
 * megabytes of JSON, and a check that changed nothing does not write it again. A file written
 * by another process (temp + rename: a new inode) is read again.
 */
const known = new Map<string, { stamp: string; state: CheckState }>();

function stampOf(file: string): string | undefined {
  try {
    const s = statSync(file, { bigint: true });
    return `${s.ino}:${s.size}:${s.mtimeNs}`;
  } catch {
    return undefined;
  }
}

/** No cache yet, a damaged one or one of another toolchain: undefined (check everything). */
export function readCheckState(file: string): CheckState | undefined {
  const stamp = stampOf(file);
  if (stamp === undefined) return undefined;
  const memo = known.get(file);
  if (memo?.stamp === stamp) return withOwnFiles(memo.state);
  const saved = readSealedSync(file) as { toolchain?: unknown; state?: unknown } | null | undefined;
  if (saved?.toolchain !== toolchainFingerprint() || !isCheckState(saved.state)) return undefined;
  // Keyed by the user's file paths: copied into an object without a prototype.
  const state = withOwnFiles(saved.state);
  known.set(file, { stamp, state });
  return withOwnFiles(state);
}

/** A copy whose `files` the caller may change; the file states themselves are never changed. */
function withOwnFiles(state: CheckState): CheckState {
  return { ...state, files: Object.assign(Object.create(null) as CheckState["files"], state.files) };
}

export function writeCheckState(file: string, state: CheckState): void {
  const memo = known.get(file);
  if (memo && sameState(memo.state, state) && stampOf(file) === memo.stamp) return;
  // Compact JSON: a 10,000-card state is written on every save in a watch session.
  writeFileAtomicSync(file, sealedBytes(savedStateJson(toolchainFingerprint(), state)));
  const stamp = stampOf(file);
  if (stamp !== undefined) known.set(file, { stamp, state: withOwnFiles(state) });
}

/**
 * Each file state's JSON (as `"path":{…}`, UTF-8), kept: file states are never changed once
 * checked, and a watch session writes states of which all but a file or two were written before.
 */
const fileStateJson = new WeakMap<FileState, { rel: string; bytes: Uint8Array }>();

/** The bytes of JSON.stringify({ toolchain, state }), with each file state's JSON made once. */
export function savedStateJson(toolchain: string, state: CheckState): Buffer {
  const parts: Uint8Array[] = [Buffer.from(`{"toolchain":${JSON.stringify(toolchain)},"state":{"vocabulary":${JSON.stringify(state.vocabulary)},"ids":${JSON.stringify(state.ids)},"files":{`)];
  const comma = Buffer.from(",");
  for (const [rel, fileState] of Object.entries(state.files)) {
    let memo = fileStateJson.get(fileState);
    if (memo?.rel !== rel) fileStateJson.set(fileState, (memo = { rel, bytes: Buffer.from(`${JSON.stringify(rel)}:${JSON.stringify(fileState)}`) }));
    if (parts.length > 1) parts.push(comma);
    parts.push(memo.bytes);
  }
  parts.push(Buffer.from("}}}"));
  return Buffer.concat(parts);
}

/** Same vocabulary, ids and file states (a reused file keeps its very state object). */
function sameState(a: CheckState, b: CheckState): boolean {
  if (a.vocabulary !== b.vocabulary || a.ids !== b.ids) return false;
  const keys = Object.keys(b.files);
  return keys.length === Object.keys(a.files).length && keys.every((k) => a.files[k] === b.files[k]);
}

/** Write to `<file>.tmp-<pid>` and rename over: readers see the old state or the new one. */
function writeFileAtomicSync(file: string, text: string | Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.tmp-${process.pid}`;
  try {
    writeFileSync(tmp, text);
    renameSync(tmp, file);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}

/** A cache is only trusted in the shape this version writes; anything else means a full check. */
function isCheckState(x: unknown): x is CheckState {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
  const isStrings = (v: unknown) => Array.isArray(v) && v.every((s) => typeof s === "string");
  const isSummary = (c: unknown) => isObject(c) && typeof c.id === "string" && typeof c.kind === "string" && typeof c.name === "string" && (c.covers === undefined || isStrings(c.covers));
  if (!isObject(x) || typeof x.vocabulary !== "string" || typeof x.ids !== "string" || !isObject(x.files)) return false;
  return Object.values(x.files).every((f) => isObject(f) && typeof f.hash === "string" && (f.stamp === undefined || typeof f.stamp === "string") && isStrings(f.tags) && Array.isArray(f.cards) && f.cards.every(isSummary));
}
