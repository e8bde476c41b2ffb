/**
 * `cardsmith fmt`: card files in a canonical form. The file is edited at the level of YAML's
 * concrete syntax (yaml's CST), so that everything fmt does not change stays byte for byte as
 * written: comments, blank lines, quoting, flow or block style, folded prose.
 *
 * What changes:
 * - the keys of a card, in this order: `id`, `name`, `kind`; then the kind's fields in the order
 *   game.yaml declares them, except effect-like ones; then `covers`, `text`; then the effect-like
 *   fields (an `effect`, or a map or list of effects such as a chart) in declared order. Keys the
 *   kind does not declare come last, as they were. A comment or blank line above a key moves
 *   with it.
 * - a template document's keys: `template`, `params`, `variants`; the template's fields as a
 *   card's; each variant's keys: `id`, `name`, then the parameters in `params` order.
 * - effect and condition text, printed by the effect language's printer (card style). An effect
 *   holding a `#` comment is left as written (the printer would drop the comment). In a template,
 *   text with `{param}` placeholders is reprinted only when every variant's text then reads the
 *   same as before; otherwise it is left as written.
 * - a missing final newline is added.
 *
 * A file with a YAML, template or effect syntax error is not changed; its diagnostics are returned.
 */
import { Composer, CST, Parser, type Document } from "yaml";
import { isDeepStrictEqual } from "node:util";
import { parseCondition, parseEffect, printExpr, printProgram, type SyntaxProblem } from "../../dsl/index.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { documentLocator, type CardLocator } from "../source/card-locator.ts";
import { parseYamlFile } from "../source/yaml-file.ts";
import { expandTemplate, expansionBudget, isTemplateDocument, type Variant } from "../templates/expand-template.ts";
import { placeholders, substitute } from "../templates/placeholders.ts";
import type { FieldType, Vocabulary } from "../vocab/vocabulary.ts";

export interface FormatResult {
  /** The formatted text; undefined when the file cannot be formatted (see diagnostics). */
  text?: string;
  diagnostics: Diagnostic[];
}

const SYNTAX_CODES: Readonly<Record<SyntaxProblem["kind"], string>> = { syntax: "CS3001", lex: "CS3002", indent: "CS3003", limit: "CS1003" };
const TEMPLATE_KEYS = ["template", "params", "variants"];

/** The fields of a kind, or undefined for a kind the vocabulary does not declare. */
function kindFields(vocab: Vocabulary, kind: unknown): ReadonlyMap<string, FieldType> | undefined {
  if (typeof kind !== "string" || !Object.hasOwn(vocab.kinds, kind)) return undefined;
  return new Map(Object.entries(vocab.kinds[kind].fields));
}

function effectLike(ft: FieldType): boolean {
  if (ft.type === "effect") return true;
  if (ft.type === "map") return effectLike(ft.values);
  if (ft.type === "list") return effectLike(ft.of);
  return false;
}

/** The canonical key order of a card of `kind` (see the module comment). */
export function cardKeyOrder(vocab: Vocabulary, kind: unknown): string[] {
  const fields = kindFields(vocab, kind) ?? new Map<string, FieldType>();
  const early = [...fields].filter(([, ft]) => !effectLike(ft)).map(([k]) => k);
  const late = [...fields].filter(([, ft]) => effectLike(ft)).map(([k]) => k);
  return [...new Set(["id", "name", "kind", ...early, "covers", "text", ...late])];
}

/** One card as the checker sees it: written out, or a template's variant. */
interface CardView {
  value: unknown;
  locate: CardLocator;
  variant?: Variant;
}

export function formatCardText(shown: string, text: string, vocab: Vocabulary): FormatResult {
  const diagnostics: Diagnostic[] = [];
  const cards = readCards(shown, text, diagnostics);
  if (!cards) return { diagnostics };
  for (const card of cards) syntaxProblems(vocab, card, diagnostics);
  if (diagnostics.length) return { diagnostics: dedupe(diagnostics) };

  const input = text.length && !text.endsWith("\n") ? `${text}\n` : text;
  const tokens = [...new Parser().parse(input)];
  const docs = [...new Composer({ uniqueKeys: true, strict: true, logLevel: "error" }).compose(tokens)] as Document.Parsed[];
  const docTokens = tokens.filter((t): t is CST.Document => t.type === "document");
  if (docs.length !== docTokens.length) return { text, diagnostics: [] }; // not expected; leave the file as it is
  const variants = cards.flatMap((c) => (c.variant ? [c.variant] : []));
  docTokens.forEach((token, i) => {
    const [start, , end] = docs[i].range;
    // A variant belongs to the document holding its `variants:` key.
    const own = variants.filter((v) => (v.template.variantsKey.range?.[0] ?? -1) >= start && (v.template.variantsKey.range?.[0] ?? -1) < end);
    formatDocument(vocab, token, docs[i].toJS(), own);
  });
  const out = tokens.map((t) => CST.stringify(t)).join("");
  const problem = sameCards(shown, text, out, vocab);
  const at = { offset: 0, line: 1, col: 1 };
  if (problem) return { diagnostics: [{ code: "CS5001", severity: "error", span: { file: shown, start: at, end: at }, message: `fmt would change what this file means (${problem}); the file is left as it is`, help: "this is a bug in Cardsmith; please report it with the file" }] };
  return { text: out, diagnostics: [] };
}

