import type { CompiledEffect } from "cardsmith/runtime/api";
import type { CardId, Rt, Stat } from "./vocabulary.ts";

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
  readonly stats: Readonly<Record<Stat, number>>;
  readonly deck: readonly CardId[];
  readonly items: readonly CardId[];
}

/** A skill card. */
export interface SkillCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "skill";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  readonly hero?: CardId;
  /** success icons the card adds when revealed for a test */
  readonly successes: number;
  readonly traits?: readonly string[];
  readonly effect?: CompiledEffect<Rt>;
}

/** A weakness card. */
export interface WeaknessCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "weakness";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  /** always 0: a weakness adds no icons to tests */
  readonly successes: number;
}

/** A title card. */
export interface TitleCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "title";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  readonly successes: number;
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
  /** the trinket's starting depletion tokens (lower-left corner) */
  readonly depletion?: number;
  readonly traits?: readonly string[];
  readonly effect?: CompiledEffect<Rt>;
}

/** A boon card. */
export interface BoonCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "boon";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
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

/** A space card. */
export interface SpaceCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "space";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  readonly number: number;
  readonly adjacent: readonly number[];
  readonly effect?: CompiledEffect<Rt>;
}

/** A enemy-group card. */
export interface EnemyGroupCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "enemy-group";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  /** the group's health: all its figures together */
  readonly health: number;
  /** hits of each of its attacks */
  readonly attack: number;
  /** spaces it moves when it advances */
  readonly moves: number;
  /** an elite group's banner icon */
  readonly banner?: string;
  readonly traits?: readonly string[];
  /** the app's behaviour table: on activation the first row whose requirement holds is done */
  readonly behaviour: readonly CompiledEffect<Rt>[];
  readonly effect?: CompiledEffect<Rt>;
}

/** A adventure card. */
export interface AdventureCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "adventure";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  /** the space the heroes start in */
  readonly start: number;
  /** at this threat the heroes lose */
  readonly "threat-limit": number;
  /** every enemy group the adventure may place (one entry per group) */
  readonly groups: readonly CardId[];
  readonly effect: CompiledEffect<Rt>;
}

/** Any card of the game. */
export type Card =
  | HeroCard
  | SkillCard
  | WeaknessCard
  | TitleCard
  | ItemCard
  | BoonCard
  | RuleCard
  | SpaceCard
  | EnemyGroupCard
  | AdventureCard;
