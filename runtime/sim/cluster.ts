/**
 * A simulation on many machines: the coordinator puts the shards (seed ranges, shard-fold.ts) as
 * jobs on a BullMQ queue in Redis; `sim-worker` processes anywhere take them, play them on a
 * worker thread and return the shard's game records as the job's result. The coordinator folds
 * the results in shard order, once per shard, so the summary is the one a local run of the same
 * seeds gives. A worker that dies mid-shard loses its job lock; a live worker's stalled-job check
 * puts the job back on the queue and someone plays it again.
 */
import { randomBytes } from "node:crypto";
import { Job, Queue, QueueEvents, Worker, UnrecoverableError, type ConnectionOptions } from "bullmq";
import { isBotKind, MAX_SEED, type BotKind } from "./seats.ts";
import { ShardFold, SHARD_SIZE, shardSpans } from "./shard-fold.ts";
import type { GameRecord, ShardTask } from "./shard.ts";
import type { SimSummary } from "./summary.ts";
import type { OnProgress, SimGames } from "./run-sim.ts";

export const QUEUE_NAME = "cardsmith-sim";

/** A shard as a job: everything a worker on another machine needs, nothing of this machine. */
export interface ShardJob {
  run: string;
  game: string;
  /** The coordinator's fingerprint of the game's card files: a worker with other cards refuses. */
  sources: string;
  shard: number;
  first: number;
  count: number;
  seed: number;
  bots: BotKind[];
  maxRounds?: number;
}

/** `redis://[user:password@]host[:port][/db]` as connection options (rediss:// for TLS). */
export function redisOptions(url: string): ConnectionOptions {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new Error(`not a Redis URL: ${JSON.stringify(url)} (expected redis://host:port)`);
  }
  if (u.protocol !== "redis:" && u.protocol !== "rediss:") throw new Error(`not a Redis URL: ${JSON.stringify(url)} (expected redis://host:port)`);
  const db = u.pathname.replace(/^\//, "");
  if (db && !/^\d+$/.test(db)) throw new Error(`the database in ${JSON.stringify(url)} must be a number`);
  return {
    host: u.hostname.replace(/^\[|\]$/g, "") || "127.0.0.1",
    port: u.port ? Number(u.port) : 6379,
    ...(u.username && { username: decodeURIComponent(u.username) }),
    ...(u.password && { password: decodeURIComponent(u.password) }),
    ...(db && { db: Number(db) }),
    ...(u.protocol === "rediss:" && { tls: {} }),
    maxRetriesPerRequest: null,
  };
}

/** Fails fast, naming the URL, when Redis cannot be reached (BullMQ itself would retry forever). */
async function reachable(url: string): Promise<void> {
  const { Redis } = await import("ioredis");
  const probe = new Redis({ ...(redisOptions(url) as object), lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null, connectTimeout: 5000 });
  probe.on("error", () => {});
  try {
    await probe.connect();
    await probe.ping();
  } catch (e) {
    throw new Error(`cannot reach Redis at ${url}: ${(e as Error).message}`);
  } finally {
    probe.disconnect();
  }
}

export interface QueueRunOptions {
  url: string;
  sources: string;
  onProgress?: OnProgress;
  /** Told once when no sim-worker is connected to the queue a few seconds into the run. */
  onNoWorkers?: () => void;
  /** How often pending shards are looked up directly, in case a completion event was missed. */
  sweepMs?: number;
}

