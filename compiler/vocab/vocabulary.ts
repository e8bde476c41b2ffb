/**
 * A game's vocabulary as declared in `cards/<game>/game.yaml`: everything cards may name.
 * The compiler core is generic; all game knowledge reaches it through this structure.
 */
import type { DeckSpec } from "../decks/deck-spec.ts";
import type { ScenarioSpec } from "./scenario-spec.ts";
import type { LayoutSpec } from "../render/layout-spec.ts";

export type { DeckRule, DeckSpec } from "../decks/deck-spec.ts";

export type FieldType =
  | { type: "string" }
  | { type: "int"; min?: number; max?: number }
  | { type: "bool" }
  | { type: "enum"; values: string[] }
  | { type: "list"; of: FieldType; min?: number; max?: number; unique?: boolean }
  | { type: "ref"; to: string[] }
  | { type: "traits" }
  | { type: "effect" }
  | { type: "condition" }
  | { type: "icon" }
  | { type: "map"; keys: MapKeys; values: FieldType; complete?: boolean };

/**
 * A counter kept per card of a kind on its owner's board (runtime/core/counter-tracks.ts): the
 * card's value is the owner's counter that `held-as` names for the card's `by` field; `levels`
 * count from 1, one more at each threshold of `at` reached; `says` is what the log calls it.
 */
export interface CounterTrackSpec {
  of: string;
  by: string;
  "held-as": Record<string, string>;
  levels?: { counter: string; at: number[] };
  says: string;
}

/** Map keys are a vocabulary section (`stats`, `resources`, `counters`, `icons`) or a fixed list. */
export type MapKeys = "stats" | "resources" | "counters" | "icons" | string[];

export type FieldSpec = FieldType & { required?: boolean; description?: string };

export interface KindSpec {
  description?: string;
  fields: Record<string, FieldSpec>;
  /** Where a played card of the kind goes, unless one of its traits says otherwise (before the rules' default). */
  "played-to"?: string;
  /** The pile (its owner's) a card of the kind is discarded to by a verb meaning `discard` (before the rules' default). */
  "discards-to"?: string;
  /** The modes (of `modes:`) whose games use cards of the kind; without it, every mode's. */
  modes?: string[];
  /** The usage limit (`once per turn`) of every ability of the kind's cards that states none of its own. */
  "ability-limit"?: string;
  /** Before the first turn of each game turn its `on` field lists, a card of the kind is stocked from its `stock` field (runtime/core/restock-days.ts). */
  restocks?: { stock: string; on: string; says: string };
}

export type TraitParam = "number" | "roman" | "multiplier" | "name" | "numbers";

export interface TraitSpec {
  param?: TraitParam;
  description?: string;
  /** Effect text run after each use of a card with the trait; `N` is the trait's parameter. */
  "after-use"?: string;
  /** The card's use-effect runs N times (`Attack X2`). */
  repeat?: boolean;
  /** Where a card with the trait goes when played. */
  "played-to"?: string;
  /** Usage limits the trait gives: `once per round`, `N times per game`. */
  limits?: string[];
  /** Where the card goes at the end of the round once used. */
  "used-goes-to"?: string;
  /** An entity whose card has the trait cannot be damaged, targeted, lose or recover health (Invincible). */
  immune?: boolean;
  /** `param`: a card with the trait is immune to the cards carrying the trait its parameter names (`Immune Fire`: to Fire cards); the game asks `immuneTo`. */
  "immune-to"?: "param";
  /** The modes whose games use the cards with the trait (`modes: [clan, shadow]`); without it, every mode. */
  modes?: string[];
  /**
   * `hook`: the game's TypeScript gives the trait its meaning. `tag`: no rule of its own; other
   * effects refer to it (`with Dwarf`, `is Dwarf`), so a card carrying it is found by them.
   */
  means?: "hook" | "tag";
}

/**
 * What a noun means: `hook` (the game's TypeScript), `you`, `this`, `players`, `opponents`,
 * `event <arg>` (an argument of the triggering event) or `plural <noun>`.
 */
export type NounMeans = string;

export interface NounSpec {
  type: string;
  many?: boolean;
  means: NounMeans;
  /** Filters a noun of a non-card type accepts (`with`: its hook filters by trait). */
  filters?: string[];
  description?: string;
}

