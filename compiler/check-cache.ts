/**
 * Saved check states (check-game.ts's CheckState) in the cache folder: what lets `build`,
 * `check` and `check --watch` re-check only the card files that changed. A state is trusted only
 * when sealed intact, of this shape, and written by this very compiler.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import fg from "fast-glob";
import type { CheckState } from "./check/check-game.ts";
import { readSealedSync, sealed } from "./cache-file.ts";
import { PACKAGE_ROOT } from "./package-root.ts";

/**
 * A changed checker or emitter must re-check (and re-emit) every card file, even unchanged ones.
 * Hashes the compiler's own sources once per process.
 */
let toolchainHash: string | undefined;
export function toolchainFingerprint(): string {
  if (toolchainHash) return toolchainHash;
  const sources = fg.sync(["compiler/**/*.ts", "dsl/**/*.ts", "runtime/api.ts", "package-lock.json"], { cwd: PACKAGE_ROOT }).sort();
  const h = createHash("sha1");
  for (const f of sources) h.update(f).update(readFileSync(join(PACKAGE_ROOT, f)));
  return (toolchainHash = h.digest("hex"));
}

/** No cache yet, a damaged one or one of another toolchain: undefined (check everything). */
export function readCheckState(file: string): CheckState | undefined {
  const saved = readSealedSync(file) as { toolchain?: unknown; state?: unknown } | null | undefined;
  if (saved?.toolchain !== toolchainFingerprint() || !isCheckState(saved.state)) return undefined;
  // Keyed by the user's file paths: copied into an object without a prototype.
  return { ...saved.state, files: Object.assign(Object.create(null) as CheckState["files"], saved.state.files) };
}

export function writeCheckState(file: string, state: CheckState): void {
  writeFileAtomicSync(file, sealed({ toolchain: toolchainFingerprint(), state }));
}

/** Write to `<file>.tmp-<pid>` and rename over: readers see the old state or the new one. */
function writeFileAtomicSync(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.tmp-${process.pid}`;
  try {
    writeFileSync(tmp, text, "utf8");
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
  return Object.values(x.files).every((f) => isObject(f) && typeof f.hash === "string" && isStrings(f.tags) && Array.isArray(f.cards) && f.cards.every(isSummary));
}
