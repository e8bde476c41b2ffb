/**
 * Measures a deck against its type's rules. Pure data in, breaches out: the checker turns each
 * breach into a diagnostic. A breach of an upper bound is blamed on the card line that first went
 * over it (the line a designer would change); a shortfall is the deck's as a whole.
 */
import type { Vocabulary } from "../vocab/vocabulary.ts";
import { asList, kindField, ruleKinds } from "./check-deck-rules.ts";
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

export function evaluateDeck(vocab: Vocabulary, deck: DeckSpec, lines: readonly DeckLine[]): Breach[] {
  const breaches: Breach[] = [];
  const size = sizeRule(deck);
  if (size) breaches.push(...evaluateRule(vocab, deck, size, "size", lines));
  for (const [i, rule] of (deck.rules ?? []).entries()) breaches.push(...evaluateRule(vocab, deck, rule, i, lines));
  return breaches;
}

/** A field's value on a card, never one inherited from a prototype. */
export function fieldValue(data: Readonly<Record<string, unknown>>, field: string): unknown {
  return Object.hasOwn(data, field) ? data[field] : undefined;
}

function traitNames(vocab: Vocabulary, line: DeckLine): Set<string> {
  const names = new Set<string>();
  const kind = Object.hasOwn(vocab.kinds, line.kind) ? vocab.kinds[line.kind] : undefined;
  for (const [field, spec] of Object.entries(kind?.fields ?? {})) {
    if (spec.type !== "traits") continue;
    const value = fieldValue(line.data, field);
    if (!Array.isArray(value)) continue;
    for (const t of value) {
      const m = /^\s*([A-Za-z][A-Za-z0-9-]*)/.exec(String(t));
      if (m) names.add(m[1]);
    }
  }
  return names;
}

/** Does the card pass the rule's filter (`kind`, `with`, `where`)? */
export function ruleMatches(vocab: Vocabulary, rule: DeckRule, line: DeckLine): boolean {
  const kinds = asList(rule.kind);
  if (kinds.length && !kinds.includes(line.kind)) return false;
  const traits = asList(rule.with);
  if (traits.length) {
    const has = traitNames(vocab, line);
    if (!traits.some((t) => has.has(t))) return false;
  }
  for (const [field, wanted] of Object.entries(rule.where ?? {})) {
    const value = field === "id" ? line.id : field === "kind" ? line.kind : fieldValue(line.data, field);
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

function evaluateRule(vocab: Vocabulary, deck: DeckSpec, rule: DeckRule, index: number | "size", lines: readonly DeckLine[]): Breach[] {
  const breaches: Breach[] = [];
  const groups = new Map<string, Group>();
  const group = (key: string) => {
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { measure: 0, values: [], over: false }));
    return g;
  };
  const each = rule.each;
  if (each === undefined) group("");
  else if (each !== EACH_CARD) {
    // Every value of an enum is a group, so a value with no card at all falls short too.
    for (const k of ruleKinds(vocab, deck, rule)) {
      const spec = kindField(vocab, k, each);
      if (spec?.type === "enum") spec.values.forEach((v) => group(v));
    }
  }
  const upper = rule.exactly ?? rule["at-most"];
  for (const [i, line] of lines.entries()) {
    if (!ruleMatches(vocab, rule, line)) continue;
    let key = "";
    if (each === EACH_CARD) key = line.id;
    else if (each !== undefined) {
      const v = fieldValue(line.data, each);
      if (v === undefined || v === null || typeof v === "object") continue;
      key = String(v);
    }
    const g = group(key);
    if (rule.sum !== undefined) {
      const v = fieldValue(line.data, rule.sum);
      g.measure += typeof v === "number" ? v * line.count : 0;
    } else if (rule.distinct !== undefined) {
      const v = fieldValue(line.data, rule.distinct);
      if (v === undefined || v === null || typeof v === "object" || g.values.includes(String(v))) continue;
      g.values.push(String(v));
      g.measure = g.values.length;
    } else g.measure += line.count;
    let limit = upper;
    let ownLimit = false;
    const cardLimit = rule["card-limit"] !== undefined && each === EACH_CARD ? fieldValue(line.data, rule["card-limit"]) : undefined;
    if (typeof cardLimit === "number" && rule.exactly === undefined) {
      limit = cardLimit;
      ownLimit = true;
    }
    if (limit !== undefined && g.measure > limit && !g.over) {
      g.over = true;
      const bound = rule.exactly !== undefined ? "exactly" : "at-most";
      breaches.push({ rule: index, ...(each !== undefined && { group: key }), actual: g.measure, bound, limit, ...(ownLimit && { ownLimit }), line: i, ...(rule.distinct !== undefined && { values: [...g.values] }) });
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
        breaches.push({ rule: index, ...(each !== undefined && { group: key }), actual: g.measure, bound, limit: lower, ...(rule.distinct !== undefined && { values: [...g.values] }) });
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
