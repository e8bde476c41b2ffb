/**
 * Checks a game's deck files (`*.deck.yaml`) against the deck types of its `game.yaml`: the
 * shape of each deck, that every line names a card of a kind the deck takes, and every rule of
 * its type. Each problem is reported at the line to change, with the broken rule as a note.
 */
import { isMap, isScalar, type Node, type Pair } from "yaml";
import type { Diagnostic, SourceSpan } from "../diagnostics/diagnostic.ts";
import { ajvDiagnostics, compileSchema, type Validator } from "../schema/ajv-diagnostics.ts";
import { documentLocator, nodeSpan } from "../source/card-locator.ts";
import type { SourceFile } from "../source/source-file.ts";
import { keyNode, nodeRange, parseYamlFile } from "../source/yaml-file.ts";
import { didYouMean } from "../check/suggest.ts";
import { withArticle } from "../diagnostics/words.ts";
import type { Vocabulary } from "../vocab/vocabulary.ts";
import { asList } from "./check-deck-rules.ts";
import { DECK_FILE_SCHEMA, EACH_CARD, type DeckRule, type DeckSpec } from "./deck-spec.ts";
import { boundsText, evaluateDeck, sizeRule, type Breach, type DeckLine } from "./evaluate-deck.ts";

/** A deck that checked: what the emitter writes as a typed constant. */
export interface CheckedDeck {
  id: string;
  name: string;
  type: string;
  /** The deck file, relative to the game folder. */
  file: string;
  /** In the file's order. */
  cards: Array<{ id: string; count: number }>;
}

/** What the deck checker needs of a card. */
export interface DeckCard {
  kind: string;
  data: Readonly<Record<string, unknown>>;
}

export interface DeckFileInput {
  /** Relative to the game folder. */
  rel: string;
  /** As shown to the user. */
  shown: string;
  text: string;
}

let validator: Validator | undefined;
const deckValidator = () => (validator ??= compileSchema(DECK_FILE_SCHEMA));

/**
 * @param cards every card of the game by id (a Map: ids come from users' files)
 * @param ruleSpan where a declaration of game.yaml is, for the note naming the broken rule
 */
