/**
 * A game's vocabulary as declared in `cards/<game>/game.yaml`: everything cards may name.
 * The compiler core is generic; all game knowledge reaches it through this structure.
 */

export type FieldType =
  | { type: "string" }
  | { type: "int"; min?: number; max?: number }
  | { type: "bool" }
  | { type: "enum"; values: string[] }
  | { type: "list"; of: FieldType; min?: number; max?: number; unique?: boolean }
  | { type: "ref"; to: string[] }
  | { type: "traits" }
  | { type: "effect" }
  | { type: "condition" }
  | { type: "icon" }
  | { type: "map"; keys: MapKeys; values: FieldType; complete?: boolean };

/** Map keys are a vocabulary section (`stats`, `resources`, `counters`, `icons`) or a fixed list. */
export type MapKeys = "stats" | "resources" | "counters" | "icons" | string[];

export type FieldSpec = FieldType & { required?: boolean; description?: string };

export interface KindSpec {
  description?: string;
  fields: Record<string, FieldSpec>;
}

export type TraitParam = "number" | "roman" | "multiplier" | "name" | "numbers";

export interface TraitSpec {
  param?: TraitParam;
  description?: string;
}

export interface NounSpec {
  type: string;
  many?: boolean;
  description?: string;
}

export interface EventSpec {
  respondable?: boolean;
  /** Labelled arguments a trigger may filter on: `when attacked on your hero`. */
  args?: Record<string, string>;
  /** Values the triggered body can read by name (`amount`). */
  payload?: Record<string, string>;
  /** Card kinds that may trigger on this event; all kinds when absent. */
  kinds?: string[];
  description?: string;
}

/**
 * A verb parameter's type: an entity class from `types`, or one of the built-ins
 * `number`, `bool`, `quantity` (a value with a unit from `units`), `flag` (one of `values`),
 * `zone`, `icon`, `card-id`.
 */
export interface ParamSpec {
  type: string;
  positional?: boolean;
  required?: boolean;
  unit?: string;
  units?: string[];
  values?: string[];
  description?: string;
}

export interface VerbSpec {
  description?: string;
  params: Record<string, ParamSpec>;
  /** Card kinds that may use this verb; all kinds when absent. */
  kinds?: string[];
}

export interface Bounds {
  min?: number;
  max?: number;
  description?: string;
}

export interface Vocabulary {
  game: string;
  title: string;
  players: { min: number; max: number };
  types: Record<string, { is?: string; description?: string }>;
  stats: Record<string, { description?: string }>;
  resources: Record<string, Bounds>;
  counters: Record<string, Bounds>;
  zones: Record<string, { description?: string }>;
  periods: string[];
  phases: string[];
  steps: Record<string, { phase: string; numbers?: number[] }>;
  icons: string[];
  traits: Record<string, TraitSpec>;
  nouns: Record<string, NounSpec>;
  facts: Record<string, { description?: string }>;
  events: Record<string, EventSpec>;
  verbs: Record<string, VerbSpec>;
  kinds: Record<string, KindSpec>;
}

/** Fields every card has, whatever its kind. */
export const COMMON_FIELDS: Record<string, FieldSpec> = {
  id: { type: "string", required: true, description: "unique id, lowercase kebab-case" },
  name: { type: "string", required: true, description: "the card's title" },
  kind: { type: "string", required: true, description: "the card kind" },
  text: { type: "string", description: "rules text for players, in the designer's words" },
  covers: { type: "list", of: { type: "string" }, description: "effect-pattern IDs this card demonstrates" },
};

/** The keys a map field may have: a vocabulary section's names, or its fixed list. */
export function mapKeyNames(vocab: Vocabulary, keys: MapKeys): string[] {
  if (Array.isArray(keys)) return keys;
  if (keys === "icons") return vocab.icons;
  return Object.keys(vocab[keys]);
}

/** Is `sub` the entity class `sup` or a subtype of it? */
export function isSubtype(vocab: Vocabulary, sub: string, sup: string): boolean {
  const seen = new Set<string>();
  for (let t: string | undefined = sub; t && !seen.has(t); t = vocab.types[t]?.is) {
    if (t === sup) return true;
    seen.add(t);
  }
  return false;
}
