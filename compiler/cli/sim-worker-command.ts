/**
 * `cardsmith sim-worker --queue redis://host:port`: takes `sim --queue` shards until stopped.
 * It plays only games it has built from the same card files as the coordinator (the job carries
 * their fingerprint), on a worker thread so that its job locks stay renewed while games run.
 */
import { basename, join } from "node:path";
import { startQueueWorker } from "../../runtime/sim/cluster.ts";
import { SimPool } from "../../runtime/sim/run-sim.ts";
import type { GameRecord, ShardTask } from "../../runtime/sim/shard.ts";
import { sourcesFingerprint, staleReason } from "../freshness.ts";
import { UsageError } from "../usage-error.ts";
import { wholeNumber } from "./play-command.ts";
import { playableGames } from "./stale.ts";

export interface SimWorkerOptions {
  queue: string;
  concurrency?: string;
  lockDuration?: string;
}

export async function runSimWorker(opts: SimWorkerOptions): Promise<number> {
  const concurrency = opts.concurrency === undefined ? 1 : wholeNumber("--concurrency", opts.concurrency, 1, 256);
  const lockDuration = opts.lockDuration === undefined ? 30_000 : wholeNumber("--lock-duration", opts.lockDuration, 1000, 3_600_000);
  const cwd = process.cwd();
  const games = new Map(playableGames(cwd).map((dir) => [basename(dir), dir]));
  // Job data names the game: looked up among this checkout's games, never joined into a path.
  const resolve = (game: string) => {
    const dir = games.get(game);
    if (!dir) return { refused: `no playable game \`${game}\` in ${join(cwd, "cards")}` };
    const stale = staleReason(dir, join(cwd, "generated"));
    if (stale) return { refused: `${stale}: run \`cardsmith build\` on this worker's machine` };
    return { entry: join(dir, "runtime", "index.ts"), sources: sourcesFingerprint(dir) };
  };
  const pools = new Map<string, SimPool>();
  const play = (task: ShardTask) => {
    let pool = pools.get(task.entry);
    if (!pool) pools.set(task.entry, (pool = new SimPool(task.entry, concurrency)));
    return pool.shard(task) as Promise<GameRecord[]>;
  };
  let worker;
  try {
    worker = await startQueueWorker({
      url: opts.queue,
      concurrency,
      lockDuration,
      play,
      resolve,
      onShard: (event, job) => process.stdout.write(`${event === "start" ? "playing" : "played"} shard ${job.shard} of ${job.run} (seeds ${job.seed + job.first}..${job.seed + job.first + job.count - 1})\n`),
    });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  process.stderr.write(`sim-worker ${process.pid}: taking shards from ${opts.queue} (${concurrency} at a time); Ctrl-C stops\n`);
  await new Promise<void>((done) => {
    for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => done());
  });
  process.stderr.write(`sim-worker ${process.pid}: finishing the shards in hand\n`);
  await worker.close();
  await Promise.all([...pools.values()].map((p) => p.close()));
  return 0;
}
