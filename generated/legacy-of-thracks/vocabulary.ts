import type { EffectApi, EffectContext, Quantity, Ref, SelectorSpec } from "cardsmith/runtime/api";

/** Every card id, in file order. */
export const CARD_IDS = [
  "battle-fury",
  "forced-march",
  "war-chest",
  "field-medic",
  "honour-duel",
  "raiders",
  "veterans",
  "banner",
  "rally",
  "plunder",
  "conquest",
  "spoils",
  "stand-firm",
  "iron-will",
  "warhorn",
  "illusion",
  "mana-surge",
  "relic-sense",
  "scrying",
  "healing-light",
  "transmute",
  "arcane-gold",
  "starfall",
  "wisdom",
  "crystal-song",
  "mana-well",
  "ritual",
  "second-wind",
  "blink",
  "spellbook",
  "trap",
  "road-crew",
  "paved-way",
  "mine-cart",
  "workshop",
  "toll-house",
  "survey",
  "ore-vein",
  "repairs",
  "engines",
  "excavation",
  "blueprints",
  "fortify",
  "gem-cutter",
  "gearbox",
  "road-builders",
  "merchants-guild",
  "mana-spring",
  "herbalist",
  "relic-hunters",
  "miners",
  "militia",
  "scribes",
  "tax-collectors",
  "watchmen",
  "iron-guard",
  "shield-wall",
  "mana-ward",
  "scout",
  "quick-jab",
  "parry",
  "looted-relic",
  "flanking",
  "ambush",
  "second-line",
  "dragon-fury",
  "doom-blade",
  "arcane-blade",
  "rune-strike",
  "hammer-blow",
  "pickaxe",
  "spear-thrust",
  "war-cry",
  "fire-bolt",
  "steam-cannon",
  "berserk",
  "thunder-charge",
  "meteor",
  "siege-engine",
  "wind-of-dimara",
  "spring-water",
  "arcane-spark",
  "arwels-whisper",
  "traveller-s-luck",
  "lucky-find",
  "crystal-dust",
  "hymn-of-glory",
  "pilgrims-purse",
  "emergence",
  "dusk",
  "first-light",
  "green-vale",
  "golden-fields",
  "ember-road",
  "twin-moons",
  "burning-sky",
  "forest-oath",
  "sun-altar",
  "blood-moon",
  "old-roads",
  "lost-library",
  "iron-keep",
  "pilgrimage",
  "amber-gate",
  "ruby-heart",
  "emerald-spring",
  "watchtower",
  "harvest",
  "crown-of-dawn",
  "sky-bridge",
  "warlord",
  "silent-well",
  "hidden-path",
  "star-map",
  "fire-temple",
  "spirit-call",
  "ancient-seal",
  "mountain-pass",
  "the-long-night",
  "oath-of-clans",
  "sacred-grove",
  "dragon-egg",
  "hector",
  "adrienne",
  "gimdro",
  "mortred",
  "warrior-battle-hardened",
  "warrior-resolve",
  "warrior-champion",
  "warrior-war-spoils",
  "warrior-drill-master",
  "warrior-clan-banner",
  "mage-inner-spring",
  "mage-arcane-shield",
  "mage-mending-aura",
  "mage-relic-lore",
  "mage-crystal-sight",
  "mage-relic-ward",
  "engineer-thrift",
  "engineer-fortifier",
  "engineer-master-builder",
  "engineer-surveyor",
  "engineer-steam-forge",
  "engineer-steam-works",
  "shadow-dark-vigour",
  "shadow-menace",
  "shadow-night-terror",
  "shadow-tribute",
  "shadow-dark-rites",
  "shadow-fear",
  "dawn-of-darkness",
  "creeping-night",
  "withering",
  "hex",
  "void",
  "sundering",
  "dark-tithe",
  "event-armory-ambush",
  "event-closing-in",
  "event-shadow-retreat",
  "event-dark-pilgrim",
  "event-night-raid",
  "event-hunting",
  "event-whispers",
  "event-black-fortress",
  "event-siege-of-shadows",
  "event-poisoned-well",
  "event-grave-robber",
  "event-stalker",
  "event-fading-light",
  "event-eclipse",
  "event-cold-wind",
  "event-dread",
  "event-shadow-market",
  "event-warband",
  "event-cursed-ground",
  "event-lurking",
  "event-broken-seal",
  "event-iron-shadow",
  "event-hollow-keep",
  "event-dark-tide",
  "event-mist",
  "event-the-hunt",
  "event-ruin",
  "event-gloom",
  "event-shadow-gate",
  "event-raven",
  "event-blight",
  "event-night-watch",
  "event-soul-thief",
  "event-despair",
  "event-dark-omen",
  "event-end-of-days",
  "extension-thin-veil",
  "extension-woven-wards",
  "extension-deep-seals",
  "barrier-1",
  "barrier-2",
  "barrier-3",
  "barrier-4",
  "barrier-5",
  "barrier-6",
  "barrier-7",
  "capital-warrior",
  "capital-mage",
  "capital-engineer",
  "capital-shadow",
  "castle-1",
  "castle-2",
  "castle-3",
  "fortress-1",
  "fortress-2",
  "fortress-3",
  "fortress-4",
  "village-1",
  "village-2",
  "village-3",
  "village-4",
  "village-5",
  "tunnel-1",
  "tunnel-2",
  "temple-1",
  "temple-2",
  "temple-3",
  "relic-1",
  "relic-2",
  "relic-3",
  "relic-4",
  "relic-5",
  "green-mine-1",
  "green-mine-2",
  "green-mine-3",
  "yellow-mine-1",
  "yellow-mine-2",
  "red-mine",
  "purple-mine",
  "armory-1",
  "armory-2",
  "healing-well-1",
  "healing-well-2",
  "portal-1",
  "portal-2",
  "portal-3",
  "portal-4",
  "market",
  "source-of-life",
  "nordic-portal",
  "magical-path",
  "route-capital-warrior-village-1",
  "route-capital-warrior-fortress-1",
  "route-capital-warrior-portal-1",
  "route-village-1-relic-1",
  "route-village-1-green-mine-1",
  "route-village-1-temple-1",
  "route-fortress-1-relic-1",
  "route-fortress-1-castle-1",
  "route-relic-1-armory-1",
  "route-green-mine-1-temple-1",
  "route-portal-1-healing-well-1",
  "route-capital-mage-village-2",
  "route-capital-mage-fortress-2",
  "route-capital-mage-portal-2",
  "route-village-2-relic-2",
  "route-village-2-yellow-mine-1",
  "route-village-2-temple-2",
  "route-fortress-2-relic-2",
  "route-fortress-2-castle-2",
  "route-relic-2-armory-2",
  "route-yellow-mine-1-temple-2",
  "route-portal-2-healing-well-2",
  "route-capital-engineer-village-3",
  "route-capital-engineer-fortress-3",
  "route-capital-engineer-portal-3",
  "route-village-3-portal-3",
  "route-village-3-relic-3",
  "route-village-3-green-mine-2",
  "route-village-3-temple-3",
  "route-fortress-3-relic-3",
  "route-fortress-3-castle-3",
  "route-relic-3-armory-2",
  "route-green-mine-2-temple-3",
  "route-portal-3-healing-well-2",
  "route-capital-shadow-village-4",
  "route-capital-shadow-fortress-4",
  "route-capital-shadow-portal-4",
  "route-village-4-relic-4",
  "route-village-4-red-mine",
  "route-village-4-temple-1",
  "route-fortress-4-relic-4",
  "route-fortress-4-castle-1",
  "route-relic-4-armory-1",
  "route-red-mine-temple-3",
  "route-portal-4-healing-well-1",
  "route-market-temple-1",
  "route-market-temple-2",
  "route-market-temple-3",
  "route-market-source-of-life",
  "route-market-village-5",
  "route-source-of-life-healing-well-1",
  "route-source-of-life-healing-well-2",
  "route-source-of-life-purple-mine",
  "route-village-5-relic-5",
  "route-village-5-yellow-mine-2",
  "route-relic-5-tunnel-1",
  "route-tunnel-1-castle-1",
  "route-tunnel-1-armory-1",
  "route-tunnel-2-castle-2",
  "route-tunnel-2-castle-3",
  "route-tunnel-2-armory-2",
  "route-castle-1-armory-1",
  "route-castle-2-temple-2",
  "route-castle-2-relic-5",
  "route-castle-3-temple-3",
  "route-purple-mine-green-mine-3",
  "route-green-mine-3-temple-1",
  "route-yellow-mine-2-tunnel-2",
  "route-healing-well-1-armory-1",
  "route-nordic-portal-magical-path",
  "route-magical-path-barrier-1",
  "route-barrier-1-barrier-2",
  "route-barrier-2-barrier-3",
  "route-barrier-3-barrier-4",
  "route-barrier-4-barrier-5",
  "route-barrier-5-barrier-6",
  "route-barrier-6-barrier-7",
  "buy-action-card",
  "lift-a-curse",
  "relics-open-a-barrier",
  "arwels-help",
  "barrier-toll",
  "battle-spoils",
  "driven-off",
  "entering-dimara",
  "glory-barriers",
  "outer-dimension",
  "roads",
  "shadow-arrival",
  "shadow-power",
  "sacrifice",
  "black-magic",
  "shadow-victory",
  "sacrificial-altar",
  "battle-on-arrival",
  "source-of-life-rest",
  "basic-combat",
  "capital-defence",
  "battle-outcome",
  "victory-points",
  "who-may-win",
] as const;
export type CardId = (typeof CARD_IDS)[number];

