import type { CompiledEffect } from "cardsmith/runtime/api";
import type { CardId, Rt } from "./vocabulary.ts";

/** A hero card. */
export interface HeroCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "hero";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  readonly melee: number;
  readonly support?: number;
  /** the spell-casting orb: the element (a trait) it casts proficiently */
  readonly orb?: "Fire" | "Water" | "Air" | "Earth";
  readonly gp: number;
  readonly traits?: readonly string[];
  readonly effect?: CompiledEffect<Rt>;
}

/** A monster card. */
export interface MonsterCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "monster";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  readonly melee: number;
  readonly gp: number;
  readonly traits?: readonly string[];
  readonly effect?: CompiledEffect<Rt>;
}

/** A trap card: its `requires` says when it could have an effect (else it is discarded when revealed); its effect, when not disarmed, runs as the hero player */
export interface TrapCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "trap";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  readonly gp: number;
  readonly effect: CompiledEffect<Rt>;
}

/** A item card. */
export interface ItemCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "item";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  readonly gp: number;
  readonly traits?: readonly string[];
  readonly effect?: CompiledEffect<Rt>;
}

/** A spell card. */
export interface SpellCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "spell";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  readonly gp: number;
  readonly traits?: readonly string[];
  readonly effect: CompiledEffect<Rt>;
}

/** A rule card. */
export interface RuleCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "rule";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  readonly effect: CompiledEffect<Rt>;
}

/** Any card of the game. */
export type Card = HeroCard | MonsterCard | TrapCard | ItemCard | SpellCard | RuleCard;
