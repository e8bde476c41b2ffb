/**
 * `cardsmith render <game> [--out DIR]`: every card as SVG (`cards/<id>.svg`), the HTML proof
 * sheet (`proof.html`) and the print sheet (`print.pdf`), written as one folder. Text that does
 * not fit its card is a CS6001 warning at the card's field; the render still completes.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { checkGame, relativeTo } from "../check/check-game.ts";
import { FACES, fontPath, type Face } from "../render/fonts.ts";
import { PER_PAGE, printPdf } from "../render/print-pdf.ts";
import { FONT_DIR, proofSheetHtml } from "../render/proof-sheet.ts";
import { renderGameCards } from "../render/render-game.ts";
import { writeSite, type SiteFiles } from "../render/write-site.ts";
import { report, type OutputFormat } from "./check-command.ts";
import { gameFolder } from "./game-folder.ts";

export interface RenderOptions {
  out?: string;
  format: OutputFormat;
  color: boolean;
}

/** The project's lock for commands that swap an output folder in. */
export const outputLockFile = (root: string) => join(root, ".cardsmith-cache", "lock", "output.lock");

export async function runRender(game: string, opts: RenderOptions, root = process.cwd()): Promise<number> {
  const dir = gameFolder(game, root);
  const display = relativeTo(root);
  const check = checkGame(dir, display);
  if (!check.game) {
    report({ checks: [check], ...check }, opts.format, opts.color);
    return 1;
  }
  const rendered = renderGameCards(check.game, dir, display);
  const title = check.game.vocab.title;
  const files: SiteFiles = new Map();
  for (const c of rendered.cards) files.set(`cards/${c.id}.svg`, c.svg);
  files.set("proof.html", proofSheetHtml(title, check.game.vocab.game, rendered.cards, rendered.warnings));
  files.set("print.pdf", await printPdf(title, rendered.cards, check.game.vocab));
  for (const [path, bytes] of fontFiles()) files.set(path, bytes);
  const out = opts.out ?? join(root, "out", "render", check.game.vocab.game);
  await writeSite(out, files, "render", outputLockFile(root));

  report({ checks: [check], diagnostics: [...check.diagnostics, ...rendered.warnings], sources: check.sources, cards: check.cards, files: check.files }, opts.format, opts.color);
  if (opts.format === "human") {
    const pages = Math.ceil(rendered.cards.length / PER_PAGE);
    const shown = relative(root, out) || ".";
    const n = rendered.cards.length;
    process.stdout.write(`rendered ${n} card${n === 1 ? "" : "s"} of ${check.game.vocab.game} to ${shown}/: cards/*.svg, proof.html, print.pdf (${pages} A4 page${pages === 1 ? "" : "s"})\n`);
  }
  return 0;
}

/** The DejaVu fonts the proof sheet sets its cards in, copied beside it. */
export function fontFiles(): Map<string, Uint8Array> {
  return new Map((Object.keys(FACES) as Face[]).map((face) => [`${FONT_DIR}/${FACES[face].file}`, readFileSync(fontPath(face))]));
}
