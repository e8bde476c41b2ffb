import type { EffectApi, EffectContext, Quantity, Ref, SelectorSpec } from "cardsmith/runtime/api";

/** Every card id, in file order. */
export const CARD_IDS = [
  "ambush",
  "minion-wave",
  "play-safe",
  "worth-it",
  "taunt",
  "warding",
  "recall",
  "call",
  "brush",
  "last-hit",
  "coordinated-assault",
  "mana-recover-fighter",
  "mana-recover-mage",
  "mana-recover-marksman",
  "mana-recover-jungler",
  "mana-recover-support",
  "roaming",
  "free-lane",
  "peeling",
  "desert",
  "forest",
  "volcano",
  "influence-track",
  "east-camp",
  "west-camp",
  "cleon",
  "athos",
  "thiara",
  "max",
  "mckannon",
  "kairos",
  "hotep",
  "saerah",
  "treehollow",
  "pan",
  "neutralizing-shield",
  "bionic-javelin",
  "data-transfer",
  "arcane-research",
  "golden-tears",
  "flaming-tears",
  "dark-denial",
  "sens-hug",
  "data-reload",
  "grabbing-manoeuvre",
  "infernal-charge",
  "dread-sword",
  "guardians-threat",
  "cobra-hypnosis",
  "torrent-of-arrows",
  "bloody-shot",
  "ancestral-ritual",
  "awakening-the-forest",
  "guiding-light",
  "dark-premonition",
  "thunder-helm",
  "titans-helm",
  "elders-formula",
  "elders-tome",
  "golden-chest",
  "legendary-treasure",
  "dark-cloak",
  "night-veil",
  "amethyst-blade",
  "aurora-blade",
  "owl-drone",
  "owl-drone-prime",
  "golden-shield",
  "insurmountable-shield",
  "silver-sickle",
  "ocean-scythe",
  "merciless-archers-bow",
  "killer-bow",
  "sorceress-water",
  "fates-cure",
  "celerity-boots",
  "calavera-boots",
  "gold-hoarder",
  "ancient-wyrm",
  "elder-drake",
  "rift-crawler",
  "getting-greedy",
  "tower-reward",
  "heroes-level-up",
  "looting-camps",
  "hero-experience",
  "speed",
  "heal",
  "shield",
  "curse",
  "teleport",
] as const;
export type CardId = (typeof CARD_IDS)[number];

/** Card kinds. */
export const KINDS = [
  "hero",
  "hero-card",
  "action",
  "mana",
  "marker",
  "item",
  "spell-token",
  "monster",
  "lane",
  "camp",
  "track",
  "rule",
] as const;
export type Kind = (typeof KINDS)[number];

/** Trait and keyword names (cards write them with their parameter: `Delay II`). */
export const TRAITS = [
  "Fighter",
  "Mage",
  "Marksman",
  "Jungler",
  "Support",
  "Hero",
  "Laner",
  "Gank",
  "Mana",
  "Special-Activation",
  "Reaction",
  "Recycle",
  "Spell-token",
  "Basic",
  "Upgraded",
  "Roaming",
  "Free-Lane",
] as const;
export type Trait = (typeof TRAITS)[number];

/** Icons. */
export const ICONS = [] as const;
export type Icon = (typeof ICONS)[number];

/** Stats. */
export const STATS = [] as const;
export type Stat = (typeof STATS)[number];

/** Resources. */
export const RESOURCES = [
  "gold",
  "influence",
  "towers",
  "monster-tokens",
  "greedy",
  "threat",
  "rampage",
  "defense",
  "frozen",
] as const;
export type Resource = (typeof RESOURCES)[number];

/** Counters and tokens. */
export const COUNTERS = [
  "experience",
  "level",
  "fighter-xp",
  "mage-xp",
  "marksman-xp",
  "jungler-xp",
  "support-xp",
  "in-use",
  "blank",
] as const;
export type Counter = (typeof COUNTERS)[number];

/** Zones. */
export const ZONES = [
  "deck",
  "hand",
  "discard",
  "desert",
  "forest",
  "volcano",
  "heroes",
  "exhausted",
  "fallen",
  "item-deck",
  "merchant",
  "camps",
  "looted",
  "cleared",
  "spells",
  "spent-spells",
  "rules",
  "supply",
  "board",
  "banished",
  "monster-deck",
  "objective",
  "monsters",
] as const;
export type Zone = (typeof ZONES)[number];

/** Nouns selectors use. */
export const NOUNS = [
  "you",
  "opponent",
  "opponents",
  "player",
  "this",
  "card",
  "cards",
  "hero",
  "enemy-card",
  "associated-hero",
  "heroes",
] as const;
export type Noun = (typeof NOUNS)[number];

/** Facts about the resolving effect. */
export const FACTS = ["from-hand", "assault", "adjacent", "tower-standing"] as const;
export type Fact = (typeof FACTS)[number];

