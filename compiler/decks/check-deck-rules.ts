/**
 * Checks the names in `game.yaml`'s `decks:` section: every kind, trait and field a deck rule
 * names must exist, with a type that fits what the rule does with it (a `sum` over a whole-number
 * field of every kind the rule can match). A rule naming nothing real would silently never bind.
 */
import { didYouMean } from "../check/suggest.ts";
import { COMMON_FIELDS, type FieldSpec, type Vocabulary } from "../vocab/vocabulary.ts";
import { EACH_CARD, type DeckBounds, type DeckRule, type DeckSpec } from "./deck-spec.ts";

type Report = (path: Array<string | number>, message: string, help?: string) => void;

/** Field types a rule may compare, group or count distinct values of: one plain value per card. */
const SCALAR_TYPES = new Set(["string", "int", "bool", "enum", "ref", "icon"]);

export const asList = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** The kinds a rule can match: its `kind` filter, else the deck's kinds, else every kind. */
export function ruleKinds(vocab: Vocabulary, deck: DeckSpec, rule: DeckRule): string[] {
  const own = asList(rule.kind);
  if (own.length) return own.filter((k) => Object.hasOwn(vocab.kinds, k));
  return deck.kinds?.filter((k) => Object.hasOwn(vocab.kinds, k)) ?? Object.keys(vocab.kinds);
}

/** A field of a card kind, the fields every card has included. */
export function kindField(vocab: Vocabulary, kind: string, field: string): FieldSpec | undefined {
  if (Object.hasOwn(COMMON_FIELDS, field)) return COMMON_FIELDS[field];
  const kindSpec = Object.hasOwn(vocab.kinds, kind) ? vocab.kinds[kind] : undefined;
  return kindSpec && Object.hasOwn(kindSpec.fields, field) ? kindSpec.fields[field] : undefined;
}

/** Trait parameters that are a number: `Deck-limit 2`, `Delay II`. */
const NUMBER_PARAMS = new Set(["number", "roman"]);

/**
 * `card-limit` naming a trait (`Deck-limit 2` on a card) rather than a field: the trait's spec, or
 * null for a trait without a number; undefined when it names a field (some kind the rule matches
 * has a field of that name, or no trait has the name).
 */
export function limitTrait(vocab: Vocabulary, deck: DeckSpec, rule: DeckRule): { param?: string } | null | undefined {
  const name = rule["card-limit"];
  if (name === undefined || !Object.hasOwn(vocab.traits, name)) return undefined;
  if (ruleKinds(vocab, deck, rule).some((k) => kindField(vocab, k, name))) return undefined;
  const spec = vocab.traits[name];
  return NUMBER_PARAMS.has(spec.param ?? "") ? spec : null;
}

/**
 * The field a path names on cards of `kinds`: `class`, or `hero.class` (the `class` of the card
 * each card's `hero` refers to). Each kind's spec of the last field, by kind; or what is wrong.
 */
export function pathSpecs(vocab: Vocabulary, kinds: readonly string[], path: string): { specs: Array<[string, FieldSpec]> } | { problem: string; help?: string; missing?: boolean } {
  const [first, ...rest] = path.split(".");
  const specs: Array<[string, FieldSpec]> = [];
  for (const k of kinds) {
    const spec = kindField(vocab, k, first);
    if (!spec) {
      const fields = [...Object.keys(vocab.kinds[k].fields), ...Object.keys(COMMON_FIELDS)];
      return { problem: `\`${k}\` cards have no field \`${first}\``, help: didYouMean(first, fields) ?? `fields of \`${k}\`: ${fields.join(", ")}`, missing: true };
    }
    if (!rest.length) {
      specs.push([k, spec]);
      continue;
    }
    if (spec.type !== "ref") return { problem: `\`${first}\` of \`${k}\` cards names no card, so \`${path}\` cannot read a field of it`, help: "a path goes through fields that refer to a card (`type: ref`)" };
    const further = pathSpecs(vocab, spec.to, rest.join("."));
    if ("problem" in further) return further;
    specs.push(...further.specs);
  }
  return { specs };
}

