/** `cardsmith list <game> [--format json]`: every card as {id, name, kind, file}. */
import { join } from "node:path";
import { checkGame, relativeTo } from "../check/check-game.ts";
import { renderHuman } from "../diagnostics/index.ts";
import { sanitizeText } from "../diagnostics/text-width.ts";
import { UsageError, gamesUnder } from "../project.ts";
import { existsSync } from "node:fs";

export function runList(game: string, format: "text" | "json", root = process.cwd()): number {
  const dir = join(root, "cards", game);
  if (!existsSync(join(dir, "game.yaml"))) {
    const known = gamesUnder(join(root, "cards")).map((g) => g.split("/").pop());
    throw new UsageError(`no game \`${game}\` in cards/ (games: ${known.join(", ") || "none"})`);
  }
  const check = checkGame(dir, relativeTo(root));
  if (!check.game) {
    process.stderr.write(renderHuman(check.diagnostics, (f) => check.sources.get(f), { color: false }));
    return 1;
  }
  const rows = [...check.game.files].flatMap(([file, cards]) =>
    cards.map((c) => ({ id: c.id, name: String(c.data.name), kind: c.kind, file: join("cards", game, file) })),
  );
  // JSON escapes C0 controls itself; DEL, C1 controls and line separators are escaped here.
  if (format === "json") process.stdout.write(`${JSON.stringify(rows, null, 2).replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)}\n`);
  // Names and file names are the user's text: control characters are shown, never sent raw.
  else for (const r of rows) process.stdout.write(`${r.id.padEnd(28)} ${r.kind.padEnd(16)} ${sanitizeText(r.name).padEnd(28)} ${sanitizeText(r.file)}\n`);
  return 0;
}
