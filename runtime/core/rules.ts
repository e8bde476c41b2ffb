/**
 * A game's rules as data: what the engine needs to know to run any game, compiled from the
 * rules sections of `cards/<game>/game.yaml` into `generated/<game>/rules.ts` (`RULES`).
 * Nothing here names a game. The game's TypeScript hooks (`cards/<game>/runtime/`) supply only
 * what is declared `hook`; everything else the engine runs from this data.
 */
import type { EffectContext } from "../api.ts";

/** The `<which>` of a `seats <which>` noun (seat-nouns.ts); here, not there, so that the generated rules import no engine module. */
export type SeatNoun = "taking-turns" | "taking-no-turns" | "all" | "first" | "before-you";

/** How a zone takes part in play. */
export interface ZoneRule<R = unknown> {
  readonly name: string;
  /** Cards here have their abilities, triggers and modifiers in effect. */
  readonly live: boolean;
  /** One zone per player (`hand`) or one shared zone (`market`). */
  readonly perPlayer: boolean;
  /** A deck drawn from empty first takes the shuffled cards of this zone. */
  readonly refillsFrom?: string;
  /** Copies of a card here are alike (a supply): a noun meaning `cards` offers one of each. */
  readonly oneOfEach?: boolean;
  /** A hand drawn up to `size` cards, the leader's to `leader`, from the player's `from` zone (runtime/core/draw-up-to.ts); first the leader may discard theirs to `leaderMayDiscard` (hands-drawn.ts). */
  readonly drawsUpTo?: { readonly from: string; readonly size: number; readonly leader: number; readonly leaderMayDiscard?: string };
  /** Kinds of card set out here at the start (runtime/core/starting-cards.ts). */
  readonly startsWith?: readonly string[];
  /** The zone is a player's upgrade shop (runtime/core/upgrade-shop.ts). */
  readonly shop?: { readonly name: string; readonly stock: string; readonly currency: string; readonly slots: readonly string[] };
  /**
   * Capacity: at most `count` cards, or cards with trait or of kind `of`. A count that depends on
   * a value is computed as the zone's owner (a shared zone's: the first player in turn order).
   */
  readonly atMost?: readonly { readonly of: string | null; readonly count: number | ((rt: R, ctx: EffectContext) => number) }[];
  /** The verb (and its card parameter) run on the card the owner removes when over capacity. */
  readonly overflow?: { readonly verb: string; readonly param: string };
  /** `atMost` counts the cards attached to each entity apart; unattached cards do not count. */
  readonly perEntity?: boolean;
  /** The cards stand in ranks (runtime/core/ranks.ts): each card's rank in `counter` (1 the front), `size` cards a rank, each rank's name; how a player forms them (rank-forming.ts). */
  readonly ranks?: { readonly counter: string; readonly size: number; readonly names: readonly string[]; readonly forms?: RanksForming };
}

export interface EventRule {
  readonly name: string;
  /** Before it resolves, players holding a usable `response to <event>` are asked. */
  readonly respondable: boolean;
  /** Verbs, phases, steps, traits or procedure hooks that raise it (checked: never empty). */
  readonly raisedBy: readonly string[];
  readonly args: readonly string[];
  readonly payload: readonly string[];
  /** The damage it carries, dealt by its raiser after the Responses: the payload field of the amount and the argument it is meant for. */
  readonly damage?: { readonly amount: string; readonly to: string };
  /** A Response window's prompt: `{by} attacks {on} for {amount}`. */
  readonly says?: string;
  /** Resources every player's goes back to 0 when it is raised, quietly, before anything answers it. */
  readonly resets?: readonly string[];
}

/**
 * What a noun means. `hook`: the game's TypeScript says (typed by the generated hooks
 * interface); the others the engine knows.
 */
