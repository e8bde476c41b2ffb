/**
 * The figures `npm run bench` measures as whole `cardsmith` processes, as a user runs them:
 * start-up (`--help`, `explain`, a one-card check), and the cold build, one-card rebuild and
 * no-change rebuild of the 10,000-card project, with the cold build's peak memory.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { REPO_ROOT } from "./corpus.ts";

export const BIN = join(REPO_ROOT, "compiler", "cli", "bin.mjs");
const PEAK_RSS = join(REPO_ROOT, "test", "bench", "peak-rss.mjs");

export interface Run {
  ms: number;
  status: number | null;
  stdout: string;
  stderr: string;
  /** Peak resident memory in MiB. */
  peakMiB: number;
  /** The process's CPU time (user + system) in ms, start-up included. */
  cpuMs: number;
}

/**
 * Runs `cardsmith <args>` in `cwd` as its own process; the wall time includes node's start-up.
 * `nodeAlone` runs `node -e 0` the same way instead, the baseline.
 */
export function cardsmith(args: string[], cwd: string, nodeAlone = false): Run {
  const rssFile = join(REPO_ROOT, "tmp", `bench-rss-${process.pid}`);
  rmSync(rssFile, { force: true });
  const start = performance.now();
  const r = spawnSync(process.execPath, ["--import", PEAK_RSS, ...(nodeAlone ? ["-e", "0"] : [BIN, ...args])], { cwd, encoding: "utf8", env: { ...process.env, BENCH_RSS_FILE: rssFile, NO_COLOR: "1" }, maxBuffer: 1 << 28 });
  const ms = performance.now() - start;
  let peakMiB = NaN;
  let cpuMs = NaN;
  try {
    const [rss, cpu] = readFileSync(rssFile, "utf8").split(" ").map(Number);
    peakMiB = rss / 1024;
    cpuMs = cpu / 1000;
  } catch {
    // the process died before exiting normally
  }
  rmSync(rssFile, { force: true });
  return { ms, status: r.status, stdout: r.stdout, stderr: r.stderr, peakMiB, cpuMs };
}
