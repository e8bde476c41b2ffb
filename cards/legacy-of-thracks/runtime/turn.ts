/**
 * A player's action phase (rulebook "Action Phase"): any number of actions in any order, each
 * offered while it can be paid: move the Hero or a Lost Soul one route, buy an action card (2
 * gold), use an action or bonus card, complete a quest, complete a barrier with 5 relics; until the
 * player passes. Greedy advice scores how much nearer each move brings the figure to something
 * worth doing. And the Shadow's turn of a solo game (rulebook "Solo Flow of the Game").
 */
import { LazyDecision } from "../../../runtime/core/agents.ts";
import type { EffectApi } from "../../../runtime/api.ts";
import type { LegacyOfThracksVerbs } from "../../../generated/legacy-of-thracks/index.ts";
import type { Choice, ThracksGame } from "./game.ts";

/** A bot's safety limit on actions in one turn, not a rule. */
const MAX_ACTIONS = 40;
const DISCARD: Record<string, string> = { quest: "quest-discard", "bonus-card": "bonus-discard", "darkness-card": "darkness-discard" };

/** What the Hero (or a Lost Soul) could do on a place now, for greedy advice. */
function worth(g: ThracksGame, seat: number, place: string, hero: boolean): number {
  const c = g.card(place);
  const [gold, hp] = [g.res(seat, "gold"), g.res(seat, "hp")];
  const mine = g.holder.get(place) === seat;
  const inst = g.table.card(g.uidOf.get(place)!);
  if (c.kind === "barrier" || g.trait(place, "Outer")) return 20;
  if (hero && hp <= 2) return g.trait(place, "Healing-Well") || (g.trait(place, "Capital") && mine) ? 4 : 0;
  if (hero && g.trait(place, "Portal")) return dimaraReady(g, seat) ? 12 : 0;
  if (hero && g.trait(place, "Relic")) return (inst.counters.relic ?? 0) > 0 ? 3 : 0;
  if (!hero && g.trait(place, "Mine")) return (inst.counters.crystal ?? 0) > 0 ? 3 : 0;
  if (mine) return 0;
  if (hero && g.trait(place, "Fortress")) return hp >= 3 ? 2.5 : 0;
  if (hero && g.trait(place, "Castle")) return hp >= 4 ? 2 : 0;
  if (g.trait(place, "Village")) return gold >= 4 ? 2 : 0;
  return (g.trait(place, "Temple") || g.trait(place, "Armory")) && gold >= 5 ? 1 : 0;
}

/** Whether the Hero could go through every barrier this turn from a Portal (1 HP) and the Magical Path (3 gold). */
export function dimaraReady(g: ThracksGame, seat: number): boolean {
  let [gold, hp] = [g.res(seat, "gold") - 4, g.res(seat, "hp") - 1];
  for (const i of g.table.inZone("barriers")) {
    if (g.completed.get(i.cardId)?.has(seat)) continue;
    const b = g.card(i.cardId) as { gold: number; hp: number };
    [gold, hp] = [gold - b.gold, hp - b.hp];
  }
  return gold >= 0 && hp >= 1 && g.res(seat, "curse") <= 2;
}

/** How promising a place is: the best worth within reach, less for each location away. */
function potential(g: ThracksGame, seat: number, place: string, hero: boolean): number {
  let best = 0;
  for (const [p, hops] of g.graph.hops(place)) best = Math.max(best, worth(g, seat, p, hero) * 0.8 ** hops);
  return best;
}

