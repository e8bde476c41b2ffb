/**
 * A figure pushed back on a game's map (beaten in a fight, driven off): it goes to a place next to the
 * one it stands on, chosen by the acting player, where no other player's figure stands and which
 * no other player holds; with no such place it stays. A figure's player is the seat its id names
 * (`knight@1`); a figure of nobody's (`soul-1`) blocks no one.
 */
import type { Ref } from "../api.ts";
import type { Engine } from "./engine.ts";
import type { MapTable } from "./map-table.ts";
import { pickAny } from "./menus.ts";

/** The places next to the figure's where it may retreat, in the map's order. */
export function retreatPlaces<V extends object>(e: Engine<V>, map: MapTable, figure: string): string[] {
  const at = map.where(figure);
  if (at === undefined) return [];
  const owner = e.seatOfId(figure);
  const foreign = (seat: number | null) => seat !== null && seat !== owner;
  const free = (place: string) => !foreign(map.holder(place)) && !map.figuresAt(place).some((f) => foreign(e.seatOfId(f)));
  return map.graph.neighbours(at).filter(free);
}

/** The seat puts the figure on a free place next to its own, of its choice; the log says where. */
export function retreat<V extends object>(e: Engine<V>, map: MapTable, seat: number, figure: Ref): void {
  const places = retreatPlaces(e, map, figure.id);
  const to = pickAny(e, seat, "retreat", `where does ${e.describe(figure)} go?`, places, (p) => e.catalogue.name(p));
  if (to === undefined) return;
  map.put(figure.id, to);
  e.log.add(`${e.describe(figure)} is put on ${e.catalogue.name(to)}`);
}
