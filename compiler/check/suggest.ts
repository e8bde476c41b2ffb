/** "Did you mean" suggestions: the closest known name by edit distance, if it is close enough. */

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string): number {
  a = a.toLowerCase();
  b = b.toLowerCase();
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
    }
  }
  return rows[a.length][b.length];
}

export function closest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  const limit = Math.max(1, Math.floor(word.length / 3));
  for (const c of candidates) {
    const d = editDistance(word, c);
    if (d < bestDistance || (d === bestDistance && best !== undefined && c < best)) {
      best = c;
      bestDistance = d;
    }
  }
  return best !== undefined && bestDistance <= limit ? best : undefined;
}

export function didYouMean(word: string, candidates: Iterable<string>): string | undefined {
  const match = closest(word, candidates);
  return match ? `did you mean \`${match}\`?` : undefined;
}

/**
 * The hint for an unknown verb. A word the game declares as a synonym names its verb outright
 * (`heal` → `recover`); otherwise the closest verb or synonym by spelling, a synonym standing
 * for its verb (`heals` → `recover`).
 */
export function verbHint(word: string, verbs: ReadonlyMap<string, readonly string[]>): string | undefined {
  const verbOf = new Map<string, string>();
  for (const [verb, synonyms] of verbs) for (const s of synonyms) verbOf.set(s, verb);
  const exact = verbOf.get(word.toLowerCase());
  if (exact !== undefined) return `\`${word}\` is not a verb of this game; did you mean \`${exact}\`?`;
  const match = closest(word, [...verbs.keys(), ...verbOf.keys()]);
  if (match === undefined) return undefined;
  return `did you mean \`${verbOf.get(match) ?? match}\`?`;
}
