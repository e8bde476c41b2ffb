/**
 * A game of Shadows: Heroes & Monsters on the generic runtime. This module holds the state and
 * the helpers every rules module shares (cards, stats, shields, abilities, triggers); the round
 * structure is in rounds.ts, combat in combat.ts, the effect hooks and verbs in hooks.ts.
 */
import type { Ability, CompiledEffect, EffectContext, Ref, TriggerArg } from "../../../runtime/api.ts";
import { evaluate } from "../../../runtime/api.ts";
import type { Decision } from "../../../runtime/core/agents.ts";
import type { PlayOptions } from "../../../runtime/core/game-module.ts";
import { Decider } from "../../../runtime/core/decisions.ts";
import { EffectHost, Fizzle } from "../../../runtime/core/effect-host.ts";
import { GameLog } from "../../../runtime/core/log.ts";
import { Rng } from "../../../runtime/core/rng.ts";
import { Table, type CardInstance } from "../../../runtime/core/table.ts";
import { UsageLimits } from "../../../runtime/core/usage-limits.ts";
import type { Card, CardId, Rt } from "../../../generated/shadows/index.ts";
import { cardsById, COUNTER_BOUNDS, RESOURCE_BOUNDS } from "../../../generated/shadows/index.ts";
import { makeHooks, Resolution } from "./hooks.ts";
import { HERO_STATS, heroRef, MONSTER, playerRef, seatOfRef, traitParts, Z, type RoundInfo, type Seat } from "./model.ts";

/** The generic play options, with `onStep` seeing the whole Shadows game (tests read its state). */
export interface GameOptions extends Omit<PlayOptions, "onStep"> {
  onStep?: (game: ShadowsGame) => void;
}

export interface FinalScore {
  seat: number;
  name: string;
  hero: string;
  shadowStones: number;
  mission: number;
  itemValue: number;
  experience: number;
}


// Facts about the card set itself, the same in every game: computed once per process.
/** Parsed traits per card, lower-cased name → parameter; rules ask about traits constantly. */
const TRAIT_INDEX = new Map<string, Map<string, string>>();
/** Per card: the events its `when` abilities and the periods its `at` abilities name. */
const TRIGGER_INDEX = new Map<string, Set<string>>();

/** Trait names are compared case-insensitively; the few names asked about are lowered once. */
const lowered = new Map<string, string>();
function lower(name: string): string {
  let l = lowered.get(name);
  if (l === undefined) lowered.set(name, (l = name.toLowerCase()));
  return l;
}

/** Cache keys of the common stat lookups, made once instead of on every call. */
const STAT_KEYS: Array<Record<string, string>> = [0, 1, 2, 3, 4, 5].map((seat) => Object.fromEntries(HERO_STATS.map((s) => [s, `stat|${seat}|${s}|`])));

/** An EffectContext as the Shadows engine makes it. */
interface ShadowsContext extends EffectContext {
  readonly resolution: Resolution;
}
/** Card lookup by id: a Map, since the rules look cards up constantly. */
const CARDS = new Map<string, Card>(Object.entries(cardsById) as Array<[string, Card]>);
const ACTIVE_ZONES: readonly string[] = [Z.station, Z.combat, Z.stunned, Z.inventory, Z.status];

export class ShadowsGame {
  readonly log = new GameLog();
  readonly rng: Rng;
  readonly table: Table;
  readonly decider: Decider;
  readonly limits = new UsageLimits();
  readonly seats: Seat[] = [];
  readonly rt: Rt;
  readonly info: RoundInfo = { round: 0, phase: "setup", step: null };
  leader = 0;
  /** Damage tokens on the active Monster, per seat (damage is not shared). */
  monsterDamage: number[] = [];
  monstersDefeated = 0;
  /** Attacks resolved this round: a guard against effects that never stop. */
  attacksThisRound = 0;
  finalLevelDefeated = false;
  ended = false;
  endReason = "";
  /** Stopped by the round limit for bot games (not a rule): not ended, no winner. */
  safetyStop = false;
  scores: FinalScore[] = [];
  winners: number[] = [];
  /** The Attacks being resolved, innermost last (blocks from Responses land on the top one). */
  readonly attacks: import("./combat.ts").AttackState[] = [];
  /** Modifiers created while abilities resolved; they last until the end of the round. */
  roundModifiers: Array<{ seat: number; modifier: CompiledEffect<Rt>["modifiers"][number]; ctx: EffectContext }> = [];
  private readonly evaluating = new Set<string>();

