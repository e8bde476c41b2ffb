/**
 * A player's action phase (rulebook "Action Phase"): the menu is game.yaml's `free-actions:` (the
 * engine offers a Lost Soul's moves, the rule cards' standing actions and the cards in hand); this
 * file adds what the language cannot say, the Hero's steps, and the advice on moves: how much nearer
 * a move brings the figure to something worth doing. (The Shadow's turn of a solo game is game.yaml's
 * `shadow` phase.)
 */
import { takeFreeActions, type FreeActionHooks } from "../../../runtime/core/free-action-menu.ts";
import type { MenuItem } from "../../../runtime/core/menus.ts";
import { actionScore, outlook, placeWorths } from "./bots.ts";
import type { ThracksGame } from "./game.ts";

/** A bot's safety limit on actions in one turn, not a rule. */
const MAX_ACTIONS = 40;

/** What the declared action menu (game.yaml's `free-actions:`) needs of this game: the Hero's steps, its figures, advice. */
export function freeActionHooks(g: ThracksGame): FreeActionHooks {
  return {
    offers: new Map([["hero-moves", (seat: number) => heroMoves(g, seat)]]),
    figures: (type) => (type === "lost-soul" ? g.souls : []),
    arrive: (seat, soul, place) => g.place(soul, place, seat, "moves to"),
    moveAdvice: (seat) => {
      const gain = gainOf(g, seat, false);
      return (_soul, from, to) => gain(from, to) - 0.2;
    },
    useAdvice: (seat, card) => actionScore(g, seat, card),
    play: (seat, uid) => useCard(g, seat, uid),
  };
}

/** How much better `to` looks than `from` for the seat's Hero (or its Lost Souls), by the places' outlook. */
function gainOf(g: ThracksGame, seat: number, hero: boolean): (from: string, to: string) => number {
  const worthOf = placeWorths(g, seat, hero);
  return (from, to) => outlook(g, to, worthOf) - 0.9 * outlook(g, from, worthOf);
}

/**
 * The Hero one route, where it may step and the seat can pay the step (gold, and HP leaving it at
 * least 1). A score weighs every place, so the places' worths are worked out once, when the first is read.
 */
function heroMoves(g: ThracksGame, seat: number): MenuItem[] {
  if (!g.heroFree(seat)) return [];
  const [here, gold, out] = [g.heroAt(seat), g.res(seat, "gold"), [] as MenuItem[]];
  let gain: ((from: string, to: string) => number) | undefined;
  for (const to of g.graph.neighbours(here)) {
    const cost = g.heroStep(seat, to);
    if (!cost || cost.gold > gold || g.res(seat, "hp") - cost.hp < 1) continue;
    const fight = () => (g.heroesAt(to, seat).length ? (g.res(seat, "hp") >= 4 ? 1 : -2) : 0);
    out.push({
      label: () => `move your Hero to ${g.name(to)} (${cost.gold} gold${cost.hp ? `, ${cost.hp} HP` : ""})`,
      score: () => (gain ??= gainOf(g, seat, true))(here, to) - 0.15 * cost.gold + fight(),
      run: () => g.moveHero(seat, to),
    });
  }
  return out;
}

/** Plays a card from hand (the engine's play: to its kind's discard pile, then its effect); a quest remembers the crystals it uses. */
export function useCard(g: ThracksGame, seat: number, uid: string): void {
  g.questColours = g.card(g.table.card(uid).cardId).kind === "quest" ? new Set() : null;
  g.procedure.playCard(seat, uid);
  g.questColours = null;
}

export function actionPhase(g: ThracksGame): void {
  const seat = g.leader; // the lead passes round the table: the round's leader takes the turn
  g.log.add(`day ${g.day}: ${g.seatName(seat)}'s turn (${["gold", "mana", "hp", "glory", "relics"].map((r) => `${g.res(seat, r)} ${r}`).join(", ")})`);
  g.raise("turn-begins", { by: g.playerRef(seat) });
  takeFreeActions(g, seat, { max: MAX_ACTIONS, open: () => !g.dimara.has(seat) });
  g.raise("turn-ends", { by: g.playerRef(seat) });
}