export type NounMeaning =
  | { readonly kind: "hook" }
  | { readonly kind: "you" }
  | { readonly kind: "this" }
  | { readonly kind: "players" }
  | { readonly kind: "opponents" }
  | { readonly kind: "event"; readonly arg: string }
  /** The player controlling that argument of the triggering event (none when nobody does). */
  | { readonly kind: "controller"; readonly arg: string }
  | { readonly kind: "plural"; readonly of: string }
  /** Every entity of that type (or a subtype), in the engine's entity order. */
  | { readonly kind: "entities"; readonly type: string }
  /**
   * Cards in the zones a selector's `in` filters name (`your`, `their`, everyone's); without one,
   * the acting player's cards in `zones` (null: every card of theirs, in any zone).
   */
  | { readonly kind: "cards"; readonly zones: readonly string[] | null }
  /** The card at that place (1: the first) of a zone nobody owns, where cards stand in order (a track); none when fewer lie there. */
  | { readonly kind: "slot"; readonly zone: string; readonly place: number }
  /** Entities the acting player controls. */
  | { readonly kind: "allies" }
  /** Entities on another side than the acting entity's (a shared enemy's side is nobody's), immune ones left out. */
  | { readonly kind: "enemies" }
  /** On the map: entities of the type `min` to `max` steps from the acting entity, nearest first. */
  | { readonly kind: "distance"; readonly type: string; readonly min: number; readonly max: number }
  /** On the map: the entity of the type fewest steps from the acting entity (of equals, the one with least health left). */
  | { readonly kind: "nearest"; readonly type: string }
  /** The places of the game's map (their cards), in the map's order: held by whom (null: any), with every trait listed. */
  | { readonly kind: "places"; readonly held: PlaceHolder | null; readonly traits: readonly string[]; readonly kinds?: readonly string[]; readonly unmarked?: true; readonly fittingUsed?: true }
  /** The place the acting player's own figure stands on (figure-places.ts). */
  | { readonly kind: "figure-place" }
  /** Of the places with every trait listed and the selector's `with` traits, those nearest the acting player's own figure (ties all kept). */
  | { readonly kind: "nearest-place"; readonly traits: readonly string[] }
  /** The own figures (figure-places.ts), as things of `type`, of the players the noun `of` stands for. */
  | { readonly kind: "figure-of"; readonly of: string; readonly type: string }
  /** The seats taking turns, those taking none, or the one whose turn comes before yours (seat-nouns.ts). */
  | { readonly kind: "seats"; readonly which: SeatNoun }
  /** What each of the nouns stands for, one after another (`piece`: a pawn or a token). */
  | { readonly kind: "union"; readonly of: readonly string[] }
  /** The players whose own figure stands on the place the event's `arg` names; `rivals`: you and your teammates aside (standing-players.ts). */
  | { readonly kind: "players-on"; readonly arg: string; readonly rivals: boolean }
  /** Of the players or places the noun `of` stands for, those a contest verb's `once:` spent this `period` (fought-nouns.ts). */
  | { readonly kind: "fought"; readonly period: string; readonly of: string };

/** Who holds a place, seen from the acting player: they, another player, another player not on their team, some player, or nobody. */
export type PlaceHolder = "you" | "others" | "rivals" | "anyone" | "nobody";

/**
 * What a fact means: a hook, the triggering event's payload field of the same name, engine-known,
 * or the damage rules' record of the resolving effect (the triggering event's payload field of
 * the same name wins when it has one): its latest damage took health, some of it was absorbed,
 * its latest damage defeated an entity of a class that it had not defeated before.
 */
export type FactMeaning<R = unknown> =
  | { readonly kind: "hook" }
  | { readonly kind: "payload" }
  | { readonly kind: "used-as-response" }
  | { readonly kind: "lost-health" }
  | { readonly kind: "absorbed" }
  | { readonly kind: "defeated"; readonly class: string }
  /** On the map: some entity of the type stands `min` to `max` steps from the acting entity. */
  | { readonly kind: "distance"; readonly type: string; readonly min: number; readonly max: number }
  /** The game is played in this mode (`play --mode`). */
  | { readonly kind: "mode"; readonly mode: string }
  /** The acting player leads the round (in a game whose rounds are each one player's turn: it is their turn). */
  | { readonly kind: "leads" }
  /** The place whose card's effect this is (a place of the game's map) is held as `held` says. */
  | { readonly kind: "held-by"; readonly held: PlaceHolder }
  /** The acting player has a card that can cast with the verb (a verb meaning `cast`, cast-spell.ts). */
  | { readonly kind: "can-cast"; readonly verb: string }
  /** Some player taking turns holds the resource (`goal`: in a team game, every one of them; resource-facts.ts). */
  | { readonly kind: "someone-has"; readonly resource: string }
  | { readonly kind: "goal"; readonly resource: string }
  /** Declared as a condition of the effect language (`means: condition`, `if:`), judged in the context it is asked in. */
  | { readonly kind: "condition"; readonly holds: (rt: R, ctx: EffectContext) => boolean };