/**
 * What a fact means: `hook`, `payload`, `used-as-response`, or one the damage rules answer:
 * `lost-health` (the latest damage this effect dealt took health), `absorbed` (some of its damage
 * went to absorbing points), `defeated <class>` (its latest damage defeated an entity of that class);
 * or `mode <mode>`: the game is played in that mode (one of `modes:`); or `condition`: its `if:` holds.
 */
export type FactMeans = string;

export interface FactSpec {
  means: FactMeans;
  /** `means: condition`: the effect-language condition that is the fact (check-fact-conditions.ts). */
  if?: string;
  /** `means: condition`: the event the fact is asked on, whose arguments its nouns may name. */
  on?: string;
  description?: string;
}

/**
 * A map of numbered spaces (runtime/core/space-map.ts): the zone of the space cards, their int
 * field holding the space's number and list field holding its neighbours' numbers, and the
 * counter on each piece (an entity card, or a player for their avatar) holding its space.
 */
/**
 * A contest (runtime/core/contest.ts): two sides commit cards in secret (`commit`: of these kinds,
 * from a zone into a per-player zone whose capacity is the limit, then to a pile), reveal them and
 * compare a stat; the first side (the one that started it) wins ties unless `ties: second`. Then
 * each side may apply one effect field (`apply`) of its committed cards, winner first, and the
 * `won` and `lost` events are raised, `by` each side's player.
 */
/**
 * A turn of free actions (runtime/core/free-action-menu.ts): the menu a player picks from until they
 * stop, its first option `end` and then each offer's options, in order. An offer is the game's own
 * (`hook`), each figure of a type moved one route at the map's cost (`move`, never onto a place with
 * the trait `onto-without`; with `raises`, the event raised as it sets out, whose rule cards' costs are
 * the price, and `unless` facts closing a move), the standing actions of the cards in a zone of the player's (`use`), or
 * the cards of a zone of the player's played (`play`: not of the kinds `except`; the option's words
 * by kind in `says`, "use" otherwise; greedy advice by kind in `advice`, `others` for the rest; a `use`
 * offer's `advice` is by card, and its `advice-if` names the fact without which a card's advice is -1).
 */
/** A row of a figure type's place advice (`advice: moves: <type>: places:`): which places it matches, and their worth. */
export interface PlaceAdviceSpec {
  with?: string;
  without?: string;
  on?: string;
  /** A condition of the effect language, judged as the player with the place's card as `this`. */
  if?: string;
  /** A number, or a number expression of the effect language read as `if` is. */
  worth: number | string;
  times?: number;
  "each-before"?: number;
  description?: string;
}

/** Greedy advice on where figures of a type go (runtime/core/place-advice.ts). */
export interface MoveAdviceSpec {
  near: number;
  stay?: number;
  price?: Record<string, number>;
  each?: number;
  places: PlaceAdviceSpec[];
  description?: string;
}

export interface FreeActionsSpec {
  end: string;
  offers: FreeOfferSpec[];
  description?: string;
}

export interface FreeOfferSpec {
  hook?: string;
  move?: string;
  "onto-without"?: string;
  raises?: string;
  unless?: string[];
  use?: string;
  play?: string;
  except?: string[];
  says?: Record<string, string>;
  advice?: Record<string, number>;
  "advice-if"?: Record<string, string>;
  description?: string;
}

export interface ContestSpec {
  commit: { kinds: string[]; from: string; into: string; then: string; weigh?: string };
  power: string;
  ties?: "first" | "second";
  apply?: string;
  won: string;
  lost: string;
  /**
   * A side no player runs (a seat taking no turns): a card turned over from `shows.from` to
   * `shows.to`, whose `field` says how many cards it draws from `draws.from` to `draws.to` (less
   * those a `spare-draws` verb spared); their `sum` field summed is its power. The log says `says`.
   */
  unplayed?: { shows: { from: string; to: string; field: string }; draws: { from: string; to: string; sum: string }; says: string };
  description?: string;
}

/**
 * A roll looked up in a table (runtime/core/roll-tables.ts): a die (`d6`), what the log calls the
 * roll, and the outcome of each range of results (`"1-3": works`), which must cover every result once.
 */
