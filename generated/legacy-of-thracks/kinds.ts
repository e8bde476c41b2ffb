import type { CompiledEffect } from "cardsmith/runtime/api";
import type { CardId, Resource, Rt } from "./vocabulary.ts";

/** A location card. */
export interface LocationCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "location";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  readonly traits?: readonly string[];
  readonly effect?: CompiledEffect<Rt>;
  /** the stock at setup */
  readonly stock?: Readonly<Partial<Record<Resource, number>>>;
  /** the stock after each restock */
  readonly restock?: Readonly<Partial<Record<Resource, number>>>;
  /** the days with the Market icon: restocked before the day's first turn */
  readonly "restock-days"?: readonly number[];
  /** the HP a Hero pays to capture it (its effect spends them); held by another player, a Hero who cannot pay it may not step onto it */
  readonly "capture-hp"?: number;
}

/** A route card: a route of the map between two places, with its distance (dashed lines) */
export interface RouteCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "route";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  readonly from: CardId;
  readonly to: CardId;
  readonly distance: number;
  /** a red route: no road may be built on it */
  readonly red?: boolean;
}

/** A barrier card. */
export interface BarrierCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "barrier";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  /** the gold cost of stepping onto it, uncompleted */
  readonly gold: number;
  readonly hp: number;
  /** VP for completing it, and for a Hero standing on it at the end */
  readonly vp: number;
  /** its colour */
  readonly traits?: readonly string[];
}

/** A clan-hero card: clan mode: a Hero's character sheet: basic combat power, location modifier, and the special action that earns development points */
export interface ClanHeroCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "clan-hero";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  /** basic combat power (clan mode) */
  readonly power: number;
  readonly traits?: readonly string[];
  readonly effect?: CompiledEffect<Rt>;
}

/** A skill card: clan mode: one level of a Hero's skill tree, its ability in effect once the line it is on reaches its level */
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
  readonly level: number;
  /** the clan whose tree it belongs to */
  readonly traits?: readonly string[];
  readonly effect: CompiledEffect<Rt>;
}

/** A battle-card card. */
export interface BattleCardCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "battle-card";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  readonly power: number;
  readonly "clan-bonus"?: number;
  /** the clan of the clan modifier */
  readonly traits?: readonly string[];
  readonly blessing: CompiledEffect<Rt>;
  readonly effect?: CompiledEffect<Rt>;
}

/** A village-advantage card. */
export interface VillageAdvantageCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "village-advantage";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  /** Villages needed for the second bonus */
  readonly villages: number;
  /** the clan for whom the second bonus is always active (clan mode) */
  readonly traits?: readonly string[];
  readonly effect: CompiledEffect<Rt>;
}

/** A quest card. */
export interface QuestCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "quest";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  readonly traits?: readonly string[];
  /** its required crystals and condition, and the barrier it completes */
  readonly effect: CompiledEffect<Rt>;
}

/** A bonus-card card. */
export interface BonusCardCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "bonus-card";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  readonly traits?: readonly string[];
  readonly effect: CompiledEffect<Rt>;
}

/** A help-sheet card: solo and cooperative: Arwel's help sheet, benefits bought with gold or Shadow VP */
export interface HelpSheetCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "help-sheet";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  readonly effect: CompiledEffect<Rt>;
}

/** A shadow-sheet card: shadow mode: a rule of the mode, in front of each player */
export interface ShadowSheetCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "shadow-sheet";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  readonly effect: CompiledEffect<Rt>;
}

/** A altar card: shadow mode: the sacrificial altar, beside the board */
export interface AltarCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "altar";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  readonly effect: CompiledEffect<Rt>;
}

/** A barrier-extension card: cooperative: a magical barrier extension, how many times the team completes each magical barrier (designed for this game: the rulebook prints none) */
export interface BarrierExtensionCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "barrier-extension";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  /** the completions each barrier needs, the one nearest the Magical Path first */
  readonly completions?: readonly number[];
}

/** A rule card: a rule of the game written as a card, always in play */
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

/** A table-rule card: a rule of the whole table, not of one player: one copy for the table (zone `table-rules`) */
export interface TableRuleCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "table-rule";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  readonly effect: CompiledEffect<Rt>;
}

/** A action-card card. */
export interface ActionCardCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "action-card";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  readonly traits?: readonly string[];
  readonly effect: CompiledEffect<Rt>;
}

/** A darkness-card card. */
export interface DarknessCardCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "darkness-card";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  readonly traits?: readonly string[];
  readonly effect: CompiledEffect<Rt>;
}

/** A solo-event card. */
export interface SoloEventCard {
  /** unique id, lowercase kebab-case */
  readonly id: CardId;
  /** the card's title */
  readonly name: string;
  /** the card kind */
  readonly kind: "solo-event";
  /** rules text for players, in the designer's words */
  readonly text?: string;
  /** effect-pattern IDs this card demonstrates */
  readonly covers?: readonly string[];
  /** Shadow power +N */
  readonly power: number;
  /** Shadow VP +N */
  readonly points: number;
  /** Event 1 applies within this range of the Shadow Hero */
  readonly range?: number;
  /** Shadow battle cards when drawn for a battle */
  readonly battle: number;
  readonly effect: CompiledEffect<Rt>;
}

/** Any card of the game. */
export type Card =
  | LocationCard
  | RouteCard
  | BarrierCard
  | ClanHeroCard
  | SkillCard
  | BattleCardCard
  | VillageAdvantageCard
  | QuestCard
  | BonusCardCard
  | HelpSheetCard
  | ShadowSheetCard
  | AltarCard
  | BarrierExtensionCard
  | RuleCard
  | TableRuleCard
  | ActionCardCard
  | DarknessCardCard
  | SoloEventCard;
