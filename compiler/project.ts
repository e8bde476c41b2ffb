/**
 * Finds games: a game is a folder under `cards/` holding a `game.yaml`. Paths given on the
 * command line map to the games that contain them.
 */
import { existsSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import fg from "fast-glob";
import { VOCABULARY_FILE } from "./check/check-game.ts";

import { UsageError } from "./usage-error.ts";

export { UsageError };

/** Every game folder at or below `dir`. */
export function gamesUnder(dir: string): string[] {
  return fg
    .sync(`**/${VOCABULARY_FILE}`, { cwd: dir, ignore: ["**/node_modules/**"], deep: 4 })
    .map((f) => resolve(dir, dirname(f)))
    .sort();
}

/** The game folder that contains `path`, if any. */
export function gameContaining(path: string): string | undefined {
  for (let dir = resolve(path); ; dir = dirname(dir)) {
    if (existsSync(join(dir, VOCABULARY_FILE))) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

export interface Selection {
  /** Game folders to check. */
  games: string[];
  /** When the user named files or sub-folders, only their diagnostics are reported. */
  only?: string[];
  /** Paths that belong to no game. */
  orphans: string[];
}

export function selectGames(paths: string[]): Selection {
  const games = new Set<string>();
  const only: string[] = [];
  const orphans: string[] = [];
  let narrowed = false;
  for (const p of paths) {
    const abs = resolve(p);
    if (!existsSync(abs)) throw new UsageError(`no such file or folder: ${p}`);
    const owner = gameContaining(abs);
    if (statSync(abs).isDirectory()) {
      if (owner) {
        games.add(owner);
        if (owner !== abs) narrowed = true;
        only.push(abs);
        continue;
      }
      const found = gamesUnder(abs);
      if (!found.length) orphans.push(p);
      found.forEach((g) => games.add(g));
      only.push(abs);
    } else if (owner) {
      games.add(owner);
      only.push(abs);
      narrowed = true;
    } else orphans.push(p);
  }
  return { games: [...games].sort(), only: narrowed ? only : undefined, orphans };
}
