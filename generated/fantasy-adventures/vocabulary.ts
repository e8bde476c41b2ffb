import type { EffectApi, EffectContext, Quantity, Ref, SelectorSpec } from "cardsmith/runtime/api";

/** Every card id, in file order. */
export const CARD_IDS = [
  "byron",
  "spearman",
  "druid",
  "battle-sister",
  "paladin",
  "swordsman",
  "knight",
  "squire",
  "gnome-tinker",
  "thief",
  "monk",
  "shieldmaiden",
  "fire-mage",
  "air-elementalist",
  "water-priestess",
  "cleric",
  "earth-shaman",
  "dwarf-champion",
  "elven-captain",
  "warlord",
  "sorceress-of-the-tides",
  "barbarian",
  "templar",
  "archer",
  "elven-scout",
  "ranger",
  "halfling-slinger",
  "exorcist",
  "dwarven-shield",
  "iron-helm",
  "chain-armor",
  "leather-coat",
  "blessed-pendant",
  "lucky-charm",
  "orlows-infernal-ring",
  "elven-blade",
  "broadsword",
  "battle-axe",
  "longbow",
  "staff-of-healing",
  "wand-of-fear",
  "scroll-of-fire",
  "scroll-of-warding",
  "mire-hag",
  "merloit",
  "skulker",
  "dragonette",
  "lesser-demon",
  "lesser-devil",
  "skeleton-knight",
  "ghoul",
  "fire-elemental",
  "sea-serpent",
  "wraith",
  "necromancer",
  "goblin-ambusher",
  "giant-rat",
  "kobold",
  "orc-raider",
  "harpy",
  "troll",
  "gargoyle",
  "horde-bonus",
  "ranged-saves",
  "granting-items",
  "ember-ward",
  "fireball",
  "lightning-bolt",
  "terror",
  "quake",
  "stone-skin",
  "heroism",
  "healing-rain",
  "water-shield",
  "spell-eater-trap",
  "pickpocket-trap",
  "rust-trap",
  "pit-trap",
  "poison-needle-trap",
  "fear-gas-trap",
  "alarm-trap",
  "collapsing-ceiling-trap",
] as const;
export type CardId = (typeof CARD_IDS)[number];

/** Card kinds. */
export const KINDS = ["hero", "monster", "trap", "item", "spell", "rule"] as const;
export type Kind = (typeof KINDS)[number];

/** Trait and keyword names (cards write them with their parameter: `Delay II`). */
export const TRAITS = [
  "Fire",
  "Water",
  "Air",
  "Earth",
  "Unique",
  "Trap-ability",
  "Flying",
  "Undead",
  "Immune",
  "Lair-only",
  "Wandering-only",
  "Ranged",
  "Demon",
  "Devil",
  "Anytime",
  "Protection",
  "Offensive",
  "Scroll",
  "Ring",
  "Shield",
  "Helm",
  "Blade",
  "Sword",
  "Axe",
  "Bow",
  "Staff",
  "Wand",
  "Armor",
  "Coat",
  "Pendant",
  "Charm",
  "Cloak",
  "Swords",
  "Melee-Weapons",
  "Ranged-Weapons",
  "Rods",
  "Armors",
  "Helms",
  "Necklaces",
] as const;
export type Trait = (typeof TRAITS)[number];

/** Icons. */
export const ICONS = [] as const;
export type Icon = (typeof ICONS)[number];

/** Stats. */
export const STATS = ["melee", "save"] as const;
export type Stat = (typeof STATS)[number];

/** Resources. */
export const RESOURCES = ["grants"] as const;
export type Resource = (typeof RESOURCES)[number];

/** Counters and tokens. */
export const COUNTERS = ["flipped", "rank", "hits", "feared"] as const;
export type Counter = (typeof COUNTERS)[number];

/** Zones. */
export const ZONES = [
  "hero-deck",
  "hero-discard",
  "encounter-deck",
  "encounter-discard",
  "hand",
  "party",
  "items",
  "placed",
  "stack",
  "rules",
] as const;
export type Zone = (typeof ZONES)[number];

/** Nouns selectors use. */
export const NOUNS = [
  "you",
  "players",
  "this",
  "card",
  "cards",
  "hero",
  "heroes",
  "monster",
  "monsters",
  "it",
  "bearer",
  "caster",
  "belonging",
  "belongings",
  "entering-hero",
  "hero-player",
  "meleeing-monster",
  "horde",
] as const;
export type Noun = (typeof NOUNS)[number];

/** Facts about the resolving effect. */
export const FACTS = ["can-cast"] as const;
export type Fact = (typeof FACTS)[number];

