/**
 * Deck files are YAML files named `*.deck.yaml` (or `.deck.yml`) anywhere in a game folder, say
 * `cards/<game>/decks/starter.deck.yaml`. They hold decks, not cards, so the card checker skips them.
 */
import fg from "fast-glob";

export const DECK_FILE_GLOB = "**/*.deck.{yaml,yml}";

/** Is this path (relative or absolute) a deck file? */
export function isDeckFile(path: string): boolean {
  return /\.deck\.ya?ml$/i.test(path);
}

/** The deck files of a game folder, relative and `/`-separated, sorted. */
export function deckFiles(gameDir: string): string[] {
  return fg.sync(DECK_FILE_GLOB, { cwd: gameDir, caseSensitiveMatch: false }).sort();
}
