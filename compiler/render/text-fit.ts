/**
 * Sets paragraphs of words and inline icons into a box: greedy line breaking with the real font
 * metrics, shrinking the size step by step down to a minimum. What still does not fit is cut at
 * the last line that does, ending in an ellipsis, and reported as not fitting.
 */
import type { Face, Measure } from "./fonts.ts";

/** A word, or an icon drawn as a badge in the line. */
/** `glue`: no space before it (punctuation after an icon). */
export type Piece = { kind: "word"; text: string; face?: Face; glue?: boolean } | { kind: "icon"; icon: string };

export interface Paragraph {
  pieces: Piece[];
  /** Space before the paragraph, in lines. */
  gap?: number;
}

export interface PlacedPiece {
  piece: Piece;
  /** Offset from the line's left edge. */
  x: number;
  width: number;
}

export interface SetLine {
  pieces: PlacedPiece[];
  /** Baseline offset from the box's top. */
  baseline: number;
}

export interface FitResult {
  size: number;
  lines: SetLine[];
  fits: boolean;
  /** The height the text takes at the chosen size. */
  height: number;
}

/** How wide an icon badge is, at a text size. */
export type IconWidth = (icon: string, size: number) => number;

export const LINE_HEIGHT = 1.22;
const ELLIPSIS = "\u2026";

export interface FitOptions {
  width: number;
  height: number;
  max: number;
  min: number;
  step?: number;
}

export function fitText(paragraphs: Paragraph[], opts: FitOptions, measure: Measure, iconWidth: IconWidth): FitResult {
  const step = opts.step ?? 0.1;
  for (let size = opts.max; size >= opts.min - 1e-9; size = Math.round((size - step) * 1000) / 1000) {
    const set = setLines(paragraphs, opts.width, size, measure, iconWidth);
    if (set.height <= opts.height + 1e-9) return { size, lines: set.lines, fits: true, height: set.height };
  }
  const size = opts.min;
  const set = setLines(paragraphs, opts.width, size, measure, iconWidth);
  const kept = set.lines.filter((l) => l.baseline + size * (LINE_HEIGHT - 1) <= opts.height + 1e-9);
  if (kept.length) endWithEllipsis(kept[kept.length - 1], opts.width, size, measure);
  return { size, lines: kept, fits: false, height: set.height };
}

function setLines(paragraphs: Paragraph[], width: number, size: number, measure: Measure, iconWidth: IconWidth): { lines: SetLine[]; height: number } {
  const lineHeight = size * LINE_HEIGHT;
  const lines: SetLine[] = [];
  let top = 0;
  for (const [i, p] of paragraphs.entries()) {
    if (i > 0) top += (p.gap ?? 0) * lineHeight;
    let line: PlacedPiece[] = [];
    let x = 0;
    const space = measure(" ", "regular", size);
    const flush = () => {
      lines.push({ pieces: line, baseline: top + size });
      top += lineHeight;
      line = [];
      x = 0;
    };
    for (const piece of splitLong(p.pieces, width, size, measure)) {
      const w = piece.kind === "word" ? measure(piece.text, piece.face ?? "regular", size) : iconWidth(piece.icon, size);
      const at = !line.length ? 0 : piece.kind === "word" && piece.glue ? x : x + space;
      if (line.length && at + w > width + 1e-9) {
        flush();
        line.push({ piece, x: 0, width: w });
        x = w;
      } else {
        line.push({ piece, x: at, width: w });
        x = at + w;
      }
    }
    flush();
  }
  return { lines, height: top === 0 ? 0 : top - lineHeight + size * LINE_HEIGHT };
}

/** A word wider than the line is broken into pieces that fit (a URL, a name with no spaces). */
function splitLong(pieces: Piece[], width: number, size: number, measure: Measure): Piece[] {
  const out: Piece[] = [];
  for (const piece of pieces) {
    if (piece.kind !== "word" || measure(piece.text, piece.face ?? "regular", size) <= width) {
      out.push(piece);
      continue;
    }
    // Character by character (kerning aside): linear in the word's length, however long it is.
    let part = "";
    let w = 0;
    for (const ch of piece.text) {
      const cw = measure(ch, piece.face ?? "regular", size);
      if (part && w + cw > width) {
        out.push({ ...piece, text: part });
        part = "";
        w = 0;
      }
      part += ch;
      w += cw;
    }
    if (part) out.push({ ...piece, text: part });
  }
  return out;
}

/** Mark a cut: the line's last word ends in `…`, dropping words until it fits. */
function endWithEllipsis(line: SetLine, width: number, size: number, measure: Measure): void {
  const dots = measure(ELLIPSIS, "regular", size);
  while (line.pieces.length) {
    const last = line.pieces[line.pieces.length - 1];
    if (last.x + last.width + dots <= width + 1e-9) break;
    line.pieces.pop();
  }
  const last = line.pieces[line.pieces.length - 1];
  const x = last ? last.x + last.width : 0;
  line.pieces.push({ piece: { kind: "word", text: ELLIPSIS }, x, width: dots });
}

/** Words of a text, with each word that names an icon turned into that icon. */
export function textPieces(text: string, icons: ReadonlySet<string>, face: Face = "regular"): Piece[] {
  const pieces: Piece[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    // An icon name followed by punctuation (`MxAttack,`) is still the icon.
    const m = /^([\p{L}\p{N}_-]+)([^\p{L}\p{N}_-]*)$/u.exec(word);
    if (m && icons.has(m[1])) {
      pieces.push({ kind: "icon", icon: m[1] });
      if (m[2]) pieces.push({ kind: "word", text: m[2], face, glue: true });
    } else pieces.push({ kind: "word", text: word, face });
  }
  return pieces;
}
