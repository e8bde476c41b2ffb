/**
 * The generic half of the runtime API that generated card code calls: selection and choices go
 * through the Decider, dice through the seeded Rng; everything that needs the game's rules
 * (what a noun means, stats, facts, the verbs themselves) is delegated to the game's hooks.
 */
import type { Cost, EffectApi, EffectContext, Kept, Modifier, Ref, SecretChoices, SecretValues, SelectorSpec } from "../api.ts";
import { LazyDecision } from "./agents.ts";
import type { Decider } from "./decisions.ts";
import type { GameLog } from "./log.ts";
import type { Rng } from "./rng.ts";

/** Thrown when an effect needs a target and none exists: the effect stops, nothing breaks. */
export class Fizzle extends Error {
  constructor(message: string) {
    // Ordinary control flow (bots' effects often find no target): a stack trace would cost more
    // than the rest of the effect, and nobody reads it; the message says what was missing.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
  }
}

export interface GameHooks<V extends object> {
  readonly verbs: V;
  /** Everything a selector matches, in a stable order. */
  candidates(ctx: EffectContext, spec: SelectorSpec): readonly Ref[];
  /** Whether `ref` is among the candidates (without listing those that pass the filters). */
  includes(ctx: EffectContext, spec: SelectorSpec, ref: Ref): boolean;
  property(ctx: EffectContext, name: string, of: Ref | null): number;
  /** The player controlling an entity or card; null when no player does. */
  controllerOf(ctx: EffectContext, of: Ref): Ref | null;
  /** The player whose zones hold a card (a player's entity: that player); null when nobody's do. */
  ownerOf(ctx: EffectContext, of: Ref): Ref | null;
  /** The entity this effect's card is in play; null when it is none now. */
  thisEntity(ctx: EffectContext): Ref | null;
  /** Whether a fact the damage rules record happened to `subject` during this effect. */
  factOf(ctx: EffectContext, name: string, subject: Ref): boolean;
  /** The entity a card is attached to; null when it is attached to nothing. */
  holderOf(ctx: EffectContext, of: Ref): Ref | null;
  /** A trait's number on a card (0 without the trait); undefined when `of` is no card. */
  traitNumber(ctx: EffectContext, trait: string, of: Ref): number | undefined;
  /** A whole-number field printed on a card; undefined when the card has none. */
  cardField(ctx: EffectContext, name: string, of: Ref): number | undefined;
  fact(ctx: EffectContext, name: string): boolean;
  is(ctx: EffectContext, ref: Ref, type: string): boolean;
  cardRef(ctx: EffectContext, id: string): Ref;
  /** The context in which `player` runs a per-player block of this effect. */
  asPlayer(ctx: EffectContext, player: Ref): EffectContext;
  addModifier(ctx: EffectContext, modifier: Modifier<EffectApi<V>>): void;
  /** Could the deciding player pay these costs now? */
  canPay(ctx: EffectContext, costs: readonly Cost<EffectApi<V>>[]): boolean;
  /** Pays costs found payable. */
  pay(ctx: EffectContext, costs: readonly Cost<EffectApi<V>>[]): void;
  /** The number of the current round. */
  round(): number;
  /** The `keep` variables of the effect resolving in `ctx`, shared by all of its repetitions. */
  effectState(ctx: EffectContext): Map<string, unknown>;
  /** Seat of the player deciding for this effect. */
  seatOf(ctx: EffectContext): number;
  describe(ref: Ref): string;
  /** Optional: a card's name for people (prompts name the card, not its id). */
  cardName?(cardId: string): string;
  /** Optional: told of each entity a player chose for an effect (a game may raise an event). */
  chosen?(ctx: EffectContext, ref: Ref): void;
  /** Optional advice for greedy bots: how good each candidate is for the decider. */
  score?(ctx: EffectContext, spec: SelectorSpec, refs: readonly Ref[]): number[];
  /** Optional advice for greedy bots on a `choose one`: how good each offered option (its text, its cost or null) is. */
  scoreOptions?(ctx: EffectContext, options: readonly string[], costs: readonly (readonly Cost<EffectApi<V>>[] | null)[]): number[] | undefined;
}

/** The options of a `may` decision and their advice (a bot prefers doing something), made once. */
const YES_NO: readonly string[] = ["yes", "no"];
const YES_NO_ADVICE: readonly number[] = [1, 0];
const yesNo = () => YES_NO;
const yesNoAdvice = () => YES_NO_ADVICE;

