/**
 * The engine every game runs on, built from the game's rules as data (`GameRules`), its card
 * catalogue and its hooks. It owns the table, log, RNG, decisions, usage limits and the effect
 * host; contexts; which cards are live; requirements that blank a card; values after continuous
 * modifiers; abilities, events, Response windows and the round (abilities.ts, events.ts,
 * responses.ts, procedure.ts). A game subclasses it and supplies only what its rules declare
 * `hook`: what its nouns, stats and verbs mean, its procedure hooks and its entity model.
 */
import type { Ability, EffectApi, EffectContext, EventInfo, Modifier, Ref, SelectorSpec } from "../api.ts";
import * as abilities from "./abilities.ts";
import { LazyDecision, type Agent, type Decision } from "./agents.ts";
import type { Catalogue } from "./catalogue.ts";
import { DamageRules } from "./damage.ts";
import { Decider } from "./decisions.ts";
import { DerivedCache, type DerivedTable } from "./derived-cache.ts";
import { EffectHost, Fizzle } from "./effect-host.ts";
import { Entities } from "./entities.ts";
import { EventBus } from "./events.ts";
import type { PendingDamage } from "./pending-damage.ts";
import type { PlayedGame } from "./game-module.ts";
import { LeaderRotation } from "./leader-rotation.ts";
import { Leaving } from "./leaving.ts";
import { GameLog } from "./log.ts";
import { mapController } from "./map-verbs.ts";
import { effectHooks, missingHooks, type GameHookSet } from "./meanings.ts";
import { RoundRunner, runProcedureEffect } from "./procedure.ts";
import type { EngineContext, Resolution } from "./resolution.ts";
import { Rng } from "./rng.ts";
import { Board } from "./space-map.ts";
import type { GameRules, StepRule, ZoneRule } from "./rules.ts";
import { Table, type Bounds, type CardInstance, type ZoneList } from "./table.ts";
import { raiseOnRises } from "./resource-rises.ts";
import { TraitRules } from "./traits.ts";
import { UsageLimits } from "./usage-limits.ts";
import { Values } from "./values.ts";
import { boardView, spoken } from "./board.ts";

export interface EngineOptions {
  readonly seed: number;
  readonly agents: readonly Agent[];
  readonly names?: readonly string[];
  /** Called once with the log before anything happens, so a tool can follow it from the start. */
  readonly onLog?: (log: GameLog) => void;
  readonly resourceBounds: Readonly<Record<string, Bounds>>;
  readonly counterBounds: Readonly<Record<string, Bounds>>;
  /** The mode the game is played in (`play --mode`), which `mode <mode>` facts answer; none: the game has one way. */
  readonly mode?: string;
}

/** A modifier created while an ability resolved; it lasts until the end of the round. */
export interface RoundModifier<R> {
  readonly seat: number;
  readonly modifier: Modifier<R>;
  readonly ctx: EffectContext;
}

export abstract class Engine<V extends object, Res extends Resolution = Resolution> {
  readonly log = new GameLog();
  readonly rng: Rng;
  /** The mode of play (EngineOptions.mode), or null. */
  readonly mode: string | null;
  readonly decider: Decider;
  readonly table: Table;
  readonly limits = new UsageLimits();
  /** Card uid → the seat whose stack it was placed in (a verb meaning `place-stacks`); the game clears it once the stacks are resolved. */
  readonly stackedFor = new Map<string, number>();
  readonly traitRules: TraitRules<EffectApi<V>>;
  readonly events: EventBus<V>;
  readonly procedure: RoundRunner<V>;
  readonly info: { round: number; phase: string; step: number | null } = { round: 0, phase: "setup", step: null };
  /** The seat turn order starts from. */
  leader = 0;
  /** The seat first in turn order when round 1 began (first-player statistics), null before. */
  firstPlayer: number | null = null;
  /** Every card played (from a step or as a Response), in order: seat and card, for simulation reports. */
  readonly cardsPlayed: Array<readonly [seat: number, cardId: string]> = [];
  ended = false;
  endReason = "";
  /** Seats out of the game (eliminated, runtime/core/elimination.ts). */
  readonly out = new Set<number>();
  /** Cards being announced as leaving play, which a `spare` verb may keep (runtime/core/leaving.ts). */
  readonly leaving = new Leaving();
  /** The lead passing round the table and the game turns it makes, when the rules say it passes (else null). */
  readonly rotation: LeaderRotation | null;
  /** Cards used this round whose trait sends them somewhere once used (One Time: the box). */
  readonly usedCards = new Set<string>();
  /** Cards that answered an event this round: a card answers once per round. */
  readonly respondedThisRound = new Set<string>();
  /** What each attached card is attached to: its modifiers modify that entity instead of its owner's. */
  readonly attachments = new Map<string, Ref>();
  readonly derived: DerivedCache;
  /** The entities the game declares, and its damage rules (null when it declares none). */
  readonly entities: Entities<V>;
  readonly damage: DamageRules<V> | null;
  /** The map of numbered spaces, when the rules declare one. */
  readonly board: Board<V> | null;
  private host: EffectHost<V> | undefined;
  private readonly liveZones: readonly string[];
  private readonly liveSharedZones: readonly string[];
  readonly values: Values<V>;
  /** The game as generic tools see it (played-view.ts), made on first use. */
  view: PlayedGame | undefined;

