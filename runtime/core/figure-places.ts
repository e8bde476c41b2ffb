/**
 * Nouns of a game's map seen from the acting player's own figure (the first on the map whose id
 * names their seat, as figure-steps.ts moves toward it): `figure-place` stands for the place's
 * card it stands on; `nearest-place [<trait>...]` for the places carrying every trait listed and
 * every trait the selector's `with` filters name, nearest that figure (ties all kept, in the
 * map's order; the place it stands on is nearest of all). No figure of theirs: nothing.
 * `figure-of <noun>` stands for the own figures of the players another noun stands for, in its
 * order (a seat with none on the map: none), as Refs of the noun's declared type.
 */
import type { Ref } from "../api.ts";
import type { Engine } from "./engine.ts";
import { ownFigure, ownPlace } from "./figure-steps.ts";
import { mapOf, placeRef } from "./place-nouns.ts";

/** The place the seat's own figure stands on. */
function standing<V extends object>(e: Engine<V>, noun: string, seat: number): string | undefined {
  return ownPlace(e, mapOf(e, noun), seat);
}

const refs = <V extends object>(e: Engine<V>, places: readonly string[]): Ref[] => places.flatMap((p) => placeRef(e, p) ?? []);

export function figurePlace<V extends object>(e: Engine<V>, noun: string, seat: number): Ref[] {
  const at = standing(e, noun, seat);
  return at === undefined ? [] : refs(e, [at]);
}

export function nearestPlaces<V extends object>(e: Engine<V>, noun: string, seat: number, traits: readonly string[]): Ref[] {
  const at = standing(e, noun, seat);
  if (at === undefined) return [];
  const graph = mapOf(e, noun).graph;
  const allowed = graph.places.filter((p) => traits.every((t) => e.catalogue.hasTrait(p, t)));
  return refs(e, graph.nearest(at, allowed));
}

/** The own figure of each of the players, as a Ref of `type`; players with none on the map are passed over. */
export function figuresOf<V extends object>(e: Engine<V>, noun: string, players: readonly Ref[], type: string): Ref[] {
  const map = mapOf(e, noun);
  return players.flatMap((player) => {
    const seat = e.seatOfId(player.id);
    const figure = seat === null ? undefined : ownFigure(e, map, seat);
    return figure === undefined ? [] : [{ id: figure, type }];
  });
}
