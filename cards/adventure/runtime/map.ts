/**
 * The map as the app keeps it: space cards (their `number` and `adjacent` fields) and where each
 * hero and enemy group stands (the `space` counter: a hero's on its player, a group's on its card).
 */
import type { Ref } from "../../../runtime/api.ts";
import type { CardInstance } from "../../../runtime/core/table.ts";
import type { AdventureGame } from "./game.ts";

interface SpaceCard {
  readonly number: number;
  readonly adjacent: readonly number[];
}

export function spaceCard(g: AdventureGame, n: number): CardInstance | undefined {
  return g.table.peek("spaces").find((s) => g.field<SpaceCard>(s.cardId).number === n);
}

/** A space's neighbours; a space lists them itself, and a link in either card counts both ways. */
export function adjacent(g: AdventureGame, n: number): number[] {
  const out = new Set(g.field<SpaceCard>(spaceCard(g, n)?.cardId ?? "").adjacent ?? []);
  for (const s of g.table.peek("spaces")) if (g.field<SpaceCard>(s.cardId).adjacent.includes(n)) out.add(g.field<SpaceCard>(s.cardId).number);
  return [...out].sort((a, b) => a - b);
}

export function spaceName(g: AdventureGame, n: number): string {
  const s = spaceCard(g, n);
  return s ? `${g.catalogue.name(s.cardId)} (${n})` : `space ${n}`;
}

/** The space a hero (its avatar ref) or an enemy group (its card) stands in. */
export function spaceOf(g: AdventureGame, ref: Ref): number {
  const inst = g.table.cards.get(ref.id);
  return inst ? (inst.counters.space ?? 0) : g.table.counter(g.counterHolder(ref), "space");
}

export function setSpace(g: AdventureGame, ref: Ref, n: number): void {
  g.table.setCounter(g.counterHolder(ref), "space", n);
}

/** Spaces between two spaces, by the fewest steps (99 when they are not connected). */
export function distance(g: AdventureGame, from: number, to: number): number {
  const seen = new Map([[from, 0]]);
  for (const queue = [from]; queue.length; ) {
    const at = queue.shift()!;
    if (at === to) return seen.get(at)!;
    for (const next of adjacent(g, at)) if (!seen.has(next)) seen.set(next, seen.get(at)! + 1), queue.push(next);
  }
  return 99;
}

export function heroes(g: AdventureGame): Ref[] {
  return g.table.players.map((p) => g.seatEntity(p.seat));
}

/** Enemy groups on the map, in the order the app placed them. */
export function enemies(g: AdventureGame): Ref[] {
  return g.table.peek("map").flatMap((i) => g.entities.refOfCard(i) ?? []);
}

/** The enemies a hero at `n` reaches: in its space (0) or adjacent (1). */
export function enemiesWithin(g: AdventureGame, n: number, steps: 0 | 1): Ref[] {
  return enemies(g).filter((r) => (steps === 0 ? spaceOf(g, r) === n : adjacent(g, n).includes(spaceOf(g, r))));
}
