/**
 * Which player something on a map goes after: the seat whose figure stands fewest routes away,
 * then the one with the least of a resource, then the one a player picks among those still tied
 * (a solo or cooperative game's automaton foe moving "toward a player"). The map is the game's
 * (its hooks' `map`); a seat's figure is its own figure on that map (figure-steps.ts `ownFigure`).
 */
import type { Engine } from "./engine.ts";
import { ownPlace } from "./figure-steps.ts";
import type { MapTable } from "./map-table.ts";
import { pick } from "./menus.ts";

/** What decides: the resource whose least amount breaks a tie, who picks among those still tied. */
export interface ClosestBy {
  readonly fewest: string;
  readonly chooser: number;
}

/** Of the seats, the one whose figure is nearest `from`, then with the least `fewest`, then `chooser`'s pick. */
export function closestSeat<V extends object>(e: Engine<V>, from: string, seats: readonly number[], by: ClosestBy): number {
  const map = e.hooks.map as MapTable;
  const hops = map.graph.hops(from);
  const distance = (seat: number) => hops.get(ownPlace(e, map, seat) ?? "") ?? Infinity;
  const amount = (seat: number) => e.table.players[seat].resources[by.fewest] ?? 0;
  const nearest = Math.min(...seats.map(distance));
  const near = seats.filter((seat) => distance(seat) === nearest);
  const least = Math.min(...near.map(amount));
  const tied = near.filter((seat) => amount(seat) === least);
  return pick(e, by.chooser, "choice", "which player does it go after?", tied, (seat) => e.seatName(seat));
}
