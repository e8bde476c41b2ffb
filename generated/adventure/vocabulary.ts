import type { EffectApi, EffectContext, Quantity, Ref, SelectorSpec } from "cardsmith/runtime/api";

/** Every card id, in file order. */
export const CARD_IDS = [
  "the-watchtower",
  "hidden",
  "emboldened",
  "determined",
  "clumsy",
  "weary",
  "fearful",
  "doubtful",
  "haunted",
  "lost",
  "dragon-slayer",
  "orc-group",
  "goblin-archers",
  "warg-pack",
  "elena",
  "borin",
  "maelis",
  "tobold",
  "smoke-pellets",
  "lucky-pebble",
  "elven-cloak",
  "sword",
  "war-maker",
  "hunting-bow",
  "long-knife",
  "rune-staff",
  "old-road",
  "bramble-woods",
  "ford",
  "ruined-hall",
  "watch-hill",
  "watchtower",
  "attack-might",
  "attack-agility",
  "attack-wisdom",
  "child-of-the-lhun",
  "second-wind",
  "steady-footing",
  "grit",
  "forced-march",
  "battle-plan",
  "stonehide",
  "runner-s-stride",
] as const;
export type CardId = (typeof CARD_IDS)[number];

/** Card kinds. */
export const KINDS = [
  "hero",
  "skill",
  "weakness",
  "title",
  "item",
  "boon",
  "rule",
  "space",
  "enemy-group",
  "adventure",
] as const;
export type Kind = (typeof KINDS)[number];

/** Trait and keyword names (cards write them with their parameter: `Delay II`). */
export const TRAITS = [
  "Sprint",
  "Elite",
  "Brutal",
  "Armored",
  "Ranged",
  "Might",
  "Agility",
  "Wisdom",
  "Dwarf",
  "Tactic",
  "Hidden",
  "Emboldened",
  "Determined",
] as const;
export type Trait = (typeof TRAITS)[number];

/** Icons. */
export const ICONS = [] as const;
export type Icon = (typeof ICONS)[number];

/** Stats. */
export const STATS = ["might", "agility", "wisdom", "health"] as const;
export type Stat = (typeof STATS)[number];

/** Resources. */
export const RESOURCES = ["success", "hit"] as const;
export type Resource = (typeof RESOURCES)[number];

/** Counters and tokens. */
export const COUNTERS = [
  "damage",
  "exhausted",
  "depletion-token",
  "wielding",
  "space",
  "threat",
  "lit",
  "flint",
  "explored",
] as const;
export type Counter = (typeof COUNTERS)[number];

/** Zones. */
export const ZONES = [
  "hero",
  "skill-deck",
  "skill-discard",
  "scouted",
  "revealed",
  "prepared",
  "items",
  "spent",
  "play-area",
  "adventure",
  "spaces",
  "map",
  "reserve",
  "defeated",
  "unused",
  "unused-titles",
  "weakness-deck",
  "boon-supply",
] as const;
export type Zone = (typeof ZONES)[number];

/** Nouns selectors use. */
export const NOUNS = [
  "you",
  "player",
  "this",
  "card",
  "cards",
  "hero",
  "enemy",
  "nearby-enemy",
  "enemies-here",
  "target",
  "adjacent-enemy",
  "nearest-hero",
  "adventure",
  "it",
  "attacker",
  "attacking-enemy",
] as const;
export type Noun = (typeof NOUNS)[number];

/** Facts about the resolving effect. */
export const FACTS = ["hero-here", "hero-adjacent"] as const;
export type Fact = (typeof FACTS)[number];

