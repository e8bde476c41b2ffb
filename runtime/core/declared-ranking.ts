/**
 * Winning by a declared ranking (game.yaml's `ranking:`): the players compared on the `by` values
 * in turn (the first difference decides; equal on all, they share the place, and the victory
 * unless `ties: draw`), a player whose `ruled-out` value is above 0, or who is out of the game,
 * never winning. A value is a stat, resource or counter as the engine reads it (modifiers
 * included), a counter track's total, the declared score sum (`score`) or the number of the
 * player's cards in a zone; so the rule cards say who is ruled out and what a player scores.
 */
import { trackTotal } from "./counter-tracks.ts";
import { declaredScore } from "./declared-score.ts";
import type { Engine } from "./engine.ts";
import type { Standing } from "./game-module.ts";
import type { Outcome } from "./played-view.ts";
import { leaders, rankedOutcome } from "./ranking.ts";
import type { RankingRule } from "./rules.ts";
import { teamOf } from "./team-play.ts";

/** A game won outright, whatever the ranking (a goal reached): its winner, and what they did (said first in their detail). */
export interface OutrightWin {
  readonly winner: number;
  readonly says: string;
}

/**
 * The outcome by the game's declared ranking; `role` tells what each seat plays (none by default),
 * `outright` the game's outright winner if there is one (then the standings score 1 for them, 0 for the others).
 */
export function declaredRanking<V extends object>(
  e: Engine<V>,
  role: (seat: number) => string = () => "",
  outright: () => OutrightWin | null = () => null,
): Outcome {
  const rule = rankingRule(e);
  const mayWin = (seat: number) => mayWinByRanking(e, rule, seat);
  const outcome = rankedOutcome(e, {
    // whether the seat may win comes first, so that the standings list those who may win above the others
    chain: (seat) => [...(rule.ruledOut === null ? [] : [Number(mayWin(seat))]), ...rule.by.map((name) => rankingValue(e, seat, name))],
    mayWin,
    role,
    detail: (seat) => rankingDetail(e, rule, seat),
  });
  const standings = (): Standing[] => {
    const won = outright();
    if (!won) return outcome.standings();
    return outcome.standings().map((s) => ({ ...s, score: Number(s.seat === won.winner), tiebreaks: [], detail: s.seat === won.winner ? `${won.says}; ${s.detail}` : s.detail }));
  };
  const winners = () => {
    const won = outright();
    if (won) return [won.winner];
    const best = outcome.winners();
    if (rule.ties === "draw" && best.length > 1) return [];
    const team = teamOf(e);
    return team && best.some((seat) => team.has(seat)) ? [...team] : best;
  };
  return { standings, winners };
}

/** The one player ahead and, when a `decides` entry says why, the words of the `by` value that put them ahead; null when the best are equal on all. */
export function rankingDecision<V extends object>(e: Engine<V>): { winner: number; decides: string | null } | null {
  const rule = rankingRule(e);
  const seats = e.table.players.map((p) => p.seat).filter((seat) => mayWinByRanking(e, rule, seat));
  // the leaders on the first n values: the first n leaving one player decides
  for (let n = 1; n <= rule.by.length; n++) {
    const ahead = leaders(seats, (seat) => rule.by.slice(0, n).map((name) => rankingValue(e, seat, name)));
    if (ahead.length === 1) return { winner: ahead[0], decides: rule.decides?.find((d) => d.of === rule.by[n - 1])?.says ?? null };
  }
  return null;
}

/** A value the ranking reads for a seat (0 for a player out of the game). */
export function rankingValue<V extends object>(e: Engine<V>, seat: number, name: string): number {
  if (e.out.has(seat)) return 0;
  if (e.rules.counterTracks?.some((t) => t.counter === name)) return trackTotal(e, name, seat);
  const own = Object.hasOwn(e.table.players[seat].resources, name);
  if (!own && name === "score" && e.rules.score) return declaredScore(e, seat, e.rules.score);
  if (!own && e.rules.zones.some((z) => z.name === name)) return e.table.size(name, seat);
  return e.value(seat, name);
}

/** A seat's standing in words: `says` with each `{value}` filled in, then the words of each mark above 0. */
export function rankingDetail<V extends object>(e: Engine<V>, rule: RankingRule, seat: number): string {
  const says = rule.says.replace(/\{([^{}]*)\}/g, (_, name: string) => String(rankingValue(e, seat, name)));
  return [says, ...rule.marks.filter((m) => rankingValue(e, seat, m.of) > 0).map((m) => m.says)].join(", ");
}

/** Whether the seat may win: still in, and not ruled out; a team (team-play.ts) only if every member may (asked each time: the team forms at setup, after the outcome is made). */
function mayWinByRanking<V extends object>(e: Engine<V>, rule: RankingRule, seat: number): boolean {
  const ownMayWin = (s: number) => !e.out.has(s) && (rule.ruledOut === null || e.value(s, rule.ruledOut) <= 0);
  const team = teamOf(e);
  return team?.has(seat) ? [...team].every(ownMayWin) : ownMayWin(seat);
}

function rankingRule<V extends object>(e: Engine<V>): RankingRule {
  if (!e.rules.ranking) throw new Error(`${e.rules.game} declares no ranking`);
  return e.rules.ranking;
}
