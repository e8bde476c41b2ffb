/**
 * Battles (rulebook "Battle", "Duel", "Siege", "Solo Battle"): who fights where, and what follows.
 * The battle itself is game.yaml's `battle` contest (runtime/core/contest.ts): battle cards chosen
 * in secret and revealed, combat power compared, a blessing each, the After a Battle rule card's
 * consequences. Here: the solo Shadow's power, a siege's stolen items and a duel's pushed Hero.
 */
import { runContest, type ContestSide } from "../../../runtime/core/contest.ts";
import { pick } from "../../../runtime/core/menus.ts";
import type { ThracksGame } from "./game.ts";

const STOP = null;
const power = (g: ThracksGame, id: string) => (g.card(id) as { power: number }).power;

/** The Shadow Hero's combat power: the battle cards a drawn event card shows (less those Arwel spared), drawn and counted. */
function shadowPower(g: ThracksGame): number {
  const ev = g.drawTop("event-deck", null)!;
  g.table.move(ev, "event-discard", null, { quiet: true });
  const n = Math.max(0, (g.card(g.table.card(ev).cardId) as { battle: number }).battle - g.spared);
  let cp = 0;
  for (let i = 0, uid; i < n && (uid = g.drawTop("battle-deck", null)); i++) [(cp += power(g, g.table.card(uid).cardId)), g.table.move(uid, "battle-discard", null, { quiet: true })];
  g.log.add(`the Shadow Hero draws ${n} battle cards (${g.name(g.table.card(ev).cardId)}): combat power ${cp}`);
  return cp;
}

/** The winner puts the loser's Hero on a neighbouring location (none held by another, no Hero there); it may go home for 2 gold or 2 mana. */
function pushAway(g: ThracksGame, loser: number, winner: number, at: string): void {
  const free = g.graph.neighbours(at).filter((p) => !g.barrier(p) && !g.trait(p, "Outer") && !g.heroesAt(p).length && [null, loser].includes(g.map.holder(p)));
  if (free.length) g.place(g.hero(loser), pick(g, winner, "push", `where does ${g.seatName(loser)}'s Hero go?`, free, (p) => g.name(p)), loser, "is put on", false);
  const pay = pick(g, loser, "home", "pay to go back to your Capital?", [STOP, ...(loser === g.shadowSeat ? [] : ["gold", "mana"].filter((r) => g.res(loser, r) >= 2))], (r) => (r ? `pay 2 ${r}` : "stay"), (r) => (r && g.res(loser, "hp") <= 2 ? 1 : 0));
  if (pay) [g.add(loser, pay, -2), g.place(g.hero(loser), g.capitalOf[loser], loser, "goes home to")];
}

export function battle(g: ThracksGame, att: number, def: number, at: string, siege: boolean): void {
  if (++g.battles > 500) return; // a guard for bot games, not a rule
  [g.attackedThisTurn.add(siege ? at : g.hero(def)), (g.battlePlace = at)];
  const solo = g.shadowSeat >= 0;
  g.log.add(`${g.seatName(att)} attacks ${g.seatName(def)} on ${g.name(at)}: ${siege ? "a siege" : "a duel"}`);
  const instant = !siege && g.capitalOf[att] === at; // stepping onto your own Capital, an opponent there
  if (instant) g.log.add(`${g.seatName(att)} defends their own Capital and wins at once`);
  const side = (seat: number): ContestSide => (seat === g.shadowSeat ? { seat, power: () => shadowPower(g) } : { seat });
  const { winner, loser } = runContest(g, "battle", [side(att), side(def)], { decided: instant ? 0 : undefined, payload: { duel: !siege } });
  // a besieger who wins may spend X HP (not below 1) to steal up to 2 + X items; otherwise 1 item
  const extra = siege && winner === att && att !== g.shadowSeat ? pick(g, att, "siege-hp", "spend HP to steal more items?", [...Array(g.res(att, "hp")).keys()], (x) => `spend ${x} HP`, (x) => (g.res(att, "hp") - x >= 3 ? x : -x)) : 0;
  if (extra) [g.add(att, "hp", -extra), g.log.add(`${g.seatName(att)} spends ${extra} HP to steal more`)];
  g.stealItems(loser, solo && loser !== g.shadowSeat ? null : winner, siege && winner === att ? 2 + extra : 1, solo ? 0 : winner);
  if (!siege) pushAway(g, loser, winner, at);
  [g.spared, g.battlePlace] = [0, null];
  g.checkGlory();
}
