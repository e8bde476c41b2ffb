/**
 * Battles (rulebook "Battle", "Duel", "Siege", "Solo Battle"): who fights where, and what follows.
 * The battle itself is game.yaml's `battle` contest (runtime/core/contest.ts): battle cards chosen
 * in secret and revealed, combat power compared, a blessing each, the After a Battle rule card's
 * consequences (rules/turn.yaml's After a Battle, rules/battle-spoils.yaml: the items taken, the
 * beaten Hero driven off). Here: who fights where, and the solo Shadow's power.
 */
import { runContest } from "../../../runtime/core/contest.ts";
import { reveal } from "../../../runtime/core/deck-top.ts";
import type { ThracksGame } from "./game.ts";

/** The Shadow Hero's combat power: the battle cards a drawn event card shows (less those Arwel spared), drawn and counted. */
function shadowPower(g: ThracksGame): number {
  const [eventCard] = reveal(g, null, 1, "event-deck", "event-discard");
  const count = Math.max(0, (g.card(eventCard) as { battle: number }).battle - g.spared);
  const drawn = reveal(g, null, count, "battle-deck", "battle-discard");
  const total = drawn.reduce((sum, cardId) => sum + (g.card(cardId) as { power: number }).power, 0);
  g.log.add(`the Shadow Hero draws ${count} battle cards (${g.name(eventCard)}): combat power ${total}`);
  return total;
}

export function battle(g: ThracksGame, att: number, def: number, at: string, siege: boolean): void {
  if (++g.battles > 500) return; // a guard for bot games, not a rule
  g.attackedThisTurn.add(siege ? at : g.hero(def));
  g.battlePlace = at;
  g.log.add(`${g.seatName(att)} attacks ${g.seatName(def)} on ${g.name(at)}: ${siege ? "a siege" : "a duel"}`);
  const instant = !siege && g.capitalOf[att] === at; // stepping onto your own Capital, an opponent there
  if (instant) g.log.add(`${g.seatName(att)} defends their own Capital and wins at once`);
  const side = (seat: number) => (seat === g.shadowSeat ? { seat, power: () => shadowPower(g) } : { seat });
  runContest(g, "battle", [side(att), side(def)], { decided: instant ? 0 : undefined, payload: { duel: !siege } });
  g.spared = 0;
  g.battlePlace = null;
}
