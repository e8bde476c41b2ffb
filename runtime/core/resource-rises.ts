/**
 * Rules that act when a player's resource goes up (a milestone reached at some point, say) hear
 * of it through an event. The game asks at the moments a rise may have happened; each seat whose
 * resource is higher than when last asked raises the event, its payload `was` the value seen then.
 */
import type { Engine } from "./engine.ts";

export class ResourceRises {
  private readonly seen = new Map<number, number>();

  constructor(
    private readonly resource: string,
    private readonly event: string,
  ) {}

  /** Raises the event for each of the seats whose resource rose since the last check. */
  check<V extends object>(e: Engine<V>, seats: readonly number[]): void {
    for (const seat of seats) {
      const was = this.seen.get(seat) ?? 0;
      const now = e.table.players[seat].resources[this.resource] ?? 0;
      this.seen.set(seat, now);
      if (now > was) e.raise(this.event, { by: e.playerRef(seat) }, { was });
    }
  }
}

/**
 * A resource declared with `rises: <event>` (game.yaml): each time a player's amount of it goes up,
 * whatever raised it (a verb, a cost, the game's TypeScript), the engine raises the event at once,
 * `by` that player, its payload `was` the amount before. A rule answers it with a condition on the
 * new amount (`when power-rises by you if power >= 9: ...`): thresholds as data.
 */
export function raiseOnRises<V extends object>(e: Engine<V>, rising: Readonly<Record<string, string>>): void {
  e.table.onResourceRise = (p, name, was) => {
    const event = Object.hasOwn(rising, name) ? rising[name] : undefined;
    if (event) e.raise(event, { by: e.playerRef(p.seat) }, { was });
  };
}
