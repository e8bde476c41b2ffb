/**
 * Runs a simulation on worker threads (tinypool): the games are cut into fixed shards, whatever
 * the number of workers, and folded in game order as they arrive (shard-fold.ts). So the summary
 * never depends on the worker count or on which worker finished first.
 */
import { availableParallelism } from "node:os";
import Tinypool from "tinypool";
import type { BotKind } from "./seats.ts";
import { ShardFold, shardSpans } from "./shard-fold.ts";
import type { GameRecord, ShardTask } from "./shard.ts";
import type { SimSetup, SimSummary } from "./summary.ts";

export { SHARD_SIZE } from "./shard-fold.ts";
export const MAX_WORKERS = Math.max(1, availableParallelism() * 4);

export type SimGames = SimSetup & { bots: BotKind[] };

/** Called whenever more games are folded in: games done, games that threw so far. */
export type OnProgress = (done: number, failed: number) => void;

/** A pool of worker threads that play one game's shards. */
export class SimPool {
  private readonly pool: Tinypool;

  constructor(
    /** The game's runtime entry (`cards/<game>/runtime/index.ts`). */
    private readonly entry: string,
    readonly workers: number,
  ) {
    this.pool = new Tinypool({ filename: new URL("./sim-worker.mjs", import.meta.url).href, minThreads: workers, maxThreads: workers, idleTimeout: 1000 });
  }

  /**
   * Loads the game in every worker and plays `games` games there (their results are dropped), so
   * a timed run excludes start-up and the JIT's warm-up.
   */
  async warm(setup: SimGames, games = 1): Promise<void> {
    await Promise.all(Array.from({ length: this.workers }, (_, w) => this.pool.run(this.task(setup, setup.games + w * games, games))));
  }

  async run(setup: SimGames, onProgress?: OnProgress): Promise<SimSummary> {
    const fold = new ShardFold(setup);
    await Promise.all(
      shardSpans(setup.games).map(async ({ shard, first, count }) => {
        fold.add(shard, (await this.pool.run(this.task(setup, first, count))) as GameRecord[]);
        onProgress?.(fold.games, fold.failed);
      }),
    );
    return fold.summary();
  }

  /** One shard, as a queue worker is given it. */
  shard(task: ShardTask): Promise<GameRecord[]> {
    return this.pool.run(task) as Promise<GameRecord[]>;
  }

  private task(setup: SimGames, first: number, count: number): ShardTask {
    return { entry: this.entry, first, count, seed: setup.seed, bots: setup.bots, maxRounds: setup.maxRounds };
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}

export async function runSim(entry: string, setup: SimGames, workers: number, onProgress?: OnProgress): Promise<SimSummary> {
  const pool = new SimPool(entry, workers);
  try {
    return await pool.run(setup, onProgress);
  } finally {
    await pool.close();
  }
}
