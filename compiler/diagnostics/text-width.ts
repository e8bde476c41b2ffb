/**
 * Maps a source line (indexed by UTF-16 code unit, like our columns) to terminal cells, so a caret
 * drawn under column N lands under the character at column N even with tabs, wide CJK/emoji
 * characters, zero-width marks and control characters in the line.
 */

export const TAB_STOP = 4;

/** One printable piece of a line: what to print and where it starts on screen. */
export interface Cell {
  text: string;
  /** 0-based display column where this cell starts. */
  col: number;
  width: number;
}

export interface LineLayout {
  cells: Cell[];
  /** colAt[u] = display column of code unit u (0-based); colAt[length] = total width. */
  colAt: number[];
  width: number;
}

export function layoutLine(line: string): LineLayout {
  const cells: Cell[] = [];
  const colAt: number[] = [];
  let col = 0;
  for (let u = 0; u < line.length; ) {
    const cp = line.codePointAt(u)!;
    const units = cp > 0xffff ? 2 : 1;
    let text: string;
    let width: number;
    if (cp === 0x09) {
      width = TAB_STOP - (col % TAB_STOP);
      text = " ".repeat(width);
    } else if (isControl(cp) || isBidiControl(cp)) {
      // Never echo raw control characters: a hostile file could drive the terminal (ANSI escapes)
      // or visually reorder the line (bidi overrides, "Trojan Source").
      text = controlPicture(cp);
      width = 1;
    } else if (cp === 0xfeff) {
      text = ""; // a BOM may be counted as a column by the loader; it occupies no cell
      width = 0;
    } else {
      text = String.fromCodePoint(cp);
      width = charWidth(cp);
    }
    // Both halves of a surrogate pair map to the glyph start, so a column inside a pair stays sane.
    for (let k = 0; k < units; k++) colAt.push(col);
    cells.push({ text, col, width });
    col += width;
    u += units;
  }
  colAt.push(col);
  return { cells, colAt, width: col };
}

/** C0 controls (except tab, handled separately), DEL and C1 controls. */
export function isControl(cp: number): boolean {
  return cp < 0x20 || (cp >= 0x7f && cp < 0xa0);
}

/** Bidi embedding/override/isolate controls and LRM/RLM. */
function isBidiControl(cp: number): boolean {
  return cp === 0x200e || cp === 0x200f || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
}

/** A visible, single-cell stand-in for a control character (U+2400 block; `␡` for DEL, `�` otherwise). */
function controlPicture(cp: number): string {
  if (cp < 0x20) return String.fromCodePoint(0x2400 + cp);
  if (cp === 0x7f) return "\u2421";
  return "\ufffd";
}

/** Replaces control characters in free text (messages, labels) with visible pictures; keeps `\n` if asked. */
export function sanitizeText(text: string, keepNewlines = false): string {
  let out = "";
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (ch === "\t") out += " ";
    else if (ch === "\n" && keepNewlines) out += ch;
    else if (isControl(cp) || isBidiControl(cp)) out += controlPicture(cp);
    else out += ch;
  }
  return out;
}

/**
 * Terminal cell width of a code point. Deliberately approximate (no full Unicode tables): zero for
 * combining marks / zero-width characters / BOM, two for East Asian wide ranges and emoji.
 */
function charWidth(cp: number): number {
  if (
    (cp >= 0x0300 && cp <= 0x036f) ||
    (cp >= 0x1ab0 && cp <= 0x1aff) ||
    (cp >= 0x1dc0 && cp <= 0x1dff) ||
    (cp >= 0x200b && cp <= 0x200d) ||
    (cp >= 0x20d0 && cp <= 0x20ff) ||
    (cp >= 0xfe00 && cp <= 0xfe0f) ||
    (cp >= 0xfe20 && cp <= 0xfe2f)
  ) {
    return 0;
  }
  if (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0x303e) ||
    (cp >= 0x3041 && cp <= 0x33ff) ||
    (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0x4e00 && cp <= 0x9fff) ||
    (cp >= 0xa000 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x1f000 && cp <= 0x1faff) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  ) {
    return 2;
  }
  return 1;
}
