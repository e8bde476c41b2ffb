/**
 * Game turns of player turns: the lead passes clockwise one round at a time, and a game turn is
 * over when every seat still playing has led once in it. Eliminated seats are skipped.
 */
export class LeaderRotation {
  gameTurn = 1;
  private toLead: number[] = [];

  /** The seat leading the next round, given the seats still playing and the current leader. */
  next(seats: readonly number[], leader: number, firstRound: boolean): number {
    const clockwise = (from: number) => [...seats.filter((s) => s >= from), ...seats.filter((s) => s < from)];
    if (firstRound) this.toLead = clockwise(leader);
    else if (!this.toLead.length) {
      this.gameTurn++;
      this.toLead = clockwise(leader + 1);
    }
    return this.toLead.shift()!;
  }

  /** Every seat has led in this game turn. */
  get turnOver(): boolean {
    return this.toLead.length === 0;
  }

  remove(seat: number): void {
    this.toLead = this.toLead.filter((s) => s !== seat);
  }
}
