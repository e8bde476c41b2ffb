/**
 * Ranks within a zone, kept in a counter (1 the front rank, 2 the one behind it...): a party of
 * figures in a front and a back rank. A zone declaring `ranks:` in game.yaml names its counter,
 * its cards a rank and its ranks' names, which the functions taking a zone read.
 */
import type { Engine } from "./engine.ts";
import type { ZoneRule } from "./rules.ts";
import type { CardInstance, Table } from "./table.ts";

export function inRank(table: Table, cards: readonly CardInstance[], counter: string, rank: number): CardInstance[] {
  return cards.filter((c) => table.counter(c, counter) === rank);
}

/** Cards set out in ranks of `size`, in their order: the first `size` in rank 1, and so on. */
export function setOutInRanks(table: Table, cards: readonly CardInstance[], counter: string, size: number): void {
  cards.forEach((c, i) => table.setCounter(c, counter, 1 + Math.floor(i / size)));
}

/** The front rank fills from the rank behind it, up to `size` cards; answers whether any card moved up. */
export function closeUpFront(table: Table, cards: readonly CardInstance[], counter: string, size: number): boolean {
  const front = inRank(table, cards, counter, 1).length;
  const moving = inRank(table, cards, counter, 2).slice(0, Math.max(0, size - front));
  for (const c of moving) table.setCounter(c, counter, 1);
  return moving.length > 0;
}

/** A zone's ranks as game.yaml declares them (`ranks: { counter, size, names }`). */
type DeclaredRanks = NonNullable<ZoneRule["ranks"]>;

function declared<V extends object>(e: Engine<V>, zone: string): DeclaredRanks {
  const ranks = e.rules.zones.find((z) => z.name === zone)?.ranks;
  if (!ranks) throw new Error(`the ${e.rules.game} zone \`${zone}\` declares no ranks`);
  return ranks;
}

/** The cards, given in order, set out in the zone's ranks: as many a rank as it declares, the first in front. */
export function setOutZoneRanks<V extends object>(e: Engine<V>, zone: string, cards: readonly CardInstance[]): void {
  const r = declared(e, zone);
  setOutInRanks(e.table, cards, r.counter, r.size);
}

/** The seat's front rank in the zone fills from the rank behind it; answers whether any card moved up. */
export function closeUpZoneFront<V extends object>(e: Engine<V>, zone: string, seat: number): boolean {
  const r = declared(e, zone);
  return closeUpFront(e.table, e.table.peek(zone, seat), r.counter, r.size);
}

/** Those of `cards` (cards of the zone) in its front rank. */
export function frontRank<V extends object>(e: Engine<V>, zone: string, cards: readonly CardInstance[]): CardInstance[] {
  return inRank(e.table, cards, declared(e, zone).counter, 1);
}

/** The cards of `cards` standing beside `card` in its rank, in the order given. */
export function rankNeighbours<V extends object>(e: Engine<V>, zone: string, cards: readonly CardInstance[], card: CardInstance): CardInstance[] {
  const counter = declared(e, zone).counter;
  const row = inRank(e.table, cards, counter, e.table.counter(card, counter));
  const at = row.indexOf(card);
  return [row[at - 1], row[at + 1]].filter((c): c is CardInstance => c !== undefined);
}

/** The seat's ranks in the zone, each by its name and its cards' names: `front Ann, Bob; back none`. */
export function describeRanks<V extends object>(e: Engine<V>, zone: string, seat: number): string {
  const r = declared(e, zone);
  const cards = e.table.peek(zone, seat);
  const names = (rank: number) => inRank(e.table, cards, r.counter, rank).map((c) => e.catalogue.name(c.cardId)).join(", ") || "none";
  return r.names.map((name, i) => `${name} ${names(i + 1)}`).join("; ");
}
