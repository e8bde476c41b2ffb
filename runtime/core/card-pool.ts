/**
 * What a noun meaning `cards` (game.yaml: `means: cards [<zone>...]`) stands for: the cards in
 * the zones its `in` filters name, else the acting player's cards in the noun's default zones.
 */
import type { Ref, SelectorSpec } from "../api.ts";
import type { Engine } from "./engine.ts";

/**
 * A zone each player has gives `your` (the acting seat's), `their` (every other seat's) or, with
 * no owner word, every seat's cards, in seat order; a shared zone gives its cards (of a zone
 * declared `one-of-each`, the first copy of each card only). Without an
 * `in` filter: the seat's cards in `defaults` (null: every card the seat owns, in any zone).
 */
export function cardPool<V extends object>(e: Engine<V>, seat: number, spec: SelectorSpec, defaults: readonly string[] | null): Ref[] {
  // Indexed loops and no closure: selectors over cards are asked for on most checks.
  const out: Ref[] = [];
  let zoned = false;
  const filters = spec.filters;
  for (let f = 0; f < filters.length; f++) {
    const filter = filters[f];
    if (!("in" in filter)) continue;
    zoned = true;
    if (!e.isPerPlayerZone(filter.in)) {
      addZone(e, out, filter.in, null);
      continue;
    }
    for (const player of e.table.players) {
      const mine = player.seat === seat;
      if (filter.owner === "your" ? mine : filter.owner === "their" ? !mine : true) addZone(e, out, filter.in, player.seat);
    }
  }
  if (zoned) return out;
  if (defaults) {
    for (let z = 0; z < defaults.length; z++) addZone(e, out, defaults[z], e.isPerPlayerZone(defaults[z]) ? seat : null);
  } else {
    for (const inst of e.table.cards.values()) if (inst.owner === seat) out.push(e.cardRef(inst.uid));
  }
  return out;
}

/** Adds a zone's cards to `out` (of a `one-of-each` zone, the first copy of each card only). */
function addZone<V extends object>(e: Engine<V>, out: Ref[], zone: string, owner: number | null): void {
  const cards = e.table.peek(zone, owner);
  if (!e.offersOneOfEach(zone)) {
    for (let i = 0; i < cards.length; i++) out.push(e.cardRef(cards[i].uid));
    return;
  }
  const seen = new Set<string>();
  for (let i = 0; i < cards.length; i++) {
    if (seen.has(cards[i].cardId)) continue;
    seen.add(cards[i].cardId);
    out.push(e.cardRef(cards[i].uid));
  }
}