/** An event a verb raises after it has run: `by` the acting player, `on` the value of its parameter `on` names. */
export interface VerbEvent {
  readonly event: string;
  readonly on: string | null;
}

/** A resource's `bars:`: a player holding more than `above` of it may not move a figure onto a place with the trait `onto`. */
export interface ResourceBar {
  readonly onto: string;
  readonly above: number;
}

/** A verb meaning `draw-until`: cards of `kind` drawn from a player's `from` zone go to their `to` zone (the log says the verb's `verbSays` of each), the others to `rest`. */
export interface VerbDraws {
  readonly from: string;
  readonly to: string;
  readonly rest: string;
  readonly kind: string;
}

/** How a player forms a zone's ranks: the top `draw` cards of their `from` zone, `aside` of them (their choice) to their `asideTo` zone, the rest into the ranks by the whole-number field `order`, highest first. */
export interface RanksForming {
  readonly from: string;
  readonly draw: number;
  readonly aside: number;
  readonly asideTo: string;
  readonly order: string;
}

/** A verb meaning `cast`: a caster is an unblanked card of the acting player's `casters` zone with the field `element` and no `spent` counter; casting sets it, the spell goes to their `to` zone and the log says `<caster> <says> <spell>`; a spell without the trait the caster's element names is rolled for on table `roll`: an outcome in `works` lets it work, one of `returns` puts it back in that zone, any other fails. */
export interface VerbCasts {
  readonly casters: string;
  readonly element: string;
  readonly spent: string;
  readonly to: string;
  readonly roll: string;
  readonly works: readonly string[];
  readonly returns: Readonly<Record<string, string>>;
  readonly says: string;
}

/** A `contest` verb's `fights:`: the contest, the log's word for it, its events' payload, the log's words when the starter wins at once, what a fight spends for a period. */
export interface VerbContest {
  readonly contest: string;
  readonly says: string;
  readonly payload: Readonly<Record<string, boolean | number>>;
  readonly atOnce: string | null;
  readonly once: { readonly per: string; readonly on: "against" | "at" } | null;
}

/** A verb's `takes:`: the resources it takes, and the events (by resource) raised for whoever receives one. */
export interface VerbTakes {
  readonly resources: readonly string[];
  readonly raises: Readonly<Record<string, string>>;
}

/** A verb meaning `place-stacks`: cards of `kinds` (none with an `except` trait) go from the acting player's `from` zone to their `to` zone, one stack per other player (`onto` names what a stack is placed on in the log), the sum of field `sum` in a stack at most `limit.first` in the first game turn and `limit.eachGameTurn` more each game turn after; a card with a trait of `needs` only joins a stack holding a card of the kind it names, one with a trait of `shuns` never shares a stack with a card of that kind. */
export interface VerbStacks {
  readonly from: string;
  readonly to: string;
  readonly onto: string;
  readonly kinds: readonly string[];
  readonly except: readonly string[];
  readonly sum: string;
  readonly limit: { readonly first: number; readonly eachGameTurn: number };
  readonly needs: Readonly<Record<string, string>>;
  readonly shuns: Readonly<Record<string, string>>;
  readonly says: string;
}

/** A verb meaning `sell-cards`: what each card sold brings, and at most how many a player sells in a period (`atMost` null: no limit). */
export interface VerbSale {
  readonly price: number;
  readonly currency: string;
  readonly atMost: number | null;
  readonly per: string | null;
}

