/**
 * The runtime's figures for `npm run bench`: whole two-player bot games per second of every
 * bundled game (each on one core: a child process pinned with taskset, where available; Shadows,
 * the game with a target, also in-process on all CPUs), memory over 10,000 games, and generated
 * effect handlers against the same effects written by hand. Sections in
 * bench.ts's shape (name, run → figures); they need nothing from the corpus.
 *
 *   BENCH_GAMES=10000      games for the memory figure (default 10,000)
 *   BENCH_GAME_SECONDS=2.5 wall time the games-per-second figure plays for (default 2.5)
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { cpus } from "node:os";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import type { EffectContext } from "../../runtime/api.ts";
import { RandomAgent } from "../../runtime/core/agents.ts";
import type { GameModule } from "../../runtime/core/game-module.ts";
import type { GameLog } from "../../runtime/core/log.ts";
import { game as shadows } from "../../cards/shadows/runtime/index.ts";
import type { Rt, SkillCard } from "../../generated/shadows/index.ts";
import { STUB_CONTEXT, type StubRuntime } from "./stub-runtime.ts";

export interface RuntimeFigure {
  label: string;
  value: string;
  target?: string;
  ok?: boolean;
  note?: string;
}

export interface RuntimeSection {
  name: string;
  run(): RuntimeFigure[] | Promise<RuntimeFigure[]>;
}

const REPS = Math.max(1, Number(process.env.BENCH_REPS ?? 5));
const MEMORY_GAMES = Math.max(2000, Number(process.env.BENCH_GAMES ?? 10_000));
const GAME_SECONDS = Math.max(0.5, Number(process.env.BENCH_GAME_SECONDS ?? 2.5));
/** Real games write about 1,000 log lines; past this one is an effect that never stops. */
const LOG_LIMIT = 20_000;
const TARGET_GAMES_PER_SECOND = 1000;
/** The game the games-per-second target is for (issue 12: two-player Shadows); the others are measured beside it. */
const TARGET_GAME = shadows.id;
const TARGET_HANDLER_RATIO = 1.1;
/** Heap after 10,000 games over heap after 1,000: "no growth", with room for GC noise. */
const TARGET_HEAP_GROWTH = 1.1;

/** `global.gc` when node runs with --expose-gc (npm run bench does), else the same via a flag. */
const gc: () => void = (() => {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  try {
    setFlagsFromString("--expose-gc");
    return runInNewContext("gc") as () => void;
  } catch {
    return () => {};
  }
})();

const num = (n: number, digits = 0) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const mb = (bytes: number) => `${num(bytes / 1024 / 1024, 1)} MB`;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

function log(line: string): void {
  process.stderr.write(`  · ${line}\n`);
}

// ---------------------------------------------------------------------------------------------
// Games

class RunawayError extends Error {}

const guard = (log: GameLog) =>
  log.onEntry((e) => {
    if (e.seq >= LOG_LIMIT) throw new RunawayError(`over ${LOG_LIMIT} log entries (${e.where}: ${e.text})`);
  });

export interface GameStats {
  games: number;
  rounds: number;
  decisions: number;
  lines: number;
  failed: string[];
}

const newStats = (): GameStats => ({ games: 0, rounds: 0, decisions: 0, lines: 0, failed: [] });

const CARDS_DIR = fileURLToPath(new URL("../../cards/", import.meta.url));

/** The bundled games that can be played (a `runtime/index.ts`), the target game first, then by name. */
export function bundledGames(): string[] {
  const ids = readdirSync(CARDS_DIR)
    .filter((id) => existsSync(join(CARDS_DIR, id, "runtime", "index.ts")))
    .sort();
  return [TARGET_GAME, ...ids.filter((id) => id !== TARGET_GAME)];
}

/** A bundled game's module (`cards/<id>/runtime/index.ts` exports `game`). */
export async function loadGame(id: string): Promise<GameModule> {
  const module = (await import(new URL(`../../cards/${id}/runtime/index.ts`, import.meta.url).href)) as { game?: GameModule };
  if (!module.game) throw new Error(`cards/${id}/runtime/index.ts exports no \`game\``);
  return module.game;
}

