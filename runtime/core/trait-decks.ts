/**
 * Shared decks players take from by their traits (game.yaml: a zone's `by-trait:`, the verb
 * meaning `take-top`). Each player takes the first card carrying one of their traits (a clan's
 * own cards in one deck all clans share), a player without traits the top card. A player with
 * the deck's `mimic` trait takes as each other player taking turns would, one a game turn in seat
 * order (a shapeshifter copying the clans in play).
 */
import { traitParts } from "./catalogue.ts";
import type { Engine } from "./engine.ts";

/** The traits of `seat`'s cards the rules name (`types.player.traits-from`), in the order they lie. */
export function playerTraits<V extends object>(e: Engine<V>, seat: number): string[] {
  const from = e.rules.playerTraitsFrom;
  if (!from) return [];
  const cards = e.table.inZone(from.zone, seat).filter((i) => from.kinds.includes(e.catalogue.card(i.cardId).kind));
  return cards.flatMap((i) => (e.catalogue.card(i.cardId).traits ?? []).map((trait) => traitParts(trait)[0]));
}

/** The traits `seat` takes cards of from the deck: its own, or a mimic's borrowed ones for this game turn. */
function takesBy<V extends object>(e: Engine<V>, seat: number, deck: string): string[] {
  const own = playerTraits(e, seat);
  const terms = e.rules.traitDecks![deck];
  const mimics = terms.mimic !== null && own.includes(terms.mimic) && (!terms.modes || terms.modes.includes(e.mode ?? ""));
  if (!mimics) return own;
  const others = e.seatsTakingTurns().filter((s) => s !== seat);
  if (!others.length) return own;
  const turn = e.rotation?.gameTurn ?? 1;
  return playerTraits(e, others[(turn - 1) % others.length]);
}

/** The card `seat` takes from a shared deck: from one declared `by-trait`, the first carrying one of its traits. */
export function topFor<V extends object>(e: Engine<V>, seat: number, deck: string): string | undefined {
  if (!e.rules.traitDecks || !Object.hasOwn(e.rules.traitDecks, deck)) return e.drawTop(deck, null);
  const traits = takesBy(e, seat, deck);
  return e.drawFirst(deck, null, (i) => !traits.length || traits.some((t) => e.catalogue.hasTrait(i.cardId, t)));
}

/** `seat` takes `count` cards from the top of the shared zone `from` into `into` (its own, if each player has one). */
export function takeTop<V extends object>(e: Engine<V>, seat: number, count: number, from: string, into: string): void {
  for (let i = 0; i < count; i++) {
    const uid = topFor(e, seat, from);
    if (uid !== undefined) e.table.move(uid, into, e.isPerPlayerZone(into) ? seat : null);
  }
}
