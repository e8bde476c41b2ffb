/**
 * Battles (rulebook "Battle", "Duel", "Siege", "Solo Battle"): who fights where, and what follows.
 * The battle itself is game.yaml's `battle` contest (runtime/core/contest.ts): battle cards chosen
 * in secret and revealed, combat power compared, a blessing each, the After a Battle rule card's
 * consequences. Here: the solo Shadow's power, a siege's stolen items and a duel's pushed Hero.
 */
import { runContest, type ContestSide } from "../../../runtime/core/contest.ts";
import { reveal } from "../../../runtime/core/deck-top.ts";
import { pick } from "../../../runtime/core/menus.ts";
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

/** The winner puts the loser's Hero on a neighbouring location (no barrier nor Outer place, no Hero there, held by nobody else). */
function pushAway(g: ThracksGame, loser: number, winner: number, at: string): void {
  const free = (p: string) => !g.barrier(p) && !g.trait(p, "Outer") && !g.heroesAt(p).length && [null, loser].includes(g.map.holder(p));
  const places = g.graph.neighbours(at).filter(free);
  if (places.length) {
    const to = pick(g, winner, "push", `where does ${g.seatName(loser)}'s Hero go?`, places, (p) => g.name(p));
    g.place(g.hero(loser), to, loser, "is put on", false);
  }
  if (loser !== g.shadowSeat) goHome(g, loser);
}

/** A Hero that lost a duel may go back to its Capital for 2 gold or 2 mana. */
function goHome(g: ThracksGame, seat: number): void {
  const payable = ["gold", "mana"].filter((r) => g.res(seat, r) >= 2);
  const label = (r: string | null) => (r ? `pay 2 ${r}` : "stay");
  const pay = pick(g, seat, "home", "pay to go back to your Capital?", [null, ...payable], label, (r) => (r && g.res(seat, "hp") <= 2 ? 1 : 0));
  if (!pay) return;
  g.add(seat, pay, -2);
  g.place(g.hero(seat), g.capitalOf[seat], seat, "goes home to");
}

export function battle(g: ThracksGame, att: number, def: number, at: string, siege: boolean): void {
  if (++g.battles > 500) return; // a guard for bot games, not a rule
  g.attackedThisTurn.add(siege ? at : g.hero(def));
  g.battlePlace = at;
  g.log.add(`${g.seatName(att)} attacks ${g.seatName(def)} on ${g.name(at)}: ${siege ? "a siege" : "a duel"}`);
  const instant = !siege && g.capitalOf[att] === at; // stepping onto your own Capital, an opponent there
  if (instant) g.log.add(`${g.seatName(att)} defends their own Capital and wins at once`);
  const side = (seat: number): ContestSide => (seat === g.shadowSeat ? { seat, power: () => shadowPower(g) } : { seat });
  const { winner, loser } = runContest(g, "battle", [side(att), side(def)], { decided: instant ? 0 : undefined, payload: { duel: !siege } });
  const besiegerWon = siege && winner === att;
  const extra = besiegerWon && att !== g.shadowSeat ? spendForItems(g, att) : 0;
  // in solo, what the Shadow takes goes to the supply, chosen by the player
  const solo = g.shadowSeat >= 0;
  const taker = solo && loser !== g.shadowSeat ? null : winner;
  g.stealItems(loser, taker, besiegerWon ? 2 + extra : 1, solo ? 0 : winner);
  if (!siege) pushAway(g, loser, winner, at);
  g.spared = 0;
  g.battlePlace = null;
}

/** A besieger who wins may spend X HP (not below 1) to steal up to 2 + X items instead of 2. */
function spendForItems(g: ThracksGame, seat: number): number {
  const hp = g.res(seat, "hp");
  const spendable = [...Array(hp).keys()];
  const extra = pick(g, seat, "siege-hp", "spend HP to steal more items?", spendable, (x) => `spend ${x} HP`, (x) => (hp - x >= 3 ? x : -x));
  if (extra) {
    g.add(seat, "hp", -extra);
    g.log.add(`${g.seatName(seat)} spends ${extra} HP to steal more`);
  }
  return extra;
}