  constructor(readonly options: GameOptions) {
    this.rng = new Rng(options.seed);
    this.decider = new Decider(options.agents, this.log);
    this.table = new Table(this.log, RESOURCE_BOUNDS, COUNTER_BOUNDS, (id) => this.cardName(id));
    this.rt = new EffectHost(makeHooks(this), this.decider, this.rng, this.log);
    options.onLog?.(this.log);
  }

  // ---------- cards ----------

  card(id: string): Card {
    const c = CARDS.get(id);
    if (!c) throw new Error(`unknown card ${id}`);
    return c;
  }

  cardName(id: string): string {
    return CARDS.get(id)?.name ?? id;
  }

  inst(uid: string): CardInstance {
    return this.table.card(uid);
  }

  traits(cardId: string): string[] {
    const c = this.card(cardId) as { traits?: readonly string[] };
    return [...(c.traits ?? [])];
  }

  private traitMap(cardId: string): Map<string, string> {
    let m = TRAIT_INDEX.get(cardId);
    if (!m) {
      m = new Map();
      for (const t of this.traits(cardId)) {
        const [n, p] = traitParts(t);
        m.set(n.toLowerCase(), p);
      }
      TRAIT_INDEX.set(cardId, m);
    }
    return m;
  }

  hasTrait(cardId: string, name: string): boolean {
    return this.traitMap(cardId).has(lower(name));
  }

  traitParam(cardId: string, name: string): string | undefined {
    return this.traitMap(cardId).get(lower(name));
  }

  effectOf(cardId: string): CompiledEffect<Rt> | undefined {
    return (this.card(cardId) as { effect?: CompiledEffect<Rt> }).effect;
  }

  // ---------- decisions ----------

  ask(d: Decision): number {
    return this.decider.ask(d);
  }

  /** Seats in turn order, starting with the Leader. */
  turnOrder(): readonly Seat[] {
    if (this.orderFor !== this.leader) {
      this.order = this.seats.map((_, i) => this.seats[(this.leader + i) % this.seats.length]);
      this.orderFor = this.leader;
    }
    return this.order;
  }
  private order: Seat[] = [];
  private orderFor = -1;

  // ---------- context ----------

  /** An effect context for a card instance controlled by `seat`. */
  context(seat: number, uid: string | null, cardId: string, event: EffectContext["event"] = null, card?: Ref): EffectContext {
    // The rules' bookkeeping rides on the context object itself: contexts are short-lived and
    // numerous, and a side table (a WeakMap) made the garbage collector the hottest function.
    const ctx: ShadowsContext = {
      cardId,
      card: card ?? this.cardRefOf(uid ?? cardId),
      controller: this.seats[seat]?.playerRef ?? playerRef(seat),
      event,
      resolution: new Resolution(seat, uid),
    };
    return ctx;
  }

  /** One Ref object per card instance: contexts are made constantly and need not copy it. */
  private readonly cardRefs = new Map<string, Ref>();
  private cardRefOf(id: string): Ref {
    let ref = this.cardRefs.get(id);
    if (!ref) this.cardRefs.set(id, (ref = { id, type: "card" }));
    return ref;
  }

  resolution(ctx: EffectContext): Resolution {
    const own = (ctx as Partial<ShadowsContext>).resolution;
    if (own) return own;
    // A context the engine did not make (tests, stubs): derive the seat from its controller.
    const r = new Resolution(seatOfRef(ctx.controller) ?? 0, null);
    (ctx as { resolution?: Resolution }).resolution = r;
    return r;
  }

  // ---------- stats, health and shields ----------