function numbersOf<T extends SecretValues>(choices: SecretChoices<T>, key: keyof T & string): number[] {
  const numbers: number[] = [];
  for (const c of choices) {
    const v: number | Ref = c.values[key];
    if (typeof v === "number") numbers.push(v);
  }
  return numbers;
}

/** Passes of `repeat while` one effect may make; real cards repeat a handful of times. */
export const MAX_REPEAT_PASSES = 1000;

export class EffectHost<V extends object> implements EffectApi<V> {
  /** `repeat while` passes so far, per resolving effect (each has its own context). */
  private readonly passes = new WeakMap<EffectContext, number>();
  /**
   * Inside `each ... secretly:`: choices are kept out of the log (only its hidden part, for the
   * fingerprint) and the game is told of chosen entities only at the reveal.
   */
  private secret: Array<{ ctx: EffectContext; ref: Ref }> | null = null;

  constructor(
    private readonly hooks: GameHooks<V>,
    private readonly decider: Decider,
    private readonly rng: Rng,
    private readonly log: GameLog,
  ) {}

  /** The card (or phase) whose effect asks, as people read it in a prompt. */
  private shown(ctx: EffectContext): string {
    return this.hooks.cardName?.(ctx.cardId) ?? ctx.cardId;
  }

  get verbs(): V {
    return this.hooks.verbs;
  }

  select(ctx: EffectContext, spec: SelectorSpec): readonly Ref[] {
    return this.hooks.candidates(ctx, spec);
  }

  /** Whether a selector matches `ref` (an event's argument a trigger asks about). */
  includes(ctx: EffectContext, spec: SelectorSpec, ref: Ref): boolean {
    return this.hooks.includes(ctx, spec, ref);
  }

  eachPlayer(ctx: EffectContext, spec: SelectorSpec, body: (ctx: EffectContext) => void): void {
    for (const player of this.hooks.candidates(ctx, spec)) body(this.hooks.asPlayer(ctx, player));
  }

  secretly<T extends SecretValues>(ctx: EffectContext, spec: SelectorSpec, body: (ctx: EffectContext) => T): SecretChoices<T> {
    if (this.secret) throw new Error("secret choices cannot nest");
    const made: Array<{ player: Ref; values: T }> = [];
    const told: Array<{ ctx: EffectContext; ref: Ref }> = [];
    const absent: Ref[] = [];
    this.secret = told;
    try {
      for (const player of this.hooks.candidates(ctx, spec)) {
        try {
          const values = body(this.hooks.asPlayer(ctx, player));
          made.push({ player, values });
          this.log.addHidden(`${ctx.cardId}: ${this.hooks.describe(player)} chose`);
        } catch (e) {
          if (!(e instanceof Fizzle)) throw e;
          absent.push(player);
        }
      }
    } finally {
      this.secret = null;
    }
    // The reveal: everyone's choices at once, after the last player has chosen.
    const shown = made.map(({ player, values }) => `${this.hooks.describe(player)} ${Object.entries(values).map(([k, v]) => `${k} ${typeof v === "number" ? v : this.hooks.describe(v)}`).join(", ")}`);
    for (const p of absent) shown.push(`${this.hooks.describe(p)} nothing`);
    this.log.add(`${this.shown(ctx)}: reveals ${shown.join("; ") || "no choices"}`);
    for (const t of told) this.hooks.chosen?.(t.ctx, t.ref);
    return made;
  }

  secretOf<T extends SecretValues, K extends keyof T & string>(ctx: EffectContext, choices: SecretChoices<T>, key: K): T[K] {
    const mine = choices.find((c) => c.player.id === ctx.controller.id);
    if (!mine) throw new Fizzle(`${this.hooks.describe(ctx.controller)} chose no ${key}`);
    return mine.values[key];
  }

  highest<T extends SecretValues>(choices: SecretChoices<T>, key: keyof T & string): number {
    const numbers = numbersOf(choices, key);
    return numbers.length ? Math.max(...numbers) : 0;
  }

  lowest<T extends SecretValues>(choices: SecretChoices<T>, key: keyof T & string): number {
    const numbers = numbersOf(choices, key);
    return numbers.length ? Math.min(...numbers) : 0;
  }

  leaders<T extends SecretValues>(choices: SecretChoices<T>, key: keyof T & string): number {
    const top = this.highest(choices, key);
    return numbersOf(choices, key).filter((n) => n === top).length;
  }

