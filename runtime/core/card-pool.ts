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
  const out: Ref[] = [];
  const add = (zone: string, owner: number | null) => {
    const seen = e.offersOneOfEach(zone) ? new Set<string>() : null;
    for (const inst of e.table.peek(zone, owner)) {
      if (seen?.has(inst.cardId)) continue;
      seen?.add(inst.cardId);
      out.push(e.cardRef(inst.uid));
    }
  };
  let zoned = false;
  for (const filter of spec.filters) {
    if (!("in" in filter)) continue;
    zoned = true;
    if (!e.isPerPlayerZone(filter.in)) {
      add(filter.in, null);
      continue;
    }
    for (const player of e.table.players) {
      const mine = player.seat === seat;
      if (filter.owner === "your" ? mine : filter.owner === "their" ? !mine : true) add(filter.in, player.seat);
    }
  }
  if (zoned) return out;
  if (defaults) {
    for (const zone of defaults) add(zone, e.isPerPlayerZone(zone) ? seat : null);
  } else {
    for (const inst of e.table.cards.values()) if (inst.owner === seat) out.push(e.cardRef(inst.uid));
  }
  return out;
}