  /** Cards whose abilities and modifiers are live for a seat. */
  activeCards(seat: number): readonly CardInstance[] {
    // Rebuilt only when the table changed: rules ask for it far more often than cards move.
    // A cached array is never mutated, so a caller may move cards while iterating it.
    const cached = this.activeCache[seat];
    if (cached && cached.version === this.table.version) return cached.cards;
    const cards: CardInstance[] = [];
    for (let z = 0; z < ACTIVE_ZONES.length; z++) {
      const zone = this.table.peek(ACTIVE_ZONES[z], seat);
      for (let i = 0; i < zone.length; i++) cards.push(zone[i]);
    }
    this.activeCache[seat] = { version: this.table.version, cards };
    return cards;
  }
  private readonly activeCache: Array<{ version: number; cards: CardInstance[] }> = [];

  isActive(inst: CardInstance, seat: number): boolean {
    return inst.owner === seat && ACTIVE_ZONES.includes(inst.zone);
  }

  /**
   * A card is blank while its requirements are unmet (own-hero cards have none). Evaluated on
   * demand, so a changed stat is reflected at once; a card being evaluated counts as blank to
   * itself, which breaks cycles between requirements and the modifiers that feed them.
   */
  isBlank(inst: CardInstance): boolean {
    if (inst.owner === null) return false;
    // Most cards have no requirement at all: answer those without touching the cache.
    const card = this.card(inst.cardId) as { hero?: string; requires?: unknown; effect?: CompiledEffect<Rt> };
    if (!card.effect?.requires && (!card.requires || card.hero === this.seats[inst.owner].hero)) return false;
    const key = `blank|${inst.uid}|${inst.cardId}`;
    const cached = this.cached(key);
    if (cached !== undefined) return cached === 1;
    const blank = this.computeBlank(inst);
    this.remember(key, blank ? 1 : 0);
    return blank;
  }

  private computeBlank(inst: CardInstance): boolean {
    if (inst.owner === null) return false;
    const card = this.card(inst.cardId) as { hero?: string; requires?: (rt: Rt, ctx: EffectContext) => boolean; effect?: CompiledEffect<Rt> };
    const seat = this.seats[inst.owner];
    const checks: Array<(rt: Rt, ctx: EffectContext) => boolean> = [];
    if (card.requires && card.hero !== seat.hero) checks.push(card.requires);
    if (card.effect?.requires) checks.push(card.effect.requires);
    if (!checks.length) return false;
    if (this.evaluating.has(inst.uid)) return true;
    this.evaluating.add(inst.uid);
    try {
      const ctx = this.context(inst.owner, inst.uid, inst.cardId);
      return !checks.every((c) => c(this.rt, ctx));
    } finally {
      this.evaluating.delete(inst.uid);
    }
  }

  /** Could `seat` use this card at all (own hero's card, or requirements met)? */
  meetsRequirements(seat: number, cardId: string): boolean {
    const card = this.card(cardId) as { hero?: string; requires?: (rt: Rt, ctx: EffectContext) => boolean };
    if (!card.requires || card.hero === this.seats[seat].hero) return true;
    const key = `meets|${seat}|${cardId}`;
    const cached = this.cached(key);
    if (cached !== undefined) return cached === 1;
    const meets = card.requires(this.rt, this.context(seat, null, cardId));
    this.remember(key, meets ? 1 : 0);
    return meets;
  }

  baseStat(seat: number, stat: string): number {
    const hero = this.card(this.seats[seat].hero) as { stats: Record<string, number> };
    return hero.stats[stat] ?? 0;
  }

  /** Hero stat = base + equipped items + live modifiers (`vs` modifiers only against `vs`). */
  stat(seat: number, stat: string, vs: Ref | null = null): number {
    const key = vs ? `stat|${seat}|${stat}|${vs.id}` : (STAT_KEYS[seat]?.[stat] ?? `stat|${seat}|${stat}|`);
    const cached = this.cached(key);
    if (cached !== undefined) return cached;
    const value = this.computeStat(seat, stat, vs);
    this.remember(key, value);
    return value;
  }

  // Derived values are cached per table version. Values computed while a requirement is being
  // evaluated see that card as blank, so they are never cached.
  private cache = new Map<string, number>();
  private cacheVersion = -1;

  private cached(key: string): number | undefined {
    if (this.cacheVersion !== this.table.version + this.roundModifiers.length * 1e9) return undefined;
    return this.cache.get(key);
  }

