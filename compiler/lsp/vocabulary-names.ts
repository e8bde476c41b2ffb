/**
 * Everything a game's vocabulary lets a card name, each with what the editor shows of it: a
 * one-line signature, its meaning (the `description` in game.yaml) and where game.yaml declares
 * it. Completion, hover and go-to-definition all read this one list.
 */
import type { LoadedVocabulary } from "../vocab/load-vocabulary.ts";
import type { ParamSpec, Vocabulary } from "../vocab/vocabulary.ts";
import type { SourceSpan } from "../diagnostics/diagnostic.ts";

export type NameCategory =
  | "verb"
  | "trait"
  | "noun"
  | "stat"
  | "resource"
  | "counter"
  | "icon"
  | "zone"
  | "event"
  | "fact"
  | "phase"
  | "step"
  | "period"
  | "kind"
  | "type";

export interface VocabularyName {
  name: string;
  category: NameCategory;
  /** One line: `verb attack <target> for <number: damage>`. */
  signature: string;
  /** Markdown: the description, parameters and rules. */
  documentation: string;
  /** Where game.yaml declares it: the key's path (`spanAt(path, true)`), or a list item's. */
  declared: { path: Array<string | number>; onKey: boolean };
}

const byVocabulary = new WeakMap<Vocabulary, VocabularyName[]>();

/** Every name of the vocabulary (computed once per loaded vocabulary). */
export function vocabularyNames(vocab: Vocabulary): VocabularyName[] {
  const known = byVocabulary.get(vocab);
  if (known) return known;
  const out: VocabularyName[] = [];
  const add = (name: string, category: NameCategory, signature: string, lines: Array<string | undefined>, declared: VocabularyName["declared"]) =>
    out.push({ name, category, signature, documentation: lines.filter((l) => l !== undefined && l !== "").join("\n\n"), declared });
  const keyed = (section: string, name: string) => ({ path: [section, name], onKey: true });

  for (const [name, v] of Object.entries(vocab.verbs)) {
    const params = Object.entries(v.params).map(([p, spec]) => `- \`${p}\`: ${paramWords(spec)}${spec.required ? "" : " (optional)"}${spec.description ? ` — ${spec.description}` : ""}`);
    add(name, "verb", verbSignature(name, v.params), [
      v.description,
      params.length ? `Parameters:\n${params.join("\n")}` : "No parameters.",
      v.kinds ? `Only on ${v.kinds.join(", ")} cards.` : undefined,
      v.synonyms?.length ? `Also known as: ${v.synonyms.join(", ")} (a hint only).` : undefined,
      `Means: ${v.means === "hook" ? "the game's own code (a hook)" : `\`${v.means}\` (the engine)`}.`,
    ], keyed("verbs", name));
  }
  for (const [name, t] of Object.entries(vocab.traits)) {
    const rules = [
      t.repeat ? "the card's use-effect runs N times" : undefined,
      t["after-use"] ? `after use: \`${t["after-use"]}\`` : undefined,
      t["played-to"] ? `played to ${t["played-to"]}` : undefined,
      ...(t.limits ?? []).map((l) => `limit: ${l}`),
      t["used-goes-to"] ? `once used, goes to ${t["used-goes-to"]}` : undefined,
      t.immune ? "cannot be damaged, targeted, lose or recover health" : undefined,
      t.means === "hook" ? "meaning given by the game's own code (a hook)" : t.means === "tag" ? "a tag other effects refer to" : undefined,
    ].filter((r): r is string => !!r);
    add(name, "trait", `trait ${name}${t.param ? ` <${t.param}>` : ""}`, [t.description, rules.length ? `Rules:\n${rules.map((r) => `- ${r}`).join("\n")}` : undefined], keyed("traits", name));
  }
  for (const [name, n] of Object.entries(vocab.nouns)) {
    add(name, "noun", `noun ${name}: ${n.many ? "many " : ""}${n.type}`, [n.description, `Means: \`${n.means}\`.`, n.filters?.length ? `Filters: ${n.filters.join(", ")}.` : undefined], keyed("nouns", name));
  }
  for (const [name, s] of Object.entries(vocab.stats)) add(name, "stat", `stat ${name}`, [s.description], keyed("stats", name));
  for (const [name, r] of Object.entries(vocab.resources)) add(name, "resource", `resource ${name}${bounds(r)}`, [r.description, r.modifiable ? "A `+N` modifier may change it." : undefined], keyed("resources", name));
  for (const [name, c] of Object.entries(vocab.counters)) add(name, "counter", `counter ${name}${bounds(c)}`, [c.description, c["clears-on-move"] ? "Comes off a card the engine moves to another zone." : undefined], keyed("counters", name));
  vocab.icons.forEach((name, i) => add(name, "icon", `icon ${name}`, [], { path: ["icons", i], onKey: false }));
  for (const [name, z] of Object.entries(vocab.zones)) {
    const traits = [z["per-player"] ? "one per player" : "shared", z.live ? "live: its cards' abilities are in effect" : undefined, z["refills-from"] ? `refills from ${z["refills-from"]}` : undefined, z["one-of-each"] ? "copies alike: a card noun offers one of each" : undefined].filter(Boolean).join("; ");
    add(name, "zone", `zone ${name}`, [z.description, traits], keyed("zones", name));
  }
  for (const [name, e] of Object.entries(vocab.events)) {
    const args = Object.entries(e.args ?? {}).map(([a, t]) => `${a} <${t}>`);
    const payload = Object.entries(e.payload ?? {}).map(([p, t]) => `\`${p}\` (${t})`);
    add(name, "event", `event ${name}${args.length ? ` ${args.join(" ")}` : ""}`, [
      e.description,
      e.respondable ? "Respondable: `response to` answers it." : undefined,
      payload.length ? `Payload: ${payload.join(", ")}.` : undefined,
      `Raised by: ${e["raised-by"].join(", ")}.`,
    ], keyed("events", name));
  }
  for (const [name, f] of Object.entries(vocab.facts)) add(name, "fact", `fact ${name}`, [f.description, f.means === "condition" ? `Means: \`${f.if ?? ""}\`.` : `Means: \`${f.means}\`.`], keyed("facts", name));
  vocab.phases.forEach((name, i) => add(name, "phase", `phase ${name}`, [], { path: ["phases", i], onKey: false }));
  for (const [name, s] of Object.entries(vocab.steps)) add(name, "step", `step ${name} of ${s.phase}${s.numbers ? ` (${s.numbers.join(", ")})` : ""}`, [s.description], keyed("steps", name));
  vocab.periods.forEach((name, i) => add(name, "period", `period ${name}`, [], { path: ["periods", i], onKey: false }));
  for (const [name, k] of Object.entries(vocab.kinds)) {
    const fields = Object.entries(k.fields).map(([f, spec]) => `- \`${f}\`: ${spec.type}${spec.required ? " (required)" : ""}${spec.description ? ` — ${spec.description}` : ""}`);
    add(name, "kind", `kind ${name}`, [k.description, fields.length ? `Fields:\n${fields.join("\n")}` : undefined], keyed("kinds", name));
  }
  for (const [name, t] of Object.entries(vocab.types)) add(name, "type", `type ${name}${t.is ? ` (is ${t.is})` : ""}`, [t.description], keyed("types", name));
  byVocabulary.set(vocab, out);
  return out;
}

