/**
 * Seating on a map (game.yaml `seating:`): where each seat starts, by the game's mode. Seat i holds
 * the mode's i-th home place and its own figure (`<figure>@<seat>`, as figure-steps.ts reads a
 * seat's figure) stands there. A mode may add a seat the rules play after the players (taking no
 * turns): it holds the next home when one is left, its figure standing on a place of its own. A
 * seat's side is the first of the declared side traits its home carries; a starting card carrying
 * a side is that side's seat's only. The mode's other figures start on each place with a trait,
 * or on a seat's home.
 */
import type { CatalogueCard } from "./catalogue.ts";
import type { Engine } from "./engine.ts";
import type { MapTable } from "./map-table.ts";

/** A seat the rules play, added after the players: its name and the place its figure stands on. */
export interface RulePlayedSeat {
  readonly name: string;
  readonly on: string;
}

/** Figures put out at setup, numbered `<id>-1`, `<id>-2`...: one on each place with a trait, or one on a seat's home (1: the first seat). */
export interface StartingFigures {
  readonly id: string;
  readonly each?: string;
  readonly homeOf?: number;
}

/** One mode's seating: the homes in seat order, the seat the rules play, the figures put out. */
export interface ModeSeating {
  readonly mode: string;
  readonly homes: readonly string[];
  readonly rulePlayed?: RulePlayedSeat;
  readonly figures: readonly StartingFigures[];
}

/** A game's seating, as the build emits it (`SEATING` in generated/<game>/vocabulary.ts). */
export interface Seating {
  /** The type of each seat's own figure. */
  readonly figure: string;
  /** The traits naming the sides a seat may play, read on its home. */
  readonly sides: readonly string[];
  readonly modes: readonly ModeSeating[];
}

/** Where the seats were put: the figures put out by id stem, and the rule-played seat (-1: none). */
export interface Seated {
  readonly rulePlayed: number;
  readonly figures: ReadonlyMap<string, readonly string[]>;
}

const HOMES = new WeakMap<object, Array<string | undefined>>();

/** Each seat's home place (undefined: a seat without one); filled by `seatPlayers` or `setHome`. */
export function homesOf(e: object): Array<string | undefined> {
  let homes = HOMES.get(e);
  if (!homes) HOMES.set(e, (homes = []));
  return homes;
}

/** The seating of a mode (the first declared when none is named). */
export function modeSeating(seating: Seating, mode: string | null | undefined): ModeSeating {
  const found = mode ? seating.modes.find((m) => m.mode === mode) : seating.modes[0];
  if (!found) throw new RangeError(`no seating for the ${mode} mode`);
  return found;
}

/** The seat holds the place as its home (a scenario's chosen home, or the mode's). */
export function setHome<V extends object>(e: Engine<V>, map: MapTable, seat: number, place: string): string {
  homesOf(e)[seat] = place;
  map.hold(place, seat);
  return place;
}

/**
 * Adds the players named (and the mode's rule-played seat after them) through `addSeat`, each on
 * its home with its figure there, then puts out the mode's figures.
 */
export function seatPlayers<V extends object>(e: Engine<V>, map: MapTable, seating: Seating, names: readonly string[], addSeat: (name: string) => void): Seated {
  const mode = modeSeating(seating, e.mode);
  const ruled = mode.rulePlayed;
  const seatNames = ruled ? [...names, ruled.name] : names;
  seatNames.forEach((name, seat) => {
    addSeat(name);
    const home = mode.homes[seat];
    if (home !== undefined) setHome(e, map, seat, home);
    const stands = ruled && seat === names.length ? ruled.on : home;
    if (stands !== undefined) map.put(`${seating.figure}@${seat}`, stands);
  });
  const figures = new Map<string, string[]>();
  for (const spec of mode.figures) {
    const places = spec.homeOf !== undefined ? [homesOf(e)[spec.homeOf - 1]!] : map.graph.places.filter((p) => e.catalogue.hasTrait(p, spec.each!));
    const ids = places.map((place, i) => {
      map.put(`${spec.id}-${i + 1}`, place);
      return `${spec.id}-${i + 1}`;
    });
    figures.set(spec.id, ids);
  }
  return { rulePlayed: ruled ? names.length : -1, figures };
}

/** The side a seat plays: the first side trait its home carries (undefined: none, or no home). */
export function sideOf<V extends object>(e: Engine<V>, seating: Seating, seat: number): string | undefined {
  const home = homesOf(e)[seat];
  return home === undefined ? undefined : seating.sides.find((side) => e.catalogue.hasTrait(home, side));
}

/** Whether a starting card is the seat's: it carries no side, or the seat's. */
export function isSeatsCard<V extends object>(e: Engine<V>, seating: Seating, card: CatalogueCard, seat: number): boolean {
  const side = sideOf(e, seating, seat);
  return !seating.sides.some((s) => e.catalogue.hasTrait(card.id, s)) || (side !== undefined && e.catalogue.hasTrait(card.id, side));
}
