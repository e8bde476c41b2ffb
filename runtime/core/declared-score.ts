/**
 * A score declared in game.yaml as a sum (`score: { sum: worth, in: [vault, pocket], says: Treasure }`):
 * each player's score is that whole-number field added up over the cards in their zones. The
 * engine logs every player's score when the game ends, and `scoreOutcome` ranks the players by it.
 */
import type { Engine } from "./engine.ts";
import type { Outcome } from "./played-view.ts";
import type { ScoreRule } from "./rules.ts";

/** The seat's declared score: the field summed over its cards in the score's zones (0 for a card without it). */
export function declaredScore<V extends object>(e: Engine<V>, seat: number, rule: ScoreRule = scoreRule(e)): number {
  let sum = 0;
  for (const zone of rule.zones) {
    for (const c of e.table.peek(zone, seat)) {
      const value = (e.catalogue.card(c.cardId) as unknown as Readonly<Record<string, unknown>>)[rule.field];
      if (typeof value === "number") sum += value;
    }
  }
  return sum;
}

/** The log's closing line: every player's score (`Treasure: Ann 17, Bob 5`). */
export function logScores<V extends object>(e: Engine<V>, rule: ScoreRule = scoreRule(e)): void {
  e.log.add(`${rule.says}: ${e.table.players.map((p) => `${p.name} ${declaredScore(e, p.seat, rule)}`).join(", ")}`);
}

/** What the game tells about a seat beside its score: its role and a one-line detail. */
export interface ScoredSeats {
  role(seat: number): string;
  detail(seat: number, score: number): string;
}

/** Players ranked by the declared score, an eliminated one (Engine.out) scoring 0; once the game has ended, those still in with the best score win together. */
export function scoreOutcome<V extends object>(e: Engine<V>, seats: ScoredSeats): Outcome {
  const all = () => e.table.players.map((p) => p.seat);
  const score = (seat: number) => (e.out.has(seat) ? 0 : declaredScore(e, seat));
  const standings = () =>
    all().map((seat) => ({ seat, name: e.seatName(seat), role: seats.role(seat), score: score(seat), tiebreaks: [], detail: seats.detail(seat, score(seat)) }));
  const winners = () => {
    if (!e.ended) return [];
    const best = Math.max(...all().map(score));
    return all().filter((seat) => score(seat) === best && !e.out.has(seat));
  };
  return { standings, winners };
}

function scoreRule<V extends object>(e: Engine<V>): ScoreRule {
  if (!e.rules.score) throw new Error(`${e.rules.game} declares no score sum (procedure.score is its hook)`);
  return e.rules.score;
}
