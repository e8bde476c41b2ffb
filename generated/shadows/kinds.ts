import type { CompiledEffect, Condition } from "cardsmith/runtime/api";
import type { CardId, Icon, Rt, Stat } from "./vocabulary.ts";

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
  readonly epithet?: string;
  readonly stats: Readonly<Record<Stat, number>>;
  readonly deck: readonly CardId[];
}

/** A hero-special card. */
export interface HeroSpecialCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "hero-special";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  readonly hero: CardId;
  readonly traits?: readonly string[];
  readonly requires?: Condition<Rt>;
  readonly shield?: number;
  readonly health?: number;
  readonly flip?: CardId;
  readonly effect?: CompiledEffect<Rt>;
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
  readonly initiative: readonly number[];
  readonly traits?: readonly string[];
  readonly requires?: Condition<Rt>;
  readonly shield?: number;
  readonly health?: number;
  readonly flip?: CardId;
  readonly beginner?: boolean;
  readonly effect?: CompiledEffect<Rt>;
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
  readonly cost: number;
  readonly basic?: boolean;
  readonly stats?: Readonly<Partial<Record<Stat, number>>>;
  readonly shield?: number;
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
  readonly level: number;
  readonly health: number;
  readonly species?: string;
  readonly chart: Readonly<Record<Icon, CompiledEffect<Rt>>>;
  readonly reward: Readonly<
    Partial<Record<"gold" | "experience" | "shadow-stones" | "random-item", number>>
  >;
  readonly creature?: CardId;
  readonly traits?: readonly string[];
}

/** A monster-creature card. */
export interface MonsterCreatureCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "monster-creature";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  readonly health: number;
  readonly reward: Readonly<Partial<Record<"gold" | "experience" | "shadow-stones", number>>>;
  readonly traits?: readonly string[];
  readonly effect?: CompiledEffect<Rt>;
}

/** A monster-action card. */
export interface MonsterActionCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "monster-action";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  readonly icons: readonly Icon[];
}

/** A status card. */
export interface StatusCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "status";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  readonly shield?: number;
  readonly flip?: CardId;
  readonly traits?: readonly string[];
  readonly effect?: CompiledEffect<Rt>;
}

/** A mission card. */
export interface MissionCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "mission";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  readonly goal: Condition<Rt>;
  readonly reward: Readonly<Partial<Record<"shadow-stones", number>>>;
}

/** Any card of the game. */
export type Card =
  | HeroCard
  | HeroSpecialCard
  | SkillCard
  | ItemCard
  | MonsterCard
  | MonsterCreatureCard
  | MonsterActionCard
  | StatusCard
  | MissionCard;