/** One two-player game with random bots; its seed fixes the table and both bots. */
function playOne(game: GameModule, seed: number, stats: GameStats): void {
  stats.games++;
  try {
    const g = game.play({ seed, agents: [new RandomAgent(2 * seed + 1), new RandomAgent(2 * seed + 2)], onLog: guard });
    stats.rounds += g.round;
    stats.decisions += g.decider.record.length;
    stats.lines += g.log.all.length;
  } catch (e) {
    stats.failed.push(`seed ${seed}: ${(e as Error).message.slice(0, 100)}`);
  }
}

function perGame(stats: GameStats): string {
  const ok = Math.max(1, stats.games - stats.failed.length);
  return `${num(stats.rounds / ok, 1)} rounds, ${num(stats.decisions / ok)} decisions, ${num(stats.lines / ok)} log lines per game`;
}

function failedNote(stats: GameStats): string {
  return stats.failed.length ? `; ${stats.failed.length} game(s) failed: ${stats.failed.slice(0, 3).join("; ")}` : "";
}

export interface GamesRate {
  /** Median games per second over the batches. */
  rate: number;
  rates: number[];
  batch: number;
  stats: GameStats;
}

/** Warms up, then plays `reps` batches of the same seeds, `seconds` of games in all. */
export function measureGames(game: GameModule = shadows, seconds = GAME_SECONDS, reps = REPS): GamesRate {
  // Warm-up (300 games, or 2 s of a slower game's), also sizing the batches.
  const warm = newStats();
  const warmStart = performance.now();
  for (let i = 0; i < 300 && performance.now() - warmStart < 2000; i++) playOne(game, 1_000_000 + i, warm);
  const warmMs = (performance.now() - warmStart) / warm.games;
  const probeStart = performance.now();
  let probed = 0;
  for (; probed < 100 && performance.now() - probeStart < 500; probed++) playOne(game, 1_000_300 + probed, warm);
  const probeMs = (performance.now() - probeStart) / probed;
  const batch = Math.max(20, Math.round((seconds * 1000) / reps / probeMs));
  log(`${game.id}: warm-up ${warm.games - probed} games at ${num(warmMs, 2)} ms, ${probed} more at ${num(probeMs, 2)} ms; ${reps} batches of the same ${batch} games`);
  const rates: number[] = [];
  let stats = newStats();
  for (let r = 0; r < reps; r++) {
    // No gc() between batches: a forced full collection costs the next few hundred games
    // about half their speed again (measured), which is the bench's doing, not the runtime's.
    stats = newStats();
    const start = performance.now();
    for (let i = 0; i < batch; i++) playOne(game, i + 1, stats);
    const ms = performance.now() - start;
    rates.push((batch * 1000) / ms);
    log(`batch ${r + 1}/${reps}: ${num(rates[r])} games/s`);
  }
  return { rate: median(rates), rates, batch, stats };
}

/**
 * The same measurement in a child process pinned to one CPU (`taskset -c 0`), so V8's garbage
 * collector and compiler threads share that core with the game instead of using the others.
 * Null where taskset is missing (not Linux).
 */
function measurePinned(gameId: string): GamesRate | null {
  const worker = fileURLToPath(new URL("./games-worker.ts", import.meta.url));
  const child = spawnSync("taskset", ["-c", "0", process.execPath, "--expose-gc", "--import", "tsx", worker, String(GAME_SECONDS), String(REPS), gameId], {
    cwd: fileURLToPath(new URL("../..", import.meta.url)),
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
  });
  if (child.error && (child.error as NodeJS.ErrnoException).code === "ENOENT") return null;
  if (child.status !== 0) throw new Error(`the pinned games run failed (${child.error?.message ?? `exit ${child.status}`})`);
  return JSON.parse(child.stdout) as GamesRate;
}

const rateNote = (r: GamesRate) => `n=${r.rates.length} batches of ${r.batch} games, ${num(Math.min(...r.rates))}–${num(Math.max(...r.rates))} games/s${failedNote(r.stats)}`;

