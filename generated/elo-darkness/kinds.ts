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
  /** Fighter, Mage, Marksman, Jungler or Support */
  readonly class: string;
  readonly traits?: readonly string[];
}

/** A hero-card card. */
export interface HeroCardCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "hero-card";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  readonly hero: CardId;
  readonly influence: number;
  readonly ultimate?: boolean;
  readonly traits?: readonly string[];
  /** the Farming symbol: what discarding it when farming gives */
  readonly farming: CompiledEffect<Rt>;
  readonly effect?: CompiledEffect<Rt>;
}

/** A action card. */
export interface ActionCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "action";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  readonly influence: number;
  /** at most this many copies in a deck (instead of 3) */
  readonly "deck-limit"?: number;
  readonly traits?: readonly string[];
  readonly effect?: CompiledEffect<Rt>;
}

/** A mana card. */
export interface ManaCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "mana";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  readonly "deck-limit"?: number;
  readonly traits?: readonly string[];
  readonly farming: CompiledEffect<Rt>;
}

/** A marker card. */
export interface MarkerCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "marker";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  readonly influence: number;
  /** how many the box holds */
  readonly copies: number;
  readonly traits?: readonly string[];
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
  /** the cost of this side (on an upgraded side: the upgrade cost); an Item sells for half the cost of the side it shows */
  readonly cost: number;
  /** the upgraded Item on the back */
  readonly upgrade?: CardId;
  /** the cost printed on the back's corner: what upgrading costs */
  readonly "upgrade-cost"?: number;
  readonly traits?: readonly string[];
  readonly effect?: CompiledEffect<Rt>;
}

/** A spell-token card. */
export interface SpellTokenCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "spell-token";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  readonly traits?: readonly string[];
  readonly effect: CompiledEffect<Rt>;
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
  readonly traits?: readonly string[];
  /** the Reward: applied by the player who wins the card at a Monster Objective (whenever objective-won on this) */
  readonly effect: CompiledEffect<Rt>;
}

/** A lane card. */
export interface LaneCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "lane";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  /** the Class whose Laner Heroes are deployed on this Lane */
  readonly class: string;
  /** its place on the board (camps lie between neighbours) */
  readonly order: number;
}

/** A camp card. */
export interface CampCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "camp";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  /** the two Lanes the Camp lies between */
  readonly lanes: readonly CardId[];
  readonly traits?: readonly string[];
  readonly effect?: CompiledEffect<Rt>;
}

/** A track card. */
export interface TrackCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "track";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  /** the Influence gaps with a White Skull: one kill each reached */
  readonly "white-skulls": readonly number[];
  /** the gaps with a Red Skull: one kill each reached when the losers are threatened */
  readonly "red-skulls": readonly number[];
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
export type Card =
  | HeroCard
  | HeroCardCard
  | ActionCard
  | ManaCard
  | MarkerCard
  | ItemCard
  | SpellTokenCard
  | MonsterCard
  | LaneCard
  | CampCard
  | TrackCard
  | RuleCard;