/** Every card of the file (written out or expanded), or undefined with YAML or template errors. */
function readCards(shown: string, text: string, diagnostics: Diagnostic[]): CardView[] | undefined {
  const yaml = parseYamlFile(shown, text, diagnostics);
  if (diagnostics.length) return undefined;
  const cards: CardView[] = [];
  const budget = expansionBudget();
  for (const { doc, value } of yaml.documents) {
    if (isTemplateDocument(doc)) cards.push(...expandTemplate(doc, value, yaml.source, diagnostics, budget));
    else cards.push({ value, locate: documentLocator(doc, yaml.source) });
  }
  return diagnostics.length ? undefined : cards;
}

/** Effect and condition syntax errors of one card, as `check` reports them. */
function syntaxProblems(vocab: Vocabulary, card: CardView, diagnostics: Diagnostic[]): void {
  if (typeof card.value !== "object" || card.value === null || Array.isArray(card.value)) return;
  const data = card.value as Record<string, unknown>;
  const fields = kindFields(vocab, data.kind);
  if (!fields) return;
  for (const [name, ft] of fields) {
    if (Object.hasOwn(data, name)) walkValues(data[name], ft, [name], (text, type, path) => {
      const parsed = type === "effect" ? parseEffect(text) : parseCondition(text);
      for (const p of parsed.problems) diagnostics.push({ code: SYNTAX_CODES[p.kind], severity: "error", message: p.message, span: card.locate.spanAt(path, p.start, p.end), help: p.help });
    });
  }
}

/** Calls `visit` on every effect or condition string inside a value of type `ft`. */
function walkValues(value: unknown, ft: FieldType, path: Array<string | number>, visit: (text: string, type: "effect" | "condition", path: Array<string | number>) => void): void {
  if ((ft.type === "effect" || ft.type === "condition") && typeof value === "string") visit(value, ft.type, path);
  else if (ft.type === "list" && Array.isArray(value)) value.forEach((v, i) => walkValues(v, ft.of, [...path, i], visit));
  else if (ft.type === "map" && typeof value === "object" && value !== null && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) walkValues(v, ft.values, [...path, k], visit);
  }
}