  constructor(
    readonly rules: GameRules<EffectApi<V>>,
    readonly catalogue: Catalogue,
    options: EngineOptions,
  ) {
    this.rng = new Rng(options.seed);
    this.mode = options.mode ?? null;
    this.decider = new Decider(options.agents, this.log);
    this.table = new Table(this.log, options.resourceBounds as Record<string, Bounds>, options.counterBounds as Record<string, Bounds>, (id) => catalogue.name(id));
    this.traitRules = new TraitRules(rules.traits, catalogue);
    this.events = new EventBus(this);
    this.procedure = new RoundRunner(this);
    this.rotation = rules.leaderPasses ? new LeaderRotation() : null;
    this.derived = new DerivedCache(() => this.stateVersion());
    this.blankCache = this.derived.table();
    // Plain loops, not filter/map: an array made by `map` has another elements kind once V8
    // optimizes the constructor, and every optimized reader of these arrays would deoptimize.
    const liveZones: string[] = [];
    const liveSharedZones: string[] = [];
    for (const z of rules.zones) if (z.live) (z.perPlayer ? liveZones : liveSharedZones).push(z.name);
    this.liveZones = liveZones;
    this.liveSharedZones = liveSharedZones;
    this.perPlayerZones = new Set(rules.zones.filter((z) => z.perPlayer).map((z) => z.name));
    this.zoneRules = new Map(rules.zones.map((z) => [z.name, z]));
    this.values = new Values(this);
    this.entities = new Entities(this);
    this.damage = rules.damage ? new DamageRules(this, this.entities, rules.damage) : null;
    this.board = rules.map ? new Board(this, rules.map) : null;
    if (rules.resourceRises) raiseOnRises(this, rules.resourceRises);
    options.onLog?.(this.log);
    for (const agent of options.agents) agent.watch?.(boardView(this));
  }

  // ---------- what the game supplies ----------