export function checkDeckRules(vocab: Vocabulary, report: Report): void {
  for (const [type, deck] of Object.entries(vocab.decks ?? {})) {
    const at = (...rest: Array<string | number>) => ["decks", type, ...rest];
    const kinds = Object.keys(vocab.kinds);
    for (const [i, k] of (deck.kinds ?? []).entries()) {
      if (!Object.hasOwn(vocab.kinds, k)) report(at("kinds", i), `unknown card kind \`${k}\` in deck type \`${type}\``, didYouMean(k, kinds) ?? `kinds of this game: ${kinds.join(", ")}`);
    }
    if (typeof deck.size === "object") checkBounds(deck.size, at("size"), report);
    for (const [i, rule] of (deck.rules ?? []).entries()) checkRule(vocab, deck, rule, (...rest) => at("rules", i, ...rest), report);
  }
}

function checkBounds(b: DeckBounds, path: Array<string | number>, report: Report): boolean {
  const { exactly, "at-least": least, "at-most": most } = b;
  if (exactly === undefined && least === undefined && most === undefined) {
    report(path, "a deck rule needs a bound: `exactly`, `at-least` or `at-most`", "say how many, e.g. `exactly: 3` or `at-most: 5000`");
    return false;
  }
  if (exactly !== undefined && (least !== undefined || most !== undefined)) {
    report([...path, "exactly"], "`exactly` cannot be combined with `at-least` or `at-most`", "keep `exactly`, or give a range with `at-least` and `at-most`");
    return false;
  }
  if (least !== undefined && most !== undefined && least > most) {
    report([...path, "at-least"], `\`at-least: ${least}\` is above \`at-most: ${most}\`: no deck fits`, "swap the two bounds");
    return false;
  }
  return true;
}

function checkRule(vocab: Vocabulary, deck: DeckSpec, rule: DeckRule, at: (...rest: Array<string | number>) => Array<string | number>, report: Report): void {
  checkBounds(rule, at(), report);
  const allKinds = Object.keys(vocab.kinds);
  const deckKinds = deck.kinds;
  for (const [i, k] of asList(rule.kind).entries()) {
    const path = Array.isArray(rule.kind) ? at("kind", i) : at("kind");
    if (!Object.hasOwn(vocab.kinds, k)) report(path, `unknown card kind \`${k}\``, didYouMean(k, allKinds) ?? `kinds of this game: ${allKinds.join(", ")}`);
    else if (deckKinds && !deckKinds.includes(k)) report(path, `this deck type takes no \`${k}\` cards, so the rule would never count one`, `the deck takes ${deckKinds.join(", ")}; add \`${k}\` to its \`kinds\` or drop it here`);
  }
  const traits = Object.keys(vocab.traits);
  for (const [i, t] of asList(rule.with).entries()) {
    const path = Array.isArray(rule.with) ? at("with", i) : at("with");
    if (!Object.hasOwn(vocab.traits, t)) report(path, `unknown trait \`${t}\``, didYouMean(t, traits) ?? "declare it under `traits:`");
  }
  for (const [i, t] of (rule["each-trait"] ?? []).entries()) {
    if (!Object.hasOwn(vocab.traits, t)) report(at("each-trait", i), `unknown trait \`${t}\``, didYouMean(t, traits) ?? "declare it under `traits:`");
  }
  if (rule["each-trait"] !== undefined && rule.each !== undefined) report(at("each-trait"), "a rule groups cards one way: `each` or `each-trait`, not both", "split it into two rules");
  const kinds = ruleKinds(vocab, deck, rule);
  if (!kinds.length) return;
  /** Every kind the rule can match must have the field (through refs, for `hero.class`), of a type the rule can use. */
  const needField = (field: string, path: Array<string | number>, what: string, fits: (f: FieldSpec) => boolean): FieldSpec[] | undefined => {
    const found = pathSpecs(vocab, kinds, field);
    if ("problem" in found) {
      report(path, found.problem, found.help ?? (rule.kind === undefined && found.missing ? "or narrow the rule with `kind:`" : undefined));
      return undefined;
    }
    for (const [k, spec] of found.specs) {
      if (!fits(spec)) {
        report(path, `\`${field}\` of \`${k}\` cards is ${spec.type === "list" || spec.type === "map" ? `a ${spec.type}` : `of type ${spec.type}`}; ${what}`);
        return undefined;
      }
    }
    return found.specs.map(([, spec]) => spec);
  };
  for (const [field, value] of Object.entries(rule.where ?? {})) {
    const specs = needField(field, at("where", field), "a `where` filter compares a single value", (f) => SCALAR_TYPES.has(f.type));
    for (const spec of specs ?? []) {
      for (const [i, v] of asList(value).entries()) {
        const problem = valueProblem(spec, v);
        if (problem) report(Array.isArray(value) ? at("where", field, i) : at("where", field), `\`${String(v)}\` cannot be a value of \`${field}\`: ${problem.message}`, problem.help);
      }
    }
  }
  if (rule.sum !== undefined) needField(rule.sum, at("sum"), "`sum` adds up a whole-number field", (f) => f.type === "int");
  if (rule.distinct !== undefined) needField(rule.distinct, at("distinct"), "`distinct` counts single values", (f) => SCALAR_TYPES.has(f.type));
  if (rule.sum !== undefined && rule.distinct !== undefined) report(at("distinct"), "a rule measures one thing: `sum` or `distinct`, not both", "split it into two rules");
  if (rule.each !== undefined && rule.each !== EACH_CARD) needField(rule.each, at("each"), "`each` groups cards by a single value", (f) => SCALAR_TYPES.has(f.type));
  const limit = rule["card-limit"];
  if (limit !== undefined) {
    if (rule.each !== EACH_CARD) report(at("card-limit"), "`card-limit` is a limit per card: it needs `each: card`", "add `each: card` to the rule");
    else if (rule["at-most"] === undefined) report(at("card-limit"), "`card-limit` replaces the rule's `at-most` for the cards that have it, but the rule has no `at-most`", "add the default, e.g. `at-most: 3`");
    const spec = limitTrait(vocab, deck, rule);
    if (spec === undefined) needField(limit, at("card-limit"), "`card-limit` needs a whole-number field, or a trait with a number (`Deck-limit 2`)", (f) => f.type === "int");
    else if (spec === null) report(at("card-limit"), `the trait \`${limit}\` has no number, so it cannot say a card's limit`, `declare it with \`param: number\` (cards then write \`${limit} 2\`)`);
  }
}

