/**
 * Every place a card id is written in a game: the card's own `id`, the ref fields of other cards
 * (by their kinds' field types), and card ids in effect text (a `card-id` parameter, as the
 * effect checker resolves it). A reference that a template builds from a placeholder (`flip:
 * "{hero}-dodge"`) is not written anywhere as a whole: it is returned apart, since no edit of
 * that text renames just this card.
 */
import { isScalar, type Node } from "yaml";
import type * as A from "../../dsl/ast.ts";
import { Identifier, tokenize } from "../../dsl/lexer.ts";
import { checkEffectText } from "../check/effect-text.ts";
import { entityTypesShownBy } from "../check/shown-entities.ts";
import type { SourceSpan } from "../diagnostics/diagnostic.ts";
import { valueSpan } from "../source/card-locator.ts";
import { wholePlaceholder } from "../templates/placeholders.ts";
import type { FieldType, Vocabulary } from "../vocab/vocabulary.ts";
import type { IndexedCard } from "./card-index.ts";
import { fieldsOf } from "./card-fields.ts";
import type { GameModel } from "./workspace.ts";

export interface CardReferences {
  /** Where the id is written, the declaration first; each span covers exactly the id. */
  spans: SourceSpan[];
  /** References computed from template placeholders, which cannot be edited to rename one card. */
  computed: SourceSpan[];
}

export function cardReferences(model: GameModel, id: string): CardReferences {
  const spans: SourceSpan[] = [];
  const computed: SourceSpan[] = [];
  const seen = new Set<string>();
  const vocab = model.loaded?.vocab;
  const cardIds = new Set(model.cards.byId.keys());
  const add = (card: IndexedCard, span: SourceSpan) => {
    const key = `${span.file}\0${span.start.offset}`;
    if (seen.has(key)) return;
    seen.add(key);
    const written = card.source.text.slice(span.start.offset, span.end.offset);
    if (written === id) spans.push(span);
    else computed.push(span);
  };
  const declaration = model.cards.byId.get(id);
  if (declaration) add(declaration, declaration.locate.spanAt(["id"]));
  if (!vocab) return { spans, computed };
  for (const card of model.cards.cards) {
    if (card.id === id && card !== declaration) add(card, card.locate.spanAt(["id"]));
    for (const [name, spec] of fieldsOf(vocab, card.kind)) {
      if (name === "id" || !Object.hasOwn(card.data, name)) continue;
      walk(card, card.data[name], spec, [name]);
    }
  }
  return { spans, computed };

  function walk(card: IndexedCard, value: unknown, type: FieldType, path: Array<string | number>): void {
    if (type.type === "ref") {
      if (value === id) add(card, scalarSpan(card, path));
    } else if (type.type === "list" && Array.isArray(value)) {
      value.forEach((item, i) => walk(card, item, type.of, [...path, i]));
    } else if (type.type === "map" && typeof value === "object" && value !== null) {
      for (const [k, v] of Object.entries(value)) walk(card, v, type.values, [...path, k]);
    } else if ((type.type === "effect" || type.type === "condition") && typeof value === "string" && value.includes(id)) {
      for (const [start, end] of idsInText(vocab!, card, value, type.type)) add(card, textSpan(card, path, start, end));
    }
  }

  /** The id's offsets in an effect text: the checker's card-id names, or its tokens when the text does not check. */
  function idsInText(vocab: Vocabulary, card: IndexedCard, text: string, type: "effect" | "condition"): Array<[number, number]> {
    const ctx = { vocab, kind: card.kind, shows: entityTypesShownBy(vocab, card.kind, card.data), cardIds };
    const checked = checkEffectText(ctx, text, type, () => {});
    if (checked) {
      const out: Array<[number, number]> = [];
      for (const [node, res] of checked.checked.names) if (res.kind === "card-id" && res.name === id) out.push([(node as A.Ref).span.start, (node as A.Ref).span.end]);
      return out;
    }
    return tokenize(text)
      .tokens.filter((t) => t.tokenType === Identifier && t.image === id)
      .map((t) => [t.startOffset, t.startOffset + t.image.length]);
  }

  /** A ref field's value; one that is a template's whole placeholder is written in the variant. */
  function scalarSpan(card: IndexedCard, path: Array<string | number>): SourceSpan {
    const { node } = card.locate.nodeAt(path);
    const whole = isScalar(node) && typeof node.value === "string" ? wholePlaceholder(node.value) : undefined;
    const param = whole !== undefined ? card.variant?.values.get(whole) : undefined;
    const target: Node = param ? param.node : node;
    return isScalar(target) ? valueSpan(card.source, target, 0, String(target.value).length) : card.locate.spanAt(path);
  }

  /** Offsets in an effect text; a placeholder filled with the id points into the variant instead. */
  function textSpan(card: IndexedCard, path: Array<string | number>, start: number, end: number): SourceSpan {
    const span = card.locate.spanAt(path, start, end);
    const written = card.source.text.slice(span.start.offset, span.end.offset);
    const placeholder = /^\{([A-Za-z][\w-]*)\}$/.exec(written);
    const param = placeholder ? card.variant?.values.get(placeholder[1]) : undefined;
    if (param && param.text === id) return valueSpan(card.source, param.node, 0, param.text.length);
    return span;
  }
}