function dedupe(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = `${d.code} ${d.message} ${d.span?.file}:${d.span?.start.offset}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// ---------- the concrete syntax ----------

type CollectionItem = CST.CollectionItem;
type MapToken = CST.BlockMap | CST.FlowCollection;

function isMapToken(t: CST.Token | null | undefined): t is MapToken {
  return !!t && (t.type === "block-map" || (t.type === "flow-collection" && t.start.source === "{"));
}

function keyName(item: CollectionItem): string | undefined {
  if (!item.key) return undefined;
  const s = CST.isScalar(item.key) ? CST.resolveAsScalar(item.key) : undefined;
  return s && typeof s.value === "string" ? s.value : undefined;
}

function itemOf(map: MapToken, key: string): CollectionItem | undefined {
  return map.items.find((it) => keyName(it) === key);
}

function formatDocument(vocab: Vocabulary, token: CST.Document, value: unknown, variants: Variant[]): void {
  const root = token.value;
  if (!isMapToken(root) || typeof value !== "object" || value === null || Array.isArray(value)) return;
  const data = value as Record<string, unknown>;
  if (!Object.hasOwn(data, "template")) {
    reorder(root, cardKeyOrder(vocab, data.kind));
    formatEffects(vocab, root, data, []);
    return;
  }
  reorder(root, TEMPLATE_KEYS);
  const body = itemOf(root, "template")?.value;
  const fields = data.template as Record<string, unknown>;
  if (isMapToken(body) && typeof fields === "object" && fields !== null) {
    reorder(body, cardKeyOrder(vocab, fields.kind));
    formatEffects(vocab, body, fields, variants);
  }
  const params = Array.isArray(data.params) ? data.params.map(String) : [];
  const list = itemOf(root, "variants")?.value;
  if (list && (list.type === "block-seq" || (list.type === "flow-collection" && list.start.source === "["))) {
    for (const item of list.items) if (isMapToken(item.value)) reorder(item.value, ["id", "name", ...params]);
  }
}

/** Sorts a mapping's items by `order` (keys it does not name last, as they were). */
function reorder(map: MapToken, order: string[]): void {
  const rank = new Map(order.map((k, i) => [k, i] as const));
  const at = (it: CollectionItem) => rank.get(keyName(it) ?? "") ?? order.length;
  const sorted = map.items.map((it, i) => ({ it, i })).sort((a, b) => at(a.it) - at(b.it) || a.i - b.i);
  if (sorted.every((s, i) => s.i === i)) return;
  if (map.type === "block-map") {
    // Every item must end its own line before items move; the parser guarantees it but for the last.
    const last = map.items[map.items.length - 1];
    if (!CST.stringify(itemToken(last)).endsWith("\n")) return;
    if (map.indent > 0) {
      // A nested mapping's first line is indented by what comes before it (`- `, the parent's
      // line break); every other item starts with its indentation. The new first item gives
      // its indentation up, the old one takes it.
      const pad = " ".repeat(map.indent);
      if (!map.items.slice(1).every((it) => it.start[0]?.type === "space" && it.start[0].source === pad)) return;
      if (map.items[0].start[0]?.type === "space") return;
      map.items[0].start = [{ type: "space", offset: 0, indent: 0, source: pad }, ...map.items[0].start];
      const items = sorted.map((s) => s.it);
      items[0].start = items[0].start.slice(1);
      map.items = items as typeof map.items;
      return;
    }
    map.items = sorted.map((s) => s.it) as typeof map.items;
    return;
  }
  // A flow mapping: commas lead every item but the first, and the space before `}` trails the last.
  const lastValue = map.items[map.items.length - 1].value;
  if (!isFlowScalar(lastValue)) return;
  const tail = (lastValue.end ?? []).filter((t) => t.type === "space");
  lastValue.end = (lastValue.end ?? []).filter((t) => t.type !== "space");
  const items = sorted.map((s) => s.it);
  items.forEach((it, i) => {
    const start = it.start.filter((t) => t.type !== "comma");
    it.start = i === 0 ? start : [{ type: "comma", offset: 0, indent: 0, source: "," }, ...start];
  });
  const newLast = items[items.length - 1].value;
  if (isFlowScalar(newLast)) newLast.end = [...(newLast.end ?? []), ...tail];
  map.items = items as typeof map.items;
}

function isFlowScalar(t: CST.Token | undefined): t is CST.FlowScalar {
  return !!t && CST.isScalar(t) && t.type !== "block-scalar";
}

/** A collection item as a token CST.stringify accepts. */
function itemToken(item: CollectionItem): CST.Token {
  return { type: "block-map", offset: 0, indent: 0, items: [item] } as CST.BlockMap;
}

/** Reprints every effect and condition of a card mapping in place. */
function formatEffects(vocab: Vocabulary, map: MapToken, data: Record<string, unknown>, variants: Variant[]): void {
  const fields = kindFields(vocab, data.kind);
  if (!fields) return;
  for (const [name, ft] of fields) {
    const item = itemOf(map, name);
    if (item?.value) formatToken(item.value, ft, map.indent, variants);
  }
}

function formatToken(token: CST.Token, ft: FieldType, indent: number, variants: Variant[]): void {
  if (ft.type === "effect" || ft.type === "condition") {
    if (!CST.isScalar(token)) return;
    const value = CST.resolveAsScalar(token)?.value;
    if (typeof value !== "string") return;
    const next = canonicalText(value, ft.type, variants);
    if (next === undefined || next === value) return;
    writeScalar(token, next, ft.type, indent);
  } else if (ft.type === "list" && (token.type === "block-seq" || token.type === "flow-collection")) {
    for (const it of token.items) if (it.value) formatToken(it.value, ft.of, token.indent, variants);
  } else if (ft.type === "map" && isMapToken(token)) {
    for (const it of token.items) if (it.value) formatToken(it.value, ft.values, token.indent, variants);
  }
}

function writeScalar(token: CST.FlowScalar | CST.BlockScalar, text: string, type: "effect" | "condition", indent: number): void {
  const oneLine = text.replace(/\n$/, "");
  const block = token.type === "block-scalar" || oneLine.includes("\n");
  if (type === "effect" && block) writeBlockLiteral(token, text.endsWith("\n") ? text : `${text}\n`, indent + 2);
  else if (!oneLine.includes("\n")) CST.setScalarValue(token, oneLine, { type: token.type === "block-scalar" ? "PLAIN" : undefined });
}

/** Makes the token a `|` block scalar holding `text` (which ends with a newline), indented by `indent`. */
function writeBlockLiteral(token: CST.FlowScalar | CST.BlockScalar, text: string, indent: number): void {
  const pad = " ".repeat(indent);
  const source = text
    .slice(0, -1)
    .split("\n")
    .map((line) => (line ? `${pad}${line}` : ""))
    .join("\n");
  // A comment after the value (`effect: gain 1 gold # why`) moves after the `|`.
  const old = token.type === "block-scalar" ? token.props : (token.end ?? []);
  const comments = old.filter((t): t is CST.SourceToken => t.type === "comment");
  const props: CST.SourceToken[] = [{ type: "block-scalar-header", offset: token.offset, indent: token.indent, source: "|" }];
  for (const c of comments) props.push({ type: "space", offset: 0, indent: 0, source: " " }, c);
  props.push({ type: "newline", offset: 0, indent: 0, source: "\n" });
  const next: CST.BlockScalar = { type: "block-scalar", offset: token.offset, indent: token.indent, props, source: `${source}\n` };
  for (const key of Object.keys(token)) delete (token as unknown as Record<string, unknown>)[key];
  Object.assign(token, next);
}

