/**
 * Cardsmith's programmatic API, the package's main export (`import { check } from "cardsmith"`):
 * what the CLI's `check`, `build`, `play` and `test` commands do, as functions that return data
 * instead of printing. Every function works on a project folder (`root`, default the current
 * directory) laid out as the CLI expects: `cards/<game>/game.yaml`, `generated/`, scenario files.
 */
import { existsSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { GameModule, PlayedGame } from "../runtime/core/game-module.ts";
import type { ScenarioSupport } from "../runtime/scenario/types.ts";
import { runScenarioFile, type ScenarioResult } from "../runtime/scenario/run.ts";
import { BOT_KINDS, makeBot, seatNames, type BotKind } from "../runtime/sim/seats.ts";
import { buildGame, type GameBuild } from "./build.ts";
import { withBuildLock } from "./build-lock.ts";
import { checkPaths } from "./cli/check-command.ts";
import { countDiagnostics, renderHuman, type Diagnostic } from "./diagnostics/index.ts";
import { refuseStale } from "./cli/stale.ts";
import { gamesUnder, UsageError } from "./project.ts";

export type { Diagnostic } from "./diagnostics/index.ts";
export type { GameModule, PlayedGame, Standing } from "../runtime/core/game-module.ts";
export type { ScenarioResult } from "../runtime/scenario/run.ts";
export { UsageError };

export interface ProjectOptions {
  /** The project folder (holding `cards/`); default: the current directory. */
  root?: string;
}

export interface CheckResult {
  /** Every diagnostic, errors and warnings, with file:line:col spans relative to the current directory. */
  diagnostics: Diagnostic[];
  errors: number;
  warnings: number;
  cards: number;
  files: number;
  /** No errors. */
  ok: boolean;
  /** The diagnostics as `cardsmith check` prints them (code frames, hints). */
  format(options?: { color?: boolean }): string;
}

/** Checks card files or game folders (default: the project's `cards/`), like `cardsmith check`. */
export function check(paths?: string | string[], options: ProjectOptions = {}): CheckResult {
  const root = resolve(options.root ?? ".");
  const list = paths === undefined ? [join(root, "cards")] : (Array.isArray(paths) ? paths : [paths]).map((p) => resolve(root, p));
  const outcome = checkPaths(list, join(root, ".cardsmith-cache"));
  const counts = countDiagnostics(outcome.diagnostics);
  return {
    diagnostics: outcome.diagnostics,
    errors: counts.errors,
    warnings: counts.warnings,
    cards: outcome.cards,
    files: outcome.files,
    ok: counts.errors === 0,
    format: ({ color = false } = {}) => renderHuman(outcome.diagnostics, (f) => outcome.sources.get(f), { color }),
  };
}

export interface BuildResult {
  games: Array<{ game: string; written: string[]; unchanged: string[]; removed: string[]; stale: string[] }>;
  diagnostics: Diagnostic[];
  /** No errors (and, with `check`, nothing stale). */
  ok: boolean;
}

/** Checks every game under `cards/` and writes `generated/<game>/` (with `check`, only compares). */
export async function build(options: ProjectOptions & { game?: string; check?: boolean } = {}): Promise<BuildResult> {
  const root = resolve(options.root ?? ".");
  let games = gamesUnder(join(root, "cards"));
  if (options.game) games = games.filter((g) => g.split(/[\\/]/).pop() === options.game);
  if (!games.length) throw new UsageError(options.game ? `no game \`${options.game}\` in ${join(root, "cards")}` : `no games in ${join(root, "cards")}`);
  const builds: GameBuild[] = [];
  const cacheDir = join(root, ".cardsmith-cache");
  await withBuildLock(join(cacheDir, "lock", "build.lock"), { timeoutMs: 60_000 }, async () => {
    for (const dir of games) builds.push(await buildGame(dir, { outRoot: join(root, "generated"), cacheDir, check: options.check }));
  });
  const diagnostics = builds.flatMap((b) => b.check.diagnostics);
  const stale = builds.some((b) => b.stale.length > 0);
  return {
    games: builds.map(({ game, written, unchanged, removed, stale }) => ({ game, written, unchanged, removed, stale })),
    diagnostics,
    ok: !diagnostics.some((d) => d.severity === "error") && !(options.check && stale),
  };
}

/**
 * A game's runtime module (`cards/<game>/runtime/index.ts`), loaded through tsx so that a plain
 * Node process can run the TypeScript a game and its generated modules are written in.
 */
async function importGameRuntime(root: string, game: string): Promise<{ game?: GameModule; scenario?: ScenarioSupport } | null> {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(game)) return null;
  const entry = join(root, "cards", game, "runtime", "index.ts");
  if (!existsSync(entry)) return null;
  const { tsImport } = await import("tsx/esm/api");
  return (await tsImport(pathToFileURL(entry).href, import.meta.url)) as { game?: GameModule; scenario?: ScenarioSupport };
}

/** The playable game `cards/<id>/` of the project, refused while its generated modules are stale. */
export async function loadGame(id: string, options: ProjectOptions = {}): Promise<GameModule> {
  const root = resolve(options.root ?? ".");
  const mod = await importGameRuntime(root, id);
  if (!mod?.game) throw new UsageError(`no playable game \`${id}\` in ${join(root, "cards")} (cards/<game>/runtime/index.ts exporting \`game\`)`);
  refuseStale(join(root, "cards", id), root);
  return mod.game;
}

export interface PlayOptions extends ProjectOptions {
  seed?: number;
  /** Players (default: the game's minimum, or one per bot). */
  players?: number;
  /** One bot kind per seat, `random` or `greedy` (default: greedy bots). */
  bots?: BotKind[];
  maxRounds?: number;
}

/** Plays one seeded bot game, as `cardsmith play <game> --seed N` does. */
export async function play(game: string | GameModule, options: PlayOptions = {}): Promise<PlayedGame> {
  const module = typeof game === "string" ? await loadGame(game, options) : game;
  const seed = options.seed ?? 1;
  const players = options.players ?? options.bots?.length ?? module.players.min;
  if (players < module.players.min || players > module.players.max) throw new UsageError(`${module.title} is for ${module.players.min}-${module.players.max} players, not ${players}`);
  const bots = options.bots ?? Array.from({ length: players }, () => "greedy" as const);
  if (bots.length !== players) throw new UsageError(`${bots.length} bots for ${players} players`);
  for (const b of bots) if (!(BOT_KINDS as readonly string[]).includes(b)) throw new UsageError(`unknown bot \`${b}\` (bots: ${BOT_KINDS.join(", ")})`);
  return module.play({ seed, agents: bots.map((b, seat) => makeBot(b, seed, seat)), names: seatNames(players), maxRounds: options.maxRounds });
}

/** Runs scenario files against the project's games, as `cardsmith test` does. */
export async function runScenarios(files: string[], options: ProjectOptions = {}): Promise<ScenarioResult[]> {
  const root = resolve(options.root ?? ".");
  const support = async (game: string) => (await importGameRuntime(root, game))?.scenario ?? null;
  const results: ScenarioResult[] = [];
  for (const file of files) {
    const abs = resolve(root, file);
    results.push(await runScenarioFile(abs, { display: relative(root, abs) || abs, support }));
  }
  return results;
}
