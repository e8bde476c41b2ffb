/**
 * Runs a simulation on worker threads (tinypool): the games are cut into fixed shards of
 * SHARD_SIZE, whatever the number of workers, and the shards' records are folded into the tally
 * strictly in game order as they arrive. So the summary never depends on the worker count or on
 * which worker finished first, and only the shards waiting for an earlier one stay in memory.
 */
import { availableParallelism } from "node:os";
import Tinypool from "tinypool";
import type { BotKind } from "./seats.ts";
import type { GameRecord, ShardTask } from "./shard.ts";
import { SimTally, type SimSetup, type SimSummary } from "./summary.ts";

export const SHARD_SIZE = 25;
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
    const tally = new SimTally(setup.bots.length);
    const arrived = new Map<number, GameRecord[]>();
    let next = 0;
    const fold = (shard: number, records: GameRecord[]) => {
      arrived.set(shard, records);
      for (let r = arrived.get(next); r; r = arrived.get(next)) {
        arrived.delete(next++);
        for (const record of r) tally.add(record);
      }
      onProgress?.(tally.games, tally.failed);
    };
    const shards = Math.ceil(setup.games / SHARD_SIZE);
    await Promise.all(
      Array.from({ length: shards }, (_, shard) => {
        const first = shard * SHARD_SIZE;
        return (this.pool.run(this.task(setup, first, Math.min(SHARD_SIZE, setup.games - first))) as Promise<GameRecord[]>).then((records) => fold(shard, records));
      }),
    );
    if (tally.games !== setup.games) throw new Error(`the simulation folded ${tally.games} games of ${setup.games}`);
    return tally.summary(setup);
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
