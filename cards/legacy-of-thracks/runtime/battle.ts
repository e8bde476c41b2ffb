/**
 * Battles (rulebook "Battle", "Duel", "Siege", "Solo Battle"): both sides choose battle cards in
 * secret (the `battle` zone holds at most what the Hero's HP allows), reveal them, compare combat
 * power (the cards' and rule cards' modifiers; a Capital adds 3 to its defender; the attacker wins
 * ties), apply one blessing each, winner first, then the winner's and loser's consequences.
 */
import { applyOneCardField } from "../../../runtime/core/card-fields.ts";
import { pick, pickUpTo } from "../../../runtime/core/menus.ts";
import type { ThracksGame } from "./game.ts";

const STOP = null;
const power = (g: ThracksGame, id: string) => (g.card(id) as { power: number }).power;

/** The seat chooses battle cards from hand, unseen by the other, as many as the `battle` zone holds (game.yaml: by HP). */
function chooseCards(g: ThracksGame, seat: number): void {
  const inHand = g.table.inZone("hand", seat).filter((i) => g.card(i.cardId).kind === "battle-card");
  const limit = g.zoneCapacity("battle", seat) ?? inHand.length;
  for (const c of pickUpTo(g, seat, "battle-card", "use a battle card?", inHand, limit, (i) => g.name(i.cardId), (i) => 1 + power(g, i.cardId))) g.table.move(c.uid, "battle", seat, { quiet: true });
}

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
  let winner = att;
  if (instant) g.log.add(`${g.seatName(att)} defends their own Capital and wins at once`);
  else {
    for (const s of [att, def]) if (s !== g.shadowSeat) chooseCards(g, s);
    for (const s of [att, def]) if (s !== g.shadowSeat) g.log.add(`${g.seatName(s)} reveals ${g.table.inZone("battle", s).map((i) => g.name(i.cardId)).join(", ") || "no battle cards"}`);
    const [a, d] = [att, def].map((s) => (s === g.shadowSeat ? shadowPower(g) : g.value(s, "combat-power")));
    g.log.add(`combat power: ${g.seatName(att)} ${a}, ${g.seatName(def)} ${d}`);
    winner = a >= d ? att : def;
  }
  const loser = winner === att ? def : att;
  g.log.add(`${g.seatName(winner)} wins the battle`);
  if (!instant) for (const s of [winner, loser]) if (s !== g.shadowSeat) applyOneCardField(g, s, "battle", "blessing");
  for (const s of [att, def]) for (const i of g.table.inZone("battle", s)) g.table.move(i.uid, "battle-discard", null, { quiet: true });
  for (const [s, e] of [[winner, "won-battle"], [loser, "lost-battle"]] as const) g.raise(e, { by: g.playerRef(s) }, { duel: !siege }); // the rules' After a Battle card
  // a besieger who wins may spend X HP (not below 1) to steal up to 2 + X items; otherwise 1 item
  const extra = siege && winner === att && att !== g.shadowSeat ? pick(g, att, "siege-hp", "spend HP to steal more items?", [...Array(g.res(att, "hp")).keys()], (x) => `spend ${x} HP`, (x) => (g.res(att, "hp") - x >= 3 ? x : -x)) : 0;
  if (extra) [g.add(att, "hp", -extra), g.log.add(`${g.seatName(att)} spends ${extra} HP to steal more`)];
  g.stealItems(loser, solo && loser !== g.shadowSeat ? null : winner, siege && winner === att ? 2 + extra : 1, solo ? 0 : winner);
  if (!siege) pushAway(g, loser, winner, at);
  [g.spared, g.battlePlace] = [0, null];
  g.checkGlory();
}
