/**
 * A player's action phase (rulebook "Action Phase"): the menu is game.yaml's `free-actions:` (the
 * engine offers the Hero's steps, priced by the rule cards answering `travels`, a Lost Soul's moves,
 * the rule cards' standing actions and the cards in hand); this file adds a Hero's duels to the
 * advice on moves (the rest of it is game.yaml's `advice:`). (What closes a Hero's step is
 * game.yaml's: the `unless` facts of its `move:` offer. The Shadow's turn of a solo game is
 * game.yaml's `shadow` phase.)
 */
import { takeFreeActions, type FreeActionHooks } from "../../../runtime/core/free-action-menu.ts";
import { declaredMoveAdvice } from "../../../runtime/core/place-advice.ts";
import type { ThracksGame } from "./game.ts";

/** A bot's safety limit on actions in one turn, not a rule. */
const MAX_ACTIONS = 40;

/** What the declared action menu (game.yaml's `free-actions:`) needs of this game: its figures, where they arrive, advice (cards are played as the menu plays them by default). */
export function freeActionHooks(g: ThracksGame): FreeActionHooks {
  return {
    figures: (type, seat) => (type === "hero" ? [g.hero(seat)] : g.souls),
    arrive: (seat, figure, place) => g.place(figure, place, seat, figure === g.hero(seat) ? "steps onto" : "moves to"),
    moveAdvice: (seat, type) => {
      const declared = declaredMoveAdvice(g, seat, type)!;
      if (type !== "hero") return declared;
      return (hero, from, to, price) => declared(hero, from, to, price) + fightWorth(g, seat, to);
    },
  };
}

/** A duel is worth seeking with 4 HP or more, and best avoided below. */
function fightWorth(g: ThracksGame, seat: number, to: string): number {
  if (!g.heroesAt(to, seat).length) return 0;
  return g.res(seat, "hp") >= 4 ? 1 : -2;
}

export function actionPhase(g: ThracksGame): void {
  const seat = g.leader; // the lead passes round the table: the round's leader takes the turn
  g.log.add(`day ${g.day}: ${g.seatName(seat)}'s turn (${["gold", "mana", "hp", "glory", "relics"].map((r) => `${g.res(seat, r)} ${r}`).join(", ")})`);
  g.raise("turn-begins", { by: g.playerRef(seat) });
  takeFreeActions(g, seat, { max: MAX_ACTIONS, open: () => !g.dimara.has(seat) });
  g.raise("turn-ends", { by: g.playerRef(seat) });
}
