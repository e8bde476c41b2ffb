/**
 * Players going out of the game, as game.yaml declares (`procedure: end: eliminate:`): at the end
 * check, each player still in whose `when-empty` zone is empty is out (Engine.out) and leads no
 * more; their cards in the `cards-to` zones go where those say. With one player or none left the
 * game is over.
 */
import type { Engine } from "./engine.ts";
import type { EliminationRule } from "./rules.ts";

/** Eliminates the players the rule finds out; true (the end reason set) when at most one is left. */
export function eliminate<V extends object>(e: Engine<V>, rule: EliminationRule): boolean {
  for (const seat of e.inGame()) {
    if (e.table.size(rule.whenEmpty, seat)) continue;
    e.out.add(seat);
    e.rotation?.remove(seat);
    e.log.add(`${e.seatName(seat)} ${rule.says} and is eliminated`);
    for (const [from, to] of rule.cardsTo) for (const c of e.table.inZone(from, seat)) e.table.move(c.uid, to, seat, { quiet: true });
  }
  const left = e.inGame();
  if (left.length > 1) return false;
  e.endReason = left.length ? `only ${e.seatName(left[0])} is left` : "every player is out";
  return true;
}
