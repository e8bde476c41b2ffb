/**
 * A player's action phase (rulebook "Action Phase"): the menu is game.yaml's `free-actions:` (the
 * engine offers the Hero's steps, priced by the rule cards answering `travels`, a Lost Soul's moves,
 * the rule cards' standing actions and the cards in hand); this file adds what the language cannot
 * say, the facts closing a Hero's step, and a Hero's duels in the advice on moves (the rest of it is
 * game.yaml's `advice:`). (The Shadow's turn of a solo game is game.yaml's
 * `shadow` phase.)
 */
import { teammates } from "../../../runtime/core/team-play.ts";
import type { EffectContext, Ref } from "../../../runtime/api.ts";
import { fought } from "../../../runtime/core/contest-verb.ts";
import { takeFreeActions, type FreeActionHooks } from "../../../runtime/core/free-action-menu.ts";
import { declaredMoveAdvice } from "../../../runtime/core/place-advice.ts";
import type { ThracksGame } from "./game.ts";

/** A bot's safety limit on actions in one turn, not a rule. */
const MAX_ACTIONS = 40;

/** What the declared action menu (game.yaml's `free-actions:`) needs of this game: its figures, where they arrive, advice. */
export function freeActionHooks(g: ThracksGame): FreeActionHooks {
  return {
    figures: (type, seat) => (type === "hero" ? [g.hero(seat)] : g.souls),
    arrive: (seat, figure, place) => g.place(figure, place, seat, figure === g.hero(seat) ? "steps onto" : "moves to"),
    moveAdvice: (seat, type) => {
      const declared = declaredMoveAdvice(g, seat, type)!;
      if (type !== "hero") return declared;
      return (hero, from, to, price) => declared(hero, from, to, price) + fightWorth(g, seat, to);
    },
    play: (seat, uid) => useCard(g, seat, uid),
  };
}

/** A duel is worth seeking with 4 HP or more, and best avoided below. */
function fightWorth(g: ThracksGame, seat: number, to: string): number {
  if (!g.heroesAt(to, seat).length) return 0;
  return g.res(seat, "hp") >= 4 ? 1 : -2;
}

/**
 * The fact closing a Hero's step that the language cannot say yet (game.yaml's hero `move:` offer,
 * `unless`; the others are declared conditions), judged on the `travels` event the step would raise.
 */
export function stepFacts(g: ThracksGame) {
  return {
    "battle-barred": (ctx: EffectContext) => battleBarred(g, g.resolution(ctx).seat, g.placeOf(ctx.event!.args.to as Ref)!),
  };
}

/**
 * Whether stepping onto the place starts a battle that may not be fought: against a Hero or a place
 * attacked this turn, a siege of a Capital a Hero stands on, or any battle (but on a barrier) at 1 HP.
 */
function battleBarred(g: ThracksGame, seat: number, to: string): boolean {
  const foes = g.heroesAt(to, seat);
  const holder = g.map.holder(to);
  const siege = holder !== null && holder !== seat && !teammates(g, seat, holder) && g.trait(to, "Capital");
  if (!foes.length && !siege) return false;
  if (fought(g, "turn", { place: to }) || foes.some((foe) => fought(g, "turn", { seat: foe }))) return true;
  if (siege && g.map.figuresAt(to).some((figure) => figure.startsWith("hero@"))) return true;
  return g.res(seat, "hp") <= 1 && !g.barrier(to);
}

/** Plays a card from hand (the engine's play: to its kind's discard pile, then its effect); a quest's effect remembers the crystals it uses. */
export function useCard(g: ThracksGame, seat: number, uid: string): void {
  g.procedure.playCard(seat, uid);
}

export function actionPhase(g: ThracksGame): void {
  const seat = g.leader; // the lead passes round the table: the round's leader takes the turn
  g.log.add(`day ${g.day}: ${g.seatName(seat)}'s turn (${["gold", "mana", "hp", "glory", "relics"].map((r) => `${g.res(seat, r)} ${r}`).join(", ")})`);
  g.raise("turn-begins", { by: g.playerRef(seat) });
  takeFreeActions(g, seat, { max: MAX_ACTIONS, open: () => !g.dimara.has(seat) });
  g.raise("turn-ends", { by: g.playerRef(seat) });
}