/** The names called `name`, in the vocabulary's order (`monster` may be a noun, a zone and a kind). */
export function namesCalled(vocab: Vocabulary, name: string): VocabularyName[] {
  return vocabularyNames(vocab).filter((n) => n.name === name);
}

export function declarationSpan(loaded: LoadedVocabulary, n: VocabularyName): SourceSpan {
  return loaded.spanAt(n.declared.path, n.declared.onKey);
}

/** `attack [<target: entity>] for <N damage>`, optional parameters in brackets. */
export function verbSignature(verb: string, params: Record<string, ParamSpec>): string {
  const parts = Object.entries(params).map(([name, p]) => {
    const type = typeText(p);
    const text = p.positional ? `<${name === type ? name : `${name}: ${type}`}>` : `${name} <${type}>`;
    return p.required ? text : `[${text}]`;
  });
  return `verb ${[verb, ...parts].join(" ")}`;
}

/** A parameter's type as written in a signature: `N damage`, `shields`, `entity`. */
function typeText(p: ParamSpec): string {
  const units = p.units ?? (p.unit ? [p.unit] : []);
  if (p.type === "flag" && p.values?.length) return p.values.join("|");
  if (units.length) return `${p.type === "number" || p.type === "quantity" ? "N" : p.type} ${units.join("|")}`;
  return p.type;
}

function paramWords(p: ParamSpec): string {
  const units = p.units ?? (p.unit ? [p.unit] : []);
  const base = p.type === "flag" && p.values?.length ? `one of ${p.values.map((v) => `\`${v}\``).join(", ")}` : p.type;
  return `${p.positional ? "positional, " : ""}${base}${units.length ? ` in ${units.join(" or ")}` : ""}`;
}

function bounds(b: { min?: number; max?: number }): string {
  if (b.min === undefined && b.max === undefined) return "";
  return ` (${b.min ?? "…"} to ${b.max ?? "…"})`;
}
