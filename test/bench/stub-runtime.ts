/**
 * A minimal runtime for timing effect handlers in isolation: every query answers from a fixed
 * table and every verb just adds numbers to a tally, so a handler's own cost (what the compiler
 * emitted, or what a programmer wrote) is what is measured. Deterministic: `fact` and
 * `chooseOption` alternate, so both branches of a condition run, in the same order for every
 * handler given a fresh stub. Two handlers that do the same thing leave the same `tally()`.
 * Selectors and verb arguments are kept, as an engine keeps them: a stub that dropped them would
 * let V8 skip allocating a handler's per-call literals, a saving no real engine gets.
 */
import type { EffectContext, Modifier, Quantity, Ref, SecretChoices, SecretValues, SelectorSpec } from "../../runtime/api.ts";
import type { EffectApi } from "../../runtime/api.ts";
import type { CardId, Rt, ShadowsVerbs, Zone } from "../../generated/shadows/index.ts";

const HEROES: readonly Ref[] = [
  { id: "hero@0", type: "hero" },
  { id: "hero@1", type: "hero" },
];
const PROPERTY: Record<string, number> = { strength: 3, tech: 2, magic: 4, health: 10 };

export class StubRuntime implements Rt {
  /** Sum of every amount a verb received, weighted by the verb, plus targets chosen. */
  total = 0;
  calls = 0;
  private tick = 0;
  /**
   * The last selector and verb arguments a handler passed, kept as an engine keeps them (in a
   * decision, an event, a log line). With `keepArgs` false nothing outlives the call, and V8 may
   * not allocate a handler's literals at all, which no real engine allows.
   */
  lastSelector: SelectorSpec | null = null;
  lastArgs: object | null = null;

  readonly verbs: ShadowsVerbs;

  constructor(private readonly keepArgs = true) {
    const add = (weight: number, n: number, args: object) => {
      this.calls++;
      this.total += weight * n;
      if (this.keepArgs) this.lastArgs = args;
    };
    const ref = (r: Ref | undefined) => (r ? r.id.length : 0);
    const qty = (q: Quantity) => q.amount * (q.unit.length + 1);
    this.verbs = {
      attack: (_c, a) => add(1, a.for + ref(a.target), a),
      "attack-many": (_c, a) => add(2, a.targets * a.for, a),
      deal: (_c, a) => add(3, a.amount + ref(a.to), a),
      lose: (_c, a) => add(4, a.amount + ref(a.on), a),
      block: (_c, a) => add(5, a.amount + ref(a.for), a),
      redirect: (_c, a) => add(5, a.amount + ref(a.onto), a),
      recover: (_c, a) => add(6, qty(a.amount) + ref(a.on), a),
      gain: (_c, a) => add(7, qty(a.amount) + ref(a.to), a),
      move: (_c, a) => add(7, ref(a.card) + a.to.length, a),
      distribute: (_c, a) => add(7, a.from.length + a.to.length, a),
      spend: (_c, a) => add(8, qty(a.amount), a),
      put: (_c, a) => add(9, qty(a.amount) + ref(a.on), a),
      remove: (_c, a) => add(10, qty(a.amount) + ref(a.from), a),
      flip: (_c, a) => add(11, ref(a.card), a),
      discard: (_c, a) => add(12, ref(a.card), a),
      destroy: (_c, a) => add(13, ref(a.card), a),
      draw: (_c, a: { count: Quantity; from?: Zone }) => add(14, qty(a.count) + (a.from?.length ?? 0), a),
      equip: (_c, a) => add(15, ref(a.item), a),
      replace: (_c, a) => add(16, ref(a.cards), a),
      summon: (_c, a: { card: CardId }) => add(17, a.card.length, a),
      attach: (_c, a) => add(18, ref(a.card) + ref(a.to), a),
      predict: (_c, a) => add(19, ref(a.player), a),
      advance: (_c, a) => add(20, ref(a.card), a),
      reveal: (_c, a) => add(21, a.count, a),
      study: (_c, a) => add(22, ref(a.card), a),
    };
  }

  /** What the handlers did, as one comparable value. */
  tally(): string {
    return `${this.calls} verb calls, total ${this.total}`;
  }