export async function runOnQueue(setup: SimGames, opts: QueueRunOptions): Promise<SimSummary> {
  await reachable(opts.url);
  const connection = redisOptions(opts.url);
  const queue = new Queue<ShardJob, GameRecord[]>(QUEUE_NAME, { connection });
  const events = new QueueEvents(QUEUE_NAME, { connection });
  const run = `${setup.game}-${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;
  const jobId = (shard: number) => `${run}-${shard}`;
  const spans = shardSpans(setup.games);
  const fold = new ShardFold(setup);
  let failure: Error | undefined;
  let wake: () => void = () => {};
  const take = (shard: number, records: unknown) => {
    const parsed = typeof records === "string" ? (JSON.parse(records) as unknown) : records;
    if (!Array.isArray(parsed)) return;
    if (fold.add(shard, parsed as GameRecord[])) opts.onProgress?.(fold.games, fold.failed);
    if (fold.done) wake();
  };
  try {
    events.on("completed", ({ jobId: id, returnvalue }) => {
      if (!id.startsWith(`${run}-`)) return;
      try {
        take(Number(id.slice(run.length + 1)), returnvalue);
      } catch {
        // a malformed result: the sweep reads the job itself
      }
    });
    await events.waitUntilReady();
    await queue.addBulk(
      spans.map(({ shard, first, count }) => ({
        name: "shard",
        data: { run, game: setup.game, sources: opts.sources, shard, first, count, seed: setup.seed, bots: setup.bots, ...(setup.maxRounds !== undefined && { maxRounds: setup.maxRounds }) },
        opts: { jobId: jobId(shard), attempts: 3, backoff: { type: "fixed", delay: 1000 }, removeOnComplete: { age: 24 * 3600 }, removeOnFail: { age: 24 * 3600 } },
      })),
    );
    const started = Date.now();
    let toldNoWorkers = false;
    // Events are prompt but can be missed (a reconnect): the sweep reads pending jobs themselves.
    while (!fold.done && !failure) {
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, opts.sweepMs ?? 2000);
      });
      if (fold.done) break;
      for (const { shard } of spans) {
        if (fold.has(shard)) continue;
        const job = await Job.fromId<ShardJob, GameRecord[]>(queue, jobId(shard));
        if (!job) {
          failure = new Error(`shard ${shard}'s job ${jobId(shard)} is gone from the queue (was the queue emptied?)`);
          break;
        }
        if (job.finishedOn && job.returnvalue) take(shard, job.returnvalue);
        else if ((await job.getState()) === "failed") failure = new Error(`shard ${shard} (seeds ${setup.seed + shard * SHARD_SIZE}..) failed on the queue: ${job.failedReason}`);
      }
      if (!toldNoWorkers && !fold.games && Date.now() - started > 5000 && (await queue.getWorkersCount()) === 0) {
        toldNoWorkers = true;
        opts.onNoWorkers?.();
      }
    }
    if (failure) throw failure;
    return fold.summary();
  } finally {
    await Promise.all(spans.map(({ shard }) => queue.remove(jobId(shard)).catch(() => 0)));
    await events.close();
    await queue.close();
  }
}

export interface QueueWorkerOptions {
  url: string;
  /** Shards played at once by this process (one worker thread each). */
  concurrency: number;
  /** How long a job stays ours without a lock renewal; a dead worker's jobs return after it. */
  lockDuration: number;
  /** Plays a shard (on a worker thread, so the event loop keeps renewing job locks). */
  play: (task: ShardTask) => Promise<GameRecord[]>;
  /** The runtime entry and card fingerprint of a game id, or a reason this worker cannot play it. */
  resolve: (game: string) => { entry: string; sources: string } | { refused: string };
  onShard?: (event: "start" | "done", job: ShardJob) => void;
}

/** Takes shards until closed. */
export async function startQueueWorker(opts: QueueWorkerOptions): Promise<{ close(): Promise<void> }> {
  await reachable(opts.url);
  const worker = new Worker<ShardJob, GameRecord[]>(
    QUEUE_NAME,
    async (job) => {
      const data = shardJob(job.data);
      const game = opts.resolve(data.game);
      if ("refused" in game) throw new UnrecoverableError(game.refused);
      if (game.sources !== data.sources) {
        throw new UnrecoverableError(`this worker's cards for \`${data.game}\` differ from the coordinator's: build the same cards on every machine`);
      }
      opts.onShard?.("start", data);
      const records = await opts.play({ entry: game.entry, first: data.first, count: data.count, seed: data.seed, bots: data.bots, ...(data.maxRounds !== undefined && { maxRounds: data.maxRounds }) });
      opts.onShard?.("done", data);
      return records;
    },
    { connection: redisOptions(opts.url), concurrency: opts.concurrency, lockDuration: opts.lockDuration, stalledInterval: opts.lockDuration, maxStalledCount: 5 },
  );
  worker.on("error", () => {}); // connection trouble: ioredis reconnects; jobs keep their locks or return to the queue
  await worker.waitUntilReady();
  return { close: () => worker.close() };
}

/** Job data comes from the network: checked field by field before anything uses it. */
function shardJob(x: unknown): ShardJob {
  const d = x as Partial<ShardJob> | null;
  const whole = (v: unknown, max: number) => Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= max;
  const ok =
    d !== null &&
    typeof d === "object" &&
    typeof d.run === "string" &&
    typeof d.game === "string" &&
    typeof d.sources === "string" &&
    whole(d.shard, MAX_SEED) &&
    whole(d.first, MAX_SEED) &&
    whole(d.count, SHARD_SIZE) &&
    whole(d.seed, MAX_SEED) &&
    (d.seed as number) + (d.first as number) + (d.count as number) - 1 <= MAX_SEED &&
    Array.isArray(d.bots) &&
    d.bots.length > 0 &&
    d.bots.every((b) => typeof b === "string" && isBotKind(b)) &&
    (d.maxRounds === undefined || whole(d.maxRounds, 100_000));
  if (!ok) throw new UnrecoverableError("not a cardsmith shard job");
  return d as ShardJob;
}
