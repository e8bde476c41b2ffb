/**
 * A player's action phase (rulebook "Action Phase"): the menu is game.yaml's `free-actions:` (the
 * engine offers the Hero's steps, priced by the rule cards answering `travels`, a Lost Soul's moves,
 * the rule cards' standing actions and the cards in hand); this file adds the advice on moves: how
 * much nearer a move brings the figure to something worth doing. (What closes a Hero's step is
 * game.yaml's: the `unless` facts of its `move:` offer. The Shadow's turn of a solo game is
 * game.yaml's `shadow` phase.)
 */
import { takeFreeActions, type FreeActionHooks } from "../../../runtime/core/free-action-menu.ts";
import { altarAdvice, outlook, placeWorths } from "./bots.ts";
import type { ThracksGame } from "./game.ts";

/** A bot's safety limit on actions in one turn, not a rule. */
const MAX_ACTIONS = 40;

/** What the declared action menu (game.yaml's `free-actions:`) needs of this game: its figures, where they arrive, advice. */
export function freeActionHooks(g: ThracksGame): FreeActionHooks {
  return {
    figures: (type, seat) => (type === "hero" ? [g.hero(seat)] : g.souls),
    arrive: (seat, figure, place) => g.place(figure, place, seat, figure === g.hero(seat) ? "steps onto" : "moves to"),
    moveAdvice: (seat, type) => {
      const gain = gainOf(g, seat, type === "hero");
      if (type !== "hero") return (_soul, from, to) => gain(from, to) - 0.2;
      return (_hero, from, to, price) => gain(from, to) - 0.15 * (price.get("gold") ?? 0) + fightWorth(g, seat, to);
    },
    useAdvice: (seat, card) => altarAdvice(g, seat, card),
    play: (seat, uid) => useCard(g, seat, uid),
  };
}

/** How much better `to` looks than `from` for the seat's Hero (or its Lost Souls), by the places' outlook. */
function gainOf(g: ThracksGame, seat: number, hero: boolean): (from: string, to: string) => number {
  const worthOf = placeWorths(g, seat, hero);
  return (from, to) => outlook(g, to, worthOf) - 0.9 * outlook(g, from, worthOf);
}

/** A duel is worth seeking with 4 HP or more, and best avoided below. */
function fightWorth(g: ThracksGame, seat: number, to: string): number {
  if (!g.heroesAt(to, seat).length) return 0;
  return g.res(seat, "hp") >= 4 ? 1 : -2;
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
