/**
 * Ranks within a zone, kept in a counter (1 the front rank, 2 the one behind it...): a party of
 * figures in a front and a back rank.
 */
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