  chooseNumber(ctx: EffectContext, low: number, high: number, what: string): number {
    if (high < low) throw new Fizzle(`no number from ${low} to ${high}`);
    const seat = this.hooks.seatOf(ctx);
    const secretly = this.secret ? " (secretly)" : "";
    // A single number is taken without asking: no decision to build.
    const i =
      high === low
        ? 0
        : this.decider.ask(
            new LazyDecision(
              seat,
              "number",
              () => `${this.shown(ctx)}: choose ${what}${secretly}, ${low} to ${high}`,
              high - low + 1,
              () => Array.from({ length: high - low + 1 }, (_, k) => String(low + k)),
            ),
          );
    const n = low + i;
    if (this.secret) this.log.addHidden(`${ctx.cardId}: ${what} ${n}`);
    else this.log.add(`${this.shown(ctx)}: chooses ${what} ${n}`);
    return n;
  }

  choose(ctx: EffectContext, spec: SelectorSpec): Ref {
    const refs = this.hooks.candidates(ctx, spec);
    if (!refs.length) throw new Fizzle(`no ${spec.noun} to choose`);
    const hooks = this.hooks;
    // Labels and advice are built only for agents that read them (people, scripts, greedy bots).
    // A single candidate is taken without asking (Decider.ask would): no decision to build.
    const i =
      refs.length === 1
        ? 0
        : this.decider.ask(
            new LazyDecision(
              hooks.seatOf(ctx),
              "choose",
              () => `${this.shown(ctx)}: choose ${spec.determiner ?? "the"} ${spec.noun}`,
              refs.length,
              () => refs.map((r) => hooks.describe(r)),
              () => hooks.score?.(ctx, spec, refs),
            ),
          );
    this.tell(ctx, refs[i]);
    return refs[i];
  }

  chooseSome(ctx: EffectContext, spec: SelectorSpec, count: number): readonly Ref[] {
    const left = [...this.hooks.candidates(ctx, spec)];
    const chosen: Ref[] = [];
    const hooks = this.hooks;
    while (chosen.length < count && left.length) {
      const nth = chosen.length + 1;
      const i =
        left.length === 1
          ? 0
          : this.decider.ask(
              new LazyDecision(
                hooks.seatOf(ctx),
                "choose",
                () => `${this.shown(ctx)}: choose ${spec.noun} ${nth} of ${count}`,
                left.length,
                () => left.map((r) => hooks.describe(r)),
                () => hooks.score?.(ctx, spec, left),
              ),
            );
      const [ref] = left.splice(i, 1);
      chosen.push(ref);
      this.tell(ctx, ref);
    }
    return chosen;
  }

  /** Tells the game of a chosen entity now, or at the reveal when the choice is secret. */
  private tell(ctx: EffectContext, ref: Ref): void {
    if (this.secret) {
      this.secret.push({ ctx, ref });
      this.log.addHidden(`${ctx.cardId}: chose ${ref.id}`);
    } else this.hooks.chosen?.(ctx, ref);
  }

  property(ctx: EffectContext, name: string, of: Ref | null): number {
    return this.hooks.property(ctx, name, of);
  }

  fact(ctx: EffectContext, name: string): boolean {
    return this.hooks.fact(ctx, name);
  }

  controllerOf(ctx: EffectContext, of: Ref): Ref {
    const player = this.hooks.controllerOf(ctx, of);
    if (player === null) throw new Fizzle(`no player controls ${this.hooks.describe(of)}`);
    return player;
  }

  ownerOf(ctx: EffectContext, of: Ref): Ref {
    const player = this.hooks.ownerOf(ctx, of);
    if (player === null) throw new Fizzle(`no player owns ${this.hooks.describe(of)}`);
    return player;
  }

  holderOf(ctx: EffectContext, of: Ref): Ref {
    const holder = this.hooks.holderOf(ctx, of);
    if (holder === null) throw new Fizzle(`${this.hooks.describe(of)} is attached to nothing`);
    return holder;
  }

  traitNumber(ctx: EffectContext, trait: string, of: Ref): number {
    const n = this.hooks.traitNumber(ctx, trait, of);
    if (n === undefined) throw new Fizzle(`${this.hooks.describe(of)} is no card`);
    return n;
  }

  thisEntity(ctx: EffectContext): Ref {
    const entity = this.hooks.thisEntity(ctx);
    if (entity === null) throw new Fizzle(`${ctx.cardId} is not in play as an entity`);
    return entity;
  }

  factOf(ctx: EffectContext, name: string, subject: Ref): boolean {
    return this.hooks.factOf(ctx, name, subject);
  }