/** Card kinds. */
export const KINDS = [
  "location",
  "route",
  "barrier",
  "clan-hero",
  "skill",
  "battle-card",
  "village-advantage",
  "quest",
  "bonus-card",
  "help-sheet",
  "shadow-sheet",
  "altar",
  "barrier-extension",
  "rule",
  "table-rule",
  "action-card",
  "darkness-card",
  "solo-event",
] as const;
export type Kind = (typeof KINDS)[number];

/** Trait and keyword names (cards write them with their parameter: `Delay II`). */
export const TRAITS = [
  "Capital",
  "Castle",
  "Fortress",
  "Village",
  "Relic",
  "Mine",
  "Armory",
  "Temple",
  "Healing-Well",
  "Source",
  "Portal",
  "Nordic",
  "Outer",
  "Dimara",
  "Capturable",
  "Instant",
  "Warrior",
  "Mage",
  "Engineer",
  "Shadow",
  "White",
  "Green",
  "Yellow",
  "Red",
  "Purple",
  "Hourglass",
  "Multiplayer",
] as const;
export type Trait = (typeof TRAITS)[number];

/** Icons. */
export const ICONS = [] as const;
export type Icon = (typeof ICONS)[number];

/** Stats. */
export const STATS = [
  "route-roads",
  "combat-power",
  "distance",
  "roads",
  "ruled-out",
  "barrier-points",
] as const;
export type Stat = (typeof STATS)[number];