/** What happens when an entity's Damage reaches its Health. */
export interface DefeatRule<R = unknown> {
  /** The log's word (`is defeated`, `is out`). */
  readonly says: string;
  /** The event raised: `on` the entity when it declares it, `by` the defeating player or entity. */
  readonly event: { readonly name: string; readonly on: boolean; readonly by: "player" | "entity" | null } | null;
  /** Where the card goes (a per-player zone: its owner's, or the defeating player's when nobody owns it). */
  readonly goesTo: { readonly zone: string; readonly perPlayer: boolean } | null;
  /** A card field mapping resources to what the defeating player gains. */
  readonly reward: string | null;
  /** Compiled `then:` effect, run by the entity's controller with the event as its trigger. */
  readonly then: ((rt: R, ctx: EffectContext) => void) | null;
  /** Classes whose entities are defeated with it, by the same player. */
  readonly with: readonly string[];
  /** The game's `defeated` hook for this class runs after `then`. */
  readonly hook: boolean;
  /** Its Damage goes back to 0 at the end. */
  readonly recover: boolean;
}

/** An entity class: what has Health and takes Damage, where its entities are, who controls them. */
export interface EntityClassRule<R = unknown> {
  readonly name: string;
  /** The Ref type of its entities. */
  readonly type: string;
  /** One per player: the kind of card each player plays as it; null for card entities. */
  readonly avatar: string | null;
  /** Card entities: the zones they are in and the traits one of which they need (none: any card). */
  readonly zones: readonly string[];
  /** Card entities: the kinds they are of (none: any kind). */
  readonly kinds?: readonly string[];
  readonly traits: readonly string[];
  /** Whether a card entity's owner controls it (false: nobody does). */
  readonly controlled: boolean;
  /** An avatar's own cards: those whose field of this name is its card (their requirements do not apply to its player). */
  readonly signature?: string;
  /** How the log names it when nobody controls it (`the Boss`), or null. */
  readonly named: string | null;
  /** Maximum Health: an avatar's stat, a card entity's card field. */
  readonly health: string;
  /** An avatar's base stats: its card's map field plus that field of its player's cards in `plus`. */
  readonly stats: { readonly field: string; readonly plus: readonly string[] } | null;
  /** Damage is counted for each player apart. */
  readonly perPlayerDamage: boolean;
  readonly defeated: DefeatRule<R>;
}

/** The damage rules: the Damage counter, and the points that may absorb damage. */
export interface DamageRule {
  readonly counter: string;
  readonly absorb: { readonly field: string; readonly zones: readonly string[]; readonly unit: string; readonly name: string } | null;
}

/** A step inside a phase (`turn 1..6`). */
export interface StepRule {
  readonly name: string;
  readonly phase: string;
  readonly numbers: readonly number[];
  /** Numbers at which players act (play cards, use `at <step> N` abilities), in turn order. */
  readonly playersAct: readonly number[];
  /** Numbers a card may list that mean "always in play", never offered (step 0). */
  readonly passive: readonly number[];
  /** The card field listing the numbers a card is played at (`turn`). */
  readonly cardField: string | null;
  /** The zone players play cards from in this step (`hand`). */
  readonly playFrom: string | null;
  /** Numbers run by a procedure hook instead of the players (`3: reveal-actions`). */
  readonly procedures: Readonly<Record<number, string>>;
}

/** A shared deck players take from by their traits: a `mimic` player (in `modes`; null: every mode) takes as the others do, one a game turn. */
export interface TraitDeck {
  readonly mimic: string | null;
  readonly modes: readonly string[] | null;
}

/** Trait rules the engine applies to every card with the trait. `N` is the trait's parameter. */
export interface TraitRule<R = unknown> {
  readonly name: string;
  /** Where a card with this trait goes when played, instead of the default zone. */
  readonly playedTo: string | null;
  /** The card's use-effect runs N times (Attack X2). */
  readonly repeat: boolean;
  /** Usage limits the trait gives (`once per round`, `N times per game`). */
  readonly limits: readonly { readonly count: number | "N"; readonly per: string }[];
  /** Where the card goes at the end of the round once used (One Time: `box`). */
  readonly usedGoesTo: string | null;
  /** Compiled `after-use:` effect (`put N stun on this`), run after each use; `n` is the parameter. */
  readonly afterUse: ((rt: R, ctx: EffectContext, n: number) => void) | null;
  /** An entity whose card has it cannot be damaged, targeted, lose or recover health. */
  readonly immune?: boolean;
  /** A card with it is immune to the cards carrying the trait its parameter names (`Immune Fire`): TraitRules.immuneTo. */
  readonly immuneTo?: boolean;
  /** Semantics supplied by the game's TypeScript (Restricted, Attack...). */
  readonly hook: boolean;
}

