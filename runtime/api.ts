/**
 * The typed runtime API that generated card modules call, and the data types of a compiled card
 * effect. Nothing here knows any game: a game's generated `vocabulary.ts` instantiates
 * `EffectApi<GameVerbs>` as `Rt`, so `rt.verbs.deal(...)` is checked against that game's verbs.
 * The engine that implements these interfaces lives elsewhere in runtime/; this file only declares
 * the contract (plus two pure helpers generated code and engines share).
 */

/** An entity, player or card in a running game. Opaque: only the engine makes them. */
export interface Ref {
  readonly id: string;
  /** Its entity class (`hero`, `player`, `card`...), from the game's `types`. */
  readonly type: string;
}

/** `with <trait or keyword>` or `in [your|their|the] <zone>`. */
export type FilterSpec =
  | { readonly with: string }
  /** `without stun`: lacks that trait, kind or counter. */
  | { readonly without: string }
  | { readonly in: string; readonly owner: "your" | "their" | "the" | null };

/** A selector as written: `a target`, `each opponent`, `cards with support in your discard`. */
export interface SelectorSpec {
  readonly noun: string;
  /** `a`, `an`, `each`, `all`, `the`, `another`, `your`, `any`, `next`, `previous`, or null for a bare noun. */
  readonly determiner: string | null;
  readonly filters: readonly FilterSpec[];
  /** `each other hero`: leaves out this card, the acting entity and you (`another` is `an other`). */
  readonly other?: boolean;
  /** `hero of each opponent`: only the things these players control (worked out as the effect runs). */
  readonly of?: readonly Ref[];
}

/** The triggering event of a `when`/`response` ability. */
export interface EventInfo {
  readonly name: string;
  /** Labelled arguments (`on`, `by`) as the engine bound them. */
  readonly args: Readonly<Record<string, Ref | string | number | boolean>>;
  readonly payload: Readonly<Record<string, unknown>>;
}

/** What an effect function knows about why it runs. */
export interface EffectContext {
  /** Id of the card whose effect is resolving. */
  readonly cardId: string;
  /** The card itself, as an entity of the game. */
  readonly card: Ref;
  /** The player using the card. */
  readonly controller: Ref;
  /** The event that triggered the ability; null when the card is simply used. */
  readonly event: EventInfo | null;
}

/** A value and its unit: `2 gold`, `1 shield`. */
export interface Quantity<Unit extends string = string> {
  readonly amount: number;
  readonly unit: Unit;
}

/**
 * Everything generated code may ask of the engine. Every call takes the context first, so the
 * engine can attribute choices, events and log entries to the resolving card.
 */