/** How a player forms a zone's ranks: the top `draw` cards of their `from` zone, `aside` of them to `aside-to`, the rest ranked by the field `order`. */
export interface RanksFormingSpec {
  from: string;
  draw: number;
  aside?: number;
  "aside-to"?: string;
  order: string;
}

export interface RollTableSpec {
  die: string;
  says: string;
  on: Record<string, string>;
  description?: string;
}

export interface MapSpec {
  spaces?: string;
  number?: string;
  adjacent?: string;
  position?: string;
  /** A map of places joined by routes (runtime/core/place-map.ts): the kinds of the place cards. */
  places?: string[];
  /** The route cards: their kind, the fields naming their two ends and their distance, and bool fields tagging a route when true. */
  routes?: { kind: string; from: string; to: string; distance: string; tags?: string[] };
  /** The pieces a player may put on routes: how many at most, and the route tag they may not go on. */
  pieces?: { "per-player": number; "not-on"?: string };
  /** What a figure of a type pays to travel a route: a resource, per unit of distance or per route, less its owner's pieces on it. */
  moves?: Record<string, { pays: string; per: "distance" | "route"; "less-pieces"?: boolean }>;
  description?: string;
}

/** The numbered-space map, when game.yaml's `map:` is one (its `spaces:` form). */
export function spaceMapOf(v: Vocabulary): (MapSpec & { spaces: string; number: string; adjacent: string; position: string }) | null {
  const m = v.map;
  return m && m.spaces !== undefined && m.number !== undefined && m.adjacent !== undefined && m.position !== undefined ? (m as MapSpec & { spaces: string; number: string; adjacent: string; position: string }) : null;
}

/** The map of places joined by routes, when game.yaml's `map:` is one (its `places:` form). */
export function placeMapOf(v: Vocabulary): (MapSpec & { places: string[] }) | null {
  const m = v.map;
  return m && m.places !== undefined ? (m as MapSpec & { places: string[] }) : null;
}

/** A table of counts by ranges of a value: `{ by: health, "1-2": 1, "3-4": 2, "5": 3 }`. */
export type CapacityTable = { by: string } & Record<string, string | number>;

/** How many cards a zone holds: a number, an expression in the effect language, or a table. */
export type Capacity = number | string | CapacityTable;

/** Is this `at-most` one capacity (a number, expression or table), not a mapping of traits to capacities? */
export function isSingleCapacity(c: Capacity | Record<string, Capacity>): c is Capacity {
  return typeof c !== "object" || Object.hasOwn(c, "by");
}

export interface ZoneSpec {
  /** One zone per player (`hand`); otherwise one shared zone. */
  "per-player"?: boolean;
  /** Cards here have their abilities, triggers and modifiers in effect. */
  live?: boolean;
  /** A deck: when a card is drawn from it empty, the cards of this zone are shuffled into it first. */
  "refills-from"?: string;
  /** Copies of a card here are alike (a supply): a noun meaning `cards` offers one of each. */
  "one-of-each"?: boolean;
  /** A hand each player draws up to `size` cards (the leader to `leader`), from their `from` zone (runtime/core/draw-up-to.ts). */
  "draws-up-to"?: { from: string; size: number; leader?: number; "leader-may-discard"?: string };
  /** Kinds of card set out here at the start (each card as many times as its `copies` field says): a zone each player has, each player's. */
  "starts-with"?: string[];
  /** The zone is a player's upgrade shop (runtime/core/upgrade-shop.ts): cards bought from `stock` for `currency`, one per slot trait. */
  shop?: { name?: string; stock: string; currency: string; slots: string[] };
  /**
   * Capacity: at most N cards, or at most N cards with a trait or of a kind. N is a number, an
   * expression read as the zone's owner (`"(health + 1) / 2"`), or a range table over one.
   */
  "at-most"?: Capacity | Record<string, Capacity>;
  /** The verb run on the card the owner picks when the zone is over capacity (`discard`). */
  overflow?: string;
  /**
   * `at-most` counts the cards attached to each entity apart (Fantasy Adventures: one Ring per
   * Hero, in a party's shared item area); cards attached to nothing do not count.
   */
  "per-entity"?: boolean;
  /** The cards stand in ranks (a party's front and back): the counter holding each card's rank (1 the front), cards a rank, each rank's name. */
  ranks?: { counter: string; size: number; names: string[]; forms?: RanksFormingSpec };
  /**
   * A shared deck a player takes from by their traits (`types.player.traits-from`): the first
   * card carrying one of them. A player with the `mimic` trait (in `modes`, else every mode)
   * takes as the other players taking turns do instead, one a game turn in seat order.
   */
  "by-trait"?: { mimic?: string; modes?: string[] };
  description?: string;
}

