/**
 * Battles (rulebook "Battle", "Duel", "Siege", "Solo Battle"): both sides choose battle cards
 * secretly (the `battle` zone holds at most what the Hero's HP allows), reveal them, compare
 * combat power (the cards' and rule cards' modifiers; a Capital adds 3 to its defender; the
 * attacker wins ties), apply one blessing each, winner first, then the consequences.
 */
import { LazyDecision } from "../../../runtime/core/agents.ts";
import type { CompiledEffect, EffectApi } from "../../../runtime/api.ts";
import type { LegacyOfThracksVerbs } from "../../../generated/legacy-of-thracks/index.ts";
import type { ThracksGame } from "./game.ts";

/** The seat chooses battle cards from hand one by one, up to its limit, in secret. */
function chooseCards(g: ThracksGame, seat: number): void {
  const limit = Math.ceil(g.res(seat, "hp") / 2);
  for (let n = 0; n < limit; n++) {
    const hand = g.table.inZone("hand", seat).filter((i) => g.card(i.cardId).kind === "battle-card");
    if (!hand.length) return;
    const pick = g.ask(new LazyDecision(seat, "battle-card", "use a battle card?", hand.length + 1, () => ["no more", ...hand.map((i) => g.catalogue.name(i.cardId))], () => [0, ...hand.map((i) => 1 + (g.card(i.cardId) as { power: number }).power)]));
    if (pick === 0) return;
    g.table.move(hand[pick - 1].uid, "battle", seat, { quiet: true });
  }
}

/** Draws battle cards for the Shadow Hero: as many as a drawn event card shows, less those spared. */
function shadowCards(g: ThracksGame): number {
  const ev = g.drawTop("event-deck", null)!;
  g.table.move(ev, "event-discard", null, { quiet: true });
  const n = Math.max(0, (g.card(g.table.card(ev).cardId) as { battle: number }).battle - g.spared);
  let cp = 0;
  for (let i = 0; i < n; i++) {
    const uid = g.drawTop("battle-deck", null);
    if (!uid) break;
    cp += (g.card(g.table.card(uid).cardId) as { power: number }).power;
    g.table.move(uid, "battle-discard", null, { quiet: true });
  }
  g.log.add(`the Shadow Hero draws ${n} battle card${n === 1 ? "" : "s"} (event card ${g.catalogue.name(g.table.card(ev).cardId)}): combat power ${cp}`);
  return cp;
}

const blessingOf = (g: ThracksGame, id: string) => (g.card(id) as unknown as { blessing: CompiledEffect<EffectApi<LegacyOfThracksVerbs>> }).blessing;

function blessing(g: ThracksGame, seat: number): void {
  const used = g.table.inZone("battle", seat).filter((i) => blessingOf(g, i.cardId).abilities.length);
  if (!used.length) return;
  const pick = g.ask(new LazyDecision(seat, "blessing", "apply which blessing?", used.length + 1, () => ["none", ...used.map((i) => g.catalogue.name(i.cardId))], () => [0, ...used.map(() => 1)]));
  if (pick === 0) return;
  const inst = used[pick - 1];
  g.log.add(`${g.seatName(seat)} applies the blessing of ${g.catalogue.name(inst.cardId)}`);
  g.runAbility(g.cardContext(seat, inst, null), blessingOf(g, inst.cardId).abilities[0], 0, null);
}

/** Moves the loser's Hero to a neighbouring location the winner chooses (not held, hero-free); then home for 2 gold or 2 mana. */
function pushAway(g: ThracksGame, loser: number, winner: number, at: string): void {
  const free = g.graph.neighbours(at).filter((p) => g.card(p).kind === "location" && !g.heroesAt(p).length && !g.trait(p, "Outer") && (g.holder.get(p) === undefined || g.holder.get(p) === loser || !g.trait(p, "Capturable")) && !(g.trait(p, "Capital") && g.holder.get(p) !== loser));
  if (free.length) {
    const pick = g.ask(new LazyDecision(winner, "push", `where does ${g.seatName(loser)}'s Hero go?`, free.length, () => free.map((p) => g.catalogue.name(p))));
    g.place(g.heroId(loser), free[pick], loser, "is put on");
  }
  if (loser === g.shadowSeat) return;
  const pays = ["gold", "mana"].filter((r) => g.res(loser, r) >= 2);
  const pick = pays.length ? g.ask(new LazyDecision(loser, "home", "pay to go back to your Capital?", pays.length + 1, () => ["stay", ...pays.map((r) => `pay 2 ${r}`)], () => [0, ...pays.map(() => (g.res(loser, "hp") <= 2 ? 1 : -1))])) : 0;
  if (pick > 0) {
    g.add(loser, pays[pick - 1], -2);
    g.place(g.heroId(loser), g.capitalOf[loser], loser, "goes home to");
  }
}

export function battle(g: ThracksGame, att: number, def: number, at: string, siege: boolean): void {
  if (++g.battles > 500) return; // a guard for bot games, not a rule
  g.attackedThisTurn.add(siege ? at : g.heroId(def));
  g.battlePlace = at;
  const solo = att === g.shadowSeat || def === g.shadowSeat;
  const kind = siege ? "a siege" : "a duel";
  g.log.add(`${g.seatName(att)} attacks ${g.seatName(def)} on ${g.catalogue.name(at)}: ${kind}`);
  const instant = !siege && g.capitalOf[att] === at; // stepping onto your own Capital, an opponent there
  let winner = att;
  if (!instant) {
    for (const s of [att, def]) if (s !== g.shadowSeat) chooseCards(g, s);
    const cp = (s: number) => (s === g.shadowSeat ? shadowCards(g) : g.value(s, "combat-power") + (siege && s === def ? 3 : 0));
    const [a, d] = [cp(att), cp(def)];
    for (const s of [att, def]) if (s !== g.shadowSeat) g.log.add(`${g.seatName(s)} reveals ${g.table.inZone("battle", s).map((i) => g.catalogue.name(i.cardId)).join(", ") || "no battle cards"}`);
    g.log.add(`combat power ${g.seatName(att)} ${a}, ${g.seatName(def)} ${d}`);
    winner = a >= d ? att : def;
  } else g.log.add(`${g.seatName(att)} defends their own Capital and wins at once`);
  const loser = winner === att ? def : att;
  g.log.add(`${g.seatName(winner)} wins the battle`);
  if (!instant) for (const s of [winner, loser]) if (s !== g.shadowSeat) blessing(g, s);
  for (const s of [att, def]) for (const i of g.table.inZone("battle", s)) g.table.move(i.uid, "battle-discard", null, { quiet: true });
  g.add(winner, "glory", 1);
  g.add(loser, "gold", -1); // stolen by the winner, or from the supply when the loser has none
  g.add(winner, "gold", 1);
  const steal = siege && winner === att ? 2 : 1;
  g.stealItems(loser, solo && loser !== g.shadowSeat ? null : winner, steal, solo ? 0 : winner);
  if (loser !== g.shadowSeat) g.table.move(g.drawTop("battle-deck", null)!, "hand", loser, { quiet: true });
  if (!siege) {
    g.add(loser, "hp", -1);
    pushAway(g, loser, winner, at);
  }
  g.spared = 0;
  g.battlePlace = null;
  g.checkGlory();
}
