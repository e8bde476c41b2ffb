/**
 * What `fuzz-games` checks of every game, after every step and at the end: the game's own physical
 * invariants (cards conserved across zones, counters and resources within their bounds), the log
 * (every entry placed in the game, its text free of values that leaked from a bug), the round
 * never going back, a game that stops (its log stays bounded), and a well-formed result. The same
 * checks run when `play --replay` shows a failure, so a saved failure fails the same way again.
 */
import type { PlayedGame, Standing } from "../core/game-module.ts";
import type { GameLog, LogEntry } from "../core/log.ts";

/** Real games write about 1,000 log lines; past this one is an effect that never stops. */
export const LOG_LIMIT = 20_000;

export class InvariantError extends Error {}
export class RunawayError extends Error {}

/** Text a rule or card could only write by a bug: a missing value, a broken number, an object. */
const LEAKED = /\bundefined\b|\bNaN\b|\bInfinity\b|\[object \w+\]|\bfunction\s*\(|=>/;
const PLACE = /^(setup|round (\d+))\b/;

export class StepChecker {
  /** Steps checked so far (phases and step numbers, as the engine reports them). */
  steps = 0;
  private log: GameLog | undefined;
  private checkedEntries = 0;
  private round = 0;

  /** Follows the log from the start (PlayOptions.onLog): a game whose log grows without end is stopped. */
  watch(log: GameLog): void {
    this.log = log;
    log.onEntry((e) => {
      if (e.seq >= LOG_LIMIT) throw new RunawayError(`over ${LOG_LIMIT.toLocaleString("en-US")} log entries: a game that never stops (last: ${e.text})`);
    });
  }

  /** PlayOptions.onStep: throws InvariantError at the first broken invariant. */
  afterStep(game: PlayedGame): void {
    this.steps++;
    try {
      game.checkInvariants();
    } catch (e) {
      throw new InvariantError((e as Error).message);
    }
    if (game.round < this.round) throw new InvariantError(`the round went back from ${this.round} to ${game.round}`);
    this.round = game.round;
    this.checkLog(game.log.all);
  }

  /** Where the game is: the place of its last log entry. */
  get where(): string {
    const all = this.log?.all;
    return all?.length ? all[all.length - 1].where : "setup";
  }

  /** Every entry since the last step: numbered in order, placed in this game, with clean text. */
  private checkLog(entries: readonly LogEntry[]): void {
    for (let i = this.checkedEntries; i < entries.length; i++) {
      const e = entries[i];
      if (e.seq !== i) throw new InvariantError(`log entry ${i} is numbered ${e.seq}`);
      const place = PLACE.exec(e.where);
      if (!place) throw new InvariantError(`log entry ${i} "${e.text}" is placed nowhere in the game (where: "${e.where}")`);
      if (place[2] !== undefined && Number(place[2]) > this.round) throw new InvariantError(`log entry ${i} is placed in ${e.where}, but the game is in round ${this.round}`);
      if (!e.text.trim()) throw new InvariantError(`log entry ${i} (${e.where}) is empty`);
      if (LEAKED.test(e.text)) throw new InvariantError(`log entry ${i} (${e.where}) shows a broken value: "${e.text}"`);
    }
    this.checkedEntries = entries.length;
  }
}

/** (score, tie-breaks...) compared in order, as the game ranks players. */
export function compareStandings(a: Standing, b: Standing): number {
  const ka = [a.score, ...a.tiebreaks];
  const kb = [b.score, ...b.tiebreaks];
  for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
    const d = (ka[i] ?? 0) - (kb[i] ?? 0);
    if (d) return d;
  }
  return 0;
}

/** What is wrong with a finished game's result, for any game: empty when it is well-formed. */
export function resultProblems(game: PlayedGame, players: number): string[] {
  const problems: string[] = [];
  const st = game.standings;
  const seats = st.map((s) => s.seat).sort((a, b) => a - b);
  // Every player's seat once; a side the rules play (a solo game's automaton) may stand after them.
  const playerSeats = seats.filter((s) => s < players);
  const covered = playerSeats.join() === Array.from({ length: players }, (_, i) => i).join() && new Set(seats).size === seats.length;
  if (!covered) problems.push(`the standings cover seats ${seats.join(",")}, not each of ${players} seats once`);
  for (const s of st) {
    if (![s.score, ...s.tiebreaks].every(Number.isFinite)) problems.push(`seat ${s.seat + 1}'s score ${[s.score, ...s.tiebreaks].join("/")} is not a number`);
  }
  const winners = [...game.winners].sort((a, b) => a - b);
  if (new Set(winners).size !== winners.length || winners.some((w) => !seats.includes(w))) problems.push(`the winners ${winners.join(",")} are not distinct seats of the game`);
  if (game.ended && winners.length && st.length) {
    // Standing: "the score the game ranks by, then its tie-breaks": the winners are the best.
    const best = st.reduce((b, s) => (compareStandings(s, b) > 0 ? s : b));
    const want = st.filter((s) => compareStandings(s, best) === 0).map((s) => s.seat).sort((a, b) => a - b);
    if (want.join() !== winners.join()) problems.push(`the winners are seats ${winners.map((w) => w + 1).join(",")}, but the best scores are seats ${want.map((w) => w + 1).join(",")}`);
  }
  if (game.ended && !game.endReason) problems.push("the game ended without a reason");
  return problems;
}
