import type { Engine } from "./engine.ts";
import { own } from "./table.ts";

/**
 * A resource declared with `rises: <event>` (game.yaml): each time a player's amount of it goes up,
 * whatever raised it (a verb, a cost, the game's TypeScript), the engine raises the event at once,
 * `by` that player, its payload `was` the amount before. A rule answers it with a condition on the
 * new amount (`when power-rises by you if power >= 9: ...`): thresholds as data.
 */
export function raiseOnRises<V extends object>(e: Engine<V>, rising: Readonly<Record<string, string>>): void {
  e.table.onResourceRise = (p, name, was) => {
    const event = own(rising, name);
    if (event) e.raise(event, { by: e.playerRef(p.seat) }, { was });
  };
}
