/**
 * `cardsmith sim <game> --games N --workers W --seed S`: plays N bot games on W worker threads
 * and prints a balance summary: win rate per seat and per role with 95% confidence intervals,
 * the first player's advantage, game length, and the cards most and least often on the winning
 * side. `--json` writes the whole summary, `--html` a report with charts. The summary depends only
 * on the game, seeds and bots, never on the worker count; the timing line is the only thing that varies.
 */
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { runOnQueue } from "../../runtime/sim/cluster.ts";
import { renderReport } from "../../runtime/sim/report-html.ts";
import { sourcesFingerprint } from "../freshness.ts";
import { MAX_WORKERS, runSim } from "../../runtime/sim/run-sim.ts";
import { BOT_KINDS, isBotKind, MAX_SEED, type BotKind } from "../../runtime/sim/seats.ts";
import type { Rate, SimSummary } from "../../runtime/sim/summary.ts";
import { loadGame, wholeNumber, writeAtomically } from "./play-command.ts";
import { progress } from "./progress.ts";
import { UsageError } from "../usage-error.ts";

export interface SimOptions {
  games?: string;
  workers?: string;
  seed?: string;
  players?: string;
  bots?: string;
  json?: string;
  html?: string;
  maxRounds?: string;
  /** `redis://host:port`: put the shards on a BullMQ queue for `sim-worker` processes. */
  queue?: string;
}

const num = (n: number, digits = 0) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const rate = (r: Rate) => `${pct(r.rate).padStart(6)} [${pct(r.ci95[0])}–${pct(r.ci95[1])}] of ${num(r.n)}`;

export async function runSimCommand(gameId: string, opts: SimOptions): Promise<number> {
  const module = await loadGame(gameId);
  const games = opts.games === undefined ? 1000 : wholeNumber("--games", opts.games, 1, 100_000_000);
  if (opts.queue !== undefined && opts.workers !== undefined) throw new UsageError("--workers and --queue do not go together: with --queue the sim-worker processes play the games");
  const workers = opts.workers === undefined ? availableParallelism() : wholeNumber("--workers", opts.workers, 1, MAX_WORKERS);
  const seed = opts.seed === undefined ? 1 : wholeNumber("--seed", opts.seed, 0, MAX_SEED);
  if (seed + games - 1 > MAX_SEED) throw new UsageError(`--seed ${seed} with --games ${games} runs past the largest seed, ${MAX_SEED}`);
  const maxRounds = opts.maxRounds === undefined ? undefined : wholeNumber("--max-rounds", opts.maxRounds, 1, 100_000);
  const { min, max } = module.players;
  const listed = opts.bots?.split(",").map((b) => b.trim());
  for (const b of listed ?? []) if (!isBotKind(b)) throw new UsageError(`unknown bot \`${b}\` in --bots (bots: ${BOT_KINDS.join(", ")})`);
  const players = opts.players !== undefined ? wholeNumber("--players", opts.players, 0, Number.MAX_SAFE_INTEGER) : (listed?.length ?? min);
  if (players < min || players > max) throw new UsageError(`${module.title} is for ${min === max ? min : `${min}-${max}`} players, not ${players}`);
  if (listed && listed.length !== players) throw new UsageError(`--bots names ${listed.length} bot${listed.length === 1 ? "" : "s"}, but ${players} players need one each`);
  const bots = (listed ?? Array.from({ length: players }, () => "greedy")) as BotKind[];

  const bar = progress(`sim ${module.id}`, games);
  const started = performance.now();
  let summary: SimSummary;
  const setup = { game: module.id, title: module.title, seed, games, bots, ...(maxRounds !== undefined && { maxRounds }) };
  const onProgress = (done: number, failed: number) => bar.update(done, { rate: (done * 1000) / (performance.now() - started), failures: failed });
  try {
    summary =
      opts.queue === undefined
        ? await runSim(join(process.cwd(), "cards", gameId, "runtime", "index.ts"), setup, workers, onProgress)
        : await runOnQueue(setup, {
            url: opts.queue,
            sources: sourcesFingerprint(join(process.cwd(), "cards", gameId)),
            onProgress,
            onNoWorkers: () => bar.print(`no sim-worker is connected to ${opts.queue} yet: start \`cardsmith sim-worker --queue ${opts.queue}\` on the machines that should play`),
          }).catch((e: unknown) => {
            throw new UsageError((e as Error).message);
          });
  } finally {
    bar.stop();
  }
  const seconds = (performance.now() - started) / 1000;
  if (opts.json) writeAtomically(opts.json, `${JSON.stringify(summary, null, 2)}\n`);
  if (opts.html) writeAtomically(opts.html, renderReport(summary));
  process.stdout.write(report(summary));
  const written = [opts.json, opts.html].filter(Boolean);
  const where = opts.queue === undefined ? `on ${workers} worker${workers === 1 ? "" : "s"}` : `on the queue at ${opts.queue}`;
  process.stdout.write(`${written.length ? `  wrote ${written.join(", ")}\n` : ""}  ${num(seconds, 1)} s, ${num(games / seconds, 0)} games/s ${where}\n`);
  return summary.failed ? 1 : 0;
}

/** The summary for people, in a few lines. */
export function report(s: SimSummary): string {
  const lines = [
    `sim ${s.game}: ${num(s.games)} games, ${s.players} players (${s.bots.join(", ")}), seeds ${num(s.seed)}..${num(s.seed + s.games - 1)}`,
    `  ${num(s.ended)} ended, ${num(s.unfinished)} stopped by the round limit, ${num(s.failed)} failed; ${num(s.sharedVictories)} shared victories; rounds per game: mean ${num(s.length.rounds.mean, 1)}, median ${s.length.rounds.median}, ${s.length.rounds.min}–${s.length.rounds.max}`,
    `  win rate per seat (even share ${pct(s.evenShare)}), with 95% confidence intervals:`,
    ...s.seats.map((x) => `    seat ${x.seat}  ${rate(x)}`),
    `  first player in round 1: ${rate(s.firstPlayer)}`,
    `  win rate per role:`,
  ];
  const width = Math.max(0, ...s.roles.map((r) => r.role.length));
  for (const r of [...s.roles].sort((a, b) => b.rate - a.rate)) lines.push(`    ${r.role.padEnd(width)}  ${rate(r)}`);
  const often = s.cards.filter((c) => c.whenPlayed.n >= 30).sort((a, b) => b.whenPlayed.rate - a.whenPlayed.rate);
  if (often.length >= 2) {
    const few = often.slice(0, 3).concat(often.slice(-3).filter((c) => !often.slice(0, 3).includes(c)));
    lines.push(`  ${s.cards.length} cards played; highest and lowest win rate when played (played by 30+ players):`);
    const w = Math.max(...few.map((c) => c.card.length));
    for (const c of few) lines.push(`    ${c.card.padEnd(w)}  ${rate(c.whenPlayed)}, in ${pct(c.playRate)} of games`);
  } else {
    lines.push(`  ${s.cards.length} cards played`);
  }
  for (const f of s.failures.slice(0, 3)) lines.push(`  FAILED seed ${f.seed}: ${f.error}`);
  return `${lines.join("\n")}\n`;
}