  private remember(key: string, value: number): void {
    if (this.evaluating.size) return;
    const version = this.table.version + this.roundModifiers.length * 1e9;
    if (this.cacheVersion !== version) {
      this.cache.clear();
      this.cacheVersion = version;
    }
    this.cache.set(key, value);
  }

  private computeStat(seat: number, stat: string, vs: Ref | null): number {
    let total = this.baseStat(seat, stat);
    for (const inst of this.table.peek(Z.inventory, seat)) {
      if (this.isBlank(inst)) continue;
      const item = this.card(inst.cardId) as { stats?: Record<string, number> };
      total += item.stats?.[stat] ?? 0;
    }
    for (const inst of this.activeCards(seat)) {
      const effect = this.effectOf(inst.cardId);
      if (!effect?.modifiers.length || this.isBlank(inst)) continue;
      // An Attachment modifies what it is attached to, and only while it is.
      if (this.hasTrait(inst.cardId, "Attachment") && this.attachedTo(inst)?.id !== heroRef(seat).id) continue;
      for (const m of effect.modifiers) {
        if (m.stat !== stat || m.to) continue;
        const ctx = this.context(seat, inst.uid, inst.cardId);
        total += this.modifierValue(m, ctx, vs);
      }
    }
    for (const [uid, on] of this.attachments) {
      const inst = this.table.cards.get(uid);
      if (on.id !== heroRef(seat).id || !inst || inst.owner === null || inst.owner === seat || this.attachedTo(inst) !== on || this.isBlank(inst)) continue;
      for (const m of this.effectOf(inst.cardId)?.modifiers ?? []) {
        if (m.stat === stat && !m.to) total += this.modifierValue(m, this.context(inst.owner, inst.uid, inst.cardId), vs);
      }
    }
    for (const { seat: s, modifier, ctx } of this.roundModifiers) {
      if (s === seat && modifier.stat === stat && !modifier.to) total += this.modifierValue(modifier, ctx, vs);
    }
    return Math.max(0, total);
  }

  private modifierValue(m: CompiledEffect<Rt>["modifiers"][number], ctx: EffectContext, vs: Ref | null): number {
    if (m.vs && !(vs && this.rt.select(ctx, m.vs).some((r) => r.id === vs.id))) return 0;
    if (m.while && !m.while(this.rt, ctx)) return 0;
    return evaluate(m.amount, this.rt, ctx);
  }

  /** What each Attachment card was attached to (live while it stays on its owner's Station Field). */
  readonly attachments = new Map<string, Ref>();

  /** The entity an Attachment card is attached to, or null. */
  attachedTo(inst: CardInstance): Ref | null {
    if (!inst.counters.attached || inst.owner === null || inst.zone !== Z.station) return null;
    return this.attachments.get(inst.uid) ?? null;
  }

  heroHealth(seat: number): number {
    return this.stat(seat, "health");
  }

  heroDamage(seat: number): number {
    return this.table.players[seat].counters.damage ?? 0;
  }

  /** Cards with unbroken Shield Points a seat may spend (not in the Stunned Area). */
  shieldCards(seat: number): Array<{ inst: CardInstance; free: number }> {
    const out: Array<{ inst: CardInstance; free: number }> = [];
    for (const z of [Z.station, Z.combat, Z.inventory, Z.status]) {
      for (const inst of this.table.inZone(z, seat)) {
        const shield = (this.card(inst.cardId) as { shield?: number }).shield ?? 0;
        if (!shield || this.isBlank(inst)) continue;
        const free = shield - (inst.counters.damage ?? 0);
        if (free > 0) out.push({ inst, free });
      }
    }
    return out;
  }

  freeShields(seat: number): number {
    return this.shieldCards(seat).reduce((n, s) => n + s.free, 0);
  }

  /** Marks `n` Shield Points broken, filling cards in order. */
  breakShields(seat: number, n: number): void {
    for (const { inst, free } of this.shieldCards(seat)) {
      if (n <= 0) break;
      const use = Math.min(free, n);
      this.table.addCounter(inst, "damage", use, `${this.cardName(inst.cardId)} (shield)`);
      n -= use;
    }
  }

  // ---------- abilities ----------

