/** Small English helpers for diagnostic messages. */

/** "a skill", "an item": the indefinite article for a word. */
export function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? "an" : "a"} ${word}`;
}