export interface StepSpec {
  phase: string;
  numbers?: number[];
  /** Numbers at which players act, in turn order. */
  "players-act"?: number[];
  /** Numbers a card may list that mean "always in play", never offered. */
  passive?: number[];
  /** The card field listing the numbers a card is played at. */
  "card-field"?: string;
  /** The zone players play cards from in this step. */
  "play-from"?: string;
  /** Numbers run by a procedure hook instead of the players (`3: reveal-monster-actions`). */
  procedures?: Record<string, string>;
  description?: string;
}

export interface RulesSpec {
  "turn-order": "from-leader";
  /** The lead passes to the next player still in at the start of every round (runtime/core/leader-rotation.ts). */
  leader?: "passes-clockwise";
  responses: { from: string[]; stack: boolean };
  /** Where a played card goes when none of its traits says otherwise. */
  "played-to"?: string;
  /** The pile (its owner's) a card is discarded to by a verb meaning `discard`, unless its kind names its own. */
  "discards-to"?: string;
  /** The event argument whose player a card in a shared live zone acts for (else the first player). */
  "shared-cards-act-for"?: string;
}

/** A phase of the round: a procedure hook, the step that runs in it, or an effect-language text. */
export type PhaseProcedure = "hook" | { step: string } | { effect: string };

/** The key of the setup's effect (`procedure.setup.effect`) among the checked phase effects. */
export const SETUP_EFFECT = "setup";

export interface ProcedureSpec {
  /** The game's TypeScript sets the table out; `{ first: hook, effect }`: then the effect runs, as the first player in turn order. */
  setup: "hook" | { first: "hook"; effect: string };
  phases: Record<string, PhaseProcedure>;
  /** When the end of the game is checked (`start of cleanup`) and by what. */
  end: { at: string; when?: "hook"; "game-turns"?: number; early?: { if: string; says: string }; eliminate?: Elimination };
  /** The game's TypeScript scores it, each player's score is a sum of a card field over their zones, or the declared `ranking:` ranks them. */
  score: "hook" | "ranking" | ScoreSum;
}

/** Players out of the game: at the end check, a player whose `when-empty` zone is empty is out (the log: name, `says`); their cards in each `cards-to` zone go to the zone it names. */
export interface Elimination {
  "when-empty": string;
  says: string;
  "cards-to"?: Record<string, string>;
}

/**
 * A declared ranking: players compared on the `by` values in turn (most first; equal on all share
 * the place); a player whose `ruled-out` value is above 0 may not win. `says` is a player's detail
 * (`{vp} VP`: a value in braces), each `marks` value above 0 adding its words.
 */
export interface RankingSpec {
  "ruled-out"?: string;
  by: string[];
  says: string;
  marks?: Record<string, string>;
  /** Players equal on every value: `share` the victory (the default) or `draw` (nobody wins). */
  ties?: "share" | "draw";
  /** Why the winner won, by the `by` value that decided: `{ towers: destroyed more Towers }`. */
  decides?: Record<string, string>;
}

/** A declared score: the `sum` field of every card in a player's `in` zones; the log line starts with `says`. */
export interface ScoreSum {
  sum: string;
  in: string[];
  says?: string;
}

export interface EventSpec {
  respondable?: boolean;
  /** Labelled arguments a trigger may filter on: `when attacked on your hero`. */
  args?: Record<string, string>;
  /** Values the triggered body can read by name (`amount`). */
  payload?: Record<string, string>;
  /**
   * The damage the event carries, not dealt yet when its Responses run: the payload field holding
   * the amount, and the argument it is meant for (`{ amount: amount, to: on }`). Its raiser deals
   * it once the Responses are done, so `means: redirect` verbs can move part of it elsewhere.
   */
  damage?: { amount: string; to: string };
  /** Card kinds that may trigger on this event; all kinds when absent. */
  kinds?: string[];
  /** Verbs, phases, steps, traits or procedure hooks that raise it. */
  "raised-by": string[];
  /** Resources every player's goes back to 0 when it is raised, before anything answers it. */
  resets?: string[];
  /** How a Response window's prompt tells it: `{by} attacks {on} for {amount}` (arguments and payload fields in braces). */
  says?: string;
  description?: string;
}

