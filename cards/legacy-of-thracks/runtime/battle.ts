/**
 * Battles (rulebook "Battle", "Duel", "Siege", "Solo Battle"). A battle on arrival is a rule card
 * (rules/sieges-and-duels.yaml) running game.yaml's `duel`, `defend` or `besiege` verb: the
 * `battle` contest (runtime/core/contest-verb.ts, contest.ts): battle cards chosen in secret and
 * revealed, combat power compared, a blessing each, the After a Battle rule card's consequences
 * (rules/turn.yaml's After a Battle, rules/battle-spoils.yaml). Here: the solo Shadow's power (the
 * engine's contestPower hook, hooks.ts), and its attack on your Hero.
 */
import { fight } from "../../../runtime/core/contest-verb.ts";
import { reveal } from "../../../runtime/core/deck-top.ts";
import type { ThracksGame } from "./game.ts";

/** The Shadow Hero's combat power: the battle cards a drawn event card shows (less those Arwel spared), drawn and counted. */
export function shadowPower(g: ThracksGame): number {
  const [eventCard] = reveal(g, null, 1, "event-deck", "event-discard");
  const count = Math.max(0, (g.card(eventCard) as { battle: number }).battle - g.spared);
  g.spared = 0; // Arwel spares cards for one battle
  const drawn = reveal(g, null, count, "battle-deck", "battle-discard");
  const total = drawn.reduce((sum, cardId) => sum + (g.card(cardId) as { power: number }).power, 0);
  g.log.add(`the Shadow Hero draws ${count} battle cards (${g.name(eventCard)}): combat power ${total}`);
  return total;
}

/** The solo Shadow Hero attacks your Hero where it stands: a duel (won at once on its own Capital). */
export function battle(g: ThracksGame, att: number, def: number, at: string): void {
  fight(g, g.capitalOf[att] === at ? "defend" : "duel", att, def, at);
}
