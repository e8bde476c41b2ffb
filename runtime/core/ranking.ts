/**
 * Who ranks first at the end of a game: each player's numbers compared in turn, a score and then
 * its tie-breaks (the first difference decides), the players equal to the best on all of them
 * sharing first place. Games rank their own numbers (VP, then items' worth, then experience).
 */
import type { Engine } from "./engine.ts";
import type { Standing } from "./game-module.ts";
import type { Outcome } from "./played-view.ts";

/** Compares two chains of numbers in turn: positive when `a` ranks higher, 0 when equal throughout. */
export function compareChains(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The items whose chain (score, then tie-breaks) is the best, in their order; none of none. */
export function leaders<T>(items: readonly T[], chain: (item: T) => readonly number[]): T[] {
  const chains = items.map(chain);
  const best = chains.reduce<readonly number[] | null>((top, c) => (top === null || compareChains(c, top) > 0 ? c : top), null);
  return best === null ? [] : items.filter((_, i) => compareChains(chains[i], best) === 0);
}

/** How a game ranks its players at the end, for the outcome the generic tools show. */
export interface Ranking {
  /** The numbers a seat ranks by: its score, then its tie-breaks in order. */
  chain(seat: number): readonly number[];
  /** Whether the seat may win at all (a rule can rule a player out whatever their score); every seat when absent. */
  mayWin?(seat: number): boolean;
  /** What the seat plays (a role, a side). */
  role(seat: number): string;
  /** What the game reports for the seat. */
  detail(seat: number): string;
}

/** The standings by the ranking's chain, and as winners the leaders among the seats that may win, once the game has ended. */
export function rankedOutcome<V extends object>(e: Engine<V>, ranking: Ranking): Outcome {
  const seats = () => e.table.players.map((p) => p.seat);
  const standing = (seat: number): Standing => {
    const [score = 0, ...tiebreaks] = ranking.chain(seat);
    return { seat, name: e.seatName(seat), role: ranking.role(seat), score, tiebreaks, detail: ranking.detail(seat) };
  };
  const mayWin = (seat: number) => ranking.mayWin?.(seat) ?? true;
  return { standings: () => seats().map(standing), winners: () => (e.ended ? leaders(seats().filter(mayWin), ranking.chain) : []) };
}

/** The log's last word on a game: each player's detail, then the winners (players tied share the victory). */
export function logOutcome<V extends object>(e: Engine<V>, outcome: Outcome): void {
  for (const s of outcome.standings()) e.log.add(`${s.name}: ${s.detail}`);
  e.log.add(`winner: ${outcome.winners().map((seat) => e.seatName(seat)).join(" and ")}`);
}