export interface PhaseRule<R = unknown> {
  readonly name: string;
  /** The phase body: a procedure hook, or null when the phase is only its steps. */
  readonly hook: string | null;
  /** The step that runs inside this phase, if any. */
  readonly step: string | null;
  /** The phase written in the effect language, run as the first player in turn order. */
  readonly effect: ((rt: R, ctx: EffectContext) => void) | null;
}

export interface GameRules<R = unknown> {
  readonly game: string;
  readonly zones: readonly ZoneRule<R>[];
  /** Counters whose tokens come off a card the engine moves to another zone. */
  readonly clearOnMove: readonly string[];
  /** Optional: counters whose tokens make a card blank while it holds any (game.yaml's `blanks: true`). */
  readonly blankingCounters?: readonly string[];
  readonly events: readonly EventRule[];
  readonly nouns: Readonly<Record<string, NounMeaning>>;
  readonly facts: Readonly<Record<string, FactMeaning<R>>>;
  /** What each verb means: `hook` (the game's TypeScript) or an engine meaning (engine-verbs.ts). */
  readonly verbs: Readonly<Record<string, string>>;
  /** Optional: how the log tells what a verb did (a `spare` verb: `saved`), by verb. */
  readonly verbSays?: Readonly<Record<string, string>>;
  /** The events verbs raise after they run (`raises:`), by verb. */
  readonly verbEvents?: Readonly<Record<string, VerbEvent>>;
  /** Optional: the event raised each time a player's amount of a resource goes up (game.yaml's `rises:`), by resource. */
  readonly resourceRises?: Readonly<Record<string, string>>;
  /** Optional: the places a resource bars (game.yaml's `bars:`), by resource (resource-bars.ts). */
  readonly resourceBars?: Readonly<Record<string, ResourceBar>>;
  /** The stats the engine answers from the map (`means:`, runtime/core/map-stats.ts), by stat. */
  readonly statMeanings?: Readonly<Record<string, MapStat>>;
  /** What one of a resource is worth to a bot (`worth:`), by resource; 1 for the rest. */
  readonly resourceWorths?: Readonly<Record<string, number>>;
  /** The resources each may be used in place of when a player has none of them (`stands-in-for:`), by resource (used-resources.ts). */
  readonly resourceStandIns?: Readonly<Record<string, readonly string[]>>;
  /** The shared decks players take from by their traits (`by-trait:`), by zone (trait-decks.ts). */
  readonly traitDecks?: Readonly<Record<string, TraitDeck>>;
  /** The traits a resource fits once an effect used it (`fits:`), by resource (used-resources.ts). */
  readonly resourceFits?: Readonly<Record<string, readonly string[]>>;
  /** The terms of the verbs meaning `draw-until` (`draws:`), by verb; what the log says of a card drawn is the verb's `verbSays`. */
  readonly verbDraws?: Readonly<Record<string, VerbDraws>>;
  /** The terms of the verbs meaning `place-stacks` (`stacks:`), by verb. */
  readonly verbStacks?: Readonly<Record<string, VerbStacks>>;
  /** The terms of the verbs meaning `cast` (`casts:`), by verb. */
  readonly verbCasts?: Readonly<Record<string, VerbCasts>>;
  /** The terms of the verbs meaning `sell-cards` (`sale:`), by verb. */
  readonly verbSales?: Readonly<Record<string, VerbSale>>;
  /** What the verbs meaning `take-resources` or `copy-resources` take (`takes:`, `raises-for:`), by verb. */
  readonly verbTakes?: Readonly<Record<string, VerbTakes>>;
  /** The terms of the verbs meaning `contest` (`fights:`), by verb (runtime/core/contest-verb.ts). */
  readonly verbContests?: Readonly<Record<string, VerbContest>>;
  readonly steps: readonly StepRule[];
  readonly traits: readonly TraitRule<R>[];
  readonly phases: readonly PhaseRule<R>[];
  /** Turn order, also the order simultaneous triggers and responses are collected in. */
  readonly turnOrder: "from-leader";
  readonly responses: {
    /** Zones a response may be used from (the hand: played as a response; a live zone: an ability). */
    readonly from: readonly string[];
    /** Whether a response can itself be answered. */
    readonly stack: boolean;
  };
  /** The moment the end of the game is checked (`start of cleanup`), and by which hook. */
  readonly end: {
    readonly phase: string;
    readonly edge: "start" | "end";
    /** The game's hook answering whether the game is over (null: none). */
    readonly hook: string | null;
    /** The game ends once this many game turns are over (with `leaderPasses`). */
    readonly gameTurns?: number;
    /** The game ends at the end of a game turn in which this fact holds (`says` why; with `leaderPasses`). */
    readonly early?: { readonly fact: string; readonly says: string };
  };
  /** Optional: the lead passes to the next player still in at every round's start (Engine.rotation counts game turns). */
  readonly leaderPasses?: boolean;
  /** Procedure hooks the game's TypeScript must supply (setup, phase bodies, step procedures, end, score). */
  readonly procedureHooks: readonly string[];
  /** A player has the traits of their cards of these kinds in this zone of theirs (`you with Mage`: game.yaml `types.player.traits-from`). */
  readonly playerTraitsFrom?: { readonly zone: string; readonly kinds: readonly string[] };
  /** The setup's effect (`procedure.setup: { first: hook, effect }`): run after the setup hook, as the first player in turn order. */
  readonly setupEffect?: (rt: R, ctx: EffectContext) => void;
  /** Optional: players eliminated at the end check (runtime/core/elimination.ts). */
  readonly elimination?: EliminationRule;
  /** Optional: the score as a sum of a card field over each player's zones (runtime/core/declared-score.ts), instead of a `score` hook. */
  readonly score?: ScoreRule;
  /** Optional: the zone a played card goes to when no trait of it says otherwise (`play-area`). */
  readonly playedTo?: string;
  /** Optional: the event argument whose player a card in a shared live zone acts for (else the first player in turn order). */
  readonly sharedCardsActFor?: string;
  /** Optional: the discard pile (its owner's) of a card a verb meaning `discard` discards, unless its kind has its own (runtime/core/leave-play.ts). */
  readonly discardsTo?: string;
  /** Optional: each kind's own discard pile, before `discardsTo`. */
  readonly kindDiscardsTo?: Readonly<Record<string, string>>;
  /** Optional: the modes whose games use the cards of a kind (game.yaml's kind `modes:`); a kind not listed is in every mode. */
  readonly kindModes?: Readonly<Record<string, readonly string[]>>;
  /** Optional: the modes whose games use the cards with a trait (game.yaml's trait `modes:`); a card is out of a mode one of its traits or its kind leaves out. */
  readonly traitModes?: Readonly<Record<string, readonly string[]>>;
  /** Optional: the zone a played card of a kind goes to when no trait of it says otherwise (before `playedTo`). */
  readonly kindPlayedTo?: Readonly<Record<string, string>>;
  /** Optional: kinds whose cards are restocked on the game turns a field of theirs lists (runtime/core/restock-days.ts). */
  readonly restocks?: readonly { readonly kind: string; readonly stock: string; readonly on: string; readonly says: string }[];
  /** Optional: each declared type and the type it is a kind of (`champion` → `entity`), for `is` and `entities <type>`. */
  readonly types?: Readonly<Record<string, string | null>>;
  /** Optional: entity classes, in the order an entity is classified (runtime/core/entities.ts). */
  readonly entities?: readonly EntityClassRule<R>[];
  /** Optional: the damage rules (runtime/core/damage.ts); required when there are entities. */
  readonly damage?: DamageRule;
  /** Optional: the map of numbered spaces (runtime/core/space-map.ts). */
  readonly map?: MapRule;
  /** Optional: the map of places joined by routes (runtime/core/place-map.ts builds it from the cards). */
  readonly placeMap?: PlaceMapRule;
  /** Optional: contests between two sides, by name (runtime/core/contest.ts). */
  readonly contests?: Readonly<Record<string, ContestRule>>;
  /** Optional: a turn of free actions as declared offers (runtime/core/free-action-menu.ts). */
  readonly freeActions?: FreeActionRules;
  /** Optional: greedy advice on where figures of a type go, by type (runtime/core/place-advice.ts). */
  readonly moveAdvice?: Readonly<Record<string, MoveAdviceRule<R>>>;
  /** Optional: dice results looked up in declared ranges, by name (runtime/core/roll-tables.ts). */
  readonly rolls?: Readonly<Record<string, RollTable>>;
  /** Optional: counters whose tokens come from a card's field, or whose last token spent sends the card away (runtime/core/tokens.ts). */
  readonly tokens?: readonly TokenRule[];
  /** Optional: who may win and how players rank at the end (runtime/core/declared-ranking.ts). */
  readonly ranking?: RankingRule;
  /** Optional: counters kept per card on its owner's board, with levels (runtime/core/counter-tracks.ts). */
  readonly counterTracks?: readonly CounterTrackRule[];
}

