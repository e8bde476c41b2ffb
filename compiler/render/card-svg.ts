/**
 * One card as SVG (63 × 88 mm; one user unit is a millimetre), laid out by its kind's layout:
 * a title bar with the name and corner badges, rows of fields, then a text box holding the rules
 * text (icons inline), charts, effects and icons. Every text is measured with the font it is set
 * in; what does not fit is cut and reported. Text from card files is always escaped.
 */
import type { FieldSpec, Vocabulary } from "../vocab/vocabulary.ts";
import { iconLook, kindLayout, labelOf, type ResolvedLayout } from "./card-layout.ts";
import { FACES, type Face, type Measure } from "./fonts.ts";
import { fitText, LINE_HEIGHT, textPieces, type Paragraph, type Piece, type SetLine } from "./text-fit.ts";
import { escapeXml, num } from "./xml.ts";

export const CARD_WIDTH = 63;
export const CARD_HEIGHT = 88;

export interface RenderCard {
  id: string;
  kind: string;
  data: Record<string, unknown>;
}

/** A part of a card whose text did not fit: the field it comes from, for the diagnostic's position. */
export interface Overflow {
  field: string;
  message: string;
}

export interface RenderedCard {
  svg: string;
  overflows: Overflow[];
}

export interface CardContext {
  vocab: Vocabulary;
  measure: Measure;
  /** Card names by id, for fields that refer to other cards. */
  names: ReadonlyMap<string, string>;
}

const INK = "#1d1b18";
const PANEL = "#fbf7ee";
const INSET = 2.2;
const INNER_LEFT = 4;
const INNER_WIDTH = CARD_WIDTH - 2 * INNER_LEFT;
const BODY_BOTTOM = CARD_HEIGHT - INSET - 1.2;

