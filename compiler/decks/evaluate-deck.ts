/**
 * Measures a deck against its type's rules. Pure data in, breaches out: the checker turns each
 * breach into a diagnostic. A breach of an upper bound is blamed on the card line that first went
 * over it (the line a designer would change); a shortfall is the deck's as a whole.
 */
import type { Vocabulary } from "../vocab/vocabulary.ts";
import { asList, limitTrait, pathSpecs, ruleKinds } from "./check-deck-rules.ts";
import { EACH_CARD, type DeckBounds, type DeckRule, type DeckSpec } from "./deck-spec.ts";

/** One line of a deck: a card and its number of copies. */
export interface DeckLine {
  id: string;
  count: number;
  kind: string;
  /** The card's fields as written (own properties only are read). */
  data: Readonly<Record<string, unknown>>;
}

export interface Breach {
  /** The rule's index in `rules`, or `size` for the deck's size. */
  rule: number | "size";
  /** The group (`each`): a field value or a card id; undefined for a rule without `each`. */
  group?: string;
  actual: number;
  /** The bound broken, as written (`at-most` also when a card's own limit replaced it). */
  bound: "exactly" | "at-least" | "at-most";
  limit: number;
  /** With `card-limit`: the card's own limit replaced the rule's. */
  ownLimit?: boolean;
  /** The line that went over an upper bound; undefined for a shortfall. */
  line?: number;
  /** With `distinct`: the different values found, in deck order. */
  values?: string[];
}

/** The size rule, as an ordinary rule without a filter. */
export function sizeRule(deck: DeckSpec): DeckRule | undefined {
  if (deck.size === undefined) return undefined;
  return typeof deck.size === "number" ? { exactly: deck.size } : { ...deck.size };
}

/** Every card of the game by id, for paths through refs (`hero.class`). */
export type CardLookup = ReadonlyMap<string, { readonly data: Readonly<Record<string, unknown>> }>;

export function evaluateDeck(vocab: Vocabulary, deck: DeckSpec, lines: readonly DeckLine[], cards: CardLookup = new Map()): Breach[] {
  const breaches: Breach[] = [];
  const size = sizeRule(deck);
  const read = (line: DeckLine, path: string) => pathValue(line, path, cards);
  if (size) breaches.push(...evaluateRule(vocab, deck, size, "size", lines, read));
  for (const [i, rule] of (deck.rules ?? []).entries()) breaches.push(...evaluateRule(vocab, deck, rule, i, lines, read));
  return breaches;
}

type Read = (line: DeckLine, path: string) => unknown;

/** A field of the card, or through refs (`hero.class`: the class of the card its `hero` names). */
export function pathValue(line: DeckLine, path: string, cards: CardLookup): unknown {
  const [first, ...rest] = path.split(".");
  let value = first === "id" ? line.id : first === "kind" ? line.kind : fieldValue(line.data, first);
  for (const segment of rest) {
    const target = typeof value === "string" ? cards.get(value) : undefined;
    if (!target) return undefined;
    value = fieldValue(target.data, segment);
  }
  return value;
}

/** A field's value on a card, never one inherited from a prototype. */
export function fieldValue(data: Readonly<Record<string, unknown>>, field: string): unknown {
  return Object.hasOwn(data, field) ? data[field] : undefined;
}

/** The card's traits as written (`Deck-limit 2`), from every traits field of its kind. */
function traitTexts(vocab: Vocabulary, line: DeckLine): string[] {
  const texts: string[] = [];
  const kind = Object.hasOwn(vocab.kinds, line.kind) ? vocab.kinds[line.kind] : undefined;
  for (const [field, spec] of Object.entries(kind?.fields ?? {})) {
    if (spec.type !== "traits") continue;
    const value = fieldValue(line.data, field);
    if (Array.isArray(value)) texts.push(...value.map(String));
  }
  return texts;
}

function traitNames(vocab: Vocabulary, line: DeckLine): Set<string> {
  const names = new Set<string>();
  for (const t of traitTexts(vocab, line)) {
    const m = /^\s*([A-Za-z][A-Za-z0-9-]*)/.exec(t);
    if (m) names.add(m[1]);
  }
  return names;
}

const ROMAN: Record<string, number> = { I: 1, II: 2, III: 3, IV: 4, V: 5, VI: 6, VII: 7, VIII: 8, IX: 9, X: 10 };

/** The number a card's trait carries (`Deck-limit 2` → 2, `Delay II` → 2), if it has the trait. */
function traitNumber(vocab: Vocabulary, line: DeckLine, trait: string): number | undefined {
  for (const t of traitTexts(vocab, line)) {
    const m = /^\s*([A-Za-z][A-Za-z0-9-]*)\s+([0-9]+|[IVX]+)\s*$/.exec(t);
    if (!m || m[1] !== trait) continue;
    const n = /^[0-9]+$/.test(m[2]) ? Number(m[2]) : Object.hasOwn(ROMAN, m[2]) ? ROMAN[m[2]] : undefined;
    if (n !== undefined) return n;
  }
  return undefined;
}