/**
 * A card's track: for a card of kind `of`, the owner's counter that `heldAs` pairs with the
 * card's `by` field holds it; a level is 1 plus the thresholds of `levels.at` it has reached.
 */
export interface CounterTrackRule {
  readonly counter: string;
  readonly of: string;
  readonly by: string;
  readonly heldAs: readonly (readonly [value: string, counter: string])[];
  readonly levels: { readonly counter: string; readonly at: readonly number[] } | null;
  readonly says: string;
}

/** At the end check a player whose `whenEmpty` zone is empty is out: the log says `<name> <says> and is eliminated`, and their cards in each `cardsTo` pair's first zone go to its second. */
export interface EliminationRule {
  readonly whenEmpty: string;
  readonly says: string;
  readonly cardsTo: readonly (readonly [from: string, to: string])[];
}

/**
 * A declared ranking: the players compared on the `by` values in turn (equal on all share the
 * place), a player whose `ruledOut` value is above 0 never winning; `says` (values in braces) and
 * each mark whose value is above 0 tell a player's standing.
 */
export interface RankingRule {
  readonly ruledOut: string | null;
  readonly by: readonly string[];
  readonly says: string;
  readonly marks: readonly { readonly of: string; readonly says: string }[];
  /** Players equal on every `by` value: they share the victory (`share`, the default) or nobody wins (`draw`). */
  readonly ties?: "share" | "draw";
  /** Why the winner won, for the `by` value that decided (declared-ranking.ts' rankingDecision). */
  readonly decides?: readonly { readonly of: string; readonly says: string }[];
}

