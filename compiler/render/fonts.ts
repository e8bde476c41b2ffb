/**
 * The fonts cards are set in: DejaVu (the `dejavu-fonts-ttf` package), the same TTF files for
 * measuring text (through PDFKit's font engine), for the PDF (embedded) and for the proof sheet
 * (`@font-face`), so the fitting done here is what every output shows.
 */
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

export type Face = "regular" | "bold" | "italic";

/** The SVG `font-family` of each face, and the file it is set in. */
export const FACES: Record<Face, { family: string; weight: "normal" | "bold"; style: "normal" | "italic"; file: string }> = {
  regular: { family: "DejaVu Sans", weight: "normal", style: "normal", file: "DejaVuSans.ttf" },
  bold: { family: "DejaVu Sans", weight: "bold", style: "normal", file: "DejaVuSans-Bold.ttf" },
  italic: { family: "DejaVu Sans", weight: "normal", style: "italic", file: "DejaVuSans-Oblique.ttf" },
};

const require = createRequire(import.meta.url);

/** The absolute path of a face's TTF file. */
export function fontPath(face: Face): string {
  return require.resolve(`dejavu-fonts-ttf/ttf/${FACES[face].file}`);
}

/** Text width in the units of `size` (mm for cards), as the font's advance widths and kerning give it. */
export type Measure = (text: string, face: Face, size: number) => number;

/** A measurer over the real fonts; widths are cached per face and text. */
export function fontMeasure(): Measure {
  const doc = new PDFDocument({ autoFirstPage: false });
  const cache = new Map<string, number>();
  for (const face of Object.keys(FACES) as Face[]) doc.registerFont(face, fontPath(face));
  return (text, face, size) => {
    const key = `${face}\u0000${text}`;
    let unit = cache.get(key);
    if (unit === undefined) {
      doc.font(face).fontSize(1);
      unit = doc.widthOfString(text);
      cache.set(key, unit);
    }
    return unit * size;
  };
}