export interface EffectApi<Verbs extends object = object> {
  /** The game's verbs; their parameter objects are typed by the game's vocabulary. */
  readonly verbs: Verbs;
  /** All matches of an `each`/`all`/plural selector, in the engine's canonical order. */
  select(ctx: EffectContext, spec: SelectorSpec): readonly Ref[];
  /**
   * `each player:` / `each opponent:`: runs `body` once per matching player, in the engine's
   * order, with a context in which that player is the controller (`you`) and decides.
   */
  eachPlayer(ctx: EffectContext, spec: SelectorSpec, body: (ctx: EffectContext) => void): void;
  /**
   * `each player secretly:`: asks every matching player, in the engine's order, to make the
   * block's choices (`body` returns them) without showing anyone the others'; then logs them all
   * at once. A player with nothing to choose from takes no part.
   */
  secretly<T extends SecretValues>(ctx: EffectContext, spec: SelectorSpec, body: (ctx: EffectContext) => T): SecretChoices<T>;
  /** A secret choice as the context's player made it; the effect stops if they made none. */
  secretOf<T extends SecretValues, K extends keyof T & string>(ctx: EffectContext, choices: SecretChoices<T>, key: K): T[K];
  /** `highest(Bid)`: the highest number anyone chose (0 if nobody did). */
  highest<T extends SecretValues>(choices: SecretChoices<T>, key: keyof T & string): number;
  /** `lowest(Bid)`: the lowest number anyone chose (0 if nobody did). */
  lowest<T extends SecretValues>(choices: SecretChoices<T>, key: keyof T & string): number;
  /** `leaders(Bid)`: how many players chose the highest number (1: a single winner). */
  leaders<T extends SecretValues>(choices: SecretChoices<T>, key: keyof T & string): number;
  /** `a number from low to high`: the deciding player picks one; the effect stops if high < low. */
  chooseNumber(ctx: EffectContext, low: number, high: number, what: string): number;
  /** One match of a singular selector; the controller chooses when several qualify. */
  choose(ctx: EffectContext, spec: SelectorSpec): Ref;
  /** `count` matches chosen by the controller (`discard 2 cards in your hand`). */
  chooseSome(ctx: EffectContext, spec: SelectorSpec, count: number): readonly Ref[];
  /** A stat, resource or counter of `of`; null means your hero / you. */
  property(ctx: EffectContext, name: string, of: Ref | null): number;
  /** `controller of T`: the player controlling an entity or card; the effect stops if none does (a Monster). */
  controllerOf(ctx: EffectContext, of: Ref): Ref;
  /** `owner of T`: the player whose zones hold the card (or whose entity it is); the effect stops if nobody's do (the market). */
  ownerOf(ctx: EffectContext, of: Ref): Ref;
  /** `this` where an entity is expected: the entity this card is in play; the effect stops if it is none now. */
  thisEntity(ctx: EffectContext): Ref;
  /** `T knocked-down`: did the fact happen to `subject` during this effect? */
  factOf(ctx: EffectContext, name: string, subject: Ref): boolean;
  /** `holder of T`: what the card is attached to; the effect stops if it is attached to nothing. */
  holderOf(ctx: EffectContext, of: Ref): Ref;
  /** `<Trait> of T`: the number a trait carries on the card (`Sprint 1`: 1), 0 when the card lacks the trait; the effect stops if `of` is no card. */
  traitNumber(ctx: EffectContext, trait: string, of: Ref): number;
  /** A whole-number field printed on the card `of` (`cost of this`); the effect stops if it has none. */
  cardField(ctx: EffectContext, name: string, of: Ref): number;
  /** A yes/no fact about the resolving effect (`responded`, `lost-health`). */
  fact(ctx: EffectContext, name: string): boolean;
  /** A field of the triggering event's payload (`amount`). */
  payload(ctx: EffectContext, name: string): unknown;
  /** How many things match. */
  count(ctx: EffectContext, spec: SelectorSpec): number;
  /** Rolls `count` dice with `sides` sides and returns the total. */
  roll(ctx: EffectContext, count: number, sides: number): number;
  /**
   * `choose one:`; returns the 0-based index of the chosen option. `options` are printed for
   * agents. `costs[i]`, when given, is what option i costs (its leading `pay ...:`): an option is
   * offered only while it can be paid, and the effect stops if none can.
   */
  /** Offers the options whose cost (if any) can be paid and that find something to choose (`finds[i]`, if given). */
  chooseOption(ctx: EffectContext, options: readonly string[], costs?: readonly (readonly Cost<EffectApi<Verbs>>[] | null)[], finds?: readonly boolean[]): number;
  /** Could the deciding player pay these costs now? */
  canPay(ctx: EffectContext, costs: readonly Cost<EffectApi<Verbs>>[]): boolean;
  /** `pay <costs>: ...`: pays them and returns true if the deciding player can; else logs that they cannot (`text`) and returns false. */
  pay(ctx: EffectContext, costs: readonly Cost<EffectApi<Verbs>>[], text: string): boolean;
  /** `may <statement>`: does the controller want to? `what` is the printed statement. */
  confirm(ctx: EffectContext, what: string): boolean;
  /** `x is hero`: is `ref` what the noun or entity class names? */
  is(ctx: EffectContext, ref: Ref, type: string): boolean;
  /** The entity of a card named by id (`vazbuk`). */
  cardRef(ctx: EffectContext, id: string): Ref;
  /** A modifier created while an ability resolves (not a card's continuous one). */
  addModifier(ctx: EffectContext, modifier: Modifier<EffectApi<Verbs>>): void;
  /**
   * `repeat while`: may the body run once more? False once one effect has repeated a bound
   * number of times, logged as a runaway stop: a condition that never turns false ends there.
   */
  again(ctx: EffectContext): boolean;
  /** `round`: the number of the current round, 1 in the first. */
  round(ctx: EffectContext): number;
  /**
   * `keep X = ...`: the variable `key` of the whole resolving effect. `init` runs only the first
   * time; later repetitions of the effect (a repeat trait, `repeat while`, `each player:`) get the
   * same cell, and `set X = ...` writes its value.
   */
  keep<T>(ctx: EffectContext, key: string, init: () => T): Kept<T>;
}

