/**
 * The cluster's figure for `npm run bench`: games per second through `cardsmith sim --queue`
 * with a local redis-server (started here) and two local `sim-worker` processes, beside a local
 * `cardsmith sim --workers 2` run of the same games, in the same bench run. Both are timed by
 * the sim command itself (its `games/s` line); the queue's workers are warmed by a first small
 * run, so the comparison is steady state against a cold local pool. Skipped, with a line
 * saying so, when redis-server is not installed.
 *
 *   BENCH_CLUSTER_GAMES=2000   games per run
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { RuntimeFigure, RuntimeSection } from "./runtime-sections.ts";

const GAMES = Math.max(100, Number(process.env.BENCH_CLUSTER_GAMES ?? 2000));
const WARM_GAMES = 200;
const ROOT = resolve(import.meta.dirname, "../..");
const BIN = join(ROOT, "compiler/cli/bin.mjs");
const num = (n: number, digits = 0) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const log = (line: string) => process.stderr.write(`  · ${line}\n`);

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
    server.on("error", fail);
  });
}

/** Resolves when `child` prints `ready` on stdout or stderr; fails if it exits first. */
function waitFor(child: ChildProcess, ready: string, what: string): Promise<void> {
  let seen = "";
  return new Promise((done, fail) => {
    const look = (d: Buffer) => {
      seen += d.toString();
      if (seen.includes(ready)) done();
    };
    child.stdout?.on("data", look);
    child.stderr?.on("data", look);
    child.on("exit", (code) => fail(new Error(`${what} exited (${code}) before it was ready:\n${seen}`)));
  });
}

/** Runs `cardsmith sim` to the end; its games/s figure and its JSON summary. */
function sim(args: string[], json: string): Promise<{ perSecond: number; summary: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [BIN, "sim", "shadows", "--games", String(GAMES), "--seed", "1", "--json", json, ...args], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
    child.on("exit", (code) => {
      const m = /([\d,]+) games\/s/.exec(out);
      if (code !== 0 || !m) return fail(new Error(`cardsmith sim ${args.join(" ")} failed (${code}):\n${out}`));
      done({ perSecond: Number(m[1].replace(/,/g, "")), summary: readFileSync(json, "utf8") });
    });
  });
}

const cluster: RuntimeSection = {
  name: "simulation on a Redis queue (cardsmith sim --queue)",
  async run() {
    const found = spawnSync("redis-server", ["--version"], { encoding: "utf8" });
    if (found.error || found.status !== 0) {
      log("redis-server is not installed: the cluster figure is skipped (Debian: apt-get install redis-server)");
      return [{ label: "cluster, 2 sim-workers", value: "skipped", note: "redis-server is not installed (Debian: apt-get install redis-server)" }];
    }
    const work = mkdtempSync(join(tmpdir(), "cardsmith-bench-cluster-"));
    const children: ChildProcess[] = [];
    try {
      const port = await freePort();
      const url = `redis://127.0.0.1:${port}`;
      const redis = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", work], { stdio: ["ignore", "pipe", "pipe"] });
      children.push(redis);
      await waitFor(redis, "Ready to accept connections", "redis-server");
      for (let i = 0; i < 2; i++) {
        const worker = spawn(process.execPath, [BIN, "sim-worker", "--queue", url], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
        children.push(worker);
        await waitFor(worker, "taking shards", "sim-worker");
      }
      // Warm the workers' threads: their first shards compile the game's hot code.
      const warm = spawnSync(process.execPath, [BIN, "sim", "shadows", "--games", String(WARM_GAMES), "--seed", "100000", "--queue", url], { cwd: ROOT, encoding: "utf8" });
      if (warm.status !== 0) throw new Error(`the warm-up run on the queue failed:\n${warm.stderr}${warm.stdout}`);
      const queued = await sim(["--queue", url], join(work, "queue.json"));
      log(`${num(GAMES)} games on the queue with 2 sim-workers: ${num(queued.perSecond)} games/s`);
      const local = await sim(["--workers", "2"], join(work, "local.json"));
      log(`${num(GAMES)} games on 2 local worker threads: ${num(local.perSecond)} games/s`);
      const same = queued.summary === local.summary;
      return [
        {
          label: "cluster, 2 sim-workers",
          value: `${num(queued.perSecond)} games/s`,
          note: `sim --queue, local redis-server, 2 sim-worker processes (warmed by ${WARM_GAMES} games); ${num(GAMES)} greedy 2-player games; ${num(queued.perSecond / local.perSecond, 2)}x the local run`,
        },
        { label: "  local, --workers 2", value: `${num(local.perSecond)} games/s`, note: `the same ${num(GAMES)} games in the same bench run, cold worker threads` },
        { label: "  same summary on the queue and locally", value: same ? "yes" : "NO", target: "yes", ok: same },
      ] satisfies RuntimeFigure[];
    } finally {
      // Workers first, while Redis is up to take their goodbyes; then Redis.
      const [redis, ...workers] = children;
      const alive = (c: ChildProcess) => c.exitCode === null && c.signalCode === null;
      const exited = (c: ChildProcess) => new Promise<void>((done) => (alive(c) ? c.once("exit", () => done()) : done()));
      for (const w of workers) if (alive(w)) w.kill("SIGTERM");
      await Promise.race([Promise.all(workers.map(exited)), new Promise((r) => setTimeout(r, 10_000))]);
      for (const c of [...workers, ...(redis ? [redis] : [])]) if (alive(c)) c.kill("SIGKILL");
      rmSync(work, { recursive: true, force: true });
    }
  },
};

export const clusterSections: RuntimeSection[] = [cluster];