  select(_ctx: EffectContext, spec: SelectorSpec): readonly Ref[] {
    if (this.keepArgs) this.lastSelector = spec;
    return HEROES;
  }
  choose(_ctx: EffectContext, spec: SelectorSpec): Ref {
    if (this.keepArgs) this.lastSelector = spec;
    return HEROES[spec.noun.length & 1];
  }
  chooseSome(_ctx: EffectContext, spec: SelectorSpec, count: number): readonly Ref[] {
    if (this.keepArgs) this.lastSelector = spec;
    return HEROES.slice(0, count);
  }
  property(_ctx: EffectContext, name: string, _of: Ref | null): number {
    return PROPERTY[name] ?? 0;
  }
  keep<T>(_ctx: EffectContext, _key: string, init: () => T): { value: T } {
    return { value: init() };
  }
  eachPlayer(ctx: EffectContext, _spec: SelectorSpec, body: (ctx: EffectContext) => void): void {
    body(ctx);
  }
  controllerOf(ctx: EffectContext, _of: Ref): Ref {
    return ctx.controller;
  }
  secretly<T extends SecretValues>(ctx: EffectContext, _spec: SelectorSpec, body: (ctx: EffectContext) => T): SecretChoices<T> {
    return [{ player: ctx.controller, values: body(ctx) }];
  }
  secretOf<T extends SecretValues, K extends keyof T & string>(_ctx: EffectContext, choices: SecretChoices<T>, key: K): T[K] {
    return choices[0].values[key];
  }
  highest<T extends SecretValues>(choices: SecretChoices<T>, key: keyof T & string): number {
    return Number(choices[0]?.values[key] ?? 0);
  }
  lowest<T extends SecretValues>(choices: SecretChoices<T>, key: keyof T & string): number {
    return this.highest(choices, key);
  }
  leaders<T extends SecretValues>(choices: SecretChoices<T>): number {
    return choices.length;
  }
  chooseNumber(_ctx: EffectContext, low: number, _high: number): number {
    return low;
  }
  ownerOf(ctx: EffectContext, _of: Ref): Ref {
    return ctx.controller;
  }
  thisEntity(ctx: EffectContext): Ref {
    return ctx.card;
  }
  holderOf(_ctx: EffectContext, of: Ref): Ref {
    return of;
  }
  traitNumber(_ctx: EffectContext, _trait: string, _of: Ref): number {
    return 1;
  }
  factOf(_ctx: EffectContext, _name: string, _subject: Ref): boolean {
    return (this.tick++ & 1) === 0;
  }
  cardField(_ctx: EffectContext, name: string, _of: Ref): number {
    return PROPERTY[name] ?? 0;
  }
  fact(_ctx: EffectContext, _name: string): boolean {
    return (this.tick++ & 1) === 0;
  }
  payload(_ctx: EffectContext, _name: string): unknown {
    return 1;
  }
  count(_ctx: EffectContext, spec: SelectorSpec): number {
    if (this.keepArgs) this.lastSelector = spec;
    return HEROES.length;
  }
  roll(_ctx: EffectContext, count: number, sides: number): number {
    return count * ((sides + 1) >> 1);
  }
  chooseOption(_ctx: EffectContext, options: readonly string[]): number {
    return (this.tick >> 1) % options.length;
  }
  confirm(_ctx: EffectContext, _what: string): boolean {
    return (this.tick++ & 1) === 0;
  }
  canPay(): boolean {
    return true;
  }
  pay(): boolean {
    return true;
  }
  is(_ctx: EffectContext, ref: Ref, type: string): boolean {
    return ref.type === type;
  }
  cardRef(_ctx: EffectContext, id: string): Ref {
    return { id, type: "card" };
  }
  addModifier(_ctx: EffectContext, _modifier: Modifier<EffectApi<ShadowsVerbs>>): void {
    this.calls++;
  }
  /** The repeat's own condition decides, as in a game that never runs away. */
  again(_ctx: EffectContext): boolean {
    return true;
  }

  round(_ctx: EffectContext): number {
    return 2;
  }
}

/** The context every timed call gets. */
export const STUB_CONTEXT: EffectContext = {
  cardId: "sword-strike",
  card: { id: "c1", type: "card" },
  controller: { id: "player@0", type: "player" },
  event: null,
};