  triggersOf(cardId: string): ReadonlySet<string> {
    let set = TRIGGER_INDEX.get(cardId);
    if (!set) {
      set = new Set();
      for (const a of this.effectOf(cardId)?.abilities ?? []) {
        if (a.trigger.kind === "when") set.add(a.trigger.event);
        else if (a.trigger.kind === "at") set.add(`at:${a.trigger.period}`);
      }
      TRIGGER_INDEX.set(cardId, set);
    }
    return set;
  }

  /**
   * Runs one ability of a card: checks and records its usage limits, pays its costs, runs its
   * body. An effect that runs out of targets fizzles quietly.
   */
  runAbility(ctx: EffectContext, ability: Ability<Rt>, index: number, uid: string | null): boolean {
    if (uid && !this.limits.canUse(uid, index, ability.limits)) return false;
    const seat = this.resolution(ctx).seat;
    for (const cost of ability.costs) {
      if (cost.kind === "pay") {
        const amount = evaluate(cost.amount, this.rt, ctx);
        if ((this.table.players[seat].resources[cost.unit] ?? 0) < amount) return false;
      }
    }
    if (uid) this.limits.use(uid, index, ability.limits);
    try {
      for (const cost of ability.costs) {
        if (cost.kind === "pay") this.table.addResource(this.table.players[seat], cost.unit, -evaluate(cost.amount, this.rt, ctx));
        else cost.run(this.rt, ctx);
      }
      ability.run(this.rt, ctx);
    } catch (e) {
      if (!(e instanceof Fizzle)) throw e;
      this.log.add(`${this.cardName(ctx.cardId)}: ${e.message}, so the rest does not apply`);
    }
    return true;
  }

  /** Can this ability be used now (limits, costs)? */
  canRun(ctx: EffectContext, ability: Ability<Rt>, index: number, uid: string | null): boolean {
    if (uid && !this.limits.canUse(uid, index, ability.limits)) return false;
    const seat = this.resolution(ctx).seat;
    return ability.costs.every((c) => c.kind !== "pay" || (this.table.players[seat].resources[c.unit] ?? 0) >= evaluate(c.amount, this.rt, ctx));
  }

  /**
   * An event happened: run the `when`/`whenever` abilities it triggers on live cards, seat by
   * seat from the Leader (the game's order for simultaneous triggers), card by card in zone order.
   */
  emit(event: string, args: Record<string, Ref>, payload: Record<string, unknown> = {}): void {
    // Indexed loops: this runs for every event of every game, and iterators allocate.
    const order = this.turnOrder();
    for (let s = 0; s < order.length; s++) {
      const seat = order[s];
      const cards = this.activeCards(seat.seat);
      for (let c = 0; c < cards.length; c++) {
        const inst = cards[c];
        if (!this.triggersOf(inst.cardId).has(event)) continue;
        const effect = this.effectOf(inst.cardId);
        if (!effect || this.isBlank(inst)) continue;
        for (let index = 0; index < effect.abilities.length; index++) {
          const ability = effect.abilities[index];
          const t = ability.trigger;
          if (t.kind !== "when" || t.event !== event) continue;
          // The card may have moved or flipped while an earlier trigger resolved.
          if (this.effectOf(inst.cardId) !== effect || !this.isActive(inst, seat.seat)) continue;
          const ctx = this.context(seat.seat, inst.uid, inst.cardId, { name: event, args, payload });
          if (!this.triggerArgsMatch(ctx, t.args, args)) continue;
          if (t.condition && !t.condition(this.rt, ctx)) continue;
          if (!this.canRun(ctx, ability, index, inst.uid)) continue;
          this.log.add(`${seat.name}'s ${this.cardName(inst.cardId)} triggers on ${event}`);
          this.runAbility(ctx, ability, index, inst.uid);
        }
      }
    }
    this.monsterCreatureTriggers(event, args, payload);
  }

