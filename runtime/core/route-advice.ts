/**
 * Greedy advice on where a player builds a piece, when the game gives none (`routeWorth`): a route
 * is worth more the nearer its first end lies to the player's own figure (figure-steps.ts'
 * `ownFigure`), so pieces go down where that figure will travel. No figure of theirs: all alike.
 */
import type { Engine } from "./engine.ts";
import { ownFigure } from "./figure-steps.ts";
import type { MapTable } from "./map-table.ts";
import type { Route } from "./place-graph.ts";

/** How far a route no path reaches counts as lying. */
const UNREACHABLE = 99;

/** Each route's worth to the seat: minus the locations between its own figure and the route's first end. */
export function nearOwnFigure<V extends object>(e: Engine<V>, map: MapTable, seat: number): (route: Route) => number {
  const figure = ownFigure(e, map, seat);
  if (figure === undefined) return () => 0;
  let hops: ReadonlyMap<string, number> | undefined;
  return (route) => {
    hops ??= map.graph.hops(map.where(figure)!);
    return -(hops.get(route.a) ?? UNREACHABLE);
  };
}