function valueProblem(spec: FieldSpec, v: unknown): { message: string; help?: string } | undefined {
  switch (spec.type) {
    case "enum":
      return spec.values.includes(String(v)) ? undefined : { message: `it is one of ${spec.values.join(", ")}`, help: didYouMean(String(v), spec.values) };
    case "int":
      return typeof v === "number" && Number.isInteger(v) ? undefined : { message: "it is a whole number" };
    case "bool":
      return typeof v === "boolean" ? undefined : { message: "it is true or false" };
    default:
      return typeof v === "string" ? undefined : { message: "it is a text", help: `write it in quotes: \`"${String(v)}"\`` };
  }
}

/** The card fields the deck rules read: a card's summary keeps them between incremental checks. */
export function deckFieldNames(vocab: Vocabulary): string[] {
  const names = new Set<string>();
  for (const deck of Object.values(vocab.decks ?? {})) {
    for (const rule of deck.rules ?? []) {
      const read = [...Object.keys(rule.where ?? {}), rule.sum, rule.distinct, rule.each, limitTrait(vocab, deck, rule) ? undefined : rule["card-limit"]];
      // A path (`hero.class`) reads a field of each card on the way.
      for (const f of read) if (f !== undefined && f !== EACH_CARD) f.split(".").forEach((segment) => names.add(segment));
      if (rule.with !== undefined || rule["each-trait"] !== undefined || (rule["card-limit"] !== undefined && limitTrait(vocab, deck, rule))) {
        for (const kind of Object.values(vocab.kinds)) for (const [f, spec] of Object.entries(kind.fields)) if (spec.type === "traits") names.add(f);
      }
    }
  }
  return [...names].filter((f) => !Object.hasOwn(COMMON_FIELDS, f)).sort();
}