export function renderCardSvg(card: RenderCard, ctx: CardContext): RenderedCard {
  const layout = kindLayout(ctx.vocab, card.kind);
  const fields = ctx.vocab.kinds[card.kind]?.fields ?? {};
  const out: string[] = [];
  const overflows: Overflow[] = [];
  const icons = new Set(ctx.vocab.icons);
  const draw = new Drawer(out, ctx);
  const name = String(card.data.name ?? card.id);

  out.push(`<rect x="0" y="0" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${layout.color}"/>`);
  out.push(`<rect x="${INSET}" y="${INSET}" width="${num(CARD_WIDTH - 2 * INSET)}" height="${num(CARD_HEIGHT - 2 * INSET)}" rx="1.5" fill="${PANEL}"/>`);
  out.push(`<rect x="${INSET}" y="${INSET}" width="${num(CARD_WIDTH - 2 * INSET)}" height="8.6" rx="1.5" fill="${layout.color}"/>`);

  // Corner badges first: the name gets the width they leave.
  let right = CARD_WIDTH - INSET - 1;
  for (const field of [...layout.corner].reverse()) {
    for (const value of cornerValues(card.data[field], fields[field], ctx).reverse()) right = draw.cornerBadge(value, right, layout.color) - 0.8;
  }
  right = Math.max(right, INNER_LEFT + 12); // corner badges never take the whole bar from the name
  const title = fitText([{ pieces: words(name, "bold") }], { width: right - INNER_LEFT, height: 4.6 * LINE_HEIGHT, max: 4.2, min: 2.4 }, ctx.measure, draw.iconWidth);
  out.push(`<g data-field="name">`);
  if (!title.fits || title.lines.length > 1) {
    const one = fitText([{ pieces: words(name, "bold") }], { width: right - INNER_LEFT, height: 2.4 * LINE_HEIGHT, max: 2.4, min: 2.4 }, ctx.measure, draw.iconWidth);
    overflows.push({ field: "name", message: `the name \`${shorten(name)}\` does not fit the title bar of its card` });
    draw.lines(one.lines.slice(0, 1), INNER_LEFT, 2.2 + 5.9 - 2.4, one.size, "#ffffff");
  } else draw.lines(title.lines, INNER_LEFT, 2.2 + 5.9 - title.size, title.size, "#ffffff");
  out.push(`</g>`);
  out.push(text(INNER_LEFT, 13.2, 2, "italic", "#6b655c", escapeXml(labelOf(card.kind))));

  let y = 14.6;
  for (const [i, field] of layout.fields.entries()) {
    const value = card.data[field];
    if (value !== undefined && y > BODY_BOTTOM - 8) {
      const rest = layout.fields.slice(i).filter((f) => card.data[f] !== undefined);
      overflows.push({ field, message: `the rows of \`${shorten(name)}\` do not fit its card: ${rest.map((f) => `\`${f}\``).join(", ")} left out` });
      break;
    }
    if (value === undefined || value === false || (Array.isArray(value) && value.length === 0)) continue;
    const spec: FieldSpec = fields[field] ?? { type: "string" };
    y = draw.fieldRow(field, spec, value, y, layout, overflows, icons) + 1;
  }

  // The text box: what the layout's body holds, fitted together at one size.
  const top = y + 0.4;
  const bodyLeft = INNER_LEFT - 0.4;
  const bodyWidth = INNER_WIDTH + 0.8;
  out.push(`<rect x="${num(bodyLeft)}" y="${num(top)}" width="${num(bodyWidth)}" height="${num(Math.max(0, BODY_BOTTOM - top))}" rx="1" fill="#ffffff" stroke="${layout.color}" stroke-width="0.3"/>`);
  let inner = top + 1.4;
  const paragraphs: Paragraph[] = [];
  let firstField: string | undefined;
  const iconRows: string[][] = [];
  const hasText = typeof card.data.text === "string" && card.data.text.trim() !== "" && layout.body.includes("text");
  for (const field of layout.body) {
    const value = card.data[field];
    if (value === undefined || value === "") continue;
    const spec: FieldSpec = field === "text" ? { type: "string" } : (fields[field] ?? { type: "string" });
    const iconList = spec.type === "icon" ? [value] : spec.type === "list" && spec.of.type === "icon" && Array.isArray(value) ? value : undefined;
    if (iconList) {
      iconRows.push(iconList.map(String));
      continue;
    }
    if (spec.type === "effect" && hasText) continue; // the rules text already says it
    const more = bodyParagraphs(field, spec, value, icons, ctx);
    if (more.length && !firstField) firstField = field;
    if (paragraphs.length && more.length) more[0] = { ...more[0], gap: 0.45 };
    paragraphs.push(...more);
  }
  if (!paragraphs.length && iconRows.length === 1) {
    // Only icons (a monster-action card): large, in the middle of the box.
    const size = 11;
    draw.bigIcons(iconRows[0], top + (BODY_BOTTOM - top - size * 1.2) / 2, bodyLeft, bodyWidth, size);
  } else for (const row of iconRows) inner = draw.bigIcons(row, inner, bodyLeft, bodyWidth) + 1.2;
  if (paragraphs.length) {
    const box = { width: bodyWidth - 3, height: BODY_BOTTOM - 1 - inner, max: 2.8, min: 1.7 };
    const fit = fitText(paragraphs, { ...box, height: Math.max(0, box.height) }, ctx.measure, draw.iconWidth);
    if (!fit.fits) {
      overflows.push({ field: firstField!, message: `the text of \`${shorten(name)}\` does not fit its card: ${fitDetail(fit.height, box.height)}` });
    }
    out.push(`<g data-field="body">`);
    draw.lines(fit.lines, bodyLeft + 1.5, inner, fit.size, INK);
    out.push(`</g>`);
  }

  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}mm" height="${CARD_HEIGHT}mm" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" data-card="${escapeXml(card.id)}" data-kind="${escapeXml(card.kind)}">`,
    `<title>${escapeXml(name)}</title>`,
    ...out,
    `</svg>`,
  ].join("\n");
  return { svg: `${svg}\n`, overflows };
}

function fitDetail(needed: number, room: number): string {
  return room <= 0 ? "the rows above the text box leave it no room" : `at the smallest size it needs ${num(needed)} mm of the ${num(room)} mm the text box has`;
}

function shorten(s: string): string {
  const flat = s.replace(/[\u0000-\u001f\u007f-\u009f]/g, "?");
  return flat.length > 40 ? `${flat.slice(0, 39)}…` : flat;
}

function words(s: string, face: Face): Piece[] {
  return s.split(/\s+/).filter(Boolean).map((text) => ({ kind: "word", text, face }));
}

function text(x: number, y: number, size: number, face: Face, fill: string, content: string, anchor?: "middle"): string {
  const f = FACES[face];
  const weight = f.weight === "bold" ? ` font-weight="bold"` : "";
  const style = f.style === "italic" ? ` font-style="italic"` : "";
  const a = anchor ? ` text-anchor="${anchor}"` : "";
  return `<text x="${num(x)}" y="${num(y)}" font-family="${f.family}" font-size="${num(size)}"${weight}${style}${a} fill="${fill}">${content}</text>`;
}

/** A value shown in the title bar: numbers one badge each, anything else as its text. */
type CornerValue = { kind: "text"; text: string } | { kind: "icon"; icon: string };

function cornerValues(value: unknown, spec: FieldSpec | undefined, ctx: CardContext): CornerValue[] {
  if (value === undefined || value === false) return [];
  if (spec?.type === "icon") return [{ kind: "icon", icon: String(value) }];
  if (Array.isArray(value)) {
    if (spec?.type === "list" && spec.of.type === "icon") return value.map((v) => ({ kind: "icon", icon: String(v) }));
    return value.map((v) => ({ kind: "text", text: scalarText(v, spec?.type === "list" ? spec.of : undefined, ctx) }));
  }
  return [{ kind: "text", text: scalarText(value, spec, ctx) }];
}

function scalarText(value: unknown, spec: { type: string } | undefined, ctx: CardContext): string {
  if (spec?.type === "ref" && typeof value === "string") return ctx.names.get(value) ?? value;
  if (value === true) return "yes";
  if (typeof value === "object" && value !== null) return JSON.stringify(value);
  return String(value);
}

/** A field's value as one line of text (`Deck: Star Reading, Magic Missile`). */
function valueText(spec: FieldSpec, value: unknown, ctx: CardContext): string {
  if (spec.type === "list" && Array.isArray(value)) return value.map((v) => scalarText(v, spec.of, ctx)).join(spec.of.type === "int" ? " " : ", ");
  if (spec.type === "map" && typeof value === "object" && value !== null) {
    return Object.entries(value as Record<string, unknown>).map(([k, v]) => `${labelOf(k)} ${scalarText(v, spec.values, ctx)}`).join(", ");
  }
  if (spec.type === "traits" && Array.isArray(value)) return value.map(String).join(" · ");
  return scalarText(value, spec, ctx);
}

/** What the text box holds for a field: rules text, each chart entry, each line of an effect. */
function bodyParagraphs(field: string, spec: FieldSpec, value: unknown, icons: ReadonlySet<string>, ctx: CardContext): Paragraph[] {
  if (field === "text" || spec.type === "string") {
    return String(value).split(/\n+/).filter((l) => l.trim()).map((l) => ({ pieces: textPieces(l, icons) }));
  }
  if (spec.type === "effect" || spec.type === "condition") return effectLines(String(value), icons);
  if (spec.type === "map" && typeof value === "object" && value !== null) {
    return Object.entries(value as Record<string, unknown>).map(([key, v], i) => {
      const head: Piece[] = icons.has(key) ? [{ kind: "icon", icon: key }] : [{ kind: "word", text: `${labelOf(key)}:`, face: "bold" }];
      const rest = spec.values.type === "effect" ? effectLines(String(v), icons).flatMap((p) => p.pieces) : textPieces(scalarText(v, spec.values, ctx), icons);
      return { pieces: [...head, ...rest], gap: i ? 0.25 : 0 };
    });
  }
  return [{ pieces: [{ kind: "word", text: `${labelOf(field)}:`, face: "bold" }, ...textPieces(valueText(spec, value, ctx), icons)] }];
}

/** Effect text as written, a paragraph per line; a comment is the designer's note, not card text. */
function effectLines(source: string, icons: ReadonlySet<string>): Paragraph[] {
  return source
    .split("\n")
    .map((l) => l.replace(/#.*$/, "").trim())
    .filter(Boolean)
    .map((l) => ({ pieces: textPieces(l, icons) }));
}

/** Types drawn as a pill when short (label and value); the others take rows of their own. */
function isPill(spec: FieldSpec): boolean {
  return !["effect", "map", "traits"].includes(spec.type) && !(spec.type === "list" && spec.of.type === "icon");
}

class Drawer {
  constructor(
    private out: string[],
    private ctx: CardContext,
  ) {}

  readonly iconWidth = (icon: string, size: number): number => this.ctx.measure(iconLook(this.ctx.vocab, icon).label, "bold", size * 0.72) + size * 0.55;

  /** Set lines at (left, top): runs of words as text, icons as badges. */
  lines(lines: SetLine[], left: number, top: number, size: number, fill: string): void {
    for (const line of lines) {
      const y = top + line.baseline;
      let run: { x: number; words: string[]; face: Face } | undefined;
      const flush = () => {
        if (run) this.out.push(text(left + run.x, y, size, run.face, fill, escapeXml(run.words.join(" "))));
        run = undefined;
      };
      for (const p of line.pieces) {
        if (p.piece.kind === "icon") {
          flush();
          this.iconBadge(p.piece.icon, left + p.x, y, size, p.width);
          continue;
        }
        const face = p.piece.face ?? "regular";
        if (run && run.face === face && !p.piece.glue) run.words.push(p.piece.text);
        else {
          flush();
          run = { x: p.x, words: [p.piece.text], face };
        }
      }
      flush();
    }
  }

  /** An icon in a line of text: a badge on the baseline, as tall as a capital. */
  iconBadge(icon: string, x: number, baseline: number, size: number, width: number): void {
    const look = iconLook(this.ctx.vocab, icon);
    const h = size * 0.98;
    this.out.push(`<g data-icon="${escapeXml(icon)}"><rect x="${num(x)}" y="${num(baseline - size * 0.8)}" width="${num(width)}" height="${num(h)}" rx="${num(h / 3)}" fill="${look.color}"/>`);
    this.out.push(`${text(x + width / 2, baseline - size * 0.05, size * 0.72, "bold", "#ffffff", escapeXml(look.label), "middle")}</g>`);
  }

  /** A row of large icon badges (a monster-action card's icons), centred. */
  bigIcons(icons: string[], top: number, left: number, width: number, wanted = 6.2): number {
    const across = (size: number) => icons.reduce((sum, i) => sum + this.iconWidth(i, size), 0) + 1.5 * (icons.length - 1);
    // Many icons share the row: smaller, never wider than it.
    const size = Math.max(0.5, Math.min(wanted, (wanted * (width - 1.5 * (icons.length - 1))) / Math.max(1e-6, across(wanted) - 1.5 * (icons.length - 1))));
    const widths = icons.map((i) => this.iconWidth(i, size));
    const total = across(size);
    let x = left + (width - total) / 2;
    for (const [i, icon] of icons.entries()) {
      this.iconBadge(icon, x, top + size * 0.9, size, widths[i]);
      x += widths[i] + 1.5;
    }
    return top + size * 1.2;
  }

  /** A badge right-aligned at `right` in the title bar; returns its left edge. */
  cornerBadge(value: CornerValue, right: number, color: string): number {
    const cy = 6.5;
    if (value.kind === "icon") {
      const w = this.iconWidth(value.icon, 3.6);
      this.iconBadge(value.icon, right - w, cy + 1.3, 3.6, w);
      return right - w;
    }
    const size = 3.3;
    const w = Math.max(5.6, this.ctx.measure(value.text, "bold", size) + 2.2);
    this.out.push(`<rect x="${num(right - w)}" y="${num(cy - 2.8)}" width="${num(w)}" height="5.6" rx="2.8" fill="#ffffff" stroke="${color}" stroke-width="0.4"/>`);
    this.out.push(text(right - w / 2, cy + 1.15, size, "bold", INK, escapeXml(value.text), "middle"));
    return right - w;
  }

  /** One field under the title; returns the y below it. */
  /** The row of pills being filled, and where the next one goes. */
  private pills: { x: number; y: number } | undefined;

  fieldRow(field: string, spec: FieldSpec, value: unknown, y: number, layout: ResolvedLayout, overflows: Overflow[], icons: ReadonlySet<string>): number {
    if (!isPill(spec)) this.pills = undefined;
    if (spec.type === "map" && spec.values.type === "int" && typeof value === "object" && value !== null) return this.statBoxes(value as Record<string, unknown>, y, layout.color);
    if (spec.type === "traits") return this.paragraphRow(field, [{ pieces: textPieces(valueText(spec, value, this.ctx), icons, "italic") }], y, 2.6, 2, overflows);
    if (spec.type === "list" && spec.of.type === "icon" && Array.isArray(value)) return this.bigIcons(value.map(String), y, INNER_LEFT, INNER_WIDTH);
    const label = `${labelOf(field)}`;
    const shown = spec.type === "bool" ? "" : valueText(spec, value, this.ctx);
    const size = 2.3;
    const pillText = shown ? `${label} ${shown}` : label;
    const labelW = this.ctx.measure(label, "bold", size);
    const w = labelW + (shown ? this.ctx.measure(` ${shown}`, "regular", size) : 0) + 2.4;
    if (w <= INNER_WIDTH && !["effect", "map"].includes(spec.type)) {
      // Short values sit side by side as pills while they fit the row.
      const row = this.pills && this.pills.x + w <= INNER_LEFT + INNER_WIDTH ? this.pills : { x: INNER_LEFT, y };
      const x = row.x;
      this.out.push(`<rect x="${num(x)}" y="${num(row.y)}" width="${num(w)}" height="3.8" rx="1.9" fill="${layout.color}" fill-opacity="0.14"/>`);
      this.out.push(text(x + 1.2, row.y + 2.75, size, "bold", INK, escapeXml(label)));
      if (shown) this.out.push(text(x + 1.2 + labelW + this.ctx.measure(" ", "regular", size), row.y + 2.75, size, "regular", INK, escapeXml(shown)));
      this.pills = { x: x + w + 1, y: row.y };
      return row.y + 3.8;
    }
    this.pills = undefined;
    const paragraphs = spec.type === "effect" || spec.type === "map" ? bodyParagraphs(field, spec, value, icons, this.ctx) : [{ pieces: [{ kind: "word" as const, text: `${label}:`, face: "bold" as const }, ...textPieces(shown, icons)] }];
    return this.paragraphRow(field, paragraphs, y, 2.3, 1.6, overflows, 4);
  }

  private paragraphRow(field: string, paragraphs: Paragraph[], y: number, max: number, min: number, overflows: Overflow[], maxLines = 2): number {
    const fit = fitText(paragraphs, { width: INNER_WIDTH, height: max * LINE_HEIGHT * maxLines, max, min }, this.ctx.measure, this.iconWidth);
    if (!fit.fits) overflows.push({ field, message: `the \`${field}\` row does not fit its card: ${fitDetail(fit.height, max * LINE_HEIGHT * maxLines)}` });
    this.lines(fit.lines, INNER_LEFT, y, fit.size, INK);
    const last = fit.lines[fit.lines.length - 1];
    return y + (last ? last.baseline + fit.size * (LINE_HEIGHT - 1) : 0);
  }

  /** A map of numbers (a Hero's stats, a reward): one box per entry, label over value. */
  private statBoxes(map: Record<string, unknown>, y: number, color: string): number {
    const entries = Object.entries(map);
    const gap = 1;
    const w = (INNER_WIDTH - gap * (entries.length - 1)) / entries.length;
    for (const [i, [key, v]] of entries.entries()) {
      const x = INNER_LEFT + i * (w + gap);
      const label = labelOf(key);
      const size = Math.min(1.9, (w - 0.8) / Math.max(1e-6, this.ctx.measure(label, "regular", 1)));
      this.out.push(`<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="7" rx="1" fill="${color}" fill-opacity="0.14"/>`);
      this.out.push(text(x + w / 2, y + 2.5, size, "regular", INK, escapeXml(label), "middle"));
      this.out.push(text(x + w / 2, y + 6, 3.2, "bold", INK, escapeXml(String(v)), "middle"));
    }
    return y + 7;
  }
}
