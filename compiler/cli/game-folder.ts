/** The game a command names: a game id under cards/, or the path of any folder holding a game.yaml. */
import { existsSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { VOCABULARY_FILE } from "../check/check-game.ts";
import { gamesUnder, UsageError } from "../project.ts";

export function gameFolder(game: string, root = process.cwd()): string {
  const asPath = resolve(root, game);
  if ((game.includes("/") || game.startsWith(".")) && existsSync(asPath) && statSync(asPath).isDirectory()) {
    if (existsSync(join(asPath, VOCABULARY_FILE))) return asPath;
    throw new UsageError(`${game} holds no ${VOCABULARY_FILE}: not a game folder`);
  }
  const dir = join(root, "cards", game);
  if (/^[a-z0-9][a-z0-9-]*$/.test(game) && existsSync(join(dir, VOCABULARY_FILE))) return dir;
  const known = gamesUnder(join(root, "cards")).map((g) => g.split(/[\\/]/).pop());
  throw new UsageError(`no game \`${game}\` in cards/ (games: ${known.join(", ") || "none"}); a game folder elsewhere is named by its path, e.g. ./cards/elo-darkness`);
}
