/**
 * Winning on points: the seats compared on a chain of criteria (most of the first; among those
 * tied, most of the next...). The first criterion that leaves one seat ahead decides; when none
 * does, it is a draw. Each criterion says what it counts and why its winner won; the standings
 * rank by the first, the rest are its tie-breaks. A game may also be won outright (one seat
 * reached a goal), which the standings then show instead.
 */
import { trackTotal } from "./counter-tracks.ts";
import type { Engine } from "./engine.ts";
import type { Standing } from "./game-module.ts";
import { leaders } from "./ranking.ts";

export interface Criterion {
  /** What it counts, after the number: "goals scored". */
  readonly counts: string;
  /** Why the winner won when it decides: "scored more goals". */
  readonly decides: string;
  readonly of: (seat: number) => number;
}

/** The criteria game.yaml declares (`points:`): each counts a player's resource or counter, or a track's total over their cards. */
export function declaredPoints<V extends object>(e: Engine<V>): Criterion[] {
  return (e.rules.points ?? []).map(({ of, counts, decides }) => {
    const track = e.rules.counterTracks?.some((t) => t.counter === of);
    const value = (seat: number) => (Object.hasOwn(e.table.players[seat].resources, of) ? e.value(seat, of) : e.table.counter(e.table.players[seat], of));
    return { counts, decides, of: track ? (seat: number) => trackTotal(e, of, seat) : value };
  });
}

export interface PointsResult {
  /** The seat ahead, or null for a draw. */
  readonly winner: number | null;
  /** The criterion that decided, or null for a draw. */
  readonly by: Criterion | null;
}

export function decideByPoints(seats: readonly number[], criteria: readonly Criterion[]): PointsResult {
  // The leaders on the first n criteria (ranking's chain comparison); the first n leaving one seat decides.
  for (let n = 1; n <= criteria.length; n++) {
    const ahead = leaders(seats, (seat) => criteria.slice(0, n).map((c) => c.of(seat)));
    if (ahead.length === 1) return { winner: ahead[0], by: criteria[n - 1] };
  }
  return { winner: null, by: null };
}

/** A seat's points for people: "2 goals scored, 5 points". */
export function pointsTally(seat: number, criteria: readonly Criterion[]): string {
  return criteria.map((c) => `${c.of(seat)} ${c.counts}`).join(", ");
}

/** A game won outright: its winner, and what they did (said first in their standing's detail). */
export interface OutrightWin {
  readonly winner: number;
  readonly says: string;
}

/** The seats' standings on points (score the first criterion, tie-breaks the rest), or after an outright win (1 for the winner). */
export function pointsStandings(seats: readonly number[], criteria: readonly Criterion[], who: (seat: number) => { name: string; role: string }, outright: OutrightWin | null): Standing[] {
  return seats.map((seat) => {
    const tally = pointsTally(seat, criteria);
    if (outright) {
      const won = outright.winner === seat;
      return { seat, ...who(seat), score: Number(won), tiebreaks: [], detail: won ? `${outright.says}; ${tally}` : tally };
    }
    const [first, ...rest] = criteria.map((c) => c.of(seat));
    return { seat, ...who(seat), score: first ?? 0, tiebreaks: rest, detail: tally };
  });
}
