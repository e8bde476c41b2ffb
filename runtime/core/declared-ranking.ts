/**
 * Winning by a declared ranking (game.yaml's `ranking:`): the players compared on the `by` values
 * in turn (the first difference decides; equal on all, they share the place), a player whose
 * `ruled-out` value is above 0 never winning. A value is a stat, resource or counter as the engine
 * reads it (modifiers included), so the rule cards say who is ruled out and what a player scores.
 */
import type { Engine } from "./engine.ts";
import type { Outcome } from "./played-view.ts";
import { rankedOutcome } from "./ranking.ts";
import type { RankingRule } from "./rules.ts";
import { teamOf } from "./team-play.ts";

/** The outcome by the game's declared ranking; `role` tells what each seat plays (none by default). */
export function declaredRanking<V extends object>(e: Engine<V>, role: (seat: number) => string = () => ""): Outcome {
  const rule = e.rules.ranking;
  if (!rule) throw new Error(`${e.rules.game} declares no ranking`);
  const ownMayWin = (seat: number) => rule.ruledOut === null || e.value(seat, rule.ruledOut) <= 0;
  // a team (team-play.ts) wins or loses as one: a member may win only if every member may, and all win if one does
  // (asked each time: the seats form their team at setup, after the game's outcome is made)
  const mayWin = (seat: number) => {
    const team = teamOf(e);
    return team?.has(seat) ? [...team].every(ownMayWin) : ownMayWin(seat);
  };
  const outcome = rankedOutcome(e, {
    // whether the seat may win comes first, so that the standings list those who may win above the others
    chain: (seat) => [...(rule.ruledOut === null ? [] : [Number(mayWin(seat))]), ...rule.by.map((name) => e.value(seat, name))],
    mayWin,
    role,
    detail: (seat) => rankingDetail(e, rule, seat),
  });
  const winners = () => {
    const [won, team] = [outcome.winners(), teamOf(e)];
    return team && won.some((seat) => team.has(seat)) ? [...team] : won;
  };
  return { ...outcome, winners };
}

/** A seat's standing in words: `says` with each `{value}` filled in, then the words of each mark above 0. */
export function rankingDetail<V extends object>(e: Engine<V>, rule: RankingRule, seat: number): string {
  const says = rule.says.replace(/\{([^{}]*)\}/g, (_, name: string) => String(e.value(seat, name)));
  return [says, ...rule.marks.filter((m) => e.value(seat, m.of) > 0).map((m) => m.says)].join(", ");
}
