/**
 * Verbs the engine runs on a game's map (map-table.ts), which the game hands over in its hooks
 * (`map`): `hold` puts the acting player's token on a place (the place's card), `mark` leaves
 * their mark on one (a completed goal) and `unmark` takes marks of their choice off again,
 * `build-pieces` puts their pieces on routes of their choice, `move-pieces` moves pieces of
 * theirs to other routes, `retreat` pushes a figure to a free place next to its own (retreat.ts). Routes take pieces as the map's piece rules say (not forbidden, fewer than the
 * distance, the player under their limit). Greedy advice on routes is the game's `routeWorth`, else nearness to the player's own figure (route-advice.ts).
 */
import type { EffectContext, Ref } from "../api.ts";
import type { Engine } from "./engine.ts";
import type { MapTable } from "./map-table.ts";
import { pick } from "./menus.ts";
import type { Route } from "./place-graph.ts";
import { retreat } from "./retreat.ts";
import { nearOwnFigure } from "./route-advice.ts";

/** The map the game's hooks hand over (an error names the verb when there is none). */
function mapOf<V extends object>(e: Engine<V>, verb: string): MapTable {
  const map = e.hooks.map;
  if (!map) throw new Error(`the ${e.rules.game} rules give a verb the meaning \`${verb}\`, but the game's hooks hand over no map`);
  return map;
}

/**
 * Who controls a thing as the map sees it: a place of the game's map (its card) is its holder's
 * (null: nobody's); undefined when the game hands over no map or the thing is no place of it.
 */
export function mapController<V extends object>(e: Engine<V>, ref: Ref): number | null | undefined {
  const map = e.hooks.map;
  const place = map && e.table.cards.get(ref.id)?.cardId;
  return place && map.graph.has(place) ? map.holder(place) : undefined;
}

/** A route by its card's name when a card draws it, else by its id. */
const routeName = <V extends object>(e: Engine<V>, r: Route) => (e.catalogue.has(r.id) ? e.catalogue.name(r.id) : r.id);

/** The seat puts its token on the place (the card's id on the map); returns who held it before (null: nobody). */
export function holdPlace<V extends object>(e: Engine<V>, seat: number, place: string): number | null {
  const before = mapOf(e, "hold").hold(place, seat);
  const from = before === null || before === seat ? "" : ` from ${e.seatName(before)}`;
  e.log.add(`${e.seatName(seat)} captures ${e.catalogue.name(place)}${from}`);
  return before;
}

/** The seat leaves its mark on the place (the card's id on the map). */
export function markPlace<V extends object>(e: Engine<V>, seat: number, place: string): void {
  const map = mapOf(e, "mark");
  map.mark(place, seat);
  e.log.add(`${e.seatName(seat)} marks ${e.catalogue.name(place)}${teamProgress(map, place, seat)}`);
}

/** A team game's count of marks on the place, told with each mark made or lost (none out of a team game). */
function teamProgress(map: MapTable, place: string, seat: number): string {
  const needs = map.teamNeeds(place, seat);
  return needs === null ? "" : ` (${map.markCount(place, seat)} of ${needs} for the team)`;
}

/** The seat takes its mark off `n` places of its choice (as many as it marked, at most). */
function unmarkPlaces<V extends object>(e: Engine<V>, seat: number, n: number): void {
  const map = mapOf(e, "unmark");
  const times = Math.min(n, map.markedBy(seat).length);
  for (let i = 0; i < times; i++) {
    const place = pick(e, seat, "unmark", "take your mark off which place?", map.markedBy(seat), (p) => e.catalogue.name(p));
    map.unmark(place, seat);
    e.log.add(`${e.seatName(seat)} loses their mark on ${e.catalogue.name(place)}${teamProgress(map, place, seat)}`);
  }
}

/** The seat builds up to `n` pieces, one at a time on a route of its choice, while one fits. */
function buildPieces<V extends object>(e: Engine<V>, seat: number, n: number): void {
  const map = mapOf(e, "build-pieces");
  for (let i = 0; i < n; i++) {
    const open = map.buildable(seat);
    if (!open.length) return;
    const worth = e.hooks.routeWorth ? (r: Route) => e.hooks.routeWorth!(seat, r) : nearOwnFigure(e, map, seat);
    map.build(pick(e, seat, "piece", "build on which route?", open, (r) => routeName(e, r), worth), seat);
  }
}

/** The seat moves up to `n` of its pieces, each off a route of its choice and onto another. */
function movePieces<V extends object>(e: Engine<V>, seat: number, n: number): void {
  const map = mapOf(e, "move-pieces");
  const moves = Math.min(n, map.pieceCount(seat));
  for (let i = 0; i < moves; i++) {
    const own = map.allPieces().filter(([, s]) => s === seat);
    const [route] = pick(e, seat, "piece", "move a piece from which route?", own, ([r]) => routeName(e, r));
    map.removePiece(route, seat);
    buildPieces(e, seat, 1);
  }
}

type MapVerb = (ctx: EffectContext, args: Readonly<Record<string, unknown>>) => void;

/** The map meanings, for engine-verbs.ts. */
export function mapVerbs<V extends object>(e: Engine<V>): Record<string, MapVerb> {
  const seatOf = (ctx: EffectContext) => e.resolution(ctx).seat;
  return {
    hold: (ctx, a) => void holdPlace(e, seatOf(ctx), e.table.card((a.place as Ref).id).cardId),
    mark: (ctx, a) => markPlace(e, seatOf(ctx), e.table.card((a.place as Ref).id).cardId),
    unmark: (ctx, a) => unmarkPlaces(e, seatOf(ctx), a.count as number),
    "build-pieces": (ctx, a) => buildPieces(e, seatOf(ctx), a.count as number),
    "move-pieces": (ctx, a) => movePieces(e, seatOf(ctx), a.count as number),
    retreat: (ctx, a) => retreat(e, mapOf(e, "retreat"), seatOf(ctx), a.figure as Ref),
  };
}
