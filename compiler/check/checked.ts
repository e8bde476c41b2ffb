/**
 * What the checker hands to the emitter: each card's plain data plus, for every effect and
 * condition, its AST and how each name in it resolved. The emitter never re-resolves names.
 */
import type * as A from "../../dsl/ast.ts";
import type { CheckedDeck } from "../decks/check-decks.ts";
import type { Vocabulary } from "../vocab/vocabulary.ts";

/** What a bare name (`A.Ref`) or a property (`A.OfExpr.property`) means. */
export type Resolution =
  | { kind: "variable"; name: string; of: "number" | "bool" | "selector" }
  | { kind: "payload"; name: string }
  | { kind: "fact"; name: string }
  /** `round`: the number of the current round (1 in the first). */
  | { kind: "round" }
  /** A stat, resource or counter of your hero / you (bare) or of the `of` target. */
  | { kind: "property"; section: "stats" | "resources" | "counters"; name: string }
  /** `controller of T`: the player who controls an entity or card; `owner of T`: whose zones hold it. */
  | { kind: "relation"; name: "controller" | "owner" }
  /** `holder of T`: what the card T is attached to. */
  | { kind: "holder" }
  /** `Sprint of T`: the number of a trait with a numeric parameter on the card T. */
  | { kind: "trait-number"; name: string }
  /** `hero of controller of T`: the things of a noun a player controls. */
  | { kind: "possessive"; noun: string }
  /** `this` where an entity is expected: the entity the card is in play. */
  | { kind: "this-entity" }
  /** `cost of this`: a whole-number field printed on a card (from its kind's fields). */
  | { kind: "field"; name: string }
  | { kind: "noun"; name: string }
  | { kind: "icon"; name: string }
  | { kind: "zone"; name: string }
  | { kind: "card-id"; name: string }
  | { kind: "flag"; name: string };

export interface CheckedEffect {
  /** The field path inside the card: `effect`, `chart.MxAttack`. */
  field: string;
  program: A.Program;
  /** Resolution of every `A.Ref` node and every `A.OfExpr` property in `program`. */
  names: Map<A.Ref | A.OfExpr | A.Selector, Resolution>;
  /** For each call, the verb parameter each argument binds to. */
  params: Map<A.Arg, string>;
}

export interface CheckedCondition {
  field: string;
  expr: A.Expr;
  names: Map<A.Ref | A.OfExpr | A.Selector, Resolution>;
}

/** A fact meaning `condition` (check-fact-conditions.ts): `field` is the fact, `event` the one it is asked on (its `on:`). */
export interface CheckedFactCondition extends CheckedCondition {
  event: string | null;
}

/** A row of a figure type's place advice (check-place-advice.ts) with a condition or a worth in the effect language. */
export interface CheckedPlaceAdvice {
  type: string;
  /** The row's index in the type's `places`. */
  row: number;
  condition: { expr: A.Expr; names: Map<A.Ref | A.OfExpr | A.Selector, Resolution> } | null;
  /** The worth's expression, or null when it is a number. */
  worth: { expr: A.Expr; names: Map<A.Ref | A.OfExpr | A.Selector, Resolution> } | null;
}

/**
 * A zone capacity that depends on a value (`at-most: "(health + 1) / 2"`, or a range table
 * `{ by: health, "1-2": 1 }`): the value's expression, read as the zone's owner, and the table.
 */
export interface CheckedCapacity {
  zone: string;
  /** The trait or kind counted, or null for every card. */
  of: string | null;
  expr: A.Expr;
  names: Map<A.Ref | A.OfExpr | A.Selector, Resolution>;
  /** With a table: the count for each range of the value (a value in no range allows none). */
  ranges: Array<{ low: number; high: number; count: number }> | null;
}

export interface CheckedCard {
  id: string;
  kind: string;
  /** Source file, relative to the game folder (`skills/akintunde.yaml`). */
  file: string;
  /** The card's data as written (after schema validation). */
  data: Record<string, unknown>;
  effects: CheckedEffect[];
  conditions: CheckedCondition[];
  /**
   * Reused from an earlier build without re-checking: only `id`, `kind`, `file` and the
   * `name`/`covers` of `data` are known, and its module is already generated.
   */
  reused?: boolean;
}

export interface CheckedGame {
  vocab: Vocabulary;
  /** Each trait's checked `after-use:` effect, by trait name (compiled into rules.ts). */
  afterUse: Map<string, CheckedEffect>;
  /** Compiled `procedure.phases.<phase>.effect` texts, by phase. */
  phaseEffects: Map<string, CheckedEffect>;
  /** Each entity class's checked `defeated: then:` effect, by class (compiled into rules.ts). */
  defeatEffects?: Map<string, CheckedEffect>;
  /** Zone capacities that depend on a value, by zone then trait (`""` for every card). */
  capacities?: CheckedCapacity[];
  /** The facts declared as conditions, compiled into rules.ts. */
  factConditions?: CheckedFactCondition[];
  /** The place advice rows written in the effect language, compiled into rules.ts. */
  placeAdvice?: CheckedPlaceAdvice[];
  /** Cards grouped by source file (relative path), in file order. */
  files: Map<string, CheckedCard[]>;
  /** The game's deck files' decks, by id; present when game.yaml declares `decks:`. */
  decks?: CheckedDeck[];
}
