import type { EffectApi, EffectContext, Quantity, Ref, SelectorSpec } from "cardsmith/runtime/api";

/** Every card id, in file order. */
export const CARD_IDS = [
  "ahti",
  "manhunter",
  "akintunde",
  "battle-fury",
  "eras",
  "star-reading",
  "rolan",
  "rampart",
  "tinkerers-eye",
  "goblin-wand",
  "iron-knuckles",
  "brass-goggles",
  "travelers-cloak",
  "wooden-buckler",
  "lucky-coin",
  "field-journal",
  "merchants-ledger",
  "magic-element",
  "plasma-generator",
  "steel-gauntlet",
  "clockwork-gear",
  "vitality-amulet",
  "tower-shield",
  "crystal-ball",
  "berserker-axe",
  "leather-vest",
  "bandages",
  "iron-helm",
  "hunting-knife",
  "seer-stone",
  "gamblers-dice",
  "oracle-lens",
  "hunters-trophy",
  "spiked-shield",
  "dwarven-hammer",
  "mage-robe",
  "engineers-toolbelt",
  "merchants-ring",
  "rune-blade",
  "amulet-of-warding",
  "steam-jetpack",
  "staff-of-stars",
  "dragonscale-armor",
  "quartermasters-satchel",
  "thorn-mail",
  "giant-slayer",
  "hoarders-chest",
  "seasoned-veteran",
  "well-equipped",
  "brute-force",
  "master-engineer",
  "archmage",
  "iron-constitution",
  "jack-of-all-trades",
  "glass-cannon",
  "untouchable",
  "merchant-and-mentor",
  "fortified-camp",
  "monster-action-01",
  "monster-action-02",
  "monster-action-03",
  "monster-action-04",
  "monster-action-05",
  "monster-action-06",
  "monster-action-07",
  "monster-action-08",
  "monster-action-09",
  "monster-action-10",
  "monster-action-11",
  "monster-action-12",
  "monster-action-13",
  "monster-action-14",
  "monster-action-15",
  "monster-action-16",
  "monster-action-17",
  "monster-action-18",
  "monster-action-19",
  "gloomfang",
  "webweaver",
  "mossback-toad",
  "goblin-scavenger",
  "rockjaw",
  "mire-hag",
  "bone-warden",
  "ironclad-beetle",
  "vaendiss",
  "vazbuk",
  "ederoth-wyrm",
  "hollow-king",
  "bounty-collector",
  "hunters-snare",
  "manhunt",
  "smoke-bomb",
  "stay-behind",
  "twin-daggers",
  "heavy-blow",
  "iron-guard",
  "search",
  "shoulder-charge",
  "sword-strike",
  "the-fist",
  "fate-roll",
  "glimpse",
  "lightning-touch",
  "magic-missile",
  "mind-spike",
  "mystical-cloak",
  "starlit-owl",
  "ahti-flat-footed",
  "akintunde-flat-footed",
  "eras-flat-footed",
  "rolan-flat-footed",
  "ahti-dodge",
  "akintunde-dodge",
  "eras-dodge",
  "rolan-dodge",
  "arcane-shield",
  "battle-journal",
  "battle-standard",
  "black-market",
  "blood-money",
  "blood-totem",
  "brace",
  "chain-lightning",
  "clouded-mind",
  "crescent-slash",
  "crystal-owl",
  "double-shot",
  "earthshaker",
  "executioners-mark",
  "first-aid",
  "flame-spear",
  "flurry-of-blows",
  "fortunes-wheel",
  "gamblers-strike",
  "giant-shield",
  "hammer-blow",
  "healing-spirit",
  "heavy-swing",
  "hex",
  "hired-help",
  "informant",
  "iron-skin",
  "last-stand",
  "magic-barrier",
  "mana-drain",
  "meditate",
  "meteor-strike",
  "mirror-hex",
  "opportunist",
  "overload",
  "parry",
  "quick-jab",
  "read-intentions",
  "riposte",
  "rummage",
  "scavenge",
  "sealed-auction",
  "second-wind",
  "seven-crypto-sword",
  "shatter",
  "sidestep",
  "siege-engine",
  "sling-shot",
  "soul-sting",
  "spirit-bolt",
  "star-chart",
  "steady-stance",
  "stone-golem",
  "strike-weakness",
  "gold-run",
  "study-run",
  "thunderstrike",
  "tithe",
  "town-crier",
  "twin-fang",
  "twin-strike",
  "versatile-strike",
  "war-hound",
  "warding-sigil",
  "will-o-wisp",
  "fortify",
  "reinforced-plating",
  "repair-kit",
  "sentry-turret",
  "shield-bash",
  "spark-grenade",
  "leader",
  "bounty",
  "bounty-x2",
] as const;
export type CardId = (typeof CARD_IDS)[number];

/** Card kinds. */
export const KINDS = [
  "hero",
  "hero-special",
  "skill",
  "item",
  "monster",
  "monster-creature",
  "monster-action",
  "status",
  "mission",
] as const;
export type Kind = (typeof KINDS)[number];