/** Resources. */
export const RESOURCES = [
  "gold",
  "mana",
  "hp",
  "glory",
  "relics",
  "curse",
  "shadow-power",
  "sacrifices",
  "vp",
  "outer-dimension",
  "dimara",
  "green-crystal",
  "yellow-crystal",
  "red-crystal",
  "purple-crystal",
  "hero-skill",
  "clan-skill",
] as const;
export type Resource = (typeof RESOURCES)[number];

/** Counters and tokens. */
export const COUNTERS = [
  "relic-here",
  "crystal-here",
  "stock-relics",
  "stock-green-crystal",
  "stock-yellow-crystal",
  "stock-red-crystal",
  "stock-purple-crystal",
  "first-event-cancelled",
  "second-event-cancelled",
  "points-kept",
  "altar-token",
] as const;
export type Counter = (typeof COUNTERS)[number];

/** Zones. */
export const ZONES = [
  "board",
  "barriers",
  "routes",
  "hand",
  "battle",
  "battle-deck",
  "battle-discard",
  "quest-deck",
  "quest-discard",
  "action-deck",
  "action-discard",
  "bonus-deck",
  "bonus-discard",
  "advantage-deck",
  "drawn",
  "clan-sheet",
  "table-rules",
  "advantages",
  "event-deck",
  "chance-track",
  "event-discard",
  "darkness-deck",
  "darkness-discard",
  "altar",
  "extension-deck",
  "barrier-extension",
  "box",
] as const;
export type Zone = (typeof ZONES)[number];