  cardField(ctx: EffectContext, name: string, of: Ref): number {
    const value = this.hooks.cardField(ctx, name, of);
    if (value === undefined) throw new Fizzle(`${this.hooks.describe(of)} has no ${name}`);
    return value;
  }

  again(ctx: EffectContext): boolean {
    const n = (this.passes.get(ctx) ?? 0) + 1;
    this.passes.set(ctx, n);
    if (n < MAX_REPEAT_PASSES) return true;
    if (n === MAX_REPEAT_PASSES) this.log.add(`runaway stop: ${this.shown(ctx)} repeated ${MAX_REPEAT_PASSES} times; its repeat ends here`);
    return false;
  }

  round(_ctx: EffectContext): number {
    return this.hooks.round();
  }

  keep<T>(ctx: EffectContext, key: string, init: () => T): Kept<T> {
    const state = this.hooks.effectState(ctx);
    let cell = state.get(key) as Kept<T> | undefined;
    if (!cell) state.set(key, (cell = { value: init() }));
    return cell;
  }

  payload(ctx: EffectContext, name: string): unknown {
    const payload = ctx.event?.payload;
    return payload && Object.hasOwn(payload, name) ? payload[name] : undefined;
  }

  count(ctx: EffectContext, spec: SelectorSpec): number {
    return this.hooks.candidates(ctx, spec).length;
  }

  roll(ctx: EffectContext, count: number, sides: number): number {
    let total = 0;
    for (let i = 0; i < count; i++) total += this.rng.die(sides);
    this.log.add(`${this.shown(ctx)}: rolls ${count === 1 ? "" : count}d${sides} → ${total}`);
    return total;
  }

  chooseOption(ctx: EffectContext, options: readonly string[], costs?: readonly (readonly Cost<EffectApi<V>>[] | null)[], finds?: readonly boolean[]): number {
    // Only the options whose cost can be paid, and whose leading `let` finds something, are offered; indices map back to the written order.
    const open: number[] = [];
    for (let i = 0; i < options.length; i++) {
      const cost = costs?.[i];
      if ((!cost || this.hooks.canPay(ctx, cost)) && finds?.[i] !== false) open.push(i);
    }
    if (!open.length) throw new Fizzle(finds ? "no option can be taken" : "no option can be paid");
    const offered = open.length === options.length ? options : open.map((i) => options[i]);
    const hooks = this.hooks;
    // Greedy advice: the host's (by default the options' costs weighed: resource-worth.ts), else only where an option is to do `nothing` (a bot prefers doing something).
    const scores = () => hooks.scoreOptions?.(ctx, offered, open.map((i) => costs?.[i] ?? null)) ?? (offered.includes("nothing") ? offered.map((o) => (o === "nothing" ? 0 : 1)) : undefined);
    const i = open[offered.length === 1 ? 0 : this.decider.ask(new LazyDecision(hooks.seatOf(ctx), "option", () => `${this.shown(ctx)}: choose one`, offered.length, () => offered, scores))];
    // Logged: two options may read alike in their effects (Strength and Magic both 2).
    this.log.add(`${this.shown(ctx)}: chooses ${options[i]}`);
    return i;
  }

  canPay(ctx: EffectContext, costs: readonly Cost<EffectApi<V>>[]): boolean {
    return this.hooks.canPay(ctx, costs);
  }

  pay(ctx: EffectContext, costs: readonly Cost<EffectApi<V>>[], text: string): boolean {
    if (!this.hooks.canPay(ctx, costs)) {
      this.log.add(`${this.shown(ctx)}: cannot ${text}`);
      return false;
    }
    this.hooks.pay(ctx, costs);
    return true;
  }

  confirm(ctx: EffectContext, what: string): boolean {
    const yes = this.decider.ask(new LazyDecision(this.hooks.seatOf(ctx), "may", () => `${this.shown(ctx)}: ${what}?`, 2, yesNo, yesNoAdvice)) === 0;
    if (!yes) this.log.add(`${this.shown(ctx)}: declines to ${what}`);
    return yes;
  }

  is(ctx: EffectContext, ref: Ref, type: string): boolean {
    return this.hooks.is(ctx, ref, type);
  }

  cardRef(ctx: EffectContext, id: string): Ref {
    return this.hooks.cardRef(ctx, id);
  }

  addModifier(ctx: EffectContext, modifier: Modifier<EffectApi<V>>): void {
    this.hooks.addModifier(ctx, modifier);
  }
}
