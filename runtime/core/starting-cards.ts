/**
 * Setting out the cards that start beside the decks: every card of some kinds in a zone (as many
 * as its `copies` field says, when its kind has one), and cards a player takes by choice, each
 * one different (a pick of tokens in a variant).
 */
import type { CatalogueCard } from "./catalogue.ts";
import type { Engine } from "./engine.ts";
import { cardInMode, kindInMode } from "./kind-modes.ts";
import { pickAny } from "./menus.ts";

/** Each card of a kind `zones` names goes to that zone, shared (`owner` null) or the owner's, in the card set's order; with `keep`, only the cards it keeps. */
export function setOutKinds<V extends object>(e: Engine<V>, zones: ReadonlyMap<string, string>, owner: number | null, keep?: (card: CatalogueCard) => boolean): void {
  for (const card of e.catalogue.cards) {
    const zone = zones.get(card.kind);
    if (!zone || (keep && !keep(card))) continue;
    const copies = (card as { readonly copies?: number }).copies ?? 1;
    for (let i = 0; i < copies; i++) e.table.create(card.id, zone, owner);
  }
}

/**
 * The kinds the rules' zones start with (`starts-with:` in game.yaml) set out as setOutKinds does:
 * with `owner` null, in the shared zones; with a seat, in that player's own zones. A kind the
 * game's mode does not use (its kind's `modes`) stays out, and so does a card a trait's `modes`
 * leaves out; `keep` may leave out more cards (a
 * game whose players each take only their own role's cards of a kind).
 */
export function setOutStarting<V extends object>(e: Engine<V>, owner: number | null, keep?: (card: CatalogueCard) => boolean): void {
  const zones = new Map<string, string>();
  for (const zone of e.rules.zones) {
    if (zone.perPlayer !== (owner !== null)) continue;
    for (const kind of zone.startsWith ?? []) if (kindInMode(e, kind)) zones.set(kind, zone.name);
  }
  if (zones.size) setOutKinds(e, zones, owner, (card) => cardInMode(e, card) && (!keep || keep(card)));
}

/**
 * The whole table's starting cards: the shared zones' kinds once (the rules of the table, laid
 * once however many play), then each seat's own zones' kinds; `keep` may leave a seat's cards out.
 */
export function setOutTable<V extends object>(e: Engine<V>, seats: readonly number[], keep?: (card: CatalogueCard, seat: number) => boolean): void {
  setOutStarting(e, null);
  for (const seat of seats) setOutStarting(e, seat, keep && ((card) => keep(card, seat)));
}

/** The seat takes `n` different cards among `offered`, one at a time, into its `zone`. */
export function takeDifferent<V extends object>(e: Engine<V>, seat: number, offered: readonly CatalogueCard[], n: number, zone: string, prompt: string): void {
  for (let k = 0; k < n; k++) {
    const taken = new Set(e.table.peek(zone, seat).map((i) => i.cardId));
    const left = offered.filter((c) => !taken.has(c.id));
    const card = pickAny(e, seat, "choice", prompt, left, (c) => e.catalogue.name(c.id));
    if (!card) return;
    e.table.create(card.id, zone, seat);
  }
}
