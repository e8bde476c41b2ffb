/**
 * Builds games: check, then emit `generated/<game>/` (TypeScript modules + the editor schema),
 * formatting and writing only what changed. A clean build leaves its check state in the cache
 * folder, so the next build re-checks and re-emits only the card files whose content changed.
 * With `check: true` nothing is written and stale files are reported instead.
 */
import { rm } from "node:fs/promises";
import { basename, join } from "node:path";
import { checkGame, relativeTo, type GameCheck } from "./check/check-game.ts";
import { emitGame, GAME_MODULES, OPTIONAL_GAME_MODULES } from "./emit/emit-game.ts";
import { cardModulePath } from "./emit/paths.ts";
import { cachedPaths, keptFilesIntact, writeGenerated } from "./emit/write-output.ts";
import { gameSchema } from "./schema/game-schema.ts";
import { SOURCES_FILE, sourcesRecord } from "./freshness.ts";
import { readCheckState, writeCheckState } from "./check-cache.ts";
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

export async function buildGame(gameDir: string, opts: BuildOptions): Promise<GameBuild> {
  const display = opts.display ?? relativeTo(process.cwd());
  const stateFile = join(opts.cacheDir, `${basename(gameDir)}.check.json`);
  const outputCache = join(opts.cacheDir, `${basename(gameDir)}.output.json`);
  // `--check` must judge generated/ on its own, never on a cache's word.
  const previous = opts.check ? undefined : readCheckState(stateFile);
  let check = checkGame(gameDir, display, [], previous);
  const name = check.vocab?.game ?? basename(gameDir);
  const outDir = join(opts.outRoot, name);
  const leftovers = opts.check ? await swapLeftovers(outDir) : [...(await recoverSwap(outDir)), ...(await cleanCache(opts.cacheDir))];
  // Reuse means the vocabulary, the toolchain and every card id, kind and file are as last time:
  // the whole-game modules are then as last time too.
  let gameModules = check.reused.size ? await unchangedGameModules(outputCache) : [];
  const kept = () => new Set([...[...check.reused].map(cardModulePath), ...gameModules]);
  if (check.reused.size && !(await keptFilesIntact(outDir, outputCache, kept()))) {
    check = checkGame(gameDir, display); // someone touched generated/: rebuild it all
    gameModules = [];
  }
  const result: GameBuild = { game: name, check, written: [], unchanged: [], removed: [], stale: [], leftovers };
  if (!check.game) return result;
  const files = emitGame(check.game, { runtimeApi: opts.runtimeApi, skip: check.reused, skipGameModules: gameModules.length > 0 });
  if (!gameModules.length) files.set(SCHEMA_FILE, `${JSON.stringify(gameSchema(check.game.vocab), null, 2)}\n`);
  files.set(SOURCES_FILE, sourcesRecord(gameDir));
  const outcome = await writeGenerated(outDir, files, { check: !!opts.check, cacheFile: outputCache, keep: kept() });
  if (!opts.check) {
    writeCheckState(stateFile, check.state);
  }
  return { ...result, ...outcome };
}

const SCHEMA_FILE = "schema.json";

/** The whole-game outputs the last build wrote, when it wrote all of them; else none. */
async function unchangedGameModules(outputCache: string): Promise<string[]> {
  const required = [...GAME_MODULES, SCHEMA_FILE];
  const found = await cachedPaths(outputCache, [...required, ...OPTIONAL_GAME_MODULES]);
  return required.every((p) => found.includes(p)) ? found : [];
}

/** Temp files a killed build left in the cache folder (the caller holds the build lock). */
async function cleanCache(cacheDir: string): Promise<string[]> {
  // in every folder of the cache (compiled schemas keep theirs in `schemas/`), but the lock's: that is the lock's business
  const found = (await tempFiles(cacheDir)).filter((f) => !f.startsWith("lock/"));
  for (const f of found) await rm(join(cacheDir, f), { force: true });
  return found.map((f) => `removed cache file ${f}`);
}