const gamesPerSecond: RuntimeSection = {
  name: "two-player random-bot games per second",
  async run() {
    const figures: RuntimeFigure[] = [];
    for (const id of bundledGames()) {
      log(`${id}: pinned to one CPU (taskset -c 0), in a child process:`);
      const pinned = measurePinned(id);
      const target = id === TARGET_GAME;
      // The target game is also measured here, on all CPUs (and stands in where taskset is missing).
      if (target) log(`${id}: in this process, all CPUs:`);
      const here = target || !pinned ? measureGames(await loadGame(id)) : null;
      const rate = (pinned ?? here)!;
      const per = `${num(1000 / rate.rate, 2)} ms a game, ${perGame(rate.stats)}`;
      figures.push({
        label: `${id}: 2-player random-bot games, one core`,
        value: `${num(rate.rate)} games/s`,
        ...(target ? { target: `≥ ${num(TARGET_GAMES_PER_SECOND)}`, ok: rate.rate >= TARGET_GAMES_PER_SECOND } : {}),
        note: `${pinned ? `taskset -c 0: game, GC and JIT threads on one CPU; ${rateNote(pinned)}` : `NOT PINNED (no taskset): ${rateNote(rate)}`}; ${per}${target ? "" : `; no target of its own (issue 12: faster, like ${TARGET_GAME})`}`,
      });
      if (target && pinned && here) figures.push({ label: `  same, ${cpus().length} CPUs`, value: `${num(here.rate)} games/s`, note: `one JS thread, V8's GC and compiler threads on the other CPUs; ${rateNote(here)}` });
    }
    return figures;
  },
};

const memory: RuntimeSection = {
  name: `memory over ${num(MEMORY_GAMES)} games`,
  run() {
    const heap = () => {
      gc();
      gc();
      return process.memoryUsage().heapUsed;
    };
    const checkpoints = [...new Set([1000, 2500, 5000, MEMORY_GAMES].filter((n) => n <= MEMORY_GAMES))].sort((a, b) => a - b);
    const samples: Array<[number, number]> = [];
    const stats = newStats();
    const before = heap();
    const start = performance.now();
    let seed = 2_000_000;
    for (const upTo of checkpoints) {
      while (stats.games < upTo) playOne(shadows, seed++, stats);
      samples.push([upTo, heap()]);
      log(`after ${num(upTo)} games: heap ${mb(samples[samples.length - 1][1])}`);
    }
    const seconds = (performance.now() - start) / 1000;
    const first = samples[0][1];
    const last = samples[samples.length - 1][1];
    const growth = last / first;
    return [
      { label: "heap after 1,000 games", value: mb(first), note: `heap before the first game ${mb(before)}; after gc` },
      {
        label: `heap after ${num(MEMORY_GAMES)} games`,
        value: mb(last),
        note: samples.map(([n, b]) => `${num(n)}: ${mb(b)}`).join(", "),
      },
      {
        label: `heap growth 1,000 → ${num(MEMORY_GAMES)} games`,
        value: `${num(growth, 2)}x`,
        target: `≤ ${num(TARGET_HEAP_GROWTH, 2)}x`,
        ok: growth <= TARGET_HEAP_GROWTH,
        note: `${num((last - first) / (MEMORY_GAMES - 1000), 0)} bytes per game retained; ${num(stats.games / seconds)} games/s over the run`,
      },
      {
        label: "games that failed",
        value: `${stats.failed.length} of ${num(stats.games)}`,
        target: "0",
        ok: stats.failed.length === 0,
        note: stats.failed.length ? stats.failed.slice(0, 3).join("; ") : "every game ended",
      },
    ];
  },
};

// ---------------------------------------------------------------------------------------------
// Generated vs hand-written handlers

type Handler = (rt: Rt, ctx: EffectContext) => void;

// Two loops, identical but separate, so each call site sees one handler only.
function loopGenerated(fn: Handler, rt: Rt, ctx: EffectContext, n: number): void {
  for (let i = 0; i < n; i++) fn(rt, ctx);
}
function loopByHand(fn: Handler, rt: Rt, ctx: EffectContext, n: number): void {
  for (let i = 0; i < n; i++) fn(rt, ctx);
}

interface Contestants {
  name: string;
  generated: Handler;
  handWritten: Handler;
  /** A fresh StubRuntime class: its methods' inline caches are this race's alone. */
  Stub: typeof StubRuntime;
  /** Does the stub keep what handlers pass it, as an engine does? */
  keep: boolean;
}