function choices(g: ThracksGame, seat: number): Choice[] {
  const out: Choice[] = [{ label: "end the turn", score: 0, run: () => {} }];
  const [gold, mana] = [g.res(seat, "gold"), g.res(seat, "mana")];
  const hero = g.heroId(seat);
  const here = g.at.get(hero)!;
  if (g.heroFree(seat))
    for (const to of g.graph.neighbours(here)) {
      const cost = g.heroStep(seat, here, to);
      if (!cost || cost.gold > gold || (cost.hp > 0 && g.res(seat, "hp") - cost.hp < 1)) continue;
      const foe = g.heroesAt(to, seat).length ? 1 : 0;
      out.push({ label: `move your Hero to ${g.catalogue.name(to)} (${cost.gold} gold${cost.hp ? `, ${cost.hp} HP` : ""})`, score: potential(g, seat, to, true) - 0.9 * potential(g, seat, here, true) - 0.15 * cost.gold + foe * (g.res(seat, "hp") >= 4 ? 1 : -2), run: () => g.moveHero(seat, to) });
    }
  if (mana >= 1)
    for (const soul of g.souls) {
      const at = g.at.get(soul)!;
      for (const to of g.graph.neighbours(at).filter((p) => !g.trait(p, "Outer") && g.card(p).kind === "location"))
        out.push({ label: `move ${g.describe(g.figureRef(soul))} to ${g.catalogue.name(to)} (1 mana)`, score: potential(g, seat, to, false) - 0.9 * potential(g, seat, at, false) - 0.2, run: () => (g.add(seat, "mana", -1), g.place(soul, to, seat, "moves to")) });
    }
  if (gold >= 2 && g.table.size("action-deck") + g.table.size("action-discard") > 0)
    out.push({ label: "buy an action card (2 gold)", score: gold >= 8 ? 0.5 : -1, run: () => (g.add(seat, "gold", -2), g.table.move(g.drawTop("action-deck", null)!, "hand", seat)) });
  for (const inst of g.table.inZone("hand", seat)) {
    const kind = g.card(inst.cardId).kind;
    if (kind === "battle-card" || g.isBlank(inst)) continue;
    const play = kind === "quest" ? "complete the quest" : "use";
    out.push({ label: `${play} ${g.catalogue.name(inst.cardId)}`, score: kind === "quest" ? 6 : 1.5, run: () => useCard(g, seat, inst.uid) });
  }
  if (g.res(seat, "curse") > 0 && gold >= 5) out.push({ label: "discard a curse token (5 gold)", score: g.res(seat, "curse") > 2 ? 3 : -1, run: () => (g.add(seat, "gold", -5), g.add(seat, "curse", -1)) });
  if (g.res(seat, "relics") >= 5) out.push({ label: "complete a magical barrier with 5 relics", score: 6, run: () => (g.add(seat, "relics", -5), g.chooseBarrier(seat, "5 relics")) });
  return out;
}

/** Plays a card from hand: to its discard pile, then its effect; a quest remembers the crystals it used. */
export function useCard(g: ThracksGame, seat: number, uid: string): void {
  const inst = g.table.card(uid);
  const kind = g.card(inst.cardId).kind;
  g.log.add(`${g.seatName(seat)} ${kind === "quest" ? "completes the quest" : "uses"} ${g.catalogue.name(inst.cardId)}`);
  g.table.move(uid, DISCARD[kind] ?? "action-discard", null, { quiet: true });
  g.questColours = kind === "quest" ? new Set() : null;
  const ability = g.catalogue.effectOf<EffectApi<LegacyOfThracksVerbs>>(inst.cardId)?.abilities[0];
  if (ability) g.runAbility(g.cardContext(seat, inst, null), ability, 0, uid);
  g.questColours = null;
  g.cardsPlayed.push([seat, inst.cardId]);
}

export function actionPhase(g: ThracksGame): void {
  const seat = g.turnSeat;
  g.log.add(`day ${g.day}: ${g.seatName(seat)}'s turn (${["gold", "mana", "hp", "glory", "relics"].map((r) => `${g.res(seat, r)} ${r}`).join(", ")})`);
  g.raise("turn-begins", { by: g.playerRef(seat) });
  for (let n = 0; n < MAX_ACTIONS && !g.dimara.has(seat); n++) {
    const opts = choices(g, seat);
    const pick = g.ask(new LazyDecision(seat, "action", "your action", opts.length, () => opts.map((o) => o.label), () => opts.map((o) => o.score)));
    if (pick === 0) break;
    g.log.add(`${g.seatName(seat)}: ${opts[pick].label}`);
    opts[pick].run();
    g.settleIfChanged();
    g.checkGlory();
  }
  g.raise("turn-ends", { by: g.playerRef(seat) });
}

/** Solo: the event roll activates the card on the chance card of the die's colour; the track moves on. */
export function shadowPhase(g: ThracksGame): void {
  if (g.mode !== "solo") return;
  const roll = g.rng.die(6);
  const track = g.table.zone("chance-track");
  const slot = roll <= 3 ? 0 : roll <= 5 ? 1 : 2; // black 3 faces, green-yellow 2, red-purple 1
  const uid = track[Math.min(slot, track.length - 1)];
  g.log.add(`the Shadow's turn: the event roll is ${roll} (${["black", "green-yellow", "red-purple"][slot]}): ${g.catalogue.name(g.table.card(uid).cardId)}`);
  g.cancelled.clear();
  g.keepPoints = false;
  g.raise("activated", { on: g.cardRef(uid) });
  const sp = g.res(g.shadowSeat, "shadow-power");
  if (sp >= 9) {
    g.add(g.shadowSeat, "shadow-power", -sp);
    g.add(0, "curse", 1);
    const dark = g.drawTop("darkness-deck", null);
    if (dark) useCard(g, 0, (g.table.move(dark, "hand", 0), dark));
  }
  g.table.move(uid, "event-discard", null);
  g.table.move(g.drawTop("event-deck", null)!, "chance-track", null, { quiet: true });
}
