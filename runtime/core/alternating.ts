/**
 * Two sides acting in turn (an Action phase): from the first side, each side takes one action or
 * passes; once a side has passed, the other side takes one more action and the phase ends.
 * `act` answers whether the side acted; `goOn` can end the phase early (one side is gone).
 */
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
