/**
 * A card discarded to its pile (a verb meaning `discard`): its owner's zone that its kind's
 * `discards-to` names, else the rules' `discards-to`. Cards attached to it (a figure's items) are
 * discarded first, each to its own pile, and it is attached to nothing any more.
 */
import type { Engine } from "./engine.ts";
import { own } from "./table.ts";

/** The pile a card of the kind is discarded to; null when the game declares none. */
export function discardPileOf<V extends object>(e: Engine<V>, kind: string): string | null {
  const ofKind = own(e.rules.kindDiscardsTo, kind);
  return ofKind ?? e.rules.discardsTo ?? null;
}

/** Discards the card, and first the cards attached to it; a card nobody owns, or not on the table, stays. */
export function discardCard<V extends object>(e: Engine<V>, uid: string): void {
  const c = e.table.cards.get(uid);
  if (!c || c.owner === null) return;
  for (const [attached, on] of [...e.attachments]) if (on.id === uid && e.table.cards.has(attached)) discardCard(e, attached);
  e.attachments.delete(uid);
  const pile = discardPileOf(e, e.catalogue.card(c.cardId).kind);
  if (pile === null) throw new Error(`${e.rules.game} declares no discard pile for ${e.catalogue.card(c.cardId).kind} cards`);
  e.table.move(uid, pile, c.owner);
}
