/**
 * Drawing until enough cards of a kind have come (a verb declared `means: draw-until`, its terms
 * in the verb's `draws:`): a player (the drawing card's owner) turns over the top cards of their
 * `from` zone one by one; a card of the declared kind goes to their `to` zone and the log says the
 * verb's `says` of it, any other card to their `rest` zone; until the count has come or the zone
 * (and its refill pile) runs out.
 */
import type { Engine } from "./engine.ts";
import type { VerbDraws } from "./rules.ts";
import type { CardInstance } from "./table.ts";

/** A bound for a deck that never yields enough (every card the wrong kind): not a rule. */
const MAX_DRAWN = 100;

/** Draws from the seat's `deck` until `count` wanted cards have come: they go to `to`, the others to `rest`; `drawn` hears of each. */
export function drawUntil<V extends object>(e: Engine<V>, deck: string, seat: number, count: number, wanted: (c: CardInstance) => boolean, to: string, rest: string, drawn: (c: CardInstance, isWanted: boolean) => void): void {
  for (let found = 0, n = 0; found < count && n < MAX_DRAWN; n++) {
    const uid = e.drawTop(deck, seat);
    if (!uid) return;
    const c = e.table.card(uid);
    const isWanted = wanted(c);
    e.table.move(uid, isWanted ? to : rest, seat);
    if (isWanted) found++;
    drawn(c, isWanted);
  }
}

/** The verb's meaning: `count` cards of `draws.kind` for the seat, each logged as `<card> is <says>`. */
export function drawUntilKind<V extends object>(e: Engine<V>, seat: number, count: number, draws: VerbDraws, says: string): void {
  const ofKind = (c: CardInstance) => e.catalogue.card(c.cardId).kind === draws.kind;
  const said = (c: CardInstance, isWanted: boolean) => isWanted && e.log.add(`${e.describe(e.cardRef(c.uid))} is ${says}`);
  drawUntil(e, draws.from, seat, count, ofKind, draws.to, draws.rest, said);
}
