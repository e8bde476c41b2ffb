/**
 * A game's vocabulary as declared in `cards/<game>/game.yaml`: everything cards may name.
 * The compiler core is generic; all game knowledge reaches it through this structure.
 */
import type { ScenarioSpec } from "./scenario-spec.ts";

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
  /** Effect text run after each use of a card with the trait; `N` is the trait's parameter. */
  "after-use"?: string;
  /** The card's use-effect runs N times (`Attack X2`). */
  repeat?: boolean;
  /** Where a card with the trait goes when played. */
  "played-to"?: string;
  /** Usage limits the trait gives: `once per round`, `N times per game`. */
  limits?: string[];
  /** Where the card goes at the end of the round once used. */
  "used-goes-to"?: string;
  /** `hook`: the game's TypeScript gives the trait its meaning. */
  means?: "hook";
}

/**
 * What a noun means: `hook` (the game's TypeScript), `you`, `this`, `players`, `opponents`,
 * `event <arg>` (an argument of the triggering event) or `plural <noun>`.
 */
export type NounMeans = string;

export interface NounSpec {
  type: string;
  many?: boolean;
  means: NounMeans;
  /** Filters a noun of a non-card type accepts (`with`: its hook filters by trait). */
  filters?: string[];
  description?: string;
}

export type FactMeans = "hook" | "payload" | "used-as-response";

export interface FactSpec {
  means: FactMeans;
  description?: string;
}

export interface ZoneSpec {
  /** One zone per player (`hand`); otherwise one shared zone. */
  "per-player"?: boolean;
  /** Cards here have their abilities, triggers and modifiers in effect. */
  live?: boolean;
  /** A deck: when a card is drawn from it empty, the cards of this zone are shuffled into it first. */
  "refills-from"?: string;
  description?: string;
}

export interface StepSpec {
  phase: string;
  numbers?: number[];
  /** Numbers at which players act, in turn order. */
  "players-act"?: number[];
  /** Numbers a card may list that mean "always in play", never offered. */
  passive?: number[];
  /** The card field listing the numbers a card is played at. */
  "card-field"?: string;
  /** The zone players play cards from in this step. */
  "play-from"?: string;
  /** Numbers run by a procedure hook instead of the players (`3: reveal-monster-actions`). */
  procedures?: Record<string, string>;
  description?: string;
}

export interface RulesSpec {
  "turn-order": "from-leader";
  responses: { from: string[]; stack: boolean };
  /** Where a played card goes when none of its traits says otherwise. */
  "played-to"?: string;
}

/** A phase of the round: a procedure hook, the step that runs in it, or an effect-language text. */
export type PhaseProcedure = "hook" | { step: string } | { effect: string };

export interface ProcedureSpec {
  setup: "hook";
  phases: Record<string, PhaseProcedure>;
  /** When the end of the game is checked (`start of cleanup`) and by what. */
  end: { at: string; when: "hook" };
  score: "hook";
}

export interface EventSpec {
  respondable?: boolean;
  /** Labelled arguments a trigger may filter on: `when attacked on your hero`. */
  args?: Record<string, string>;
  /** Values the triggered body can read by name (`amount`). */
  payload?: Record<string, string>;
  /** Card kinds that may trigger on this event; all kinds when absent. */
  kinds?: string[];
  /** Verbs, phases, steps, traits or procedure hooks that raise it. */
  "raised-by": string[];
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
  /**
   * `hook`: the game's TypeScript implements it (typed by the generated verbs interface); or an
   * engine meaning (`move`, `gain`, `spend`: compiler/vocab/engine-verbs.ts) the engine runs.
   */
  means: string;
  params: Record<string, ParamSpec>;
  /** Card kinds that may use this verb; all kinds when absent. */
  kinds?: string[];
  /** Words a designer might write for this verb (`heal` for `recover`): hints only, never accepted. */
  synonyms?: string[];
}

export interface Bounds {
  min?: number;
  max?: number;
  /** A `+N <name>` modifier may change it (stats always may). */
  modifiable?: boolean;
  description?: string;
}

export interface Vocabulary {
  game: string;
  title: string;
  players: { min: number; max: number };
  /** Entity classes; `shown-by`: the card kinds that show such an entity (`level of the monster` reads its card). */
  types: Record<string, { is?: string; "shown-by"?: string[]; description?: string }>;
  stats: Record<string, { description?: string }>;
  resources: Record<string, Bounds>;
  /** `clears-on-move`: the tokens come off a card that the engine moves to another zone. */
  counters: Record<string, Bounds & { "clears-on-move"?: boolean }>;
  zones: Record<string, ZoneSpec>;
  periods: string[];
  phases: string[];
  steps: Record<string, StepSpec>;
  icons: string[];
  traits: Record<string, TraitSpec>;
  nouns: Record<string, NounSpec>;
  facts: Record<string, FactSpec>;
  events: Record<string, EventSpec>;
  verbs: Record<string, VerbSpec>;
  kinds: Record<string, KindSpec>;
  rules: RulesSpec;
  procedure: ProcedureSpec;
  /** How scenario files set out a table and read its values (scenario-spec.ts). */
  scenario?: ScenarioSpec;
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
