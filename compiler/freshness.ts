/**
 * Is `generated/<game>/` built from the card files on disk? `build` records a fingerprint of a
 * game's sources (game.yaml, every card file and deck file: paths and bytes) in `generated/<game>/sources.json`;
 * `play` and `test` compare it with the files on disk and refuse to run stale code, since a game
 * played from old generated modules silently ignores what the designer just changed.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { cardFiles, VOCABULARY_FILE } from "./check/check-game.ts";
import { deckFiles } from "./decks/deck-files.ts";

export const SOURCES_FILE = "sources.json";

/** A fingerprint of everything in a game folder that the compiler reads. */
export function sourcesFingerprint(gameDir: string): string {
  const files = [VOCABULARY_FILE, ...[...cardFiles(gameDir), ...deckFiles(gameDir)].sort()];
  const h = createHash("sha256");
  for (const f of files) {
    const path = join(gameDir, f);
    if (!existsSync(path)) continue;
    const bytes = readFileSync(path);
    h.update(`${f}\0${bytes.length}\0`).update(bytes);
  }
  return h.digest("hex");
}

/** The content of `sources.json` for a game folder. */
export function sourcesRecord(gameDir: string): string {
  return `${JSON.stringify({ fingerprint: sourcesFingerprint(gameDir) }, null, 2)}\n`;
}

/** The output folder name a game folder builds to (its `game:` key), or the folder name. */
function outputName(gameDir: string): string | undefined {
  try {
    const doc = parse(readFileSync(join(gameDir, VOCABULARY_FILE), "utf8")) as { game?: unknown } | null;
    return typeof doc?.game === "string" ? doc.game : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Why `generated/` cannot be trusted for this game folder, or null when it is fresh.
 * `generatedRoot` is the project's `generated/` folder; `shown` names the game folder for people.
 */
export function staleReason(gameDir: string, generatedRoot: string, shown = gameDir): string | null {
  const name = outputName(gameDir);
  if (!name) return `cannot read the \`game:\` name in ${join(gameDir, VOCABULARY_FILE)}`;
  const record = join(generatedRoot, name, SOURCES_FILE);
  let saved: unknown;
  try {
    saved = (JSON.parse(readFileSync(record, "utf8")) as { fingerprint?: unknown }).fingerprint;
  } catch {
    return `generated/${name}/ has not been built (no ${SOURCES_FILE})`;
  }
  if (saved !== sourcesFingerprint(gameDir)) return `generated/${name}/ is older than the card files in ${shown}`;
  return null;
}