/**
 * A verb parameter's type: an entity class from `types`, or one of the built-ins
 * `number`, `bool`, `quantity` (a value with a unit from `units`), `flag` (one of `values`),
 * `zone`, `icon`, `card-id`.
 */
export interface ParamSpec {
  type: string;
  positional?: boolean;
  required?: boolean;
  unit?: string;
  units?: string[];
  values?: string[];
  description?: string;
}


export interface VerbSpec {
  description?: string;
  /**
   * `hook`: the game's TypeScript implements it (typed by the generated verbs interface); or an
   * engine meaning (`move`, `gain`, `spend`: compiler/vocab/engine-verbs.ts) the engine runs.
   */
  means: string;
  params: Record<string, ParamSpec>;
  /** Card kinds that may use this verb; all kinds when absent. */
  kinds?: string[];
  /** Words a designer might write for this verb (`heal` for `recover`): hints only, never accepted. */
  synonyms?: string[];
  /**
   * An event the engine raises each time the verb has run, `by` the acting player and `on` the
   * verb's positional argument (when the event has an `on`).
   */
  raises?: string;
  /** `means: sell-cards`: what each card sold brings, and at most how many a player sells in a period. */
  sale?: { price: number; currency: string; "at-most"?: number; per?: string };
  /** A verb meaning `spare`: how the log says a card it kept (`saved`: `<card> is saved`); meaning `draw-until`: a card of the kind drawn (`summoned`). */
  says?: string;
  /** A verb meaning `take-resources` or `copy-resources`: the resources it may take, one at a time. */
  takes?: string[];
  /** Of those, the ones whose taking raises an event for the player receiving it (`relics: found-relic`). */
  "raises-for"?: Record<string, string>;
  /** `means: contest`: the contest it starts, the log's word for it, its events' payload, the log's words when the starter wins at once, what a fight spends for a period. */
  fights?: { contest: string; says: string; payload?: Record<string, boolean | number>; "at-once"?: string; once?: { per: string; on: "against" | "at" } };
  /** `means: draw-until`: the acting player's zones drawn from, put into and discarded to, and the kind of card drawn for. */
  draws?: { from: string; to: string; rest: string; kind: string };
  /** `means: cast`: the acting player's zone of casters, their element field (naming a trait) and spent counter, the zone spells go to, the roll off the element and its outcomes that work or send the spell back, the log's word. */
  casts?: { casters: string; element: string; spent: string; to: string; roll: string; works: string[]; returns?: Record<string, string>; says: string };
  /** `means: place-stacks`: the acting player's zones, the kinds a stack takes (none with an `except` trait), the field summed and its limit by game turn, the trait-kind pairings, the sum's word in the log. */
  stacks?: { from: string; to: string; onto: string; kinds: string[]; except?: string[]; sum: string; limit: { first: number; "each-game-turn"?: number }; needs?: Record<string, string>; shuns?: Record<string, string>; says: string };
}

/** What happens when an entity's Damage reaches its Health (`defeated:`). */
export interface DefeatSpec {
  /** The log's word: `Eras (Olivia) is KnockedDown`; `defeated` when absent. */
  says?: string;
  /** The event raised, with `on` the entity and `by` what defeated it (a player or an entity, as the event declares). */
  event?: string;
  /** Where the card goes: in a per-player zone, its owner's, or (a card nobody owns) the defeating player's. */
  "goes-to"?: string;
  /** A card field (a map of resources) the defeating player gains. */
  reward?: string;
  /** Effect text run after the event's triggers, by the defeated entity's controller, with the event as its trigger. */
  then?: string;
  /** Entity classes whose entities are defeated with it, by the same player (a boss's minions). */
  with?: string[];
  /** Then the game's TypeScript hook `defeated.<class>` runs (what the effect language cannot say). */
  hook?: boolean;
  /** Finally its Damage goes back to 0 (a KnockedDown Hero recovers to full health). */
  recover?: boolean;
}