/** Nouns selectors use. */
export const NOUNS = [
  "you",
  "this",
  "location",
  "locations",
  "battle-location",
  "nearest-location",
  "portal",
  "captured-castle",
  "captured-castles",
  "figure",
  "arrival",
  "first-player",
  "rival",
  "destination",
  "defender",
  "hero-at-destination",
  "fought-defender",
  "fought-destination",
  "rival-capital",
  "mover",
  "foe",
  "holder",
  "enemy-location",
  "barrier",
  "open-barriers",
  "card",
  "cards",
  "advantage-card",
  "hero",
  "hero-location",
  "lost-soul",
  "opponent",
  "opponents",
  "previous-player",
  "event-card",
  "black-chance",
  "green-yellow-chance",
  "red-purple-chance",
  "shadow",
  "everyone",
  "clan-player",
  "shadow-hero",
  "shadow-target",
] as const;
export type Noun = (typeof NOUNS)[number];

/** Facts about the resolving effect. */
export const FACTS = [
  "duel",
  "yours",
  "hostile",
  "own-turn",
  "stranded",
  "battle-ahead",
  "siege-ahead",
  "fought-this-turn",
  "capital-guarded",
  "too-weak",
  "battle-barred",
  "capture-too-dear",
  "dimara-entered",
  "dimara-reached",
  "solo",
  "shadow-mode",
  "cooperative",
  "rich",
  "cursed",
  "dimara-ready",
  "dimara-ready-healed",
  "needs-healing",
  "altar-pays",
] as const;
export type Fact = (typeof FACTS)[number];