/** A variable of the whole resolving effect (`keep`), shared by its repetitions. */
export interface Kept<T> {
  value: T;
}

/** What one player chose in an `each ... secretly:` block, by variable name. */
export type SecretValues = Readonly<Record<string, number | Ref>>;

/** Every player's secret choices, revealed: one entry per player who chose, in turn order. */
export type SecretChoices<T extends SecretValues> = ReadonlyArray<{ readonly player: Ref; readonly values: T }>;

/** A value computed when needed: modifier amounts, cost amounts. */
export type Computed<R, T> = (rt: R, ctx: EffectContext) => T;

/** A condition: `requires`, `while`, a trigger's `if`, a condition field. */
export type Condition<R> = Computed<R, boolean>;

/** A trigger argument: a selector the event's argument must match, or a literal it must equal. */
export type TriggerArg = SelectorSpec | { readonly value: string | number | boolean };

export type Trigger<R> =
  /** Used when the card is played or activated. */
  | { readonly kind: "play" }
  | {
      readonly kind: "when";
      readonly event: string;
      /** `whenever` (each time) rather than `when`. */
      readonly every: boolean;
      readonly args: Readonly<Record<string, TriggerArg>>;
      readonly condition: Condition<R> | null;
    }
  | {
      readonly kind: "at";
      readonly edge: "start" | "end" | null;
      /** A phase or step name. */
      readonly period: string;
      readonly number: number | null;
    }
  | {
      readonly kind: "response";
      readonly event: string;
      readonly args: Readonly<Record<string, TriggerArg>>;
      /** `if <cond>`: offered only while it holds. */
      readonly condition: Condition<R> | null;
    };

/** `once per round`, `3 times per game`. */
export interface Limit {
  readonly count: number;
  readonly per: string;
}

export type Cost<R> =
  | { readonly kind: "pay"; readonly amount: number | Computed<R, number>; readonly unit: string }
  | { readonly kind: "do"; readonly run: (rt: R, ctx: EffectContext) => void }
  /** `pay 3 gold or gain 4 vp to shadow`: the payer picks one alternative they can pay. */
  | { readonly kind: "either"; readonly options: readonly CostAlternative<R>[] };

/** One alternative of an `either` cost, with its text for the payer's prompt. */
export interface CostAlternative<R> {
  readonly text: string;
  readonly costs: readonly Cost<R>[];
}

export interface Ability<R> {
  readonly trigger: Trigger<R>;
  readonly limits: readonly Limit[];
  readonly costs: readonly Cost<R>[];
  readonly run: (rt: R, ctx: EffectContext) => void;
  /** The ability in canonical effect-language text, for logs and prompts. */
  readonly text: string;
}

/** A continuous modifier: `+1 magic`, `+1 melee vs undead`, `+2 influence to cards with marksman while ...`. */
export interface Modifier<R> {
  readonly stat: string;
  /** Signed: `-1 strength` has amount -1. */
  readonly amount: number | Computed<R, number>;
  readonly to: ModifierTarget | null;
  readonly vs: ModifierTarget | null;
  readonly while: Condition<R> | null;
}

/**
 * What a modifier applies to (`to`) or counts against (`vs`): a selector, read whenever a value is,
 * or the things chosen when an ability made the modifier (`+1 save to a hero`: that one hero).
 */
export type ModifierTarget = SelectorSpec | { readonly chosen: readonly Ref[] };

/** One compiled `effect:` field. */
export interface CompiledEffect<R> {
  readonly abilities: readonly Ability<R>[];
  readonly modifiers: readonly Modifier<R>[];
  /** The card is blank while this is false; null when the effect has no `requires`. */
  readonly requires: Condition<R> | null;
}

/** `x in 1-3`. */
/** `T == U`: two references name the same entity, player or card (references are made afresh, so compare ids). */
export function sameEntity(a: Ref, b: Ref): boolean {
  return a.id === b.id;
}

export function inRange(value: number, low: number, high: number): boolean {
  return value >= low && value <= high;
}

/** `a / b` rounds down; dividing by 0 gives 0, so a card never gains Infinity from it. */
export function quotient(a: number, b: number): number {
  return b === 0 ? 0 : Math.floor(a / b);
}

/** The value of a modifier or cost amount. */
export function evaluate<R>(value: number | Computed<R, number>, rt: R, ctx: EffectContext): number {
  return typeof value === "number" ? value : value(rt, ctx);
}
