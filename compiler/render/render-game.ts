/**
 * Renders every card of a checked game: an SVG per card, each overflow a CS6001 warning at the
 * field of the card that did not fit. Cards come in file order (files sorted by path), so the
 * output is the same bytes for the same cards.
 */
import { join } from "node:path";
import type { CheckedGame } from "../check/checked.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { cardLocators } from "./card-spans.ts";
import { renderCardSvg } from "./card-svg.ts";
import { fontMeasure, type Measure } from "./fonts.ts";

export interface RenderedCardFile {
  id: string;
  kind: string;
  name: string;
  /** Source file, relative to the game folder. */
  file: string;
  svg: string;
}

export interface RenderedGame {
  cards: RenderedCardFile[];
  warnings: Diagnostic[];
}

const byPath = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The game's cards in a stable order: files by path, cards as written in each. */
export function cardsInOrder(game: CheckedGame) {
  return [...game.files.keys()].sort(byPath).flatMap((f) => game.files.get(f)!);
}

export function renderGameCards(game: CheckedGame, gameDir: string, display: (abs: string) => string, measure: Measure = fontMeasure()): RenderedGame {
  const cards = cardsInOrder(game);
  const names = new Map(cards.map((c) => [c.id, String(c.data.name ?? c.id)]));
  const out: RenderedGame = { cards: [], warnings: [] };
  const locators = new Map<string, ReturnType<typeof cardLocators>>();
  for (const card of cards) {
    const { svg, overflows } = renderCardSvg(card, { vocab: game.vocab, measure, names });
    out.cards.push({ id: card.id, kind: card.kind, name: names.get(card.id)!, file: card.file, svg });
    if (!overflows.length) continue;
    const abs = join(gameDir, card.file);
    if (!locators.has(card.file)) locators.set(card.file, cardLocators(abs, display(abs)));
    const place = locators.get(card.file)!.get(card.id);
    for (const o of overflows) {
      // A template's card: the text is the template's, the card is its variant (named in a note).
      const span = place ? place.locate.spanAt(Object.hasOwn(card.data, o.field) ? [o.field] : ["id"]) : undefined;
      const related = place?.variant ? [{ span: place.variant.span, message: `in variant \`${place.variant.id}\`` }] : undefined;
      out.warnings.push({
        ...(related ? { related } : {}),
        code: "CS6001",
        severity: "warning",
        message: o.message,
        span,
        label: "does not fit the card",
        help: "shorten the text, or give it more room in the kind's `layout:` in game.yaml (fewer rows under `fields:`)",
      });
    }
  }
  return out;
}
