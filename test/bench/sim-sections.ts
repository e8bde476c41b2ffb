/**
 * The simulation's figures for `npm run bench`: how much faster `cardsmith sim` plays on 2 worker
 * threads than on 1 (the same games, start-up and JIT warm-up excluded: each worker plays a few hundred games first), and how many
 * checked games per second `cardsmith fuzz-games` plays. Sections in bench.ts's shape.
 *
 *   BENCH_SIM_GAMES=4000   games per simulation run (default 4,000 greedy two-player games)
 *   BENCH_FUZZ_SECONDS=3   how long the fuzz-games figure plays
 */
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { game as shadows } from "../../cards/shadows/runtime/index.ts";
import { playChecked } from "../../runtime/sim/checked-game.ts";
import { SimPool, type SimGames } from "../../runtime/sim/run-sim.ts";
import { makeBot, seatNames } from "../../runtime/sim/seats.ts";
import type { RuntimeFigure, RuntimeSection } from "./runtime-sections.ts";

const REPS = Math.max(1, Math.min(3, Number(process.env.BENCH_REPS ?? 3)));
const SIM_GAMES = Math.max(100, Number(process.env.BENCH_SIM_GAMES ?? 4000));
/** Games each worker plays before a timed run: V8 compiles the game's hot code in the first few hundred. */
const WARM_GAMES = 200;
const FUZZ_SECONDS = Math.max(0.5, Number(process.env.BENCH_FUZZ_SECONDS ?? 3));
const TARGET_SPEEDUP = 1.8;
const ENTRY = fileURLToPath(new URL("../../cards/shadows/runtime/index.ts", import.meta.url));

const num = (n: number, digits = 0) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const log = (line: string) => process.stderr.write(`  · ${line}\n`);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** Seconds one warmed pool of `workers` takes for the run, and the summary as JSON. */
async function timedRun(workers: number, setup: SimGames): Promise<{ seconds: number; json: string }> {
  const pool = new SimPool(ENTRY, workers);
  try {
    await pool.warm(setup, WARM_GAMES);
    const start = performance.now();
    const summary = await pool.run(setup);
    return { seconds: (performance.now() - start) / 1000, json: JSON.stringify(summary) };
  } finally {
    await pool.close();
  }
}

const simSpeedup: RuntimeSection = {
  name: "simulation on worker threads (cardsmith sim)",
  async run() {
    const setup: SimGames = { game: shadows.id, title: shadows.title, seed: 1, games: SIM_GAMES, bots: ["greedy", "greedy"] };
    const load = loadavg()[0];
    const one: number[] = [];
    const two: number[] = [];
    let same = true;
    // Interleaved, so both see the same noise from whatever else the machine runs.
    for (let r = 0; r < REPS; r++) {
      const a = await timedRun(1, setup);
      const b = await timedRun(2, setup);
      same &&= a.json === b.json;
      one.push(a.seconds);
      two.push(b.seconds);
      log(`run ${r + 1}/${REPS}: ${num(SIM_GAMES)} games, 1 worker ${num(a.seconds, 2)} s, 2 workers ${num(b.seconds, 2)} s (${num(a.seconds / b.seconds, 2)}x)`);
    }
    const speedup = median(one) / median(two);
    const rate = (s: number) => `${num(SIM_GAMES / s)} games/s`;
    return [
      {
        label: "sim speed-up, 1 → 2 workers",
        value: `${num(speedup, 2)}x`,
        target: `≥ ${num(TARGET_SPEEDUP, 1)}x`,
        ok: speedup >= TARGET_SPEEDUP,
        note: `1 worker ${rate(median(one))}, 2 workers ${rate(median(two))}; n=${REPS} interleaved runs of ${num(SIM_GAMES)} greedy 2-player games, each worker warmed by ${WARM_GAMES} games; load average ${num(load, 2)} before (other processes share the CPUs)`,
      },
      { label: "  same summary on 1 and 2 workers", value: same ? "yes" : "NO", target: "yes", ok: same },
    ] satisfies RuntimeFigure[];
  },
};

const fuzzRate: RuntimeSection = {
  name: "checked random-bot games (cardsmith fuzz-games)",
  run() {
    const game = (seed: number) => {
      const names = seatNames(2 + (seed % 2));
      return playChecked(shadows, { seed, names, agents: names.map((_, s) => makeBot("random", seed, s)) });
    };
    for (let seed = 1; seed <= 100; seed++) game(seed);
    let games = 0;
    let steps = 0;
    let failed = 0;
    const start = performance.now();
    while (performance.now() - start < FUZZ_SECONDS * 1000) {
      const run = game(1000 + games++);
      steps += run.steps;
      if (run.failure) failed++;
    }
    const seconds = (performance.now() - start) / 1000;
    return [
      {
        label: "fuzz-games, one thread",
        value: `${num(games / seconds)} games/s`,
        note: `2- and 3-player games, every check after every step (${num(steps / games)} steps per game); ${failed} failed`,
      },
    ];
  },
};

export const simSections: RuntimeSection[] = [simSpeedup, fuzzRate];
