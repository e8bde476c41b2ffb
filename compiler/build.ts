/**
 * Builds games: check, then emit `generated/<game>/` (TypeScript modules + the editor schema),
 * formatting and writing only what changed. With `check: true` nothing is written and stale
 * files are reported instead.
 */
import { basename, join } from "node:path";
import { checkGame, relativeTo, type GameCheck } from "./check/check-game.ts";
import { emitGame } from "./emit/emit-game.ts";
import { writeGenerated } from "./emit/write-output.ts";
import { gameSchema } from "./schema/card-schema.ts";

export interface BuildOptions {
  /** Where `generated/` lives; each game goes to `<outRoot>/<game>/`. */
  outRoot: string;
  /** Where build caches live (content hashes of the last formatted output). */
  cacheDir: string;
  check?: boolean;
  /** Runtime API path relative to the game's output folder, when outRoot is not `generated/`. */
  runtimeApi?: string;
  display?: (abs: string) => string;
}

export interface GameBuild {
  game: string;
  check: GameCheck;
  written: string[];
  unchanged: string[];
  removed: string[];
  stale: string[];
}

export async function buildGame(gameDir: string, opts: BuildOptions): Promise<GameBuild> {
  const check = checkGame(gameDir, opts.display ?? relativeTo(process.cwd()));
  const name = check.vocab?.game ?? basename(gameDir);
  const result: GameBuild = { game: name, check, written: [], unchanged: [], removed: [], stale: [] };
  if (!check.game) return result;
  const files = emitGame(check.game, { runtimeApi: opts.runtimeApi });
  files.set("schema.json", `${JSON.stringify(gameSchema(check.game.vocab), null, 2)}\n`);
  const outcome = await writeGenerated(join(opts.outRoot, name), files, {
    check: !!opts.check,
    cacheFile: join(opts.cacheDir, `${name}.json`),
  });
  return { ...result, ...outcome };
}
