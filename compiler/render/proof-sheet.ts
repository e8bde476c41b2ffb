/**
 * The HTML proof sheet: every card at print size (63 × 88 mm), inline SVG so its text is real
 * text in the page, set in the same DejaVu fonts the cards were measured with (copied beside the
 * sheet), with the render's warnings listed at the top.
 */
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { FACES, type Face } from "./fonts.ts";
import type { RenderedCardFile } from "./render-game.ts";
import { escapeXml } from "./xml.ts";

/** Where the sheet finds the fonts, relative to itself. */
export const FONT_DIR = "fonts";

export function fontFaceCss(prefix = `${FONT_DIR}/`): string {
  return (Object.keys(FACES) as Face[])
    .map((face) => {
      const f = FACES[face];
      return `@font-face { font-family: "${f.family}"; font-weight: ${f.weight}; font-style: ${f.style}; src: url("${prefix}${f.file}") format("truetype"); }`;
    })
    .join("\n");
}

export function proofSheetHtml(title: string, game: string, cards: RenderedCardFile[], warnings: Diagnostic[]): string {
  const where = (d: Diagnostic) => (d.span ? `${d.span.file}:${d.span.start.line}:${d.span.start.col}: ` : "");
  const list = warnings.length
    ? `<section class="warnings"><h2>${warnings.length} warning${warnings.length === 1 ? "" : "s"}</h2><ul>\n${warnings.map((w) => `<li><code>${escapeXml(w.code)}</code> ${escapeXml(where(w) + w.message)}</li>`).join("\n")}\n</ul></section>`
    : "";
  const figures = cards.map(
    (c) => `<figure id="card-${escapeXml(c.id)}" data-card="${escapeXml(c.id)}">\n${c.svg}<figcaption>${escapeXml(c.id)} · ${escapeXml(c.kind)} · ${escapeXml(c.file)}</figcaption></figure>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeXml(title)}: proof sheet</title>
<style>
${fontFaceCss()}
body { margin: 12mm; font-family: "DejaVu Sans", sans-serif; color: #1d1b18; background: #e9e6df; }
h1 { font-size: 16pt; margin: 0 0 2mm; }
.summary { margin: 0 0 6mm; color: #555; }
.warnings { background: #fff4d6; border: 1px solid #d9b44a; padding: 2mm 5mm; margin-bottom: 6mm; }
.warnings h2 { font-size: 11pt; margin: 2mm 0; }
.sheet { display: flex; flex-wrap: wrap; gap: 6mm; }
figure { margin: 0; width: 63mm; }
figure svg { display: block; width: 63mm; height: 88mm; box-shadow: 0 0.5mm 1.5mm rgba(0, 0, 0, 0.35); }
figcaption { font-size: 7pt; color: #666; margin-top: 1mm; overflow-wrap: anywhere; }
</style>
</head>
<body data-game="${escapeXml(game)}">
<h1>${escapeXml(title)}: proof sheet</h1>
<p class="summary">${cards.length} cards at print size (63 × 88 mm). Print the PDF beside this page (print.pdf) for cutting: 3 × 3 cards per A4 page with bleed and crop marks.</p>
${list}
<main class="sheet">
${figures.join("\n")}
</main>
</body>
</html>
`;
}
