/**
 * Nouns of a game's map seen from the acting player's own figure (the first on the map whose id
 * names their seat, as figure-steps.ts moves toward it): `figure-place` stands for the place's
 * card it stands on; `nearest-place [<trait>...]` for the places carrying every trait listed and
 * every trait the selector's `with` filters name, nearest that figure (ties all kept, in the
 * map's order; the place it stands on is nearest of all). No figure of theirs: nothing.
 */
import type { Ref } from "../api.ts";
import type { Engine } from "./engine.ts";
import { ownFigure } from "./figure-steps.ts";
import { mapOf, placeRef } from "./place-nouns.ts";

/** The place the seat's own figure stands on. */
function standing<V extends object>(e: Engine<V>, noun: string, seat: number): string | undefined {
  const map = mapOf(e, noun);
  const figure = ownFigure(e, map, seat);
  return figure === undefined ? undefined : map.where(figure);
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