/** ns per call of each, over interleaved batches; both must leave the stub in the same state. */
function race({ name, generated, handWritten, Stub, keep }: Contestants): { ratio: number; note: string } {
  const batch = (loop: typeof loopGenerated, fn: Handler, n: number) => {
    const rt = new Stub(keep);
    const start = performance.now();
    loop(fn, rt, STUB_CONTEXT, n);
    return { ns: ((performance.now() - start) * 1e6) / n, tally: rt.tally() };
  };
  // Warm-up, and proof the two do the same thing.
  for (let i = 0; i < 5; i++) {
    const g = batch(loopGenerated, generated, 100_000);
    const h = batch(loopByHand, handWritten, 100_000);
    if (g.tally !== h.tally) throw new Error(`${name}: the hand-written handler does not do what the generated one does (${h.tally} vs ${g.tally})`);
  }
  // Size a batch at about 40 ms.
  const probe = batch(loopGenerated, generated, 200_000);
  const n = Math.max(100_000, Math.round(40e6 / probe.ns));
  const pairs = Math.max(11, REPS * 3);
  const gen: number[] = [];
  const hand: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < pairs; i++) {
    gc();
    // Alternate who goes first, so neither always runs right after a collection.
    let g: ReturnType<typeof batch>;
    let h: ReturnType<typeof batch>;
    if (i % 2) {
      g = batch(loopGenerated, generated, n);
      h = batch(loopByHand, handWritten, n);
    } else {
      h = batch(loopByHand, handWritten, n);
      g = batch(loopGenerated, generated, n);
    }
    if (g.tally !== h.tally) throw new Error(`${name}: the two handlers diverged (${h.tally} vs ${g.tally})`);
    gen.push(g.ns);
    hand.push(h.ns);
    ratios.push(g.ns / h.ns);
  }
  const ratio = median(ratios);
  const note = `generated ${num(median(gen), 1)} ns, by hand ${num(median(hand), 1)} ns per call; n=${pairs} interleaved batches of ${num(n)} calls, ratios ${num(Math.min(...ratios), 2)}–${num(Math.max(...ratios), 2)}`;
  log(`${name}${keep ? "" : " (stub keeps nothing)"}: ${note}`);
  return { ratio, note };
}

/**
 * A private instance of a module: its own functions, so its own inline caches. Games played
 * earlier in the process ran the generated handlers against the real engine, leaving their call
 * sites polymorphic, while the hand-written ones have only ever seen the stub; and a stub that
 * keeps arguments must not share compiled code with one that does not. Fresh copies of
 * everything per race make it fair whatever ran before.
 */
async function fresh<T>(relative: string, tag: string): Promise<T> {
  return (await import(`${new URL(relative, import.meta.url).href}?handler-bench=${tag}`)) as T;
}

const CARDS = [
  { name: "Sword Strike", module: "../../generated/shadows/cards/skills/akintunde/sword-strike.ts", exported: "swordStrike" },
  { name: "Glimpse", module: "../../generated/shadows/cards/skills/eras/glimpse.ts", exported: "glimpse" },
] as const;

const handlers: RuntimeSection = {
  name: "generated vs hand-written effect handlers",
  async run() {
    const figures: RuntimeFigure[] = [];
    for (const keep of [true, false]) {
      for (const card of CARDS) {
        const tag = `${card.exported}-${keep ? "keep" : "drop"}`;
        const { StubRuntime: Stub } = await fresh<typeof import("./stub-runtime.ts")>("./stub-runtime.ts", tag);
        const hand = await fresh<typeof import("./handwritten.ts")>("./handwritten.ts", tag);
        const generated = (await fresh<Record<string, SkillCard | undefined>>(card.module, tag))[card.exported]?.effect?.abilities[0]?.run;
        if (!generated) throw new Error(`generated/shadows has no ${card.name} effect: run npm run build:cards`);
        const { ratio, note } = race({ name: card.name, generated, handWritten: hand[card.exported], Stub, keep });
        figures.push(
          keep
            ? { label: `generated / hand-written (${card.name})`, value: `${num(ratio, 2)}x`, target: `≤ ${num(TARGET_HANDLER_RATIO, 1)}x`, ok: ratio <= TARGET_HANDLER_RATIO, note }
            : { label: `  same, stub keeps nothing`, value: `${num(ratio, 2)}x`, note: `V8 may then skip the generated code's per-call literals; ${note}` },
        );
      }
    }
    // Each card's two figures together.
    const half = figures.length / 2;
    return figures.slice(0, half).flatMap((f, i) => [f, figures[half + i]]);
  },
};

export const runtimeSections: RuntimeSection[] = [gamesPerSecond, memory, handlers];