  /** The game's hooks: its `hook` nouns and facts, verbs, procedure hooks, stats and classes. */
  abstract readonly hooks: GameHookSet<V>;
  protected abstract newResolution(seat: number, uid: string | null): Res;
  /** A stat, resource or counter of a seat's own entity before modifiers: its avatar's stat, else the player's resource or counter. */
  baseValue(seat: number, name: string): number {
    const stat = this.entities.baseStat(seat, name);
    if (stat !== null) return stat;
    const p = this.table.players[seat];
    return Object.hasOwn(p.resources, name) ? p.resources[name] : this.table.counter(p, name);
  }
  /** The entity a seat's own values belong to (its avatar, else the player), for modifiers with `to`. */
  seatEntity(seat: number): Ref {
    return this.entities.avatar ? this.entities.avatarRef(seat) : this.playerRef(seat);
  }
  /** The card a seat's avatar is (the game knows which champion each player plays). */
  avatarCard(_seat: number): string | undefined {
    return undefined;
  }
  /** Whether the game prevents this damage (a replacement rule); it logs why. */
  preventsDamage(_ctx: EffectContext, _target: Ref): boolean {
    return false;
  }
  /** The entity an avatar's stat reads count against now (`vs` modifiers: the target of a fight), or null. */
  statVersus(_ctx: EffectContext, _seat: number, _stat: string): Ref | null {
    return null;
  }
  /** Whether a card's requirements apply to this seat: not to its avatar's own cards (the avatar class's `signature`). */
  requirementsApply(seat: number, cardId: string): boolean {
    const field = this.entities.avatar?.signature;
    const own = field === undefined ? undefined : this.avatarCard(seat);
    return own === undefined || (this.catalogue.card(cardId) as unknown as Readonly<Record<string, unknown>>)[field!] !== own;
  }
  /** The context of a live card's own ability: an entity card acts as itself. */
  cardContext(seat: number, inst: CardInstance, event: EventInfo | null): EngineContext<Res> {
    const ctx = this.context(seat, inst.uid, inst.cardId, event);
    const cls = this.entities.classOfCard(inst) ?? this.entities.classOfCardId(inst.cardId);
    if (cls) ctx.resolution.source = { id: inst.uid, type: cls.type };
    return ctx;
  }
  /**
   * The context for an ability of a card in a shared live zone, or null if nobody controls it: by
   * default, with `shared-cards-act-for` in the rules, the player controlling that argument of the
   * event (else the first player in turn order).
   */
  sharedContext(inst: CardInstance, event: EventInfo): EngineContext<Res> | null {
    const arg = this.rules.sharedCardsActFor;
    if (arg === undefined) return null;
    const of = event.args[arg];
    const seat = of && typeof of === "object" ? this.controllerOf(of) : null;
    return this.cardContext(seat ?? this.turnOrder()[0], inst, event);
  }
  /** Game-specific limits on playing a card now (beyond its step and requirements). */
  canPlay(_seat: number, _inst: CardInstance): boolean {
    return true;
  }
  /** A card was just played (moved to its zone, before its effect). */
  onPlayed(_seat: number, _inst: CardInstance): void {}
  /** Greedy advice: how good playing this card is for the seat. */
  playValue(_seat: number, _cardId: string): number {
    return 1;
  }
  /** `Aria (Ann)`, `the Boss Ogre`, a card with its owner (`Buckler (Ann)`), a player's name. */
  describe(ref: Ref): string {
    const entity = this.entities.describe(ref);
    if (entity !== null) return entity;
    const inst = this.table.cards.get(ref.id);
    if (inst) return inst.owner === null ? this.catalogue.name(inst.cardId) : `${this.catalogue.name(inst.cardId)} (${this.seatName(inst.owner)})`;
    return ref.type === "player" && this.seatOfId(ref.id) !== null ? this.seatName(this.seatOfId(ref.id)!) : ref.id;
  }
  /** The card showing a card or an entity (an avatar's card), whose printed numbers `<field> of` reads. */
  cardIdOf(ref: Ref): string | undefined {
    return this.entities.cardId(ref) ?? (this.catalogue.has(ref.id) ? ref.id : undefined);
  }
  /** The prompt of a Response window: what is happening. */
  describeEvent(event: EventInfo): string {
    // `says`, split once into text and field names: `{by} attacks {on}` → ["", "by", " attacks ", "on", ""].
    let parts = this.prompts.get(event.name);
    if (parts === undefined) this.prompts.set(event.name, (parts = this.events.rule(event.name)?.says?.split(/\{([^}]*)\}/) ?? null));
    if (parts) {
      let text = parts[0];
      for (let i = 1; i < parts.length; i += 2) text += describeValue(this, Object.hasOwn(event.args, parts[i]) ? event.args[parts[i]] : event.payload[parts[i]]) + parts[i + 1];
      return text;
    }
    const on = event.args.on;
    return `${event.name}${on && typeof on === "object" ? ` on ${this.describe(on)}` : ""}`;
  }
  private readonly prompts = new Map<string, readonly string[] | null>();
  /** Attaches a card to an entity; the `attached` counter marks it, and goes when the card's counters are cleared. */
  attach(inst: CardInstance, to: Ref): void {
    this.attachments.set(inst.uid, to);
    this.table.setCounter(inst, "attached", 1);
  }
  /** The entity a card is attached to while the attachment holds (by default: while it is live), or null. */
  attachedTo(inst: CardInstance): Ref | null {
    return inst.owner !== null && this.isLive(inst, inst.owner) ? (this.attachments.get(inst.uid) ?? null) : null;
  }
  /** The entity a live card's own modifiers (those without `to`) modify: what it is attached to, else its owner's. */
  modifies(inst: CardInstance): Ref | null {
    if (this.attachments.has(inst.uid)) return this.attachedTo(inst);
    return inst.owner === null ? null : this.seatEntity(inst.owner);
  }
  /** The round is over (its limits and modifiers have expired): a game forgets its own per-round state. */
  roundEnded(): void {}
  /** Called after every phase and step (tools check invariants here). */
  afterStep(): void {}
  /** Re-applies rules that hang on values (at each phase's start, after each play or use): a lowered Health defeats. */
  settle(): void {
    this.damage?.settle();
  }
  /**
   * Settles, unless nothing changed since a settle that changed nothing (the same state, round,
   * phase and step settle the same way): the round settles after every play, often with nothing new.
   */
  settleIfChanged(): void {
    const v = this.stateVersion();
    const last = this.settled;
    if (v === last.version && this.info.round === last.round && this.info.phase === last.phase && this.info.step === last.step) return;
    this.settle();
    const unchanged = this.stateVersion() === v;
    last.version = unchanged ? v : -1;
    last.round = this.info.round;
    last.phase = this.info.phase;
    last.step = this.info.step;
  }
  private readonly settled: { version: number; round: number; phase: string; step: number | null } = { version: -1, round: 0, phase: "", step: null };
  /** A live card's timed or step ability was used (a game may use the card up). */
  abilityUsed(_seat: number, _inst: CardInstance): void {}
  /**
   * Whether a player who plays several cards in one step commits to their order before the first
   * resolves (the others see how many); they may then skip some, and play no other card that step.
   */
  commitsPlayOrder(): boolean {
    return false;
  }

  // ---------- seats, refs, contexts ----------

  get rt(): EffectApi<V> {
    return this.effectHost;
  }

  private get effectHost(): EffectHost<V> {
    return (this.host ??= new EffectHost(effectHooks(this, this.hooks), this.decider, this.rng, this.log));
  }

  /** Whether a selector matches `ref`: `rt.select(ctx, spec)` has it, found without listing the others. */
  selects(ctx: EffectContext, spec: SelectorSpec, ref: Ref): boolean {
    return this.effectHost.includes(ctx, spec, ref);
  }

  /** The procedure hooks; with a setup effect declared, `setup` runs the game's hook and then the effect. */
  get procedures(): Readonly<Record<string, () => unknown>> {
    const effect = this.rules.setupEffect;
    if (!effect) return this.hooks.procedures;
    const hooks = this.hooks.procedures;
    const setup = () => {
      hooks.setup?.();
      runProcedureEffect(this, "setup", effect);
    };
    return (this.setupThenEffect ??= { ...hooks, setup });
  }
  private setupThenEffect: Readonly<Record<string, () => unknown>> | undefined;

  /** The seat controlling an entity or card (a player is its own; a place of the game's map its holder), or null for nobody's. */
  controllerOf(ref: Ref): number | null {
    const holder = mapController(this, ref);
    return holder === undefined ? this.entities.controller(ref) : holder;
  }

  /** The seat in an id such as `player@1` or `champion@1`; ids are few and asked about constantly, so cached. */
  seatOfId(id: string): number | null {
    let seat = this.seatIds.get(id);
    if (seat === undefined) {
      const m = /@(\d+)$/.exec(id);
      seat = m ? Number(m[1]) : null;
      if (this.seatIds.size < 10_000) this.seatIds.set(id, seat);
    }
    return seat;
  }
  private readonly seatIds = new Map<string, number | null>();

  /** The entity acting for an effect: a card acting as itself, else the seat's avatar. */
  actor(ctx: EffectContext): Ref {
    const r = this.resolution(ctx);
    return r.source ?? this.seatEntity(r.seat);
  }

  /**
   * Sets a counter of an entity or card (a scenario's starting table): the game's hook if it has
   * one, else Damage through the entity model (per-player Damage: the context's player's), else
   * the counter on the card or on the avatar's player.
   */
  setProperty(ctx: EffectContext, name: string, of: Ref, value: number): void {
    if (this.hooks.setProperty) return this.hooks.setProperty(ctx, name, of, value);
    if (name === this.rules.damage?.counter && this.entities.classOf(of)) return this.entities.setDamage(of, this.resolution(ctx).seat, value);
    this.table.setCounter(this.counterHolder(of), name, value);
  }

  /** Where the counters of a card, player or avatar are: the card, or the player. */
  counterHolder(of: Ref): { counters: Record<string, number> } {
    const inst = this.table.cards.get(of.id);
    const seat = inst ? null : this.seatOfId(of.id);
    const holder = inst ?? (seat === null ? undefined : this.table.players[seat]);
    if (!holder) throw new Error(`nothing holds counters for ${this.describe(of)}`);
    return holder;
  }

  /** The game's `defeated` hook for an entity class. */
  defeatHook(cls: string): (ctx: EffectContext, on: Ref, by: Ref) => void {
    const hook = this.hooks.defeated?.[cls];
    if (!hook) throw new Error(`the ${this.rules.game} runtime has no defeated hook for ${cls}`);
    return hook;
  }

  seatName(seat: number): string {
    return this.table.players[seat]?.name ?? `seat ${seat + 1}`;
  }

  /** The seats the lead passes among (`leader: passes-clockwise`): those still in, unless a game seats a side that takes no turns. */
  seatsTakingTurns(): number[] {
    return this.inGame();
  }

  /** The seats still in the game, in seat order. */
  inGame(): number[] {
    return this.table.players.map((p) => p.seat).filter((s) => !this.out.has(s));
  }

  /** Seats in turn order from the leader: the order players act, and triggers and responses are collected. */
  turnOrder(): readonly number[] {
    const n = this.table.players.length;
    if (this.orderFor !== this.leader || this.order.length !== n) {
      const order: number[] = [];
      for (let i = 0; i < n; i++) order.push((this.leader + i) % n);
      this.order = order;
      this.orderFor = this.leader;
    }
    return this.order;
  }
  private order: number[] = [];
  private orderFor = -1;

  private readonly playerRefs: Ref[] = [];
  playerRef(seat: number): Ref {
    return (this.playerRefs[seat] ??= { id: `player@${seat}`, type: "player" });
  }

  /** One Ref object per card instance: contexts are made constantly and need not copy it. */
  private readonly cardRefs = new Map<string, Ref>();
  cardRef(id: string): Ref {
    let ref = this.cardRefs.get(id);
    if (!ref) this.cardRefs.set(id, (ref = { id, type: "card" }));
    return ref;
  }

  /** What a rule's own effect (a phase in the effect language) is, where a card's effect has its card. */
  procedureRef(name: string): Ref {
    return this.cardRef(`rule:${name}`);
  }

  /** An effect context for a card (instance) controlled by `seat`. */
  context(seat: number, uid: string | null, cardId: string, event: EventInfo | null = null, card?: Ref): EngineContext<Res> {
    return { cardId, card: card ?? this.cardRef(uid ?? cardId), controller: this.playerRef(seat), event, resolution: this.newResolution(seat, uid) };
  }

  resolution(ctx: EffectContext): Res {
    const own = (ctx as Partial<EngineContext<Res>>).resolution;
    if (own) return own;
    // A context the engine did not make (tests, stubs): derive the seat from its controller.
    const m = /@(\d+)$/.exec(ctx.controller.id);
    const r = this.newResolution(m ? Number(m[1]) : 0, null);
    (ctx as { resolution?: Res }).resolution = r;
    return r;
  }

  ask(d: Decision): number {
    return this.decider.ask(d);
  }

  /** `round 2 · main · turn 3`. */
  where(): string {
    const step = this.info.step === null ? null : this.stepOf(this.info.phase);
    return `round ${this.info.round} · ${this.info.phase}${step ? ` · ${step.name} ${this.info.step}` : ""}`;
  }

  /** The step that runs inside a phase, if any. */
  private stepOf(phase: string): StepRule | undefined {
    if (!this.stepsByPhase.has(phase)) this.stepsByPhase.set(phase, this.rules.steps.find((s) => s.phase === phase));
    return this.stepsByPhase.get(phase);
  }
  private readonly stepsByPhase = new Map<string, StepRule | undefined>();

  // ---------- live cards and requirements ----------

  /** Cards whose abilities and modifiers are in effect for a seat (its live zones). */
  liveCards(seat: number): readonly CardInstance[] {
    // Rebuilt only when one of the seat's live zones changed; a cached array is never mutated,
    // so a caller may move cards while iterating it.
    const live = (this.liveCache[seat] ??= this.newLiveCache(this.liveZones, seat));
    return liveCardsOf(live);
  }
  private readonly liveCache: LiveCache[] = [];

  /**
   * Cards in live zones no player owns (a shared enemy's cards). Like `liveCards`, rebuilt only
   * when one of those zones changed (every triggered event asks); the array is never mutated.
   */
  sharedLiveCards(): readonly CardInstance[] {
    const live = (this.sharedLiveCache ??= this.newLiveCache(this.liveSharedZones, null));
    return liveCardsOf(live);
  }
  private sharedLiveCache: LiveCache | undefined;

  /** A cache of the cards in some zones of one owner, not yet filled (every version unseen). */
  private newLiveCache(zones: readonly string[], owner: number | null): LiveCache {
    const lists = zones.map((z) => this.table.zoneList(z, owner));
    return { lists, versions: lists.map(() => -1), cards: [] };
  }

  isLive(inst: CardInstance, seat: number): boolean {
    return inst.owner === seat && this.liveZones.includes(inst.zone);
  }

  isPerPlayerZone(zone: string): boolean {
    return this.perPlayerZones.has(zone);
  }

  /** Whether the zone's copies of a card are alike (`one-of-each: true`): card nouns offer one of each. */
  offersOneOfEach(zone: string): boolean {
    return this.zoneRules.get(zone)?.oneOfEach === true;
  }
  private readonly perPlayerZones: ReadonlySet<string>;
  /** Each declared zone's rule by name (decks, capacities), looked up on every engine move. */
  private readonly zoneRules: ReadonlyMap<string, ZoneRule<EffectApi<V>>>;

  /**
   * Takes the top card of a zone, as from a deck: an empty deck that `refills-from` another zone
   * first takes that zone's cards, shuffled. The card waits, unowned, wherever the caller puts it.
   */
  drawTop(zone: string, owner: number | null): string | undefined {
    if (!this.table.size(zone, owner)) this.refillDeck(zone, owner);
    return this.table.zone(zone, owner)[0];
  }

  /**
   * The first card of a deck that fits (a player's own cards in a deck several share): when none
   * does but its `refills-from` zone holds one, that zone is shuffled back in first.
   */
  drawFirst(zone: string, owner: number | null, fits: (inst: CardInstance) => boolean): string | undefined {
    const first = () => this.table.inZone(zone, owner).find(fits)?.uid;
    const from = this.zoneRules.get(zone)?.refillsFrom;
    if (!first() && from && this.table.inZone(from, owner).some(fits)) this.refillDeck(zone, owner);
    return first();
  }

  /** Shuffles the cards of the zone a deck `refills-from` back into it (the whole deck is shuffled). */
  refillDeck(zone: string, owner: number | null): void {
    const from = this.zoneRules.get(zone)?.refillsFrom;
    if (!from) return;
    for (const c of this.table.inZone(from, owner)) this.table.move(c.uid, zone, owner, { quiet: true });
    this.table.shuffleZone(zone, owner, (xs) => this.rng.shuffle(xs));
  }

  /**
   * A zone over its capacity (`at-most`): its owner picks which of the cards that count against
   * it to remove, and the zone's overflow verb (`discard`) runs on each, until it fits.
   */
  enforceCapacity(zone: string, owner: number | null): void {
    const rule = this.zoneRules.get(zone);
    if (!rule?.atMost || !rule.overflow) return;
    const { verb, param } = rule.overflow;
    const seat = owner ?? this.turnOrder()[0] ?? 0;
    for (const limit of rule.atMost) {
      const { of } = limit;
      const count = this.capacity(limit.count, seat, zone);
      if (count === null) continue;
      const counts = (inst: CardInstance) => of === null || this.catalogue.hasTrait(inst.cardId, of) || this.catalogue.card(inst.cardId).kind === of;
      for (let over = this.overCapacity(zone, owner, counts, count, rule.perEntity); over; over = this.overCapacity(zone, owner, counts, count, rule.perEntity)) {
        const to = rule.perEntity ? this.attachedTo(over[0]) : null;
        const whose = to ? ` on ${this.describe(to)}` : "";
        const pick = this.ask(
          new LazyDecision(
            seat,
            "overflow",
            () => `${spoken(zone)} holds at most ${count}${of === null ? "" : ` ${of}`}${whose}: ${verb} which?`,
            over.length,
            () => over.map((i) => this.catalogue.name(i.cardId)),
            () => over.map((i) => -this.playValue(seat, i.cardId)),
            () => over.map((i) => i.cardId),
          ),
        );
        const ctx = this.context(seat, null, zone, null, this.procedureRef(zone));
        (this.rt.verbs as Record<string, (ctx: EffectContext, args: Record<string, Ref>) => void>)[verb](ctx, { [param]: this.cardRef(over[pick].uid) });
        if (this.table.cards.get(over[pick].uid)?.zone === zone) throw new Error(`\`${verb}\` left ${this.catalogue.name(over[pick].cardId)} in ${zone}: an overflow verb must take the card out`);
      }
    }
  }

  /** How many cards the seat's `zone` holds at most now (its `at-most` for every card), or null when it has no such limit. */
  zoneCapacity(zone: string, seat: number): number | null {
    const counts = (this.zoneRules.get(zone)?.atMost ?? []).filter((limit) => limit.of === null).map((limit) => this.capacity(limit.count, seat, zone));
    const known = counts.filter((n): n is number => n !== null);
    return known.length ? Math.min(...known) : null;
  }

  /**
   * The counted cards of a zone when there are more than `count`, else null; `perEntity`: those
   * of the first entity whose attached cards are more than `count`.
   */
  private overCapacity(zone: string, owner: number | null, counts: (inst: CardInstance) => boolean, count: number, perEntity = false): CardInstance[] | null {
    const counted = this.table.peek(zone, owner).filter(counts);
    if (!perEntity) return counted.length > count ? counted : null;
    const byEntity = new Map<string, CardInstance[]>();
    for (const inst of counted) {
      const to = this.attachedTo(inst);
      if (!to) continue;
      const group = byEntity.get(to.id) ?? [];
      group.push(inst);
      byEntity.set(to.id, group);
    }
    for (const group of byEntity.values()) if (group.length > count) return group;
    return null;
  }

  /** A capacity's count now; null (no limit) when the value it reads is missing (no such entity in play). */
  private capacity(count: number | ((rt: EffectApi<V>, ctx: EffectContext) => number), seat: number, zone: string): number | null {
    if (typeof count === "number") return count;
    try {
      return count(this.rt, this.context(seat, null, zone, null, this.procedureRef(zone)));
    } catch (e) {
      if (e instanceof Fizzle) return null;
      throw e;
    }
  }

  isLiveZone(zone: string): boolean {
    return this.liveZones.includes(zone) || this.liveSharedZones.includes(zone);
  }

  /** The requirement conditions of a card for a seat: its `requires` field and its effect's. */
  private requirements(seat: number, cardId: string): Array<(rt: EffectApi<V>, ctx: EffectContext) => boolean> | null {
    const requires = this.catalogue.requires(cardId);
    const effectRequires = this.catalogue.effectOf<EffectApi<V>>(cardId)?.requires;
    const checks: Array<(rt: EffectApi<V>, ctx: EffectContext) => boolean> = [];
    if (requires && this.requirementsApply(seat, cardId)) checks.push(requires as never);
    if (effectRequires) checks.push(effectRequires);
    return checks.length ? checks : null;
  }

  /**
   * A card is blank while it holds a blanking counter's token, or while its requirements are unmet. Cached per table version, so a changed
   * value is reflected at once; a card being evaluated counts as blank to itself, which breaks
   * cycles between requirements and the modifiers that feed them.
   */
  isBlank(inst: CardInstance): boolean {
    if (inst.owner === null) return false;
    if (this.rules.blankingCounters?.some((counter) => (inst.counters[counter] ?? 0) > 0)) return true;
    // Most cards have no requirement at all: answer those without touching the cache.
    if (!this.catalogue.hasRequirements(inst.cardId)) return false;
    // Keyed by instance; the side it was worked out for is kept with it (a flip changes the answer).
    const cached = this.derived.get(this.blankCache, inst);
    if (cached !== undefined && cached.cardId === inst.cardId) return cached.blank;
    const checks = this.requirements(inst.owner, inst.cardId);
    let blank = false;
    if (checks) {
      if (this.derived.evaluating.has(inst.uid)) return true;
      this.derived.evaluating.add(inst.uid);
      try {
        const ctx = this.context(inst.owner, inst.uid, inst.cardId);
        blank = !checks.every((c) => c(this.rt, ctx));
      } finally {
        this.derived.evaluating.delete(inst.uid);
      }
    }
    this.derived.set(this.blankCache, inst, { cardId: inst.cardId, blank });
    return blank;
  }
  private readonly blankCache: DerivedTable<CardInstance, { readonly cardId: string; readonly blank: boolean }>;

  /** Could `seat` use this card at all (its `requires` met, or not applying to the seat)? */
  meetsRequirements(seat: number, cardId: string): boolean {
    const requires = this.catalogue.requires(cardId);
    if (!requires || !this.requirementsApply(seat, cardId)) return true;
    const table = (this.meetsCache[seat] ??= this.derived.table());
    const cached = this.derived.get(table, cardId);
    if (cached !== undefined) return cached;
    const meets = (requires as (rt: EffectApi<V>, ctx: EffectContext) => boolean)(this.rt, this.context(seat, null, cardId));
    this.derived.set(table, cardId, meets);
    return meets;
  }
  /** Per seat: card id → whether the seat meets its requirements. */
  private readonly meetsCache: Array<DerivedTable<string, boolean>> = [];

  // ---------- values after continuous modifiers (values.ts) ----------

  /** Changes whenever the table or this round's modifiers change: values derived from them may be cached per version. */
  stateVersion(): number {
    return this.table.version + this.values.revision * 2 ** 32;
  }

  get roundModifiers(): readonly RoundModifier<EffectApi<V>>[] {
    return this.values.roundModifiers;
  }

  addRoundModifier(m: RoundModifier<EffectApi<V>>): void {
    this.values.addRoundModifier(m);
  }

  clearRoundModifiers(): void {
    this.values.clearRoundModifiers();
  }

  /** A stat, resource or counter of a seat's own entity after modifiers (values.ts). */
  value(seat: number, name: string, vs: Ref | null = null): number {
    return this.values.value(seat, name, vs);
  }

  /** The sum of live modifiers with `to` whose selector includes `ref` (with `from`, of the cards it accepts only). */
  modifiersTo(ref: Ref, name: string, vs: Ref | null = null, from?: (inst: CardInstance) => boolean): number {
    return this.values.modifiersTo(ref, name, vs, from);
  }

  // ---------- abilities, events, the round ----------

  canRun(ctx: EffectContext, ability: Ability<EffectApi<V>>, index: number, uid: string | null, cardLimits = true): boolean {
    return abilities.canRun(this, ctx, ability, index, uid, cardLimits);
  }

  runAbility(ctx: EffectContext, ability: Ability<EffectApi<V>>, index: number, uid: string | null, cardLimits = true): boolean {
    return abilities.runAbility(this, ctx, ability, index, uid, cardLimits);
  }

  /**
   * An event happens: a Response window first if it is respondable, then `resolve` (told how
   * many players responded, and given the damage the event carries, which it deals), then the
   * `when`/`whenever` triggers of live cards.
   */
  raise(name: string, args: Readonly<Record<string, Ref>>, payload: Readonly<Record<string, unknown>> = NO_PAYLOAD, resolve?: (responses: number, pending: PendingDamage | null) => void): void {
    this.events.raise(name, args, payload, resolve);
  }

  /** How many times each event was raised in this game. */
  get eventCounts(): ReadonlyMap<string, number> {
    return this.events.counts;
  }

  /** At start-up: every noun, fact and procedure the rules declare `hook` has a function. */
  checkHooks(): void {
    const missing = missingHooks(this, this.hooks);
    if (missing.length) throw new Error(`the ${this.rules.game} runtime has no hook for: ${missing.join(", ")}`);
  }
}

/** The payload of an event raised without one (shared: a payload is never written to). */
const NO_PAYLOAD: Readonly<Record<string, unknown>> = Object.freeze({});

/** An event's argument or payload value as a prompt shows it. */
function describeValue<V extends object>(e: Engine<V>, value: unknown): string {
  return value !== null && typeof value === "object" && "id" in value ? e.describe(value as Ref) : String(value);
}

/** Cards in some zones of one owner, kept with the zones' versions they were gathered at. */
interface LiveCache {
  readonly lists: readonly ZoneList[];
  readonly versions: number[];
  cards: CardInstance[];
}

/** The cards of a live-zone cache, rebuilt only when one of its zones changed; the array returned is never mutated. */
function liveCardsOf(live: LiveCache): readonly CardInstance[] {
  let fresh = true;
  for (let z = 0; z < live.lists.length; z++) if (live.versions[z] !== live.lists[z].version) fresh = false;
  if (fresh) return live.cards;
  const cards: CardInstance[] = [];
  for (let z = 0; z < live.lists.length; z++) {
    const zone = live.lists[z].cards;
    for (let i = 0; i < zone.length; i++) cards.push(zone[i]);
    live.versions[z] = live.lists[z].version;
  }
  live.cards = cards;
  return cards;
}
