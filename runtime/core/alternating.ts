/**
 * Sides acting in turn (an Action phase), in two ways a game may end it. `act` answers whether
 * the side acted (false: it passed); `goOn` can end the phase early (a side is gone, a rule stops
 * all actions); `limit` bounds the turns, a safety stop for bots.
 */

/** From the first side, each side acts or passes; once a side has passed, the other side takes one more action and the phase ends. */
export function alternate(act: (first: boolean) => boolean, goOn: () => boolean, limit: number): void {
  let first = true;
  let lastAction = false;
  for (let n = 0; n < limit && goOn(); n++) {
    const acted = act(first);
    if (lastAction) return;
    lastAction = !acted;
    first = !first;
  }
}

/** The seats act in turn, in the order given, until every one of them has passed in a row (an action starts the count again). */
export function alternateUntilAllPass(seats: readonly number[], act: (seat: number) => boolean, goOn: () => boolean, limit: number): void {
  let passes = 0;
  for (let turn = 0; passes < seats.length && goOn() && turn < limit; turn++) {
    passes = act(seats[turn % seats.length]) ? 0 : passes + 1;
  }
}