/** Events triggers listen to. */
export const EVENT_NAMES = [
  "adventure-began",
  "activating",
  "provoked",
  "attacked",
  "hero-attacked",
  "testing",
  "tested",
  "interacted",
  "enemy-defeated",
  "hero-defeated",
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/** Periods usage limits count over. */
export const PERIODS = ["round", "adventure"] as const;
export type Period = (typeof PERIODS)[number];

/** Phases of a round, in order. */
export const PHASES = ["hero", "shadow", "rally"] as const;
export type Phase = (typeof PHASES)[number];

/** Steps inside phases. */
export const STEPS = [] as const;
export type Step = (typeof STEPS)[number];

/** Verbs. */
export const VERB_NAMES = [
  "activate",
  "approach",
  "strike",
  "attack",
  "apply",
  "prevent",
  "gain",
  "spend",
  "move",
  "put",
  "remove",
  "discard",
  "reset",
  "scout",
  "find",
  "gain-title",
  "gain-weakness",
  "place",
] as const;
export type VerbName = (typeof VERB_NAMES)[number];

/** Entity classes. */
export const ENTITY_TYPES = ["player", "card", "entity", "hero", "enemy"] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** The bounds game.yaml declares for each resource; the runtime keeps values inside them. */
export const RESOURCE_BOUNDS: Readonly<
  Record<Resource, { readonly min?: number; readonly max?: number }>
> = { success: { min: 0 }, hit: { min: 0 } };

/** The bounds game.yaml declares for each counter. */
export const COUNTER_BOUNDS: Readonly<
  Record<Counter, { readonly min?: number; readonly max?: number }>
> = {
  damage: { min: 0 },
  exhausted: { min: 0, max: 1 },
  "depletion-token": { min: 0 },
  wielding: { min: 0, max: 1 },
  space: { min: 0, max: 99 },
  threat: { min: 0 },
  lit: { min: 0, max: 1 },
  flint: { min: 0, max: 1 },
  explored: { min: 0, max: 1 },
};

/** The verbs of The Watchtower (an app-driven adventure), implemented by the game's runtime folder. */
export interface AdventureVerbs {
  /** the app activates an enemy group: heroes may interrupt (`activating`), then, if it is still on the map, it does the first row of its behaviour table whose requirement holds (its card exhausts it) */
  activate(ctx: EffectContext, args: { readonly card: Ref }): void;
  /** the enemy group moves up to N spaces toward a hero, stopping in the hero's space */
  approach(ctx: EffectContext, args: { readonly spaces: number; readonly to: Ref }): void;
  /** the enemy group attacks the hero: its attack's hits (elite bonuses included), which the hero may prevent */
  strike(ctx: EffectContext, args: { readonly hero: Ref }): void;
  /** the hero attacks the target with the items they chose (`wielding`), testing the stat: the test, the items' abilities, the hits, then a counterattack */
  attack(
    ctx: EffectContext,
    args: {
      readonly target: Ref;
      /** the stat tested */ readonly using: "might" | "agility" | "wisdom";
    },
  ): void;
  /** input hits in the enemy's menu and select Apply: not an attack, never counterattacked */
  apply(ctx: EffectContext, args: { readonly amount: number; readonly to: Ref }): void;
  /** the hero being attacked takes N fewer hits */
  prevent(ctx: EffectContext, args: { readonly amount: number }): void;
  gain(ctx: EffectContext, args: { readonly amount: Quantity<"success" | "hit"> }): void;
  spend(ctx: EffectContext, args: { readonly amount: Quantity<"success" | "hit"> }): void;
  move(ctx: EffectContext, args: { readonly card: Ref; readonly to: Zone }): void;
  /** put tokens on a card: `put 1 exhausted on this` exhausts an enemy group (it cannot activate, counterattack unless elite, or be provoked) */
  put(
    ctx: EffectContext,
    args: {
      readonly amount: Quantity<
        "depletion-token" | "wielding" | "threat" | "lit" | "flint" | "explored" | "exhausted"
      >;
      readonly on: Ref;
    },
  ): void;
  remove(
    ctx: EffectContext,
    args: {
      readonly amount: Quantity<"depletion-token" | "wielding" | "exhausted">;
      readonly from: Ref;
    },
  ): void;
  /** a skill card goes to its owner's skill discard pile, a boon back to the supply */
  discard(ctx: EffectContext, args: { readonly card: Ref }): void;
  /** shuffle your skill discard pile with your skill deck (prepared cards stay) */
  reset(ctx: EffectContext, args: Record<string, never>): void;
  /** look at the top N cards of your skill deck, prepare up to one, put the rest on the bottom */
  scout(ctx: EffectContext, args: { readonly count: number }): void;
  /** search the unused item cards for the named card and place it with your items (a trinket with its depletion tokens) */
  find(ctx: EffectContext, args: { readonly card: CardId }): void;
  /** search the unused title cards for the named card and prepare it */
  "gain-title"(ctx: EffectContext, args: { readonly card: CardId }): void;
  /** the top card of the weakness deck goes to your skill discard pile */
  "gain-weakness"(ctx: EffectContext, args: Record<string, never>): void;
  /** the app places an unplaced enemy group of that card in a space (a duplicate group gets the next banner) */
  place(ctx: EffectContext, args: { readonly group: CardId; readonly at: number }): void;
}

/** What The Watchtower (an app-driven adventure)'s runtime folder supplies: one member per noun, fact and verb declared `means: hook`, one per procedure hook, and one per entity class whose defeat has `hook: true`. Implement it with `satisfies AdventureHooks`. */
export interface AdventureHooks {
  readonly nouns: {
    target(ctx: EffectContext, spec: SelectorSpec): Ref[];
    adventure(ctx: EffectContext, spec: SelectorSpec): Ref[];
  };
  readonly facts: Record<never, never>;
  readonly verbs: Pick<
    AdventureVerbs,
    "strike" | "attack" | "discard" | "scout" | "find" | "gain-title" | "gain-weakness" | "place"
  >;
  /** Run when an entity of the class is defeated, after its `then:` effect: `on` the entity, `by` what defeated it. */
  readonly defeated: { hero(ctx: EffectContext, on: Ref, by: Ref): void };
  readonly procedures: { setup(): void; hero(): void; end(): boolean; score(): void };
}

/** The runtime API as this game's generated code sees it. */
export type Rt = EffectApi<AdventureVerbs>;
