/**
 * Which cards use each name of the vocabulary: the verbs they call, the events they trigger on,
 * the phases and steps they time abilities by, the nouns, facts, zones, stats, resources and
 * counters they read, their traits and icons, and the effect language's keywords they write.
 * Read from the parsed effects and the checker's resolution of their names, not by matching words.
 */
import type * as A from "../../dsl/ast.ts";
import { KEYWORDS } from "../../dsl/index.ts";
import { tokenize } from "../../dsl/lexer.ts";
import type { CheckedCard, CheckedGame } from "../check/checked.ts";
import type { FieldSpec, Vocabulary } from "../vocab/vocabulary.ts";

export const SECTIONS = ["kinds", "traits", "keywords", "verbs", "icons", "events", "phases", "steps", "nouns", "facts", "stats", "resources", "counters", "zones"] as const;
export type Section = (typeof SECTIONS)[number];

/** Card ids by name, by section; names come from files, so maps throughout. */
export type UsageIndex = Map<Section, Map<string, Set<string>>>;

const KEYWORD_SET: ReadonlySet<string> = new Set(KEYWORDS);

export function usageIndex(game: CheckedGame, cards: CheckedCard[]): UsageIndex {
  const index: UsageIndex = new Map(SECTIONS.map((s) => [s, new Map()]));
  const v = game.vocab;
  for (const card of cards) {
    const use = (section: Section, name: string) => {
      const byName = index.get(section)!;
      if (!byName.has(name)) byName.set(name, new Set());
      byName.get(name)!.add(card.id);
    };
    use("kinds", card.kind);
    const fields = v.kinds[card.kind]?.fields ?? {};
    for (const [field, spec] of Object.entries(fields)) if (Object.hasOwn(card.data, field)) fieldUses(v, spec, card.data[field], use);
    for (const effect of [...card.effects, ...card.conditions]) {
      for (const r of effect.names.values()) {
        if (r.kind === "fact") use("facts", r.name);
        else if (r.kind === "icon") use("icons", r.name);
        else if (r.kind === "zone") use("zones", r.name);
        else if (r.kind === "noun") use("nouns", r.name);
        else if (r.kind === "property") use(r.section, r.name);
      }
      walk("program" in effect ? effect.program : effect.expr, v, use);
    }
    for (const field of Object.keys(fields)) {
      const spec = fields[field];
      if (!Object.hasOwn(card.data, field)) continue;
      for (const text of effectTexts(spec, card.data[field])) for (const k of keywordsIn(text)) use("keywords", k);
    }
  }
  return index;
}

/** Names a field's value carries: trait names, icons, and the keys of maps over a vocabulary section. */
function fieldUses(v: Vocabulary, spec: FieldSpec, value: unknown, use: (s: Section, n: string) => void): void {
  if (spec.type === "traits" && Array.isArray(value)) {
    for (const t of value) {
      const name = /^[A-Za-z][\w-]*/.exec(String(t))?.[0];
      if (name && Object.hasOwn(v.traits, name)) use("traits", name);
    }
  } else if (spec.type === "icon" && typeof value === "string") use("icons", value);
  else if (spec.type === "list" && Array.isArray(value)) for (const item of value) fieldUses(v, spec.of, item, use);
  else if (spec.type === "map" && typeof value === "object" && value !== null) {
    const keys = Object.keys(value);
    if (spec.keys === "icons") keys.forEach((k) => use("icons", k));
    else if (spec.keys === "stats" || spec.keys === "resources" || spec.keys === "counters") keys.forEach((k) => use(spec.keys as Section, k));
  }
}

/** The effect and condition texts a field holds (a chart holds one per icon). */
function effectTexts(spec: FieldSpec, value: unknown): string[] {
  if ((spec.type === "effect" || spec.type === "condition") && typeof value === "string") return [value];
  if (spec.type === "map" && spec.values.type === "effect" && typeof value === "object" && value !== null) return Object.values(value).filter((t): t is string => typeof t === "string");
  return [];
}

function keywordsIn(text: string): string[] {
  return tokenize(text).tokens.map((t) => t.image).filter((w) => KEYWORD_SET.has(w));
}

/** Verbs called, events triggered on, phases and steps named, traits and kinds filtered by. */
function walk(node: unknown, v: Vocabulary, use: (s: Section, n: string) => void): void {
  if (Array.isArray(node)) {
    for (const n of node) walk(n, v, use);
    return;
  }
  if (typeof node !== "object" || node === null) return;
  const n = node as { kind?: string };
  if (n.kind === "Call") use("verbs", (n as A.CallStmt).verb.text);
  else if (n.kind === "When" || n.kind === "Response") use("events", (n as A.WhenTrigger).event.text);
  else if (n.kind === "At") {
    const period = (n as A.AtTrigger).period.text;
    if (v.phases.includes(period)) use("phases", period);
    else if (Object.hasOwn(v.steps, period)) use("steps", period);
  } else if (n.kind === "Selector") {
    const noun = (n as A.Selector).noun.text;
    if (Object.hasOwn(v.nouns, noun)) use("nouns", noun);
  } else if (n.kind === "Quantity") {
    // `2 gold`, `1 stun`: a unit is a resource, a counter or a stat when the vocabulary says so.
    const unit = (n as A.Quantity).unit.text;
    for (const section of ["resources", "counters", "stats"] as const) if (Object.hasOwn(v[section], unit)) use(section, unit);
  } else if (n.kind === "With") {
    const name = (n as A.WithFilter).name.text;
    if (Object.hasOwn(v.traits, name)) use("traits", name);
    else if (Object.hasOwn(v.kinds, name)) use("kinds", name);
  }
  for (const [key, value] of Object.entries(node)) if (key !== "span") walk(value, v, use);
}
