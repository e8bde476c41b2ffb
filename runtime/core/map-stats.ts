/**
 * Stats a game declares with a meaning on its map (`stats: { roads: { means: pieces } }`), so the
 * engine answers them without the game's `property` hook:
 * - `pieces`: of a player (else the acting one), how many of their pieces lie on the map;
 * - `pieces-on-way`: of a player (else the acting one), how many of their pieces lie on the route
 *   the triggering event's `by` figure takes from where it stands to the event's `to` (0 outside
 *   such an event, or with no route between the two);
 * - `steps-from-you`: of a figure, how many steps it stands from the acting player's own figure
 *   (figure-steps.ts `ownFigure`); UNREACHABLE when either is off the map or no way joins them;
 * - `marked-sum <field>`: of a player (else the acting one), the card field added up over the places
 *   they marked (their team's marks in a team game) and the place their own figure stands on
 *   (a place without the field adds nothing).
 */
import type { EffectContext, Ref } from "../api.ts";
import type { Engine } from "./engine.ts";
import type { MapTable } from "./map-table.ts";
import { ownPlace } from "./figure-steps.ts";
import { mapOf } from "./place-nouns.ts";
import type { MapStat } from "./rules.ts";

/** The steps counted to a figure that cannot be reached: farther than any map's way. */
export const UNREACHABLE = 99;

export function mapStat<V extends object>(e: Engine<V>, ctx: EffectContext, stat: string, means: MapStat, of: Ref | null, seat: number): number {
  const map = mapOf(e, stat);
  const player = of?.type === "player" ? e.seatOfId(of.id) : seat;
  if (means === "pieces") return player === null ? 0 : map.pieceCount(player);
  if (means.startsWith("marked-sum ")) return player === null ? 0 : markedSum(e, map, player, means.slice("marked-sum ".length));
  if (means === "pieces-on-way") {
    const by = ctx.event?.args.by as Ref | undefined;
    const to = ctx.event?.args.to as Ref | undefined;
    const place = to ? e.table.cards.get(to.id)?.cardId : undefined;
    return by && place !== undefined && player !== null ? map.piecesOnWay(by.id, place, player) : 0;
  }
  const from = ownPlace(e, map, seat);
  const at = of ? map.where(of.id) : undefined;
  if (from === undefined || at === undefined) return UNREACHABLE;
  return map.graph.hops(from).get(at) ?? UNREACHABLE;
}

function markedSum<V extends object>(e: Engine<V>, map: MapTable, seat: number, field: string): number {
  const standing = ownPlace(e, map, seat);
  const places = standing === undefined ? map.markedBy(seat) : [...map.markedBy(seat), standing];
  return places.reduce((sum, place) => sum + numberField(e, place, field), 0);
}

function numberField<V extends object>(e: Engine<V>, cardId: string, field: string): number {
  const value = (e.catalogue.card(cardId) as unknown as Record<string, unknown>)[field];
  return typeof value === "number" ? value : 0;
}