/** Does the card pass the rule's filter (`kind`, `with`, `where`)? */
export function ruleMatches(vocab: Vocabulary, rule: DeckRule, line: DeckLine, read: Read = (l, f) => pathValue(l, f, new Map())): boolean {
  const kinds = asList(rule.kind);
  if (kinds.length && !kinds.includes(line.kind)) return false;
  const traits = asList(rule.with);
  if (traits.length) {
    const has = traitNames(vocab, line);
    if (!traits.some((t) => has.has(t))) return false;
  }
  for (const [field, wanted] of Object.entries(rule.where ?? {})) {
    const value = read(line, field);
    if (!asList(wanted).some((w) => w === value || (typeof value === "string" && String(w) === value))) return false;
  }
  return true;
}

interface Group {
  measure: number;
  values: string[];
  /** Reported already: one breach of an upper bound per group. */
  over: boolean;
}

function evaluateRule(vocab: Vocabulary, deck: DeckSpec, rule: DeckRule, index: number | "size", lines: readonly DeckLine[], read: Read): Breach[] {
  const breaches: Breach[] = [];
  const groups = new Map<string, Group>();
  const group = (key: string) => {
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { measure: 0, values: [], over: false }));
    return g;
  };
  const each = rule.each;
  const eachTrait = rule["each-trait"];
  const grouped = each !== undefined || eachTrait !== undefined;
  if (eachTrait) eachTrait.forEach((t) => group(t));
  else if (each === undefined) group("");
  else if (each !== EACH_CARD) {
    // Every value of an enum is a group, so a value with no card at all falls short too.
    const found = pathSpecs(vocab, ruleKinds(vocab, deck, rule), each);
    if ("specs" in found) for (const [, spec] of found.specs) if (spec.type === "enum") spec.values.forEach((v) => group(v));
  }
  const upper = rule.exactly ?? rule["at-most"];
  const limitFromTrait = limitTrait(vocab, deck, rule) !== undefined;
  for (const [i, line] of lines.entries()) {
    if (!ruleMatches(vocab, rule, line, read)) continue;
    for (const key of groupKeys(line)) measureLine(i, line, key);
  }
  /** The groups a card counts in: none, one, or (with `each-trait`) each listed trait it has. */
  function groupKeys(line: DeckLine): string[] {
    if (eachTrait) {
      const has = traitNames(vocab, line);
      return eachTrait.filter((t) => has.has(t));
    }
    if (each === EACH_CARD) return [line.id];
    if (each === undefined) return [""];
    const v = read(line, each);
    return v === undefined || v === null || typeof v === "object" ? [] : [String(v)];
  }
  function measureLine(i: number, line: DeckLine, key: string): void {
    const g = group(key);
    if (rule.sum !== undefined) {
      const v = read(line, rule.sum);
      g.measure += typeof v === "number" ? v * line.count : 0;
    } else if (rule.distinct !== undefined) {
      const v = read(line, rule.distinct);
      if (v === undefined || v === null || typeof v === "object" || g.values.includes(String(v))) return;
      g.values.push(String(v));
      g.measure = g.values.length;
    } else g.measure += line.count;
    let limit = upper;
    let ownLimit = false;
    const cardLimit = rule["card-limit"] === undefined || each !== EACH_CARD ? undefined : limitFromTrait ? traitNumber(vocab, line, rule["card-limit"]) : fieldValue(line.data, rule["card-limit"]);
    if (typeof cardLimit === "number" && rule.exactly === undefined) {
      limit = cardLimit;
      ownLimit = true;
    }
    if (limit !== undefined && g.measure > limit && !g.over) {
      g.over = true;
      const bound = rule.exactly !== undefined ? "exactly" : "at-most";
      breaches.push({ rule: index, ...(grouped && { group: key }), actual: g.measure, bound, limit, ...(ownLimit && { ownLimit }), line: i, ...(rule.distinct !== undefined && { values: [...g.values] }) });
    }
  }
  const lower = rule.exactly ?? rule["at-least"];
  if (lower !== undefined) {
    for (const [key, g] of groups) {
      if (g.over) {
        // Reported when it went over; an `exactly` group over its count is not also short.
        continue;
      }
      if (g.measure < lower) {
        const bound: Breach["bound"] = rule.exactly !== undefined ? "exactly" : "at-least";
        breaches.push({ rule: index, ...(grouped && { group: key }), actual: g.measure, bound, limit: lower, ...(rule.distinct !== undefined && { values: [...g.values] }) });
      }
    }
  }
  // A final total above the bound that no single line crossed cannot happen: totals only grow.
  return breaches;
}

/** The bound in words: `exactly 40`, `at least 60`, `at most 3`, `from 2 to 4`. */
export function boundsText(b: DeckBounds): string {
  if (b.exactly !== undefined) return `exactly ${b.exactly}`;
  if (b["at-least"] !== undefined && b["at-most"] !== undefined) return `from ${b["at-least"]} to ${b["at-most"]}`;
  return b["at-least"] !== undefined ? `at least ${b["at-least"]}` : `at most ${b["at-most"]}`;
}