/** Events triggers listen to. */
export const EVENT_NAMES = [
  "discarded",
  "enters-play",
  "challenge-declared",
  "challenge-ended",
  "challenge-won",
  "gets-greedy",
  "tower-destroyed",
  "backing-begins",
  "turn-ends",
  "objective-won",
  "farming-done",
  "farmed",
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/** Periods usage limits count over. */
export const PERIODS = ["round", "game"] as const;
export type Period = (typeof PERIODS)[number];

/** Phases of a round, in order. */
export const PHASES = ["events", "farming", "backing", "combat", "end-of-turn"] as const;
export type Phase = (typeof PHASES)[number];

/** Steps inside phases. */
export const STEPS = [] as const;
export type Step = (typeof STEPS)[number];

/** Verbs. */
export const VERB_NAMES = [
  "draw",
  "discard",
  "discard-random",
  "gain",
  "spend",
  "move",
  "put",
  "advance",
  "mark",
  "farm",
  "visit-shops",
  "reveal",
  "claim",
  "pass-turn",
] as const;
export type VerbName = (typeof VERB_NAMES)[number];

/** Entity classes. */
export const ENTITY_TYPES = ["player", "card", "entity", "hero"] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** The bounds game.yaml declares for each resource; the runtime keeps values inside them. */
export const RESOURCE_BOUNDS: Readonly<
  Record<Resource, { readonly min?: number; readonly max?: number }>
> = {
  gold: { min: 0 },
  influence: { min: 0 },
  towers: { min: 0 },
  "monster-tokens": { min: 0, max: 5 },
  greedy: { min: 0, max: 1 },
  threat: { min: 0, max: 1 },
  rampage: { min: 0, max: 1 },
  defense: { min: 0, max: 1 },
  frozen: { min: 0, max: 1 },
};

/** The bounds game.yaml declares for each counter. */
export const COUNTER_BOUNDS: Readonly<
  Record<Counter, { readonly min?: number; readonly max?: number }>
> = {
  experience: { min: 0 },
  level: { min: 1, max: 3 },
  "fighter-xp": { min: 0 },
  "mage-xp": { min: 0 },
  "marksman-xp": { min: 0 },
  "jungler-xp": { min: 0 },
  "support-xp": { min: 0 },
  "in-use": { min: 0, max: 1 },
  blank: { min: 0, max: 1 },
};

/** The verbs of ELO Darkness, implemented by the game's runtime folder. */
export interface EloDarknessVerbs {
  /** take the top cards of your deck (or another zone of yours) into your hand */
  draw(ctx: EffectContext, args: { readonly count: number; readonly from?: Zone }): void;
  /** discard a card (`discard 2 cards in your hand`: the discarding player picks them) */
  discard(ctx: EffectContext, args: { readonly card: Ref }): void;
  /** discard cards from your hand at random */
  "discard-random"(ctx: EffectContext, args: { readonly count: number }): void;
  gain(
    ctx: EffectContext,
    args: {
      readonly amount: Quantity<
        | "gold"
        | "influence"
        | "monster-tokens"
        | "greedy"
        | "threat"
        | "rampage"
        | "defense"
        | "frozen"
        | "towers"
      >;
      readonly to?: Ref;
    },
  ): void;
  spend(
    ctx: EffectContext,
    args: { readonly amount: Quantity<"gold" | "influence" | "monster-tokens"> },
  ): void;
  move(ctx: EffectContext, args: { readonly card: Ref; readonly to: Zone }): void;
  /** put a card into play on the active Lane (not played from hand: allowed even if its Hero is Exhausted) */
  put(ctx: EffectContext, args: { readonly card: Ref; readonly into: "play" }): void;
  /** a Hero gains Experience: its Class token moves along the Experience table */
  advance(
    ctx: EffectContext,
    args: { readonly amount: Quantity<"experience">; readonly on: Ref },
  ): void;
  mark(
    ctx: EffectContext,
    args: { readonly amount: Quantity<"in-use" | "blank">; readonly on: Ref },
  ): void;
  /** declare Hero and Mana cards in your hand (at most one per Class and one per Mana type), discard them together, then resolve their Farming symbols in the order you choose (each card raises `farmed`); then raises `farming-done` */
  farm(ctx: EffectContext, args: Record<string, never>): void;
  /** buy, upgrade and sell Items at your Merchant tile (the merchant zone's shop) */
  "visit-shops"(ctx: EffectContext, args: Record<string, never>): void;
  /** shuffle the deck, then turn its top card face up into the Monster Objective slot */
  reveal(
    ctx: EffectContext,
    args: { readonly count: number; readonly from: Zone; readonly to: Zone },
  ): void;
  /** win the Monster Objective: the Monster card goes before you; objective-won then has it apply its Reward */
  claim(ctx: EffectContext, args: { readonly card: Ref; readonly to: Zone }): void;
  /** the end of the turn: the `turn-ends` moment (Teleport), then the Turn token advances and flips: the other player is first */
  "pass-turn"(ctx: EffectContext, args: Record<string, never>): void;
}

/** What ELO Darkness's runtime folder supplies: one member per noun, fact and verb declared `means: hook`, one per procedure hook, and one per entity class whose defeat has `hook: true`. Implement it with `satisfies EloDarknessHooks`. */
export interface EloDarknessHooks {
  readonly nouns: {
    hero(ctx: EffectContext, spec: SelectorSpec): Ref[];
    "enemy-card"(ctx: EffectContext, spec: SelectorSpec): Ref[];
  };
  readonly facts: {
    adjacent(ctx: EffectContext): boolean;
    "tower-standing"(ctx: EffectContext): boolean;
  };
  readonly verbs: Pick<EloDarknessVerbs, "discard" | "put" | "farm">;
  readonly procedures: {
    setup(): void;
    backing(): void;
    combat(): void;
    end(): boolean;
    score(): void;
  };
}

/** The runtime API as this game's generated code sees it. */
export type Rt = EffectApi<EloDarknessVerbs>;
