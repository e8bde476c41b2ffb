/**
 * A player's action phase (rulebook "Action Phase"): any number of actions in any order, each
 * offered while it can be paid: move the Hero or a Lost Soul one route, buy an action card (2
 * gold), use an action or bonus card, complete a quest, complete a barrier with 5 relics, discard
 * a curse token (5 gold). Greedy advice scores how much nearer a move brings the figure to
 * something worth doing. And the Shadow's turn of a solo game (rulebook "Solo Flow of the Game").
 */
import type { Ability, EffectApi } from "../../../runtime/api.ts";
import { freeActions, type MenuItem } from "../../../runtime/core/menus.ts";
import type { LegacyOfThracksVerbs } from "../../../generated/legacy-of-thracks/index.ts";
import { outlook } from "./bots.ts";
import type { ThracksGame } from "./game.ts";

/** A bot's safety limit on actions in one turn, not a rule. */
const MAX_ACTIONS = 40;

/** The moves' labels and scores are functions: worked out only for an agent that reads them (the outlook is costly). */
function menu(g: ThracksGame, seat: number): MenuItem[] {
  const out: MenuItem[] = [{ label: "end the turn", score: 0, run: () => {} }];
  const [gold, mana] = [g.res(seat, "gold"), g.res(seat, "mana")];
  const gain = (from: string, to: string, hero: boolean) => outlook(g, seat, to, hero) - 0.9 * outlook(g, seat, from, hero);
  const [here, fight] = [g.heroAt(seat), (to: string) => (g.heroesAt(to, seat).length ? (g.res(seat, "hp") >= 4 ? 1 : -2) : 0)];
  for (const [to, cost] of (g.heroFree(seat) ? g.graph.neighbours(here) : []).map((p) => [p, g.heroStep(seat, p)] as const))
    if (cost && cost.gold <= gold && g.res(seat, "hp") - cost.hp >= 1) out.push({ label: () => `move your Hero to ${g.name(to)} (${cost.gold} gold${cost.hp ? `, ${cost.hp} HP` : ""})`, score: () => gain(here, to, true) - 0.15 * cost.gold + fight(to), run: () => g.moveHero(seat, to) });
  for (const [soul, at] of g.souls.map((f) => [f, g.map.where(f)!]))
    for (const [to, c] of g.graph.neighbours(at).filter((p) => !g.trait(p, "Outer")).map((p) => [p, g.map.moveCost(g.graph.route(at, p)!, seat, "lost-soul")!] as const))
      if (g.res(seat, c.resource) >= c.amount) out.push({ label: () => `move ${g.describe(g.figureRef(soul))} to ${g.name(to)} (${c.amount} ${c.resource})`, score: () => gain(at, to, false) - 0.2, run: () => [g.add(seat, c.resource, -c.amount), g.place(soul, to, seat, "moves to")] });
  if (gold >= 2 && g.table.size("action-deck") + g.table.size("action-discard") > 0) out.push({ label: "buy an action card (2 gold)", score: gold >= 8 ? 0.5 : -1, run: () => [g.add(seat, "gold", -2), g.table.move(g.drawTop("action-deck", null)!, "hand", seat)] });
  for (const [inst, kind] of g.table.inZone("hand", seat).map((i) => [i, g.card(i.cardId).kind] as const))
    if (kind !== "battle-card" && !g.isBlank(inst)) out.push({ label: `${kind === "quest" ? "complete the quest" : "use"} ${g.name(inst.cardId)}`, score: kind === "quest" ? 6 : 1.5, run: () => useCard(g, seat, inst.uid) });
  if (g.res(seat, "curse") > 0 && gold >= 5) out.push({ label: "discard a curse token (5 gold)", score: g.res(seat, "curse") > 2 ? 3 : -1, run: () => [g.add(seat, "gold", -5), g.add(seat, "curse", -1)] });
  if (g.res(seat, "relics") >= 5) out.push({ label: "complete a magical barrier with 5 relics", score: 6, run: () => [g.add(seat, "relics", -5), g.chooseBarrier(seat, "5 relics")] });
  return out;
}

/** Plays a card from hand: to its discard pile, then its effect; a quest remembers the crystals it used. */
export function useCard(g: ThracksGame, seat: number, uid: string): void {
  const [inst, kind] = [g.table.card(uid), g.card(g.table.card(uid).cardId).kind];
  g.log.add(`${g.seatName(seat)} ${kind === "quest" ? "completes the quest" : "uses"} ${g.name(inst.cardId)}`);
  g.table.move(uid, g.discardOf(kind), null, { quiet: true });
  const ability = [(g.questColours = kind === "quest" ? new Set() : null), g.catalogue.effectOf<EffectApi<LegacyOfThracksVerbs>>(inst.cardId)?.abilities[0]][1] as Ability<EffectApi<LegacyOfThracksVerbs>> | undefined;
  if (ability) g.runAbility(g.cardContext(seat, inst, null), ability, 0, uid);
  [(g.questColours = null), g.cardsPlayed.push([seat, inst.cardId])];
}

export function actionPhase(g: ThracksGame): void {
  const seat = g.turnSeat;
  g.log.add(`day ${g.day}: ${g.seatName(seat)}'s turn (${["gold", "mana", "hp", "glory", "relics"].map((r) => `${g.res(seat, r)} ${r}`).join(", ")})`);
  g.raise("turn-begins", { by: g.playerRef(seat) });
  freeActions(g, seat, g.seatName(seat), () => (g.dimara.has(seat) ? menu(g, seat).slice(0, 1) : menu(g, seat)), MAX_ACTIONS, () => g.checkGlory());
  g.raise("turn-ends", { by: g.playerRef(seat) });
}

/** Solo: the event roll activates the card on the chance card of the die's colour; a new card fills the track. */
export function shadowPhase(g: ThracksGame): void {
  if (g.mode !== "solo") return;
  const roll = g.rng.die(6);
  const slot = roll <= 3 ? 0 : roll <= 5 ? 1 : 2; // black 3 faces, green-yellow 2, red-purple 1
  const uid = g.table.zone("chance-track")[slot];
  [(g.activeEvent = g.table.card(uid).cardId), (g.keepPoints = false), (g.attackedThisTurn = new Set()), g.cancelled.clear()];
  g.log.add(`the Shadow's turn: the event roll is ${roll} (${["black", "green-yellow", "red-purple"][slot]}): ${g.name(g.activeEvent)}`);
  g.raise("activated", { on: g.cardRef(uid) });
  // Shadow power 9 or more: back to 0, a curse token for you, a darkness card resolved against you
  const [sp, dark] = [g.res(g.shadowSeat, "shadow-power"), g.res(g.shadowSeat, "shadow-power") >= 9 ? g.drawTop("darkness-deck", null) : undefined];
  if (sp >= 9) [g.add(g.shadowSeat, "shadow-power", -sp), g.add(0, "curse", 1)];
  if (dark) [g.table.move(dark, "hand", 0, { quiet: true }), useCard(g, 0, dark)];
  [g.table.move(uid, "event-discard", null), g.table.move(g.drawTop("event-deck", null)!, "chance-track", null, { quiet: true }), (g.activeEvent = null)];
}