export function checkDecks(
  vocab: Vocabulary,
  files: readonly DeckFileInput[],
  cards: ReadonlyMap<string, DeckCard>,
  ruleSpan: (path: Array<string | number>) => SourceSpan,
  diagnostics: Diagnostic[],
  /** Deck types whose rules have errors: their decks' lines are checked, not the rules. */
  brokenTypes: ReadonlySet<string> = new Set(),
): CheckedDeck[] {
  const decks: CheckedDeck[] = [];
  const seen = new Map<string, SourceSpan>();
  for (const file of files) {
    const yaml = parseYamlFile(file.shown, file.text, diagnostics);
    for (const { doc, value } of yaml.documents) {
      const locate = documentLocator(doc, yaml.source);
      const root = doc.contents as Node | null;
      const validate = deckValidator();
      if (!validate(value)) {
        for (const d of ajvDiagnostics(validate.errors ?? [], locate, DECK_FILE_SCHEMA as never)) diagnostics.push({ ...d, code: "CS7002", message: `deck: ${d.message}` });
        continue;
      }
      const data = value as { id: string; name?: string; type: string };
      const idSpan = locate.spanAt(["id"]);
      const first = seen.get(data.id);
      if (first) {
        diagnostics.push({ code: "CS7008", severity: "error", message: `the deck id \`${data.id}\` is already used by another deck`, span: idSpan, label: "duplicate deck id", related: [{ span: first, message: `the other deck \`${data.id}\`` }], help: "every deck of a game needs its own id" });
        continue;
      }
      seen.set(data.id, idSpan);
      const types = Object.keys(vocab.decks ?? {});
      if (!Object.hasOwn(vocab.decks ?? {}, data.type)) {
        diagnostics.push({
          code: "CS7003",
          severity: "error",
          message: types.length ? `unknown deck type \`${data.type}\`` : `\`${vocab.game}\` declares no deck types, so it has no \`${data.type}\` deck`,
          span: locate.spanAt(["type"]),
          label: "not a deck type of this game",
          help: types.length ? (didYouMean(data.type, types) ?? `deck types of this game: ${types.join(", ")}`) : "declare the deck type and its rules under `decks:` in game.yaml",
        });
        continue;
      }
      const spec = vocab.decks![data.type];
      const cardsNode = isMap(root) ? (root.items as Pair[]).find((p) => isScalar(p.key) && p.key.value === "cards")?.value : undefined;
      const lines: DeckLine[] = [];
      const lineSpans: SourceSpan[] = [];
      let clean = true;
      for (const pair of isMap(cardsNode) ? (cardsNode.items as Pair[]) : []) {
        const key = pair.key as Node;
        const id = isScalar(key) ? String(key.value) : "";
        const count = isScalar(pair.value) ? Number(pair.value.value) : 0;
        const span = pairSpan(yaml.source, pair);
        const card = cards.get(id);
        const taken = brokenTypes.has(data.type) ? undefined : spec.kinds;
        if (!card) {
          const candidates = [...cards].filter(([, c]) => !taken || taken.includes(c.kind)).map(([cid]) => cid);
          diagnostics.push({ code: "CS7004", severity: "error", message: `no card has the id \`${id}\``, span: nodeSpan(yaml.source, key), label: "unknown card id", help: didYouMean(id, candidates) });
          clean = false;
          continue;
        }
        if (taken && !taken.includes(card.kind)) {
          diagnostics.push({
            code: "CS7005",
            severity: "error",
            message: `\`${id}\` is ${withArticle(card.kind)} card, but ${aDeck(data.type)} takes only ${andList(taken)} cards`,
            span,
            label: "not taken by this deck",
            related: [{ span: ruleSpan(["decks", data.type, "kinds"]), message: `the kinds ${aDeck(data.type)} takes` }],
          });
          clean = false;
          continue;
        }
        lines.push({ id, count, kind: card.kind, data: card.data });
        lineSpans.push(span);
      }
      const cardsKey = isMap(root) ? keyNode(root, "cards") : undefined;
      const deckSpan = cardsKey ? nodeSpan(yaml.source, cardsKey) : idSpan;
      // In the file's order, as a designer reads it; shortfalls (the whole deck's) first.
      // With a line rejected above, a shortfall may be that line's doing: only what is over a
      // bound is sure (the measures only grow with more cards), so only that is reported.
      const rejected = !clean;
      const breaches = (brokenTypes.has(data.type) ? [] : evaluateDeck(vocab, spec, lines, cards))
        .filter((b) => !rejected || b.line !== undefined)
        .sort((a, b) => (a.line ?? -1) - (b.line ?? -1));
      for (const breach of breaches) {
        diagnostics.push(breachDiagnostic(data.type, spec, breach, breach.line !== undefined ? lineSpans[breach.line] : deckSpan, ruleSpan));
        clean = false;
      }
      if (clean) decks.push({ id: data.id, name: data.name ?? data.id, type: data.type, file: file.rel, cards: lines.map((l) => ({ id: l.id, count: l.count })) });
    }
  }
  checkStartingDecks(vocab, seen, decks, ruleSpan, diagnostics);
  return decks.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Each deck type's starting deck is a deck of that type, dealt into a zone each player has. */
function checkStartingDecks(vocab: Vocabulary, seen: ReadonlyMap<string, SourceSpan>, decks: readonly CheckedDeck[], ruleSpan: (path: Array<string | number>) => SourceSpan, diagnostics: Diagnostic[]): void {
  for (const [type, spec] of Object.entries(vocab.decks ?? {})) {
    const starting = spec.starting;
    if (!starting) continue;
    const span = (key: string) => ruleSpan(["decks", type, "starting", key]);
    const deck = decks.find((d) => d.id === starting.deck);
    if (!seen.has(starting.deck)) {
      diagnostics.push({ code: "CS7004", severity: "error", message: `no deck has the id \`${starting.deck}\``, span: span("deck"), label: "unknown deck id", help: didYouMean(starting.deck, [...seen.keys()]) });
    } else if (deck && deck.type !== type) {
      diagnostics.push({ code: "CS7003", severity: "error", message: `\`${starting.deck}\` is ${aDeck(deck.type)}, not ${aDeck(type)}`, span: span("deck"), label: "a deck of another type" });
    }
    const zone = vocab.zones[starting.zone];
    if (!zone || !zone["per-player"]) {
      const message = zone ? `\`${starting.zone}\` is not a zone each player has` : `unknown zone \`${starting.zone}\``;
      diagnostics.push({ code: "CS1014", severity: "error", message, span: span("zone"), label: "each player's starting deck goes here", help: zone ? "declare it `per-player: true`" : didYouMean(starting.zone, Object.keys(vocab.zones)) });
    }
  }
}

/** A deck line from its key to the end of its count. */
function pairSpan(source: SourceFile, pair: Pair): SourceSpan {
  const [start] = nodeRange(pair.key as Node);
  const [, end] = pair.value ? nodeRange(pair.value as Node) : nodeRange(pair.key as Node);
  return source.span(start, end);
}

const number = (n: number) => n.toLocaleString("en-US");
const code = (s: string) => `\`${s}\``;
const orList = (names: string[]) => names.map(code).join(" or ");
const andList = (names: string[]) => (names.length < 2 ? names.map(code).join("") : `${names.slice(0, -1).map(code).join(", ")} and ${code(names[names.length - 1])}`);
/** "a `main` deck", "an `encounter` deck". */
const aDeck = (type: string) => `${/^[aeiou]/i.test(type) ? "an" : "a"} ${code(type)} deck`;
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** Which cards a rule looks at, in words: "`item` cards with `Unique` whose `class` is `mage`". */
function cardsText(rule: DeckRule, group: string | undefined, n: number): string {
  const kinds = asList(rule.kind);
  const cards = plural(n, "card", "cards");
  const parts = [kinds.length ? `${orList(kinds)} ${cards}` : cards];
  const traits = asList(rule.with);
  if (traits.length) parts.push(`with ${orList(traits)}`);
  if (group !== undefined && rule["each-trait"] !== undefined) parts.push(`with ${code(group)}`);
  const where = Object.entries(rule.where ?? {}).map(([f, v]) => `${code(f)} is ${orList(asList(v).map(String))}`);
  if (group !== undefined && rule.each !== undefined && rule.each !== EACH_CARD) where.push(`${code(rule.each)} is ${code(group)}`);
  if (where.length) parts.push(`whose ${where.join(" and ")}`);
  return parts.join(" ");
}

/** What the rule measured, in words: "26 `hero-card` cards", "a total `gp` of 5,300 over `item` cards". */
function measureText(rule: DeckRule, breach: Breach): string {
  const n = number(breach.actual);
  if (breach.rule === "size") return `${n} ${breach.actual === 1 ? "card" : "cards"}`;
  if (rule.each === EACH_CARD && rule.sum === undefined && rule.distinct === undefined) return `${n} ${breach.actual === 1 ? "copy" : "copies"} of ${code(breach.group!)}`;
  const filtered = rule.kind !== undefined || rule.with !== undefined || rule.where !== undefined || rule["each-trait"] !== undefined || (rule.each !== undefined && rule.each !== EACH_CARD);
  const cards = cardsText(rule, breach.group, breach.actual);
  if (rule.sum !== undefined) return `a total ${code(rule.sum)} of ${n}${filtered ? ` over ${cardsText(rule, breach.group, 2)}` : ""}`;
  if (rule.distinct !== undefined) {
    const values = breach.values?.length ? ` (${breach.values.map(code).join(", ")})` : "";
    return `${n} different ${code(rule.distinct)} ${plural(breach.actual, "value", "values")}${values} among ${cardsText(rule, breach.group, 2)}`;
  }
  return `${n} ${cards}`;
}

function breachDiagnostic(type: string, spec: DeckSpec, breach: Breach, span: SourceSpan, ruleSpan: (path: Array<string | number>) => SourceSpan): Diagnostic {
  const rule = breach.rule === "size" ? sizeRule(spec)! : spec.rules![breach.rule];
  const needs = breach.bound === "at-most" ? "allows" : "needs";
  const limit = breach.ownLimit ? `at most ${number(breach.limit)}, its own ${code(rule["card-limit"]!)}` : boundsText(rule).replace(/\d+/g, (d) => number(Number(d)));
  const where = breach.line !== undefined ? `this line brings the deck to ${measureText(rule, breach)}` : `the deck has ${measureText(rule, breach)}`;
  const path = breach.rule === "size" ? ["decks", type, "size"] : ["decks", type, "rules", breach.rule];
  const over = breach.line !== undefined;
  return {
    code: rule.each === EACH_CARD && breach.rule !== "size" ? "CS7007" : "CS7006",
    severity: "error",
    message: `${where}; ${aDeck(type)} ${needs} ${limit}`,
    span,
    label: over ? "over the limit" : "too few",
    related: [{ span: ruleSpan(path), message: rule.description ? `the rule: ${rule.description}` : breach.rule === "size" ? `the size of ${aDeck(type)}` : `the rule of ${aDeck(type)}` }],
    help: over ? (rule.each === EACH_CARD ? "lower the count on this line" : "take cards out, or swap some for others") : "add cards to the deck",
  };
}
