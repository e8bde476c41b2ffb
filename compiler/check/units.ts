/**
 * Units are written as English reads them: `1 card` and `2 cards`, `1 success` and `2 successes`,
 * `1 ally` and `3 allies`. A written unit names a declared one when either is a regular plural
 * of the other (+s, +es, y → ies); the declared name is what the compiled game uses.
 */

/** The regular plurals of a word. */
function plurals(word: string): string[] {
  const out = [`${word}s`, `${word}es`];
  if (/[^aeiou]y$/.test(word)) out.push(`${word.slice(0, -1)}ies`);
  return out;
}

/** Whether a written unit is the declared one, in the singular or the plural. */
export function sameUnit(declared: string, written: string): boolean {
  return declared === written || plurals(declared).includes(written) || plurals(written).includes(declared);
}

/** The declared unit a written one names (itself when declared), or undefined. */
export function declaredUnit(written: string, declared: Iterable<string>): string | undefined {
  let found: string | undefined;
  for (const d of declared) {
    if (d === written) return d;
    if (found === undefined && sameUnit(d, written)) found = d;
  }
  return found;
}