  private monsterCreatureTriggers(event: string, args: Record<string, Ref>, payload: Record<string, unknown>): void {
    for (const inst of this.table.inZone(Z.monsterCreature)) {
      const effect = this.effectOf(inst.cardId);
      effect?.abilities.forEach((ability, index) => {
        const t = ability.trigger;
        if (t.kind !== "when" || t.event !== event) return;
        const seat = this.currentChallengerSeat ?? this.leader;
        const ctx = this.context(seat, inst.uid, inst.cardId, { name: event, args, payload }, { id: inst.uid, type: "creature" });
        this.resolution(ctx).source = { id: inst.uid, type: "creature" };
        this.resolution(ctx).challenger = this.currentChallenger;
        if (!this.triggerArgsMatch(ctx, t.args, args)) return;
        this.runAbility(ctx, ability, index, null);
      });
    }
  }

  /** While a monster action resolves: the seat whose Hero it KnockedDown, spared its remaining Attacks and Spells. */
  sparedFromMonster: number | null = null;
  /** Set while a monster action resolves: who it acts against. */
  currentChallenger: Ref | null = null;
  currentChallengerSeat: number | null = null;

  triggerArgsMatch(ctx: EffectContext, wanted: Readonly<Record<string, TriggerArg>>, actual: Record<string, Ref>): boolean {
    for (const [label, spec] of Object.entries(wanted)) {
      const got = actual[label];
      if (!got) return false;
      if ("value" in spec) {
        if (got.id !== String(spec.value)) return false;
      } else if (spec.noun && !this.rt.select(ctx, spec).some((r) => r.id === got.id)) {
        // A bare noun naming the value itself (`on MxxSpell`) compares by name.
        if (!(spec.determiner === null && !spec.filters.length && got.id === spec.noun)) return false;
      }
    }
    return true;
  }

  // ---------- entities ----------

  /** The seat controlling an entity, or null for the Monster and its Creature. */
  controllerOf(ref: Ref): number | null {
    if (ref.type === "hero" || ref.type === "player") return seatOfRef(ref);
    if (this.table.cards.has(ref.id)) {
      const inst = this.inst(ref.id);
      return inst.zone === Z.monsterCreature ? null : inst.owner;
    }
    return null;
  }

  describe(ref: Ref): string {
    if (ref.type === "hero") {
      const s = this.seats[seatOfRef(ref)!];
      return `${this.cardName(s.hero)} (${s.name})`;
    }
    if (ref.type === "player") return this.seats[seatOfRef(ref)!].name;
    if (ref.id === MONSTER.id) return `the Monster ${this.activeMonster() ? this.cardName(this.activeMonster()!.cardId) : ""}`.trim();
    if (this.table.cards.has(ref.id)) {
      const inst = this.inst(ref.id);
      return inst.owner === null ? this.cardName(inst.cardId) : `${this.cardName(inst.cardId)} (${this.seats[inst.owner].name})`;
    }
    return ref.id;
  }

  activeMonster(): CardInstance | undefined {
    return this.table.inZone(Z.monster)[0];
  }

  levelOfActiveMonster(): number {
    const m = this.activeMonster();
    if (m) return (this.card(m.cardId) as { level: number }).level;
    return Math.min(3, 1 + this.monstersDefeated);
  }

  /** Entities with Health: heroes, creatures and objects on Station Fields, the Monster and its Creature. */
  entities(): Ref[] {
    const out: Ref[] = this.seats.map((s) => s.heroRef);
    for (const s of this.seats) {
      for (const inst of this.table.inZone(Z.station, s.seat)) {
        if (this.isEntityCard(inst.cardId) && !this.isBlank(inst)) out.push({ id: inst.uid, type: this.hasTrait(inst.cardId, "Object") ? "object" : "creature" });
      }
    }
    if (this.activeMonster()) out.push(MONSTER);
    for (const inst of this.table.inZone(Z.monsterCreature)) out.push({ id: inst.uid, type: "creature" });
    return out;
  }

  isEntityCard(cardId: string): boolean {
    return (this.hasTrait(cardId, "Creature") || this.hasTrait(cardId, "Object")) && !!(this.card(cardId) as { health?: number }).health;
  }

  isInvincible(ref: Ref): boolean {
    if (ref.id === MONSTER.id) return !!this.activeMonster() && this.hasTrait(this.activeMonster()!.cardId, "Invincible");
    if (this.table.cards.has(ref.id)) return this.hasTrait(this.inst(ref.id).cardId, "Invincible");
    return false;
  }

}