/** Trait and keyword names (cards write them with their parameter: `Delay II`). */
export const TRAITS = [
  "Attack",
  "Attack-Standalone",
  "Response",
  "Predict",
  "Spell",
  "Self",
  "Creature",
  "Object",
  "Attachment",
  "StartSide",
  "BackSide",
  "Restricted",
  "Auto",
  "Once-Round",
  "Twice-Round",
  "One-Time",
  "Times",
  "Delay",
  "Invincible",
  "Basic",
] as const;
export type Trait = (typeof TRAITS)[number];

/** Icons. */
export const ICONS = [
  "MxSpecial",
  "MxAttack",
  "MxxAttack",
  "MxResponse",
  "MxxResponse",
  "MxSpell",
  "MxxSpell",
] as const;
export type Icon = (typeof ICONS)[number];

/** Stats. */
export const STATS = ["strength", "tech", "magic", "health"] as const;
export type Stat = (typeof STATS)[number];

/** Resources. */
export const RESOURCES = ["gold", "experience", "shadow-stones"] as const;
export type Resource = (typeof RESOURCES)[number];

/** Counters and tokens. */
export const COUNTERS = ["damage", "stun", "shield", "progress"] as const;
export type Counter = (typeof COUNTERS)[number];

/** Zones. */
export const ZONES = [
  "hand",
  "current-deck",
  "library",
  "station-field",
  "combat-field",
  "stunned-area",
  "inventory",
  "market",
  "item-deck",
  "item-discard",
  "monster-action-deck",
  "monster-action-discard",
  "box",
  "monster-action-slot",
  "monster-action-revealed",
  "monster-stack",
  "monster",
  "monster-creature",
  "trophies",
  "mission",
  "status",
  "bounty-supply",
  "unused",
] as const;
export type Zone = (typeof ZONES)[number];

/** Nouns selectors use. */
export const NOUNS = [
  "target",
  "targets",
  "ally",
  "allies",
  "hero",
  "heroes",
  "opponent",
  "opponents",
  "player",
  "players",
  "you",
  "monster",
  "creature",
  "attacker",
  "this",
  "card",
  "cards",
  "item",
  "items",
  "it",
  "predicted-hero",
  "challenger",
  "instigator",
  "user",
] as const;
export type Noun = (typeof NOUNS)[number];

/** Facts about the resolving effect. */
export const FACTS = [
  "responded",
  "lost-health",
  "used-as-response",
  "predicted",
  "knocked-down",
  "shields-used",
  "defeated",
] as const;
export type Fact = (typeof FACTS)[number];

