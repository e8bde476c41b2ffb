/**
 * Completion from the game's vocabulary. Inside effect text (a card's `effect:`, `requires:`, a
 * chart's entries; game.yaml's phase effects): verbs, keywords, traits, nouns, stats, resources,
 * counters, icons, zones, events, facts and card ids, the kinds the context expects first. In YAML
 * positions of a card: its kind's field names, `kind:` values, traits, map keys and card ids.
 */
import { CompletionItemKind, InsertTextFormat, MarkupKind, type CompletionItem, type Range } from "vscode-languageserver";
import type { FieldType, Vocabulary } from "../vocab/vocabulary.ts";
import { mapKeyNames } from "../vocab/vocabulary.ts";
import { cardPosition, fieldsOf, fieldTypeAt, isVocabularyEffectPath, itemType } from "./card-fields.ts";
import { expectedAt, type Expected } from "./effect-context.ts";
import { EFFECT_KEYWORDS, keywordMeaning } from "./keywords.ts";
import { vocabularyNames, type NameCategory } from "./vocabulary-names.ts";
import type { GameModel } from "./workspace.ts";
import { contextAt, type YamlContext } from "./yaml-context.ts";

const KIND_OF: Record<NameCategory | "keyword" | "card", CompletionItemKind> = {
  verb: CompletionItemKind.Function,
  trait: CompletionItemKind.EnumMember,
  noun: CompletionItemKind.Class,
  stat: CompletionItemKind.Property,
  resource: CompletionItemKind.Variable,
  counter: CompletionItemKind.Variable,
  icon: CompletionItemKind.Constant,
  zone: CompletionItemKind.Module,
  event: CompletionItemKind.Event,
  fact: CompletionItemKind.Value,
  phase: CompletionItemKind.Unit,
  step: CompletionItemKind.Unit,
  period: CompletionItemKind.Unit,
  kind: CompletionItemKind.Struct,
  type: CompletionItemKind.TypeParameter,
  keyword: CompletionItemKind.Keyword,
  card: CompletionItemKind.Reference,
};

/** Categories never written inside effect text. */
const NOT_IN_EFFECTS = new Set<Expected>(["type"]);

export interface CompletionRequest {
  model: GameModel;
  /** The document is the game's game.yaml. */
  isVocabulary: boolean;
  text: string;
  offset: number;
  /** Converts an offset of `text` to a protocol position. */
  positionAt(offset: number): { line: number; character: number };
}

export function complete(req: CompletionRequest): CompletionItem[] {
  const vocab = req.model.loaded?.vocab;
  if (!vocab) return [];
  const ctx = contextAt(req.text, req.offset);
  const range: Range = { start: req.positionAt(ctx.prefixStart), end: req.positionAt(req.offset) };
  if (req.isVocabulary) return isVocabularyEffectPath(ctx.path) && (ctx.at === "block" || ctx.at === "value") ? effectItems(req.model, vocab, ctx, range) : [];
  const pos = cardPosition(vocab, req.text, ctx);
  if (pos.inVariants) return [];
  const type = fieldTypeAt(vocab, pos.kind, pos.keys);
  if ((ctx.at === "block" || ctx.at === "value") && (type?.type === "effect" || type?.type === "condition")) return effectItems(req.model, vocab, ctx, range);
  if (ctx.at === "key") {
    if (!pos.keys.length && (pos.template || !ctx.path.length)) return fieldItems(vocab, pos.kind, req.text.slice(ctx.docStart, ctx.docEnd), pos.template, range);
    if (type?.type === "map") return plain(mapKeyNames(vocab, type.keys), CompletionItemKind.Property, range, (k) => `${k}: `);
    return [];
  }
  if (ctx.at === "value" && pos.keys.length === 1 && pos.keys[0] === "kind") return plain(Object.keys(vocab.kinds), CompletionItemKind.Struct, range);
  const want = ctx.at === "item" ? itemType(type) : type;
  return valueItems(req.model, vocab, want, range);
}

function effectItems(model: GameModel, vocab: Vocabulary, ctx: YamlContext, range: Range): CompletionItem[] {
  const expected = expectedAt(vocab, ctx.before, ctx.prefix);
  const rank = (category: Expected) => {
    const i = expected.indexOf(category);
    return String(i < 0 ? expected.length : i).padStart(2, "0");
  };
  const items: CompletionItem[] = [];
  const seen = new Set<string>();
  const push = (item: CompletionItem, category: Expected) => {
    const key = `${category}\0${item.label}`;
    if (seen.has(key)) return;
    seen.add(key);
    items.push({ ...item, kind: KIND_OF[category], sortText: `${rank(category)}${item.label}`, textEdit: { range, newText: item.label } });
  };
  for (const n of vocabularyNames(vocab)) {
    if (NOT_IN_EFFECTS.has(n.category)) continue;
    push({ label: n.name, detail: n.signature, documentation: { kind: MarkupKind.Markdown, value: n.documentation } }, n.category);
  }
  for (const word of EFFECT_KEYWORDS) push({ label: word, detail: "keyword", documentation: { kind: MarkupKind.Markdown, value: keywordMeaning(word) ?? "" } }, "keyword");
  for (const card of model.cards.byId.values()) push({ label: card.id, detail: `${card.kind} card: ${card.name}` }, "card");
  return items;
}

function fieldItems(vocab: Vocabulary, kind: string | undefined, doc: string, template: boolean, range: Range): CompletionItem[] {
  const present = new Set([...doc.matchAll(template ? /^\s+([\w-]+):/gm : /^([\w-]+):/gm)].map((m) => m[1]));
  const items: CompletionItem[] = [];
  for (const [name, spec] of fieldsOf(vocab, kind)) {
    if (present.has(name) || (template && name === "id")) continue;
    const block = spec.type === "effect" || spec.type === "map" || (spec.type === "list" && spec.of.type !== "int");
    items.push({
      label: name,
      kind: CompletionItemKind.Field,
      detail: `${spec.type}${spec.required ? ", required" : ""}`,
      documentation: spec.description,
      sortText: `${spec.required ? 0 : 1}${name}`,
      insertTextFormat: InsertTextFormat.PlainText,
      textEdit: { range, newText: spec.type === "effect" ? `${name}: |` : block ? `${name}:` : `${name}: ` },
    });
  }
  return items;
}

function valueItems(model: GameModel, vocab: Vocabulary, type: FieldType | undefined, range: Range): CompletionItem[] {
  switch (type?.type) {
    case "traits":
      return vocabularyNames(vocab)
        .filter((n) => n.category === "trait")
        .map((n) => ({ label: n.name, kind: CompletionItemKind.EnumMember, detail: n.signature, documentation: { kind: MarkupKind.Markdown, value: n.documentation }, textEdit: { range, newText: n.name } }));
    case "ref":
      return [...model.cards.byId.values()]
        .filter((c) => type.to.includes(c.kind))
        .map((c) => ({ label: c.id, kind: CompletionItemKind.Reference, detail: `${c.kind} card: ${c.name}`, textEdit: { range, newText: c.id } }));
    case "icon":
      return plain(vocab.icons, CompletionItemKind.Constant, range);
    case "enum":
      return plain(type.values, CompletionItemKind.EnumMember, range);
    case "bool":
      return plain(["true", "false"], CompletionItemKind.Value, range);
    default:
      return [];
  }
}

function plain(names: readonly string[], kind: CompletionItemKind, range: Range, text: (n: string) => string = (n) => n): CompletionItem[] {
  return names.map((label) => ({ label, kind, textEdit: { range, newText: text(label) } }));
}
