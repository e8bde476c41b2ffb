/**
 * A player's action phase (rulebook "Action Phase"): any number of actions in any order, each
 * offered while it can be paid: move the Hero or a Lost Soul one route, use an action or bonus
 * card, complete a quest, or one of the rule cards' standing actions (rules/actions.yaml: buy an
 * action card, discard a curse token, complete a barrier with 5 relics). Greedy advice scores how much nearer a move brings the figure to
 * something worth doing. (The Shadow's turn of a solo game is game.yaml's `shadow` phase.)
 */
import { cardActions } from "../../../runtime/core/card-actions.ts";
import { freeActions, type MenuItem } from "../../../runtime/core/menus.ts";
import { actionScore, outlook } from "./bots.ts";
import type { ThracksGame } from "./game.ts";

/** A bot's safety limit on actions in one turn, not a rule. */
const MAX_ACTIONS = 40;

/** The moves' labels and scores are functions: worked out only for an agent that reads them (the outlook is costly). */
function menu(g: ThracksGame, seat: number): MenuItem[] {
  const out: MenuItem[] = [{ label: "end the turn", score: 0, run: () => {} }];
  const gold = g.res(seat, "gold");
  const gain = (from: string, to: string, hero: boolean) => outlook(g, seat, to, hero) - 0.9 * outlook(g, seat, from, hero);
  const [here, fight] = [g.heroAt(seat), (to: string) => (g.heroesAt(to, seat).length ? (g.res(seat, "hp") >= 4 ? 1 : -2) : 0)];
  for (const [to, cost] of (g.heroFree(seat) ? g.graph.neighbours(here) : []).map((p) => [p, g.heroStep(seat, p)] as const))
    if (cost && cost.gold <= gold && g.res(seat, "hp") - cost.hp >= 1) out.push({ label: () => `move your Hero to ${g.name(to)} (${cost.gold} gold${cost.hp ? `, ${cost.hp} HP` : ""})`, score: () => gain(here, to, true) - 0.15 * cost.gold + fight(to), run: () => g.moveHero(seat, to) });
  for (const [soul, at] of g.souls.map((f) => [f, g.map.where(f)!]))
    for (const [to, c] of g.graph.neighbours(at).filter((p) => !g.trait(p, "Outer")).map((p) => [p, g.map.moveCost(g.graph.route(at, p)!, seat, "lost-soul")!] as const))
      if (g.res(seat, c.resource) >= c.amount) out.push({ label: () => `move ${g.describe(g.figureRef(soul))} to ${g.name(to)} (${c.amount} ${c.resource})`, score: () => gain(at, to, false) - 0.2, run: () => [g.add(seat, c.resource, -c.amount), g.place(soul, to, seat, "moves to")] });
  out.push(...cardActions(g, seat, "clan-sheet", (card) => actionScore(g, seat, card))); // the rules' standing actions
  for (const [inst, kind] of g.table.inZone("hand", seat).map((i) => [i, g.card(i.cardId).kind] as const))
    if (kind !== "battle-card" && !g.isBlank(inst)) out.push({ label: `${kind === "quest" ? "complete the quest" : "use"} ${g.name(inst.cardId)}`, score: kind === "quest" ? 6 : 1.5, run: () => useCard(g, seat, inst.uid) });
  return out;
}

/** Plays a card from hand (the engine's play: to its kind's discard pile, then its effect); a quest remembers the crystals it uses. */
export function useCard(g: ThracksGame, seat: number, uid: string): void {
  g.questColours = g.card(g.table.card(uid).cardId).kind === "quest" ? new Set() : null;
  g.procedure.playCard(seat, uid);
  g.questColours = null;
}

export function actionPhase(g: ThracksGame): void {
  const seat = g.turnSeat;
  g.log.add(`day ${g.day}: ${g.seatName(seat)}'s turn (${["gold", "mana", "hp", "glory", "relics"].map((r) => `${g.res(seat, r)} ${r}`).join(", ")})`);
  g.raise("turn-begins", { by: g.playerRef(seat) });
  freeActions(g, seat, g.seatName(seat), () => (g.dimara.has(seat) ? menu(g, seat).slice(0, 1) : menu(g, seat)), MAX_ACTIONS, () => g.checkGlory());
  g.raise("turn-ends", { by: g.playerRef(seat) });
}
