/**
 * `cardsmith fuzz-games <game> --games N`: plays N random-bot games, checking every game after
 * every step (runtime/sim/checks.ts). Game i has seed S+i and, unless --players fixes it, cycles
 * through the game's player counts; a failed game is saved as a replay file that fails the same
 * way again, with the `play --replay` command that shows the failing step. Exit 1 on any failure.
 */
import { join, relative } from "node:path";
import { performance } from "node:perf_hooks";
import type { GameModule } from "../../runtime/core/game-module.ts";
import { failureReplay, playChecked } from "../../runtime/sim/checked-game.ts";
import { makeBot, MAX_SEED, seatNames } from "../../runtime/sim/seats.ts";
import { describeFailure } from "./failure-replay.ts";
import { loadGame, wholeNumber, writeReplay } from "./play-command.ts";
import { progress } from "./progress.ts";
import { UsageError } from "../usage-error.ts";

export interface FuzzGamesOptions {
  games?: string;
  seed?: string;
  players?: string;
  /** Folder for the replay files of failed games (default fuzz-failures/). */
  out?: string;
  maxRounds?: string;
}

/** Replay files written per run at most: a systematic bug fails every game, one file shows it. */
const MAX_SAVED = 10;
/** The event loop gets a turn this often, so a progress bar redraws and Ctrl-C is heard. */
const YIELD_MS = 100;

export async function runFuzzGames(gameId: string, opts: FuzzGamesOptions): Promise<number> {
  return fuzzGames(await loadGame(gameId), gameId, opts);
}

const num = (n: number, digits = 0) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Fuzzes `module`; `gameId` is the name `play` finds it by, for the printed replay command. */
export async function fuzzGames(module: GameModule, gameId: string, opts: FuzzGamesOptions): Promise<number> {
  const games = opts.games === undefined ? 1000 : wholeNumber("--games", opts.games, 1, 100_000_000);
  const seed = opts.seed === undefined ? 1 : wholeNumber("--seed", opts.seed, 0, MAX_SEED);
  if (seed + games - 1 > MAX_SEED) throw new UsageError(`--seed ${seed} with --games ${games} runs past the largest seed, ${MAX_SEED}`);
  const { min, max } = module.players;
  const fixed = opts.players === undefined ? undefined : wholeNumber("--players", opts.players, 0, Number.MAX_SAFE_INTEGER);
  if (fixed !== undefined && (fixed < min || fixed > max)) throw new UsageError(`${module.title} is for ${min === max ? min : `${min}-${max}`} players, not ${fixed}`);
  const maxRounds = opts.maxRounds === undefined ? undefined : wholeNumber("--max-rounds", opts.maxRounds, 1, 100_000);
  const outDir = opts.out ?? "fuzz-failures";
  const playerRange = fixed !== undefined ? `${fixed}` : min === max ? `${min}` : `${min}-${max}`;

  const bar = progress(`fuzz-games ${module.id}`, games);
  const started = performance.now();
  let lastYield = started;
  let failures = 0;
  let unfinished = 0;
  let steps = 0;
  let rounds = 0;
  let decisions = 0;
  const saved: string[] = [];
  try {
    for (let i = 0; i < games; i++) {
      const gameSeed = seed + i;
      const players = fixed ?? min + (i % (max - min + 1));
      const names = seatNames(players);
      const setup = { seed: gameSeed, names, agents: names.map((_, s) => makeBot("random", gameSeed, s)), maxRounds };
      const run = playChecked(module, setup);
      steps += run.steps;
      decisions += run.decisions.length;
      if (run.game) {
        rounds += run.game.round;
        if (!run.game.ended) unfinished++;
      }
      if (run.failure) {
        failures++;
        let where = "";
        if (saved.length < MAX_SAVED) {
          const file = join(outDir, `${module.id}-seed${gameSeed}-${players}p.json`);
          writeReplay(file, failureReplay(module, setup, run));
          saved.push(file);
          const shown = relative(process.cwd(), file) || file;
          where = `\n  replay saved to ${shown}\n  see the failing step: cardsmith play ${gameId} --replay ${shown}`;
        }
        bar.print(`FAILED seed ${gameSeed}, ${players} players: ${describeFailure(run.failure)}${where}\n`);
      }
      const now = performance.now();
      if (now - lastYield >= YIELD_MS) {
        bar.update(i + 1, { rate: ((i + 1) * 1000) / (now - started), failures });
        await new Promise((resolve) => setImmediate(resolve));
        lastYield = performance.now();
      }
    }
  } finally {
    bar.stop();
  }
  const seconds = (performance.now() - started) / 1000;
  const finished = games - failures;
  process.stdout.write(
    [
      `fuzz-games ${module.id}: ${num(games)} games (${playerRange} players, random bots, seeds ${num(seed)}..${num(seed + games - 1)}): ${failures ? `${num(failures)} FAILED` : "no failures"}`,
      `  checked after every step: ${num(steps)} steps, ${num(rounds / Math.max(1, finished), 1)} rounds and ${num(decisions / games, 0)} decisions per game${unfinished ? `; ${num(unfinished)} stopped by the round limit without an end` : ""}`,
      `  ${num(seconds, 1)} s, ${num(games / seconds, 0)} games/s`,
      ...(failures > saved.length ? [`  replay files for the first ${saved.length} failures only`] : []),
      "",
    ].join("\n"),
  );
  return failures ? 1 : 0;
}
