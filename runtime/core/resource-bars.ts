import type { Engine } from "./engine.ts";

/**
 * A resource declared with `bars: { onto: <trait>, above: N }` (game.yaml): a player holding more
 * than N of it may not move a figure onto a place with the trait (say, more than 2 penalty tokens and no
 * piece of theirs may enter the final space). The engine's `move:` offers ask it; so may a game's own steps.
 * Returns the resource that bars the step, or null when none does.
 */
export function barredBy<V extends object>(e: Engine<V>, seat: number, place: string): string | null {
  const bars = e.rules.resourceBars;
  if (!bars || !e.catalogue.has(place)) return null;
  const held = e.table.players[seat].resources;
  for (const [resource, bar] of Object.entries(bars)) {
    if ((held[resource] ?? 0) > bar.above && e.catalogue.hasTrait(place, bar.onto)) return resource;
  }
  return null;
}