/** A declared score: each player's `field` summed over the cards in their `zones`; the log line starts with `says`. */
export interface ScoreRule {
  readonly field: string;
  readonly zones: readonly string[];
  readonly says: string;
}

/** A counter's tokens: a card comes into play with its `startsFrom` field's number of them; once the last is removed it goes to `spentGoesTo`. */
export interface TokenRule {
  readonly counter: string;
  readonly startsFrom: string | null;
  readonly spentGoesTo: string | null;
}

/**
 * A contest: each side commits cards of `kinds` from `from` into its own `into` zone (as many as
 * that zone holds; bots weigh a card by its `weigh` field), the sides compare `power`, `ties` says
 * which side a tie goes to, each may apply the `apply` field of one committed card (winner first),
 * the cards go to `then`, and `won` and `lost` are raised.
 */
/** A turn of free actions: the option that ends it (`end`, its words), then each offer's options in order (game.yaml's `free-actions:`). */
/**
 * A figure type's declared move advice (game.yaml `advice: moves: <type>:`; place-advice.ts): a
 * place's worth is its first matching row's; its outlook the best of its worth and its
 * neighbourhood's, `near` as much a location away; a move's score the outlook gained, less its price.
 */
export interface MoveAdviceRule<R = unknown> {
  readonly near: number;
  /** How much of the outlook where the figure stands a move gives up. */
  readonly stay: number;
  /** What one of each resource paid takes from a move's score. */
  readonly price: Readonly<Record<string, number>>;
  /** Added to every move's score. */
  readonly each: number;
  readonly places: readonly PlaceAdviceRow<R>[];
}