/** Events triggers listen to. */
export const EVENT_NAMES = [
  "attacked",
  "predict",
  "spell",
  "predict-used",
  "attack-damage-taken",
  "knocked-down",
  "discarded",
  "played",
  "monster-defeated",
  "icon",
  "condition-met",
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/** Periods usage limits count over. */
export const PERIODS = ["round", "game"] as const;
export type Period = (typeof PERIODS)[number];

/** Phases of a round, in order. */
export const PHASES = ["teamup", "plan", "combat", "buildup", "cleanup", "refresh"] as const;
export type Phase = (typeof PHASES)[number];

/** Steps inside phases. */
export const STEPS = ["initiative"] as const;
export type Step = (typeof STEPS)[number];

/** Verbs. */
export const VERB_NAMES = [
  "attack",
  "attack-many",
  "deal",
  "lose",
  "block",
  "redirect",
  "recover",
  "gain",
  "spend",
  "put",
  "remove",
  "distribute",
  "move",
  "flip",
  "discard",
  "destroy",
  "draw",
  "equip",
  "replace",
  "summon",
  "attach",
  "predict",
  "advance",
  "reveal",
  "study",
] as const;
export type VerbName = (typeof VERB_NAMES)[number];

/** Entity classes. */
export const ENTITY_TYPES = [
  "entity",
  "hero",
  "monster",
  "creature",
  "object",
  "player",
  "card",
] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** The bounds game.yaml declares for each resource; the runtime keeps values inside them. */
export const RESOURCE_BOUNDS: Readonly<
  Record<Resource, { readonly min?: number; readonly max?: number }>
> = { gold: { min: 0 }, experience: { min: 0 }, "shadow-stones": { min: 0 } };

/** The bounds game.yaml declares for each counter. */
export const COUNTER_BOUNDS: Readonly<
  Record<Counter, { readonly min?: number; readonly max?: number }>
> = { damage: { min: 0 }, stun: { min: 0, max: 2 }, shield: { min: 0 }, progress: { min: 0 } };

/** The verbs of Shadows: Heroes & Monsters, implemented by the game's runtime folder. */
export interface ShadowsVerbs {
  /** an Attack: the target may respond; a Monster reveals a monster action */
  attack(ctx: EffectContext, args: { readonly target?: Ref; readonly for: number }): void;
  /** one Attack against several different targets (`attack-many 2 targets for 3`): each target's controller may respond to it, a Monster among them reveals one monster action, and the attacker chooses the order the targets resolve in */
  "attack-many"(ctx: EffectContext, args: { readonly targets: number; readonly for: number }): void;
  /** damage that is not an Attack */
  deal(ctx: EffectContext, args: { readonly amount: number; readonly to: Ref }): void;
  /** the entity loses health directly: no Shield Points, no monster action */
  lose(ctx: EffectContext, args: { readonly amount: number; readonly on: Ref }): void;
  block(
    ctx: EffectContext,
    args: { readonly amount: number; readonly for?: Ref; readonly using?: "shields" },
  ): void;
  /** in a Response to an Attack: move up to N of its damage off its target onto another entity, which takes it as Attack damage (its own Shield Points, blocks and Invincible apply) */
  redirect(ctx: EffectContext, args: { readonly amount: number; readonly onto: Ref }): void;
  recover(
    ctx: EffectContext,
    args: { readonly amount: Quantity<"health" | "shield">; readonly on?: Ref },
  ): void;
  gain(
    ctx: EffectContext,
    args: { readonly amount: Quantity<"gold" | "experience" | "shadow-stones">; readonly to?: Ref },
  ): void;
  spend(
    ctx: EffectContext,
    args: { readonly amount: Quantity<"gold" | "experience" | "shadow-stones"> },
  ): void;
  put(
    ctx: EffectContext,
    args: { readonly amount: Quantity<"damage" | "stun" | "progress">; readonly on: Ref },
  ): void;
  remove(
    ctx: EffectContext,
    args: { readonly amount: Quantity<"damage" | "stun" | "progress">; readonly from: Ref },
  ): void;
  /** you draw one card per player from a deck and deal each player one of them */
  distribute(ctx: EffectContext, args: { readonly from: Zone; readonly to: Zone }): void;
  /** moves a card to a zone (a zone each player has: its owner's) */
  move(ctx: EffectContext, args: { readonly card: Ref; readonly to: Zone }): void;
  flip(ctx: EffectContext, args: { readonly card: Ref }): void;
  discard(ctx: EffectContext, args: { readonly card: Ref }): void;
  destroy(ctx: EffectContext, args: { readonly card: Ref }): void;
  draw(
    ctx: EffectContext,
    args: { readonly count: Quantity<"items" | "cards">; readonly from?: Zone },
  ): void;
  equip(ctx: EffectContext, args: { readonly item: Ref }): void;
  /** replace cards in a zone with new ones from its deck */
  replace(ctx: EffectContext, args: { readonly cards: Ref }): void;
  summon(ctx: EffectContext, args: { readonly card: CardId }): void;
  attach(ctx: EffectContext, args: { readonly card: Ref; readonly to: Ref }): void;
  /** announce one of this card's Predict numbers against an opponent */
  predict(ctx: EffectContext, args: { readonly player: Ref }): void;
  /** move this card's progress token one space */
  advance(ctx: EffectContext, args: { readonly card: Ref }): void;
  reveal(ctx: EffectContext, args: { readonly count: number }): void;
  /** Only on hero-special, skill cards. */
  study(ctx: EffectContext, args: { readonly card: Ref }): void;
}

/** What Shadows: Heroes & Monsters's runtime folder supplies: one member per noun, fact and verb declared `means: hook`, one per procedure hook, and one per entity class whose defeat has `hook: true`. Implement it with `satisfies ShadowsHooks`. */
export interface ShadowsHooks {
  readonly nouns: {
    item(ctx: EffectContext, spec: SelectorSpec): Ref[];
    "predicted-hero"(ctx: EffectContext, spec: SelectorSpec): Ref[];
    challenger(ctx: EffectContext, spec: SelectorSpec): Ref[];
  };
  readonly facts: Record<never, never>;
  readonly verbs: Pick<
    ShadowsVerbs,
    | "attack"
    | "attack-many"
    | "block"
    | "remove"
    | "flip"
    | "discard"
    | "destroy"
    | "draw"
    | "equip"
    | "replace"
    | "predict"
    | "advance"
    | "reveal"
    | "study"
  >;
  /** Run when an entity of the class is defeated, after its `then:` effect: `on` the entity, `by` what defeated it. */
  readonly defeated: {
    hero(ctx: EffectContext, on: Ref, by: Ref): void;
    creature(ctx: EffectContext, on: Ref, by: Ref): void;
    object(ctx: EffectContext, on: Ref, by: Ref): void;
    monster(ctx: EffectContext, on: Ref, by: Ref): void;
  };
  readonly procedures: {
    setup(): void;
    buildup(): void;
    refresh(): void;
    "reveal-monster-actions"(): void;
    end(): boolean;
    score(): void;
  };
}

/** The runtime API as this game's generated code sees it. */
export type Rt = EffectApi<ShadowsVerbs>;
