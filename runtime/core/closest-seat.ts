/**
 * Which player something on a map goes after: the seat whose figure stands fewest routes away,
 * then the one with the least of a resource, then the one a player picks among those still tied
 * (a solo or cooperative game's automaton foe moving "toward a player").
 */
import type { Engine } from "./engine.ts";
import type { MapTable } from "./map-table.ts";
import { pick } from "./menus.ts";

export interface ClosestSeatQuery {
  /** Where the distance is counted from. */
  readonly from: string;
  /** The seats to choose among. */
  readonly seats: readonly number[];
  /** A seat's figure on the map. */
  readonly figure: (seat: number) => string;
  /** The resource whose least amount decides a tie on distance. */
  readonly fewest: string;
  /** Who picks among the seats still tied. */
  readonly chooser: number;
}

export function closestSeat<V extends object>(e: Engine<V>, map: MapTable, q: ClosestSeatQuery): number {
  const hops = map.graph.hops(q.from);
  const distance = (seat: number) => hops.get(map.where(q.figure(seat)) ?? "") ?? Infinity;
  const amount = (seat: number) => e.table.players[seat].resources[q.fewest] ?? 0;
  const nearest = Math.min(...q.seats.map(distance));
  const near = q.seats.filter((seat) => distance(seat) === nearest);
  const least = Math.min(...near.map(amount));
  const tied = near.filter((seat) => amount(seat) === least);
  return pick(e, q.chooser, "choice", "which player does it go after?", tied, (seat) => e.seatName(seat));
}