/** A row of place advice: it matches a place with the trait `with`, without `without`, on the zone `on`, where `holds`; its worth is `worth` times `times`, plus `eachBefore` for each card before the place in `on`. */
export interface PlaceAdviceRow<R = unknown> {
  readonly with: string | null;
  readonly without: string | null;
  readonly on: string | null;
  readonly holds: ((rt: R, ctx: EffectContext) => boolean) | null;
  readonly worth: number | ((rt: R, ctx: EffectContext) => number);
  readonly times: number;
  readonly eachBefore: number;
}

export interface FreeActionRules {
  readonly end: string;
  readonly offers: readonly FreeOfferRule[];
}

/**
 * One offer of a turn of free actions: the game's own (`hook`, by name), each figure of a type one
 * route at the map's cost (`move`, never onto a place with the trait `ontoWithout`; with `raises`, the
 * event raised as it sets out, whose rule cards charge the price, and `unless` facts closing a move), the standing
 * actions of the cards in a zone of the player's (`use`, advice by card, `others` for the rest, -1 for a card whose `adviceIf` fact does not hold), or the cards of a zone of the player's
 * played (`play`: not of the kinds `except`, the words by kind in `says`, advice by kind, `others` for the rest).
 */
export type FreeOfferRule =
  | { readonly kind: "hook"; readonly name: string }
  | { readonly kind: "move"; readonly figure: string; readonly ontoWithout: string | null; readonly raises: string | null; readonly unless: readonly string[] }
  | { readonly kind: "use"; readonly zone: string; readonly advice: Readonly<Record<string, number>>; readonly adviceIf: Readonly<Record<string, string>> }
  | { readonly kind: "play"; readonly zone: string; readonly except: readonly string[]; readonly says: Readonly<Record<string, string>>; readonly advice: Readonly<Record<string, number>> };

export interface ContestRule {
  readonly commit: { readonly kinds: readonly string[]; readonly from: string; readonly into: string; readonly then: string; readonly weigh: string | null };
  readonly power: string;
  readonly ties: "first" | "second";
  readonly apply: string | null;
  readonly won: string;
  readonly lost: string;
  /** A side no player runs: its power from a card shown and the cards it says drawn (unplayed-side.ts). */
  readonly unplayed?: {
    readonly shows: { readonly from: string; readonly to: string; readonly field: string };
    readonly draws: { readonly from: string; readonly to: string; readonly sum: string };
    readonly says: string;
  };
}

/** A die of `sides` sides whose result is looked up in `on` (every result in one range); the log line starts with `says`. */
export interface RollTable {
  readonly sides: number;
  readonly says: string;
  readonly on: readonly { readonly low: number; readonly high: number; readonly outcome: string }[];
}

/** A map of numbered spaces: the zone of the space cards, their number and adjacency fields, the pieces' position counter. */
export interface MapRule {
  readonly zone: string;
  readonly number: string;
  readonly adjacent: string;
  readonly position: string;
}

/**
 * A map of places joined by routes (game.yaml's `map: { places, routes, pieces, moves }`): the
 * place cards' kinds, the route cards' kind and fields (ends, distance, bool fields tagging it),
 * the pieces a player may put on routes (and the tag barring them), and what a figure of a type
 * pays to travel a route when no event prices its move.
 */
export interface PlaceMapRule {
  readonly places: readonly string[];
  readonly routes?: { readonly kind: string; readonly from: string; readonly to: string; readonly distance: string; readonly tags: readonly string[] };
  readonly pieces?: { readonly perPlayer: number; readonly notOn?: string };
  readonly moves?: Readonly<Record<string, { readonly resource: string; readonly per: "distance" | "route"; readonly pieces?: boolean }>>;
}

/** What a stat declared with a meaning on the map counts (runtime/core/map-stats.ts). */
export type MapStat = "pieces" | "pieces-on-way" | "steps-from-you" | `marked-sum ${string}`;
