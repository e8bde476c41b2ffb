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
