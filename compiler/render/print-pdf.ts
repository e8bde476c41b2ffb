/**
 * The print sheet: A4 pages of 3 × 3 cards at 63 × 88 mm, set edge to edge so one cut serves two
 * cards, with 3 mm of bleed (the card's frame colour) around the block and crop marks at every
 * cut line outside it. The DejaVu fonts are embedded (subset) by PDFKit; the creation date is
 * fixed so the same cards give the same bytes.
 */
import PDFDocument from "pdfkit";
import SVGtoPDF from "svg-to-pdfkit";
import type { Vocabulary } from "../vocab/vocabulary.ts";
import { kindLayout } from "./card-layout.ts";
import { CARD_HEIGHT, CARD_WIDTH } from "./card-svg.ts";
import { FACES, fontPath, type Face } from "./fonts.ts";
import type { RenderedCardFile } from "./render-game.ts";

export const PT_PER_MM = 72 / 25.4;
export const A4 = { width: 210, height: 297 };
export const BLEED = 3;
export const PER_ROW = 3;
export const PER_PAGE = 9;
const MARK_GAP = 1.5;
const MARK_LENGTH = 5;

const pt = (mm: number) => mm * PT_PER_MM;

export async function printPdf(title: string, cards: RenderedCardFile[], vocab: Vocabulary): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 0,
    autoFirstPage: false,
    info: { Title: title, Creator: "Cardsmith", Producer: "Cardsmith (PDFKit)", CreationDate: new Date(0) },
  });
  for (const face of Object.keys(FACES) as Face[]) doc.registerFont(`DejaVu-${face}`, fontPath(face));
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", () => resolve());
    doc.on("error", reject);
  });
  const fontCallback = (_family: string, bold: boolean, italic: boolean) => `DejaVu-${bold ? "bold" : italic ? "italic" : "regular"}`;
  const warnings: string[] = [];

  for (let first = 0; first < cards.length; first += PER_PAGE) {
    const page = cards.slice(first, first + PER_PAGE);
    doc.addPage({ size: "A4", margin: 0 });
    const rows = Math.ceil(page.length / PER_ROW);
    const cols = Math.min(PER_ROW, page.length);
    const left = (A4.width - PER_ROW * CARD_WIDTH) / 2;
    const top = (A4.height - 3 * CARD_HEIGHT) / 2;
    const at = (i: number) => ({ x: left + (i % PER_ROW) * CARD_WIDTH, y: top + Math.floor(i / PER_ROW) * CARD_HEIGHT });
    // Bleed first, every card's frame colour 3 mm past its edges; the cards then cover the inner ones.
    for (const [i, card] of page.entries()) {
      const { x, y } = at(i);
      doc.rect(pt(x - BLEED), pt(y - BLEED), pt(CARD_WIDTH + 2 * BLEED), pt(CARD_HEIGHT + 2 * BLEED)).fill(kindLayout(vocab, card.kind).color);
    }
    for (const [i, card] of page.entries()) {
      const { x, y } = at(i);
      SVGtoPDF(doc, card.svg, pt(x), pt(y), { width: pt(CARD_WIDTH), height: pt(CARD_HEIGHT), fontCallback, warningCallback: (m) => warnings.push(m) });
    }
    cropMarks(doc, left, top, cols, rows);
  }
  doc.end();
  await done;
  if (warnings.length) throw new Error(`the PDF could not draw a card: ${warnings[0]}`);
  return Buffer.concat(chunks);
}

/** Hairlines on every cut line, outside the bleed: above and below each column edge, beside each row edge. */
function cropMarks(doc: PDFKit.PDFDocument, left: number, top: number, cols: number, rows: number): void {
  const right = left + cols * CARD_WIDTH;
  const bottom = top + rows * CARD_HEIGHT;
  doc.save().lineWidth(0.25).strokeColor("#000000");
  for (let c = 0; c <= cols; c++) {
    const x = left + c * CARD_WIDTH;
    line(doc, x, top - BLEED - MARK_GAP, x, top - BLEED - MARK_GAP - MARK_LENGTH);
    line(doc, x, bottom + BLEED + MARK_GAP, x, bottom + BLEED + MARK_GAP + MARK_LENGTH);
  }
  for (let r = 0; r <= rows; r++) {
    const y = top + r * CARD_HEIGHT;
    line(doc, left - BLEED - MARK_GAP, y, left - BLEED - MARK_GAP - MARK_LENGTH, y);
    line(doc, right + BLEED + MARK_GAP, y, right + BLEED + MARK_GAP + MARK_LENGTH, y);
  }
  doc.restore();
}

function line(doc: PDFKit.PDFDocument, x1: number, y1: number, x2: number, y2: number): void {
  doc.moveTo(pt(x1), pt(y1)).lineTo(pt(x2), pt(y2)).stroke();
}
