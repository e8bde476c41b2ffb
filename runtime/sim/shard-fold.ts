/**
 * How a simulation is cut into shards and put back together. The cut depends only on the number
 * of games (fixed SHARD_SIZE), and records are folded into the tally strictly in shard order as
 * shards arrive. Folding is idempotent per shard: a shard delivered twice (a queue that retried a
 * job whose worker seemed dead but was not) counts once. So the summary never depends on who
 * played a shard, in which order shards finished, or how often one was delivered.
 */
import type { GameRecord } from "./shard.ts";
import { SimTally, type SimSetup, type SimSummary } from "./summary.ts";

export const SHARD_SIZE = 25;

export interface ShardSpan {
  shard: number;
  first: number;
  count: number;
}

export function shardSpans(games: number): ShardSpan[] {
  return Array.from({ length: Math.ceil(games / SHARD_SIZE) }, (_, shard) => ({ shard, first: shard * SHARD_SIZE, count: Math.min(SHARD_SIZE, games - shard * SHARD_SIZE) }));
}

export class ShardFold {
  private readonly tally: SimTally;
  /** Shards that arrived before an earlier one: only these wait in memory. */
  private readonly waiting = new Map<number, GameRecord[]>();
  private next = 0;
  private readonly spans: ShardSpan[];

  constructor(private readonly setup: SimSetup) {
    this.tally = new SimTally(setup.bots.length);
    this.spans = shardSpans(setup.games);
  }

  /** Adds a shard's records; false when it was already folded (or is waiting) and is ignored. */
  add(shard: number, records: GameRecord[]): boolean {
    const span = this.spans[shard];
    if (!span) throw new Error(`shard ${shard} is not part of this simulation (${this.spans.length} shards)`);
    if (records.length !== span.count) throw new Error(`shard ${shard} has ${records.length} game records, not ${span.count}`);
    if (shard < this.next || this.waiting.has(shard)) return false;
    this.waiting.set(shard, records);
    for (let r = this.waiting.get(this.next); r; r = this.waiting.get(this.next)) {
      this.waiting.delete(this.next++);
      for (const record of r) this.tally.add(record);
    }
    return true;
  }

  has(shard: number): boolean {
    return shard < this.next || this.waiting.has(shard);
  }

  get done(): boolean {
    return this.next === this.spans.length;
  }

  get games(): number {
    return this.tally.games;
  }

  get failed(): number {
    return this.tally.failed;
  }

  summary(): SimSummary {
    if (!this.done || this.tally.games !== this.setup.games) throw new Error(`the simulation folded ${this.tally.games} games of ${this.setup.games}`);
    return this.tally.summary(this.setup);
  }
}
