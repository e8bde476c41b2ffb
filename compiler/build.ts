/**
 * Builds games: check, then emit `generated/<game>/` (TypeScript modules + the editor schema),
 * formatting and writing only what changed. A clean build leaves its check state in the cache
 * folder, so the next build re-checks and re-emits only the card files whose content changed.
 * With `check: true` nothing is written and stale files are reported instead.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import fg from "fast-glob";
import { basename, join } from "node:path";
import { checkGame, relativeTo, type CheckState, type GameCheck } from "./check/check-game.ts";
import { emitGame } from "./emit/emit-game.ts";
import { cardModulePath } from "./emit/paths.ts";
import { keptFilesIntact, writeAtomic, writeGenerated } from "./emit/write-output.ts";
import { gameSchema } from "./schema/game-schema.ts";
import { SOURCES_FILE, sourcesRecord } from "./freshness.ts";
import { readSealed, sealed } from "./cache-file.ts";
import { PACKAGE_ROOT } from "./package-root.ts";
import { recoverSwap, swapLeftovers, tempFiles } from "./emit/output-swap.ts";

export interface BuildOptions {
  /** Where `generated/` lives; each game goes to `<outRoot>/<game>/`. */
  outRoot: string;
  /** Where build caches live (content hashes of the last check and formatted output). */
  cacheDir: string;
  check?: boolean;
  /** Runtime API path relative to the game's output folder, when outRoot is not `generated/`. */
  runtimeApi?: string;
  display?: (abs: string) => string;
}

export interface GameBuild {
  game: string;
  check: GameCheck;
  written: string[];
  unchanged: string[];
  removed: string[];
  stale: string[];
  /** What an interrupted build left: cleaned by a build, reported by `--check` (relative to outRoot). */
  leftovers: string[];
}

/**
 * A check state is trusted only by the same compiler that wrote it: a changed checker or
 * emitter must re-emit every module, even for card files that did not change.
 */
let toolchainHash: string | undefined;
function toolchainFingerprint(): string {
  if (toolchainHash) return toolchainHash;
  const root = PACKAGE_ROOT;
  const sources = fg.sync(["compiler/**/*.ts", "dsl/**/*.ts", "runtime/api.ts", "package-lock.json"], { cwd: root }).sort();
  const h = createHash("sha1");
  for (const f of sources) h.update(f).update(readFileSync(join(root, f)));
  return (toolchainHash = h.digest("hex"));
}

export async function buildGame(gameDir: string, opts: BuildOptions): Promise<GameBuild> {
  const display = opts.display ?? relativeTo(process.cwd());
  const stateFile = join(opts.cacheDir, `${basename(gameDir)}.check.json`);
  const outputCache = join(opts.cacheDir, `${basename(gameDir)}.output.json`);
  // `--check` must judge generated/ on its own, never on a cache's word.
  const previous = opts.check ? undefined : await readState(stateFile);
  let check = checkGame(gameDir, display, [], previous);
  const name = check.vocab?.game ?? basename(gameDir);
  const outDir = join(opts.outRoot, name);
  const leftovers = opts.check ? await swapLeftovers(outDir) : [...(await recoverSwap(outDir)), ...(await cleanCache(opts.cacheDir))];
  const kept = () => new Set([...check.reused].map(cardModulePath));
  if (check.reused.size && !(await keptFilesIntact(outDir, outputCache, kept()))) {
    check = checkGame(gameDir, display); // someone touched generated/: rebuild it all
  }
  const result: GameBuild = { game: name, check, written: [], unchanged: [], removed: [], stale: [], leftovers };
  if (!check.game) return result;
  const files = emitGame(check.game, { runtimeApi: opts.runtimeApi, skip: check.reused });
  files.set("schema.json", `${JSON.stringify(gameSchema(check.game.vocab), null, 2)}\n`);
  files.set(SOURCES_FILE, sourcesRecord(gameDir));
  const outcome = await writeGenerated(outDir, files, { check: !!opts.check, cacheFile: outputCache, keep: kept() });
  if (!opts.check) {
    await mkdir(opts.cacheDir, { recursive: true });
    await writeAtomic(stateFile, sealed({ toolchain: toolchainFingerprint(), state: check.state }));
  }
  return { ...result, ...outcome };
}

/** A cache is only trusted in the shape this version writes; anything else means a full build. */
function isCheckState(x: unknown): x is CheckState {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
  const isSummary = (c: unknown) => isObject(c) && typeof c.id === "string" && typeof c.kind === "string" && typeof c.name === "string" && (c.covers === undefined || (Array.isArray(c.covers) && c.covers.every((s) => typeof s === "string")));
  if (!isObject(x) || typeof x.vocabulary !== "string" || typeof x.ids !== "string" || !isObject(x.files)) return false;
  return Object.values(x.files).every((f) => isObject(f) && typeof f.hash === "string" && Array.isArray(f.cards) && f.cards.every(isSummary));
}

/** No cache yet, a damaged one or one of another toolchain: a full build. */
async function readState(file: string): Promise<CheckState | undefined> {
  const saved = (await readSealed(file)) as { toolchain?: unknown; state?: unknown } | null | undefined;
  return saved?.toolchain === toolchainFingerprint() && isCheckState(saved.state) ? saved.state : undefined;
}

/** Temp files a killed build left in the cache folder (the caller holds the build lock). */
async function cleanCache(cacheDir: string): Promise<string[]> {
  const found = (await tempFiles(cacheDir)).filter((f) => !f.includes("/")); // the lock's folder is the lock's business
  for (const f of found) await rm(join(cacheDir, f), { force: true });
  return found.map((f) => `removed cache file ${f}`);
}
