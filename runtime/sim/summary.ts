/**
 * The balance summary of a simulation: game records folded in game order into whole-number
 * counts, and rates with 95% confidence intervals (Wilson score) computed from them only at the
 * end. So the summary is a function of the games alone: any number of workers gives the same JSON.
 *
 * A win is a place among the winners: players sharing a victory each count one.
 */
import type { GameRecord } from "./shard.ts";

export interface SimSetup {
  game: string;
  title: string;
  seed: number;
  games: number;
  bots: string[];
  maxRounds?: number;
}

/** A rate with its 95% confidence interval. */
export interface Rate {
  n: number;
  wins: number;
  rate: number;
  ci95: [number, number];
}

export interface CardStats {
  card: string;
  /** Games in which someone played it, and that share of all games. */
  games: number;
  playRate: number;
  /** Times played in all, repeats included. */
  plays: number;
  /** Of the players who played it in a game, how many won that game. */
  whenPlayed: Rate;
}

export interface SimSummary extends SimSetup {
  format: "cardsmith-sim";
  version: 1;
  players: number;
  /** Games that ended by the rules, stopped by the round limit, and threw. */
  ended: number;
  unfinished: number;
  failed: number;
  /** The first few games that threw: seed and error. */
  failures: Array<{ seed: number; error: string }>;
  sharedVictories: number;
  /** Each player's even share of wins: 1 / players. */
  evenShare: number;
  seats: Array<{ seat: number } & Rate>;
  /** The seat first in turn order in round 1, whichever seat that was. */
  firstPlayer: Rate & { bySeat: number[] };
  roles: Array<{ role: string } & Rate>;
  cards: CardStats[];
  length: { rounds: Distribution; decisions: Distribution };
  scores: { all: Histogram; winners: Histogram };
  endReasons: Histogram;
}

/** Counts by value, as [value, count] pairs sorted by value. */
export type Histogram = Array<[number | string, number]>;

export interface Distribution {
  mean: number;
  median: number;
  min: number;
  max: number;
  histogram: Histogram;
}

const Z95 = 1.959963984540054;
const MAX_FAILURES = 20;

/** Rates are printed and compared as data: four decimals is plenty and keeps the JSON readable. */
const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

export function wilson(wins: number, n: number): Rate {
  if (n === 0) return { n, wins, rate: 0, ci95: [0, 1] };
  const p = wins / n;
  const z2 = Z95 * Z95;
  const denom = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denom;
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { n, wins, rate: round4(p), ci95: [round4(Math.max(0, center - half)), round4(Math.min(1, center + half))] };
}

interface Tally {
  n: number;
  wins: number;
}

/** Whole-number counts, folded from records one game at a time. */
export class SimTally {
  games = 0;
  ended = 0;
  unfinished = 0;
  failed = 0;
  sharedVictories = 0;
  readonly failures: Array<{ seed: number; error: string }> = [];
  private readonly seats: Tally[] = [];
  private readonly first: Tally = { n: 0, wins: 0 };
  private readonly firstBySeat: number[];
  private readonly roles = new Map<string, Tally>();
  private readonly cards = new Map<string, { games: number; plays: number; played: Tally }>();
  private readonly rounds = new Map<number, number>();
  private readonly decisions = new Map<number, number>();
  private readonly scores = new Map<number, number>();
  private readonly winnerScores = new Map<number, number>();
  private readonly endReasons = new Map<string, number>();

  constructor(private readonly players: number) {
    for (let s = 0; s < players; s++) this.seats.push({ n: 0, wins: 0 });
    this.firstBySeat = Array.from({ length: players }, () => 0);
  }