/** Events triggers listen to. */
export const EVENT_NAMES = [
  "entered",
  "arrives",
  "travels",
  "turn-begins",
  "turn-ends",
  "won-battle",
  "lost-battle",
  "activated",
  "glory-rises",
  "shadow-arrives",
  "shadow-attacks",
  "captured",
  "shadow-power-rises",
  "sacrificed",
  "developed",
  "found-relic",
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/** Periods usage limits count over. */
export const PERIODS = ["turn", "round", "game"] as const;
export type Period = (typeof PERIODS)[number];

/** Phases of a round, in order. */
export const PHASES = ["production", "action", "shadow"] as const;
export type Phase = (typeof PHASES)[number];

/** Steps inside phases. */
export const STEPS = [] as const;
export type Step = (typeof STEPS)[number];

/** Verbs. */
export const VERB_NAMES = [
  "draw",
  "move",
  "take",
  "withhold",
  "remove",
  "use",
  "burn",
  "complete",
  "gain",
  "find",
  "develop",
  "spend",
  "capture",
  "build",
  "relocate",
  "send",
  "shift",
  "approach",
  "withdraw",
  "trade",
  "sell",
  "steal",
  "forfeit",
  "loot",
  "push",
  "spare",
  "call-off",
  "put",
  "activate",
  "play",
  "duel",
  "defend",
  "besiege",
  "attack",
  "lose",
] as const;
export type VerbName = (typeof VERB_NAMES)[number];

/** Entity classes. */
export const ENTITY_TYPES = [
  "player",
  "card",
  "location",
  "barrier",
  "figure",
  "hero",
  "lost-soul",
] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** The modes the game is played in (game.yaml `modes:`), the default first. */
export const MODES = [
  {
    name: "basic",
    players: { min: 2, max: 4 },
    description: "the basic game: every clan's action cards in one deck",
  },
  {
    name: "solo",
    players: { min: 1, max: 1 },
    description: "one Hero against the Shadow, played by the event cards",
  },
  {
    name: "clan",
    players: { min: 2, max: 4 },
    description:
      "a clan Hero each (Warrior, Mage, Engineer, Shadow): character sheets, skill trees, own action cards",
  },
  {
    name: "shadow",
    players: { min: 2, max: 4 },
    description:
      "clan mode against a Shadow player: Shadow power, darkness cards, the sacrificial altar and curse tokens",
  },
  {
    name: "cooperative",
    players: { min: 2, max: 4 },
    description:
      "the players as one team against the Shadow of the solo game: every Hero into Dimara, each with more VP than the Shadow",
    team: { marksNeeded: { zone: "barrier-extension", field: "completions", places: "barriers" } },
  },
] as const;
export type Mode = (typeof MODES)[number]["name"];

/** Where the seats start on the map, by mode (game.yaml `seating:`; runtime/core/seating.ts). */
export const SEATING = {
  figure: "hero",
  sides: ["Warrior", "Mage", "Engineer", "Shadow"],
  modes: [
    {
      mode: "basic",
      homes: ["capital-warrior", "capital-mage", "capital-engineer", "capital-shadow"],
      figures: [{ id: "soul", each: "Temple" }],
    },
    {
      mode: "solo",
      homes: ["capital-warrior", "capital-shadow"],
      rulePlayed: { name: "Shadow", on: "source-of-life" },
      figures: [{ id: "soul", homeOf: 1 }],
    },
    {
      mode: "clan",
      homes: ["capital-warrior", "capital-mage", "capital-engineer", "capital-shadow"],
      figures: [{ id: "soul", each: "Temple" }],
    },
    {
      mode: "shadow",
      homes: ["capital-shadow", "capital-warrior", "capital-mage", "capital-engineer"],
      figures: [{ id: "soul", each: "Temple" }],
    },
    {
      mode: "cooperative",
      homes: ["capital-warrior", "capital-mage", "capital-engineer", "capital-shadow"],
      rulePlayed: { name: "Shadow", on: "source-of-life" },
      figures: [{ id: "soul", each: "Temple" }],
    },
  ],
} as const;

/** The bounds game.yaml declares for each resource; the runtime keeps values inside them. */
export const RESOURCE_BOUNDS: Readonly<
  Record<Resource, { readonly min?: number; readonly max?: number }>
> = {
  gold: { min: 0, max: 10 },
  mana: { min: 0, max: 10 },
  hp: { min: 1, max: 5 },
  glory: { min: 0, max: 10 },
  relics: { min: 0 },
  curse: { min: 0 },
  "shadow-power": { min: 0 },
  sacrifices: { min: 0 },
  vp: { min: 0 },
  "outer-dimension": { min: 0, max: 2 },
  dimara: { min: 0, max: 1 },
  "green-crystal": { min: 0 },
  "yellow-crystal": { min: 0 },
  "red-crystal": { min: 0 },
  "purple-crystal": { min: 0 },
  "hero-skill": { min: 0, max: 3 },
  "clan-skill": { min: 0, max: 3 },
};

/** The bounds game.yaml declares for each counter. */
export const COUNTER_BOUNDS: Readonly<
  Record<Counter, { readonly min?: number; readonly max?: number }>
> = {
  "relic-here": { min: 0, max: 1 },
  "crystal-here": { min: 0, max: 1 },
  "stock-relics": { min: 0 },
  "stock-green-crystal": { min: 0 },
  "stock-yellow-crystal": { min: 0 },
  "stock-red-crystal": { min: 0 },
  "stock-purple-crystal": { min: 0 },
  "first-event-cancelled": { min: 0, max: 1 },
  "second-event-cancelled": { min: 0, max: 1 },
  "points-kept": { min: 0, max: 1 },
  "altar-token": { min: 0 },
};

/** The verbs of Legacy of Thracks: The Awakening, implemented by the game's runtime folder. */
export interface LegacyOfThracksVerbs {
  /** take cards from the top of a deck into your hand (or `into` another of your zones); an action card of your own clan in clan and shadow mode */
  draw(
    ctx: EffectContext,
    args: { readonly count: number; readonly from: Zone; readonly into?: Zone },
  ): void;
  move(ctx: EffectContext, args: { readonly card: Ref; readonly to: Zone }): void;
  /** the card comes into your zone (`to advantages`: a Village advantage card changes hands) */
  take(ctx: EffectContext, args: { readonly card: Ref; readonly to: Zone }): void;
  /** a battle card over the limit goes back to its owner's hand: it is not used in this battle */
  withhold(ctx: EffectContext, args: { readonly card: Ref }): void;
  /** take a relic or crystal off a location */
  remove(
    ctx: EffectContext,
    args: { readonly amount: Quantity<"relic-here" | "crystal-here">; readonly from: Ref },
  ): void;
  /** pay crystals of a colour from your Capital for a quest, a purple crystal standing in for any you lack (remembered: it decides which barrier the quest completes) */
  use(
    ctx: EffectContext,
    args: { readonly amount: Quantity<"green-crystal" | "yellow-crystal" | "red-crystal"> },
  ): void;
  /** shadow mode: take sacrificial tokens off the altar */
  burn(
    ctx: EffectContext,
    args: { readonly amount: Quantity<"altar-token">; readonly from: Ref },
  ): void;
  /** put your player token on the magical barrier: you no longer pay its cost */
  complete(ctx: EffectContext, args: { readonly place: Ref }): void;
  gain(
    ctx: EffectContext,
    args: {
      readonly amount: Quantity<
        | "gold"
        | "mana"
        | "hp"
        | "glory"
        | "relics"
        | "curse"
        | "shadow-power"
        | "vp"
        | "sacrifices"
        | "dimara"
        | "outer-dimension"
        | "green-crystal"
        | "yellow-crystal"
        | "red-crystal"
        | "purple-crystal"
      >;
      readonly to?: Ref;
    },
  ): void;
  /** receive relics on your Capital otherwise than at the market (the Mage's special action) */
  find(ctx: EffectContext, args: { readonly amount: Quantity<"relics">; readonly to?: Ref }): void;
  /** clan mode: spend a development point on the next level of a line of your skill tree */
  develop(
    ctx: EffectContext,
    args: { readonly amount: Quantity<"hero-skill" | "clan-skill">; readonly to?: Ref },
  ): void;
  spend(
    ctx: EffectContext,
    args: {
      readonly amount: Quantity<
        | "gold"
        | "mana"
        | "hp"
        | "glory"
        | "relics"
        | "curse"
        | "shadow-power"
        | "vp"
        | "sacrifices"
        | "green-crystal"
        | "yellow-crystal"
        | "red-crystal"
        | "purple-crystal"
      >;
    },
  ): void;
  /** put your player token on the location (removing another player's) */
  capture(ctx: EffectContext, args: { readonly place: Ref }): void;
  /** build roads on routes of your choice (not red ones, at most a route's distance, at most 10 of yours) */
  build(ctx: EffectContext, args: { readonly count: number }): void;
  /** move some of your roads to other routes */
  relocate(ctx: EffectContext, args: { readonly count: number }): void;
  /** put the figure on the location at once (a Portal's or a Tunnel's jump) */
  send(ctx: EffectContext, args: { readonly figure: Ref; readonly to: Ref }): void;
  /** solo: the figure moves onto the location (an event card's move to the nearest location of a type) */
  shift(ctx: EffectContext, args: { readonly figure: Ref; readonly to: Ref }): void;
  /** move the figure that many locations closer to your Hero */
  approach(ctx: EffectContext, args: { readonly figure: Ref; readonly by: number }): void;
  /** move the figure that many locations away from your Hero */
  withdraw(ctx: EffectContext, args: { readonly figure: Ref; readonly by: number }): void;
  /** exchange items between your Capital and the market's stock (its `stock-` counters), one for one, as many as you like */
  trade(ctx: EffectContext, args: { readonly at: Ref }): void;
  /** sell up to that many unused cards from your hand for 1 gold each (at most 3 a day in all) */
  sell(ctx: EffectContext, args: { readonly count: number }): void;
  /** take that many items of your choice from the player's Capital (fewer if they have fewer), onto your own */
  steal(
    ctx: EffectContext,
    args: { readonly count: number; readonly from: Ref; readonly to?: Ref },
  ): void;
  /** solo: give up that many items of your choice from your Capital to the supply */
  forfeit(ctx: EffectContext, args: { readonly count: number; readonly from: Ref }): void;
  /** solo: take that many items of your choice like those on the Shadow's Capital, which the supply replaces */
  loot(ctx: EffectContext, args: { readonly count: number; readonly from: Ref }): void;
  /** put the figure on a neighbouring location of your choice that no other player holds and where no other player's Hero stands (none: it stays) */
  push(ctx: EffectContext, args: { readonly figure: Ref }): void;
  /** solo: the Shadow Hero uses that many fewer battle cards in this battle */
  spare(ctx: EffectContext, args: { readonly count: number }): void;
  /** solo: no battle is held; the Shadow Hero steps onto a neighbouring location */
  "call-off"(ctx: EffectContext, args: { readonly figure: Ref }): void;
  /** a relic or crystal on a location (production); solo: a token on the activated event card (Arwel's help cancels its Event 1 or Event 2, or keeps it from raising the Shadow's VP); shadow mode: a sacrificial token on the altar */
  put(
    ctx: EffectContext,
    args: {
      readonly amount: Quantity<
        | "relic-here"
        | "crystal-here"
        | "first-event-cancelled"
        | "second-event-cancelled"
        | "points-kept"
        | "altar-token"
      >;
      readonly on: Ref;
    },
  ): void;
  /** solo: the event card is activated: its own effect and Arwel's help answer it */
  activate(ctx: EffectContext, args: { readonly card: Ref }): void;
  /** resolve the card at once, as if played from your hand (a darkness card) */
  play(ctx: EffectContext, args: { readonly card: Ref }): void;
  /** your Hero fights the player's Hero on the place: a battle */
  duel(ctx: EffectContext, args: { readonly against: Ref; readonly at: Ref }): void;
  /** your Hero, stepping onto your own Capital, beats the player's Hero there at once */
  defend(ctx: EffectContext, args: { readonly against: Ref; readonly at: Ref }): void;
  /** your Hero lays siege to the player's Capital: a battle */
  besiege(ctx: EffectContext, args: { readonly against: Ref; readonly at: Ref }): void;
  /** the figure moves to your Hero's location: a battle */
  attack(ctx: EffectContext, args: { readonly figure: Ref }): void;
  /** solo: remove your token from that many completed magical barriers of your choice */
  lose(ctx: EffectContext, args: { readonly count: number }): void;
}

/** What Legacy of Thracks: The Awakening's runtime folder supplies: one member per noun, fact and verb declared `means: hook`, one per procedure hook, and one per entity class whose defeat has `hook: true`. Implement it with `satisfies LegacyOfThracksHooks`. */
export interface LegacyOfThracksHooks {
  readonly nouns: {
    "battle-location"(ctx: EffectContext, spec: SelectorSpec): Ref[];
    portal(ctx: EffectContext, spec: SelectorSpec): Ref[];
    "advantage-card"(ctx: EffectContext, spec: SelectorSpec): Ref[];
    "lost-soul"(ctx: EffectContext, spec: SelectorSpec): Ref[];
    "shadow-target"(ctx: EffectContext, spec: SelectorSpec): Ref[];
  };
  readonly facts: {
    "dimara-ready"(ctx: EffectContext): boolean;
    "dimara-ready-healed"(ctx: EffectContext): boolean;
  };
  readonly verbs: Pick<LegacyOfThracksVerbs, "send" | "attack">;
  readonly procedures: { setup(): void; action(): void };
}

/** The runtime API as this game's generated code sees it. */
export type Rt = EffectApi<LegacyOfThracksVerbs>;