/** An entity class (`entities:`): what has Health and takes Damage, where it is and who controls it. */
export interface EntityClassSpec {
  /** The type of its entities (from `types`); the class name when absent. */
  type?: string;
  /** One per player: the card of this kind the player plays (a Hero). */
  avatar?: string;
  /** Cards in these zones, of these kinds and with one of these traits when `kinds` and `with` are given. */
  cards?: { in: string[]; kinds?: string[]; with?: string[] };
  /** Who controls a card entity: its owner, or nobody (a shared enemy acts against every player). */
  controller?: "owner" | "none";
  /** How the log names the entity when it is nobody's (`the Monster`). */
  named?: string;
  /** Its maximum Health: a stat of an avatar, an int field of a card. */
  health: string;
  /** An avatar's own cards: those whose field of this name names its card; their requirements do not apply to its player. */
  signature?: string;
  /** An avatar's stats before modifiers: its card's map field, plus that field of the player's cards in the `plus` zones. */
  stats?: { field: string; plus?: string[] };
  /** Damage is counted for each player apart (each player fights their own copy of it). */
  "per-player-damage"?: boolean;
  defeated?: DefeatSpec;
  description?: string;
}

/** The damage rules (`damage:`): the counter of Damage tokens, and what absorbs damage. */
export interface DamageSpec {
  /** The counter holding Damage tokens: on the player for an avatar, on the card otherwise. */
  counter: string;
  /**
   * Points that absorb damage when the rules allow it (an Attack in Shadows): cards with the int
   * `field` in the defender's `in` zones; a used point is marked with the damage counter.
   * `unit` is the counter name cards read and recover them by; `name` is how prompts say one.
   */
  absorb?: { field: string; in: string[]; unit: string; name: string };
}

export interface Bounds {
  min?: number;
  max?: number;
  /** A `+N <name>` modifier may change it (stats always may). */
  modifiable?: boolean;
  description?: string;
}

/**
 * A resource: its bounds, the event the engine raises each time a player's amount of it goes up
 * (`rises:`), and the places it bars (`bars:`): holding more than `above` of it, a player may not
 * move a figure onto a place with the trait `onto`; and what one is worth to a bot (`worth:`, by
 * default 1: runtime/core/resource-worth.ts); the resources it may be used in place of when a
 * player has none of them (`stands-in-for:`), and the trait it fits once used (`fits:`):
 * runtime/core/used-resources.ts.
 */
export interface ResourceSpec extends Bounds {
  rises?: string;
  bars?: { onto: string; above: number };
  worth?: number;
  "stands-in-for"?: string[];
  fits?: string | string[];
}

/** A mode of play: the players it is for (within the game's), and what it is. */
export interface ModeSpec {
  players: { min: number; max: number };
  description?: string;
  /** The players play as one team (runtime/core/team-play.ts): not each other's opponents, sharing their map pieces and marks, all winning or losing together. */
  team?: TeamSpec;
}

/** A team mode's sharing; `marks-needed`: a place of zone `places` is marked for the team once it has as many marks as the list `field` of the card in `zone` gives at the place's position. */
export interface TeamSpec {
  "marks-needed"?: { zone: string; field: string; places: string };
}

/**
 * Seating on a map: each seat's own figure (`figure@<seat>`) on its home (the mode's `homes`, in
 * seat order); `sides`: traits a home may carry, the side its seat plays; per mode a seat the rules
 * play after the players (`rule-played`) and the figures put out (`<id>-1`...: on `each` place with a
 * trait, or on the `home-of` a seat, 1 the first).
 */
export interface SeatingSpec {
  figure: string;
  sides?: string[];
  modes: Record<string, { homes: string[]; "rule-played"?: { name: string; on: string }; figures?: Record<string, { each?: string; "home-of"?: number }> }>;
}