  add(r: GameRecord): void {
    this.games++;
    if (r.error !== undefined) {
      this.failed++;
      if (this.failures.length < MAX_FAILURES) this.failures.push({ seed: r.seed, error: r.error });
      return;
    }
    if (r.ended) this.ended++;
    else this.unfinished++;
    if (r.winners.length > 1) this.sharedVictories++;
    const won = new Set(r.winners);
    for (let s = 0; s < this.players; s++) {
      const w = won.has(s) ? 1 : 0;
      count(this.seats[s], w);
      count(getTally(this.roles, r.roles[s] ?? "?"), w);
      bump(this.scores, r.scores[s]);
      if (w) bump(this.winnerScores, r.scores[s]);
      const distinct = new Set(r.played[s] ?? []);
      for (const card of distinct) count(this.card(card).played, w);
    }
    const inGame = new Set<string>();
    for (const seat of r.played) {
      for (const card of seat) {
        this.card(card).plays++;
        inGame.add(card);
      }
    }
    for (const card of inGame) this.card(card).games++;
    if (r.firstPlayer !== null) {
      count(this.first, won.has(r.firstPlayer) ? 1 : 0);
      this.firstBySeat[r.firstPlayer]++;
    }
    bump(this.rounds, r.rounds);
    bump(this.decisions, r.decisions);
    // Numbers in an end reason vary game to game ("reached 9 Shadow Stones"): group by its words.
    bump(this.endReasons, r.ended ? r.endReason.replace(/\d+/g, "N") : "stopped by the round limit");
  }

  private card(id: string) {
    let c = this.cards.get(id);
    if (!c) this.cards.set(id, (c = { games: 0, plays: 0, played: { n: 0, wins: 0 } }));
    return c;
  }

  summary(setup: SimSetup): SimSummary {
    const played = this.games - this.failed;
    const byName = <T>(m: Map<string, T>) => [...m].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return {
      format: "cardsmith-sim",
      version: 1,
      ...setup,
      players: this.players,
      ended: this.ended,
      unfinished: this.unfinished,
      failed: this.failed,
      failures: this.failures,
      sharedVictories: this.sharedVictories,
      evenShare: round4(1 / this.players),
      seats: this.seats.map((t, seat) => ({ seat: seat + 1, ...wilson(t.wins, t.n) })),
      firstPlayer: { ...wilson(this.first.wins, this.first.n), bySeat: this.firstBySeat },
      roles: byName(this.roles).map(([role, t]) => ({ role, ...wilson(t.wins, t.n) })),
      cards: byName(this.cards).map(([card, c]) => ({ card, games: c.games, playRate: round4(c.games / Math.max(1, played)), plays: c.plays, whenPlayed: wilson(c.played.wins, c.played.n) })),
      length: { rounds: distribution(this.rounds), decisions: distribution(this.decisions) },
      scores: { all: histogram(this.scores), winners: histogram(this.winnerScores) },
      endReasons: [...this.endReasons].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)),
    };
  }
}

function count(t: Tally, win: number): void {
  t.n++;
  t.wins += win;
}

function getTally(m: Map<string, Tally>, key: string): Tally {
  let t = m.get(key);
  if (!t) m.set(key, (t = { n: 0, wins: 0 }));
  return t;
}

function bump<K>(m: Map<K, number>, key: K): void {
  m.set(key, (m.get(key) ?? 0) + 1);
}

function histogram(m: Map<number, number>): Array<[number, number]> {
  return [...m].sort((a, b) => a[0] - b[0]);
}

function distribution(m: Map<number, number>): Distribution {
  const h = histogram(m);
  const n = h.reduce((s, [, c]) => s + c, 0);
  if (!n) return { mean: 0, median: 0, min: 0, max: 0, histogram: [] };
  const sum = h.reduce((s, [v, c]) => s + v * c, 0);
  let seen = 0;
  let median = h[0][0];
  for (const [v, c] of h) {
    seen += c;
    if (seen * 2 >= n) {
      median = v;
      break;
    }
  }
  return { mean: round4(sum / n), median, min: h[0][0], max: h[h.length - 1][0], histogram: h };
}
