/**
 * A tug-of-war track between two sides: a marker on the stops -reach..reach (0 the centre; side
 * 0's end is -reach, side 1's +reach), pushed towards one side's end. Some stops on each side's
 * half hold that side's strongholds: leaving a standing stronghold towards its side's end makes
 * it fall, and a fallen stronghold's stop is passed over (the centre and the ends always stop the
 * marker). Pushed beyond an end, the marker breaks through.
 */
export class TugTrack {
  /** Where the marker stands, -reach..reach. */
  position = 0;
  private readonly standing: Set<number>;

  constructor(
    readonly reach: number,
    strongholds: readonly number[],
  ) {
    this.standing = new Set(strongholds);
  }

  /** Pushes the marker `steps` stops towards `side`'s end; `falls` hears of each stronghold that falls. Answers whether it broke through. */
  push(side: number, steps: number, falls: (stop: number) => void): boolean {
    const d = side === 0 ? -1 : 1;
    for (let s = 0; s < steps; s++) {
      if (Math.sign(this.position) === d && this.standing.delete(this.position)) falls(this.position);
      do this.position += d;
      while (this.passesOver(this.position));
      if (Math.abs(this.position) > this.reach) return true;
    }
    return false;
  }

  /** Whether `side` has a stronghold standing on its half. */
  holds(side: number): boolean {
    return [...this.standing].some((stop) => stop < 0 === (side === 0));
  }

  /** The marker's place counted from `side`'s end: 1 its last stop, reach + 1 the centre. */
  from(side: number): number {
    return this.reach + 1 + (side === 0 ? this.position : -this.position);
  }

  private passesOver(stop: number): boolean {
    return stop !== 0 && Math.abs(stop) < this.reach && !this.standing.has(stop);
  }
}
