/**
 * A score declared in game.yaml as a sum (`score: { sum: worth, in: [vault, pocket], says: Treasure }`):
 * each player's score is that whole-number field added up over the cards in their zones. The
 * engine logs every player's score when the game ends; a declared ranking reads it as `score`
 * (declared-ranking.ts), and that ranks the players.
 */
import type { Engine } from "./engine.ts";
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

function scoreRule<V extends object>(e: Engine<V>): ScoreRule {
  if (!e.rules.score) throw new Error(`${e.rules.game} declares no score sum (procedure.score is its hook)`);
  return e.rules.score;
}