/** Events triggers listen to. */
export const EVENT_NAMES = [
  "defeated",
  "ranged-attacks",
  "revealed",
  "cast",
  "melee-starts",
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/** Periods usage limits count over. */
export const PERIODS = ["round", "turn"] as const;
export type Period = (typeof PERIODS)[number];

/** Phases of a round, in order. */
export const PHASES = ["cards", "placement", "encounters", "recovery"] as const;
export type Phase = (typeof PHASES)[number];

/** Steps inside phases. */
export const STEPS = [] as const;
export type Step = (typeof STEPS)[number];

/** Verbs. */
export const VERB_NAMES = [
  "heal",
  "save",
  "defeat",
  "flip",
  "unflip",
  "cast",
  "put",
  "remove",
  "discard",
  "grant",
  "spend",
  "move",
  "frighten",
  "place",
  "summon",
] as const;
export type VerbName = (typeof VERB_NAMES)[number];

/** Entity classes. */
export const ENTITY_TYPES = ["player", "card", "fighter", "hero", "monster"] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** The bounds game.yaml declares for each resource; the runtime keeps values inside them. */
export const RESOURCE_BOUNDS: Readonly<
  Record<Resource, { readonly min?: number; readonly max?: number }>
> = { grants: { min: 0, max: 60 } };

/** The bounds game.yaml declares for each counter. */
export const COUNTER_BOUNDS: Readonly<
  Record<Counter, { readonly min?: number; readonly max?: number }>
> = {
  flipped: { min: 0, max: 1 },
  rank: { min: 1, max: 2 },
  hits: { min: 0, max: 30 },
  feared: { min: 0, max: 1 },
};

/** The verbs of Fantasy Adventures, implemented by the game's runtime folder. */
export interface FantasyAdventuresVerbs {
  /** the defeated hero (or monster, when allowed) is not discarded: as if never defeated */
  heal(ctx: EffectContext, args: { readonly target: Ref }): void;
  /** a successful save: the card is not discarded */
  save(ctx: EffectContext, args: { readonly target: Ref }): void;
  /** the hero or monster is defeated: saves and heals may answer, then it is discarded (a hero with its items) */
  defeat(ctx: EffectContext, args: { readonly target: Ref }): void;
  /** turn the hero 180 degrees (its `flipped` counter): it has used a spell or a non-automatic special ability this round */
  flip(ctx: EffectContext, args: { readonly hero: Ref }): void;
  unflip(ctx: EffectContext, args: { readonly hero: Ref }): void;
  /** an unflipped spell caster of your party flips and discards the spell; off its element the `casting` roll decides whether it works */
  cast(ctx: EffectContext, args: { readonly spell: Ref }): void;
  put(ctx: EffectContext, args: { readonly amount: Quantity<"hits">; readonly on: Ref }): void;
  remove(ctx: EffectContext, args: { readonly amount: Quantity<"hits">; readonly from: Ref }): void;
  discard(ctx: EffectContext, args: { readonly card: Ref }): void;
  /** give an item to a hero of your party: only that hero may use it, and its specials affect only that hero */
  grant(ctx: EffectContext, args: { readonly card: Ref; readonly to: Ref }): void;
  spend(ctx: EffectContext, args: { readonly amount: Quantity<"grants"> }): void;
  move(ctx: EffectContext, args: { readonly card: Ref; readonly to: Zone }): void;
  /** Fear: the hero is turned face down and can do nothing; a monster stricken with fear is discarded */
  frighten(ctx: EffectContext, args: { readonly target: Ref }): void;
  place(ctx: EffectContext, args: Record<string, never>): void;
  /** draw Encounter cards until a monster, discarding the rest; it joins the Encounter next combat round */
  summon(ctx: EffectContext, args: { readonly count: number }): void;
}

/** What Fantasy Adventures's runtime folder supplies: one member per noun, fact and verb declared `means: hook`, one per procedure hook, and one per entity class whose defeat has `hook: true`. Implement it with `satisfies FantasyAdventuresHooks`. */
export interface FantasyAdventuresHooks {
  readonly nouns: {
    hero(ctx: EffectContext, spec: SelectorSpec): Ref[];
    monster(ctx: EffectContext, spec: SelectorSpec): Ref[];
    bearer(ctx: EffectContext, spec: SelectorSpec): Ref[];
    belonging(ctx: EffectContext, spec: SelectorSpec): Ref[];
    "entering-hero"(ctx: EffectContext, spec: SelectorSpec): Ref[];
    "hero-player"(ctx: EffectContext, spec: SelectorSpec): Ref[];
    "meleeing-monster"(ctx: EffectContext, spec: SelectorSpec): Ref[];
    horde(ctx: EffectContext, spec: SelectorSpec): Ref[];
  };
  readonly facts: Record<never, never>;
  readonly verbs: Pick<FantasyAdventuresVerbs, "defeat" | "flip" | "unflip" | "frighten">;
  readonly procedures: { setup(): void; cards(): void; encounters(): void; recovery(): void };
}

/** The runtime API as this game's generated code sees it. */
export type Rt = EffectApi<FantasyAdventuresVerbs>;
