/**
 * `play` and `test` run the generated modules, not the YAML: refuse, with the command that fixes
 * it, when `generated/` was built from other card files than the ones on disk.
 */
import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { staleReason } from "../freshness.ts";
import { gamesUnder, UsageError } from "../project.ts";

/** Game folders under `cards/` that have a runtime (`cards/<game>/runtime/index.ts`). */
export function playableGames(cwd = process.cwd()): string[] {
  const cards = join(cwd, "cards");
  return existsSync(cards) ? gamesUnder(cards).filter((dir) => existsSync(join(dir, "runtime", "index.ts"))) : [];
}

export function refuseStale(gameDir: string, cwd = process.cwd()): void {
  const reason = staleReason(gameDir, join(cwd, "generated"), relative(cwd, gameDir) || gameDir);
  if (reason) throw new UsageError(`${reason}: run \`npx cardsmith build\` (or \`npm run build:cards\`) first, so the game runs the cards on disk`);
}
