/** The game a command names: a game id under cards/, or the path of any folder holding a game.yaml. */
import { existsSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { checkGame, relativeTo, VOCABULARY_FILE, type GameCheck } from "../check/check-game.ts";
import type { CheckedGame } from "../check/checked.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { gamesUnder, UsageError } from "../project.ts";
import { report, type OutputFormat } from "./check-command.ts";

export function gameFolder(game: string, root = process.cwd()): string {
  const asPath = resolve(root, game);
  if ((game.includes("/") || game.startsWith(".")) && existsSync(asPath) && statSync(asPath).isDirectory()) {
    if (existsSync(join(asPath, VOCABULARY_FILE))) return asPath;
    throw new UsageError(`${game} holds no ${VOCABULARY_FILE}: not a game folder`);
  }
  const dir = join(root, "cards", game);
  if (/^[a-z0-9][a-z0-9-]*$/.test(game) && existsSync(join(dir, VOCABULARY_FILE))) return dir;
  const known = gamesUnder(join(root, "cards")).map((g) => g.split(/[\\/]/).pop());
  throw new UsageError(`no game \`${game}\` in cards/ (games: ${known.join(", ") || "none"}); a game folder elsewhere is named by its path, e.g. ./my-game`);
}

export interface CheckedFolder {
  dir: string;
  display: (abs: string) => string;
  check: GameCheck;
  game: CheckedGame;
}

/** The named game, checked (`render`, `docs`): null, its diagnostics reported, when it does not check. */
export function checkedGameFolder(game: string, opts: { format: OutputFormat; color: boolean }, root = process.cwd()): CheckedFolder | null {
  const dir = gameFolder(game, root);
  const display = relativeTo(root);
  const check = checkGame(dir, display);
  if (!check.game) {
    report({ checks: [check], ...check }, opts.format, opts.color);
    return null;
  }
  return { dir, display, check, game: check.game };
}

/** The check's diagnostics with a command's own warnings (text that does not fit a card). */
export function reportWith(check: GameCheck, warnings: readonly Diagnostic[], opts: { format: OutputFormat; color: boolean }): void {
  report({ checks: [check], diagnostics: [...check.diagnostics, ...warnings], sources: check.sources, cards: check.cards, files: check.files }, opts.format, opts.color);
}
