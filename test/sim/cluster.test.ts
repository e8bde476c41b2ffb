/**
 * `cardsmith sim --queue`: a local redis-server (Debian's package; CI's .ci/run installs it), a
 * coordinator and two `sim-worker` processes, one of them killed with SIGKILL in the middle of a
 * shard: the shard goes back on the queue (stalled-job handling), the other worker plays it, and
 * the coordinator's JSON is exactly the JSON of a local run of the same seeds on one worker.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redisOptions } from "../../runtime/sim/cluster.ts";
import { runSim } from "../../runtime/sim/run-sim.ts";
import { ShardFold, shardSpans } from "../../runtime/sim/shard-fold.ts";
import { runShard } from "../../runtime/sim/shard.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const BIN = join(ROOT, "compiler/cli/bin.mjs");
const ENTRY = join(ROOT, "cards/shadows/runtime/index.ts");
const GAMES = 250;
const SEED = 11;

let work: string;
let redis: ChildProcess | undefined;
let url: string;
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
    server.on("error", fail);
  });
}

/** A process of ours: its output so far, and its exit. */
function start(args: string[]) {
  const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  const seen = { out: "", err: "" };
  const listeners: Array<() => void> = [];
  child.stdout!.on("data", (d: Buffer) => {
    seen.out += d.toString();
    for (const l of listeners) l();
  });
  child.stderr!.on("data", (d: Buffer) => (seen.err += d.toString()));
  const exited = new Promise<{ code: number | null; signal: string | null }>((done) => child.on("exit", (code, signal) => done({ code, signal })));
  return { child, seen, exited, onOutput: (l: () => void) => listeners.push(l) };
}

beforeAll(async () => {
  const found = spawnSync("redis-server", ["--version"], { encoding: "utf8" });
  if (found.error || found.status !== 0) {
    throw new Error("redis-server is not installed: the cluster test needs it (Debian: `apt-get install redis-server`; CI's .ci/run installs it when missing)");
  }
  work = mkdtempSync(join(tmpdir(), "cardsmith-cluster-"));
  const port = await freePort();
  url = `redis://127.0.0.1:${port}`;
  redis = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", work], { stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  await new Promise<void>((ready, fail) => {
    redis!.stdout!.on("data", (d: Buffer) => {
      log += d.toString();
      if (log.includes("Ready to accept connections")) ready();
    });
    redis!.on("exit", (code) => fail(new Error(`redis-server exited (${code}) before it was ready:\n${log}`)));
  });
}, 300_000);

afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  redis?.kill("SIGKILL");
  if (work) rmSync(work, { recursive: true, force: true });
});

describe.sequential("sim on a Redis queue", () => {
  it("with two workers, one killed mid-shard, gives the JSON of a local run on one worker", async () => {
    const { game } = (await import(ENTRY)) as { game: { id: string; title: string } };
    const local = await runSim(ENTRY, { game: game.id, title: game.title, seed: SEED, games: GAMES, bots: ["greedy", "greedy"] }, 1);
    const json = join(work, "queue.json");
    // A short lock: a dead worker's shard returns to the queue within seconds.
    const doomed = start(["sim-worker", "--queue", url, "--lock-duration", "2000"]);
    const survivor = start(["sim-worker", "--queue", url, "--lock-duration", "2000"]);
    const coordinator = start(["sim", "shadows", "--games", String(GAMES), "--seed", String(SEED), "--queue", url, "--json", json]);

    // Kill the doomed worker while it plays a shard, once some shard has already been played. A
    // shard can finish before a signal lands (a loaded machine, fast games): the worker is frozen
    // first, and killed only if, its output drained, the shard is still unfinished; else it goes on.
    let killedOn: string | undefined;
    let frozen = false;
    const killMidShard = () => {
      if (killedOn || frozen) return;
      const anyPlayed = /^played shard/m.test(doomed.seen.out + survivor.seen.out);
      const playing = [...doomed.seen.out.matchAll(/^(playing|played) shard (\d+) of (\S+)/gm)].at(-1);
      if (!anyPlayed || playing?.[1] !== "playing") return;
      const done = `played shard ${playing[2]} of ${playing[3]}`;
      frozen = doomed.child.kill("SIGSTOP");
      setTimeout(() => {
        if (doomed.seen.out.includes(done)) {
          frozen = false;
          doomed.child.kill("SIGCONT");
          return;
        }
        killedOn = done;
        doomed.child.kill("SIGKILL");
      }, 250);
    };
    doomed.onOutput(killMidShard);
    survivor.onOutput(killMidShard);

    const done = await coordinator.exited;
    expect(done.code, coordinator.seen.err + coordinator.seen.out).toBe(0);
    expect(killedOn, "the doomed worker was never caught mid-shard").toBeDefined();
    expect((await doomed.exited).signal).toBe("SIGKILL");
    expect(doomed.seen.out).not.toContain(killedOn!);
    expect(survivor.seen.out).toContain(killedOn!); // the lost shard was played again, by the other worker
    expect(JSON.parse(readFileSync(json, "utf8"))).toEqual(local);
    survivor.child.kill("SIGTERM");
    expect((await survivor.exited).code).toBe(0);
  }, 600_000);

  it("fails with one clear line when Redis cannot be reached", async () => {
    const port = await freePort();
    const run = start(["sim", "shadows", "--games", "10", "--queue", `redis://127.0.0.1:${port}`]);
    expect((await run.exited).code).toBe(2);
    expect(run.seen.err).toContain(`cannot reach Redis at redis://127.0.0.1:${port}`);
    expect(run.seen.err).not.toContain("    at ");
  }, 600_000);
});

describe("merging shards", () => {
  it("counts a shard delivered twice once, whatever the order of arrival", async () => {
    const setup = { game: "shadows", title: "t", seed: 5, games: 60, bots: ["greedy", "random"] as Array<"greedy" | "random"> };
    const shards = await Promise.all(shardSpans(setup.games).map((s) => runShard({ entry: ENTRY, first: s.first, count: s.count, seed: setup.seed, bots: setup.bots })));
    const inOrder = new ShardFold(setup);
    shards.forEach((records, i) => inOrder.add(i, records));
    const shuffled = new ShardFold(setup);
    expect([2, 0, 2, 1, 0, 1, 2].map((i) => shuffled.add(i, shards[i]!))).toEqual([true, true, false, true, false, false, false]);
    expect(shuffled.summary()).toEqual(inOrder.summary());
    expect(shuffled.games).toBe(60);
    expect(() => shuffled.add(3, shards[0]!)).toThrow(/not part of this simulation/);
    expect(() => new ShardFold(setup).add(2, shards[0]!)).toThrow(/has 25 game records, not 10/);
  }, 600_000);

  it("reads redis:// URLs and refuses anything else", () => {
    expect(redisOptions("redis://10.0.0.5:6380")).toMatchObject({ host: "10.0.0.5", port: 6380, maxRetriesPerRequest: null });
    expect(redisOptions("redis://:s%40cret@cache.local/2")).toMatchObject({ host: "cache.local", port: 6379, password: "s@cret", db: 2 });
    expect(redisOptions("rediss://h:1")).toMatchObject({ tls: {} });
    for (const bad of ["http://h:1", "h:6379", "redis://h/x"]) expect(() => redisOptions(bad)).toThrow();
  });
});