export interface Vocabulary {
  game: string;
  title: string;
  players: { min: number; max: number };
  /** The ways the game is played (`play --mode`), the default first; none: one way only. */
  modes?: Record<string, ModeSpec>;
  /** Entity classes; `shown-by`: the card kinds that show such an entity (`level of the monster` reads its card);
   * `traits-from` (on `player` only): a player has the traits of their cards of those kinds in that zone of theirs (`you with Mage`). */
  types: Record<string, { is?: string; "shown-by"?: string[]; "traits-from"?: { zone: string; kinds: string[] }; description?: string }>;
  /** A stat's optional `means:` is one the engine answers from the map (runtime/core/map-stats.ts). */
  stats: Record<string, { description?: string; means?: string }>;
  resources: Record<string, ResourceSpec>;
  /**
   * `clears-on-move`: the tokens come off a card that the engine moves to another zone;
   * `starts-from`: a card's int field giving the tokens it comes into play with; `spent-goes-to`:
   * the zone a card goes to once its last token is removed; `blanks`: a card holding any of these
   * tokens is blank (its effects, responses and modifiers do nothing) until they come off.
   */
  counters: Record<string, Bounds & { "clears-on-move"?: boolean; "starts-from"?: string; "spent-goes-to"?: string; blanks?: boolean; track?: CounterTrackSpec }>;
  zones: Record<string, ZoneSpec>;
  periods: string[];
  phases: string[];
  steps: Record<string, StepSpec>;
  icons: string[];
  traits: Record<string, TraitSpec>;
  nouns: Record<string, NounSpec>;
  facts: Record<string, FactSpec>;
  events: Record<string, EventSpec>;
  verbs: Record<string, VerbSpec>;
  kinds: Record<string, KindSpec>;
  /** Entity classes, in declaration order (an entity is of the first class that takes it). */
  entities: Record<string, EntityClassSpec>;
  damage?: DamageSpec;
  /** The map: numbered spaces written as cards with a counter holding where each piece stands, or places joined by routes. */
  map?: MapSpec;
  /** Contests between two sides (a battle): committed cards and a compared stat. */
  contests?: Record<string, ContestSpec>;
  /** Who may win and how players rank at the end (runtime/core/declared-ranking.ts). */
  ranking?: RankingSpec;
  /** A turn of free actions as declared offers (runtime/core/free-action-menu.ts). */
  "free-actions"?: FreeActionsSpec;
  /** A bot's advice, declared (not rules): where figures of each type go. */
  advice?: { moves?: Record<string, MoveAdviceSpec>; description?: string };
  /** Where the seats start on the map, by mode (runtime/core/seating.ts). */
  seating?: SeatingSpec;
  /** Dice rolls looked up in ranges of results (a casting roll: 1-3 works, 4-6 fails). */
  rolls?: Record<string, RollTableSpec>;
  rules: RulesSpec;
  procedure: ProcedureSpec;
  /** How scenario files set out a table and read its values (scenario-spec.ts). */
  scenario?: ScenarioSpec;
  /** Deck-building rules, by deck type (`main`, `items`): what a `*.deck.yaml` file must hold. */
  decks?: Record<string, DeckSpec>;
  /** How `cardsmith render` lays out each card kind (compiler/render/layout-spec.ts). */
  layout?: LayoutSpec;
}

/** Fields every card has, whatever its kind. */
export const COMMON_FIELDS: Record<string, FieldSpec> = {
  id: { type: "string", required: true, description: "unique id, lowercase kebab-case" },
  name: { type: "string", required: true, description: "the card's title" },
  kind: { type: "string", required: true, description: "the card kind" },
  text: { type: "string", description: "rules text for players, in the designer's words" },
  covers: { type: "list", of: { type: "string" }, description: "effect-pattern IDs this card demonstrates" },
};

/** The keys a map field may have: a vocabulary section's names, or its fixed list. */
export function mapKeyNames(vocab: Vocabulary, keys: MapKeys): string[] {
  if (Array.isArray(keys)) return keys;
  if (keys === "icons") return vocab.icons;
  return Object.keys(vocab[keys]);
}

/** Is `sub` the entity class `sup` or a subtype of it? */
export function isSubtype(vocab: Vocabulary, sub: string, sup: string): boolean {
  const seen = new Set<string>();
  for (let t: string | undefined = sub; t && !seen.has(t); t = vocab.types[t]?.is) {
    if (t === sup) return true;
    seen.add(t);
  }
  return false;
}
