/**
 * Who ranks first at the end of a game: each player's numbers compared in turn, a score and then
 * its tie-breaks (the first difference decides), the players equal to the best on all of them
 * sharing first place. Games rank their own numbers (VP, then items' worth, then experience).
 */

/** Compares two chains of numbers in turn: positive when `a` ranks higher, 0 when equal throughout. */
export function compareChains(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The items whose chain (score, then tie-breaks) is the best, in their order; none of none. */
export function leaders<T>(items: readonly T[], chain: (item: T) => readonly number[]): T[] {
  const chains = items.map(chain);
  const best = chains.reduce<readonly number[] | null>((top, c) => (top === null || compareChains(c, top) > 0 ? c : top), null);
  return best === null ? [] : items.filter((_, i) => compareChains(chains[i], best) === 0);
}