/** The canonical text of an effect or condition, or undefined to leave it as written. */
export function canonicalText(text: string, type: "effect" | "condition", variants: readonly Variant[] = []): string | undefined {
  if (text.includes("#")) return undefined; // a comment: the printer would drop it
  const found = placeholders(text);
  if (!found.length) return print(text, type);
  // A template's text: placeholders become unique names, the text is printed, the names become
  // placeholders again; kept only if each variant's text reads exactly as before.
  const names = [...new Set(found.map((p) => p.name))];
  const sentinel = new Map(names.map((n, i) => [n, `zzfmtp${i}q`] as const));
  if (names.some((_, i) => text.includes(`zzfmtp${i}q`))) return undefined;
  const printed = print(substitute(text, (n) => sentinel.get(n)).text, type);
  if (printed === undefined) return undefined;
  let candidate = printed;
  for (const [n, s] of sentinel) candidate = candidate.split(s).join(`{${n}}`);
  if (!variants.length) return undefined;
  for (const v of variants) {
    const fill = (t: string) => substitute(t, (n) => v.values.get(n)?.text).text;
    const before = print(fill(text), type, "plain");
    if (before === undefined || before !== print(fill(candidate), type, "plain")) return undefined;
  }
  return candidate;
}

function print(text: string, type: "effect" | "condition", style: "plain" | "card" = "card"): string | undefined {
  if (type === "effect") {
    const parsed = parseEffect(text);
    return parsed.problems.length || !parsed.ast ? undefined : printProgram(parsed.ast, { style });
  }
  const parsed = parseCondition(text);
  return parsed.problems.length || !parsed.ast ? undefined : printExpr(parsed.ast);
}

/**
 * Does the formatted text hold the same cards? Each card (variants expanded) must have the same
 * fields and values, its effects and conditions reading the same once printed.
 */
function sameCards(shown: string, before: string, after: string, vocab: Vocabulary): string | undefined {
  const was = readCards(shown, before, []);
  const now = readCards(shown, after, []);
  if (!was || !now) return "the result does not read as YAML";
  if (was.length !== now.length) return "the number of cards changed";
  for (let i = 0; i < was.length; i++) {
    if (!isDeepStrictEqual(meaning(vocab, was[i].value), meaning(vocab, now[i].value))) {
      return `card ${i + 1} changed`;
    }
  }
  return undefined;
}

function meaning(vocab: Vocabulary, value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const data = dict(value as Record<string, unknown>);
  const fields = kindFields(vocab, data.kind);
  if (!fields) return data;
  const normal = (v: unknown, ft: FieldType): unknown => {
    if ((ft.type === "effect" || ft.type === "condition") && typeof v === "string") return print(v, ft.type, "plain") ?? v;
    if (ft.type === "list" && Array.isArray(v)) return v.map((x) => normal(x, ft.of));
    if (ft.type === "map" && typeof v === "object" && v !== null && !Array.isArray(v)) {
      return dict(Object.fromEntries(Object.entries(v).map(([k, x]) => [k, normal(x, ft.values)])));
    }
    return v;
  };
  for (const [name, ft] of fields) if (Object.hasOwn(data, name)) data[name] = normal(data[name], ft);
  return data;
}

/** A copy without a prototype: the user's keys never reach Object.prototype. */
function dict(value: Record<string, unknown>): Record<string, unknown> {
  return Object.assign(Object.create(null) as Record<string, unknown>, value);
}
