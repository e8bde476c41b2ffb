/**
 * `cardsmith render <game> [--out DIR]`: every card as SVG (`cards/<id>.svg`), the HTML proof
 * sheet (`proof.html`) and the print sheet (`print.pdf`), written as one folder. Text that does
 * not fit its card is a CS6001 warning at the card's field; the render still completes.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { FACES, fontPath, type Face } from "../render/fonts.ts";
import { PER_PAGE, printPdf } from "../render/print-pdf.ts";
import { FONT_DIR, proofSheetHtml } from "../render/proof-sheet.ts";
import { renderGameCards } from "../render/render-game.ts";
import { writeSite, type SiteFiles } from "../render/write-site.ts";
import type { OutputFormat } from "./check-command.ts";
import { checkedGameFolder, reportWith } from "./game-folder.ts";

export interface RenderOptions {
  out?: string;
  format: OutputFormat;
  color: boolean;
}

/** The project's lock for commands that swap an output folder in. */
export const outputLockFile = (root: string) => join(root, ".cardsmith-cache", "lock", "output.lock");

export async function runRender(game: string, opts: RenderOptions, root = process.cwd()): Promise<number> {
  const folder = checkedGameFolder(game, opts, root);
  if (!folder) return 1;
  const { dir, display, check } = folder;
  const rendered = renderGameCards(folder.game, dir, display);
  const title = folder.game.vocab.title;
  const files: SiteFiles = new Map();
  for (const c of rendered.cards) files.set(`cards/${c.id}.svg`, c.svg);
  files.set("proof.html", proofSheetHtml(title, folder.game.vocab.game, rendered.cards, rendered.warnings));
  files.set("print.pdf", await printPdf(title, rendered.cards, folder.game.vocab));
  for (const [path, bytes] of fontFiles()) files.set(path, bytes);
  const out = opts.out ?? join(root, "out", "render", folder.game.vocab.game);
  await writeSite(out, files, "render", outputLockFile(root));

  reportWith(check, rendered.warnings, opts);
  if (opts.format === "human") {
    const pages = Math.ceil(rendered.cards.length / PER_PAGE);
    const shown = relative(root, out) || ".";
    const n = rendered.cards.length;
    process.stdout.write(`rendered ${n} card${n === 1 ? "" : "s"} of ${folder.game.vocab.game} to ${shown}/: cards/*.svg, proof.html, print.pdf (${pages} A4 page${pages === 1 ? "" : "s"})\n`);
  }
  return 0;
}

/** The DejaVu fonts the proof sheet sets its cards in, copied beside it. */
export function fontFiles(): Map<string, Uint8Array> {
  return new Map((Object.keys(FACES) as Face[]).map((face) => [`${FONT_DIR}/${FACES[face].file}`, readFileSync(fontPath(face))]));
}
