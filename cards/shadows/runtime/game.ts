/**
 * A game of Shadows: Heroes & Monsters on the generic engine. The engine runs events, triggers,
 * Responses, modifiers and the round from RULES; this class is Shadows' entity model (Heroes
 * with stats and Damage, Shield Points, Creatures and Objects, the Monster) and the hooks the
 * engine asks of a game. The phases are in rounds.ts, fights in combat.ts, nouns and verbs in hooks.ts.
 */
import type { EventInfo, Ref } from "../../../runtime/api.ts";
import { Catalogue, type CatalogueCard } from "../../../runtime/core/catalogue.ts";
import { Engine } from "../../../runtime/core/engine.ts";
import type { PlayOptions } from "../../../runtime/core/game-module.ts";
import type { EngineContext } from "../../../runtime/core/resolution.ts";
import type { CardInstance } from "../../../runtime/core/table.ts";
import type { Card, ShadowsVerbs } from "../../../generated/shadows/index.ts";
import { cards, COUNTER_BOUNDS, RESOURCE_BOUNDS } from "../../../generated/shadows/index.ts";
import type { AttackState } from "./combat.ts";
import { makeHooks, ShadowsResolution } from "./hooks.ts";
import { HERO_STATS, MONSTER, seatOfRef, Z, type Seat } from "./model.ts";
import { spendOneTimeItem } from "./card-moves.ts";
import { settleStats } from "./combat.ts";
import { cardValue } from "./rounds.ts";
import { RULES } from "../../../generated/shadows/rules.ts";

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

export const CATALOGUE = new Catalogue(cards as unknown as readonly CatalogueCard[]);

export class ShadowsGame extends Engine<ShadowsVerbs, ShadowsResolution> {
  readonly seats: Seat[] = [];
  /** Damage tokens on the active Monster, per seat (damage is not shared). */
  monsterDamage: number[] = [];
  monstersDefeated = 0;
  /** Attacks resolved this round: a guard against effects that never stop. */
  attacksThisRound = 0;
  finalLevelDefeated = false;
  scores: FinalScore[] = [];
  winners: number[] = [];
  /** The Attacks being resolved, innermost last (blocks from Responses land on the top one). */
  readonly attacks: AttackState[] = [];
  /** Stopped by the round limit for bot games (not a rule): not ended, no winner. */
  safetyStop = false;
  /** While a monster action resolves: the seat whose Hero it KnockedDown, spared its remaining Attacks and Spells. */
  sparedFromMonster: number | null = null;
  /** Set while a monster action resolves: who it acts against. */
  currentChallenger: Ref | null = null;
  currentChallengerSeat: number | null = null;

  readonly hooks = makeHooks(this);

  constructor(readonly options: GameOptions) {
    super(RULES, CATALOGUE, { seed: options.seed, agents: options.agents, onLog: options.onLog, resourceBounds: RESOURCE_BOUNDS, counterBounds: COUNTER_BOUNDS });
  }

  protected newResolution(seat: number, uid: string | null): ShadowsResolution {
    return new ShadowsResolution(seat, uid);
  }

  override afterStep(): void {
    this.options.onStep?.(this);
  }

  override settle(): void {
    settleStats(this);
  }

  override abilityUsed(_seat: number, inst: CardInstance): void {
    spendOneTimeItem(this, inst.uid);
  }

  /** What a player did this round (Predicts against them, their Attacks) is forgotten. */
  override roundEnded(): void {
    for (const seat of this.seats) {
      seat.predictedAgainst.clear();
      seat.attacksThisRound = 0;
      seat.standaloneUsed = false;
    }
    this.attacksThisRound = 0;
  }

  override commitsPlayOrder(): boolean {
    return true;
  }

  /** An Attachment holds while it stays on its owner's Station Field. */
  override attachedTo(inst: CardInstance): Ref | null {
    if (!inst.counters.attached || inst.owner === null || inst.zone !== Z.station) return null;
    return this.attachments.get(inst.uid) ?? null;
  }

  /** An Attachment modifies only what it is attached to (nothing while unattached). */
  override modifies(inst: CardInstance): Ref | null {
    return this.hasTrait(inst.cardId, "Attachment") ? this.attachedTo(inst) : super.modifies(inst);
  }

  // ---------- cards ----------

  card(id: string): Card {
    return this.catalogue.card(id) as unknown as Card;
  }

  cardName(id: string): string {
    return this.catalogue.name(id);
  }

  inst(uid: string): CardInstance {
    return this.table.card(uid);
  }

  hasTrait(cardId: string, name: string): boolean {
    return this.catalogue.hasTrait(cardId, name);
  }

  /** Seats in turn order, starting with the Leader. */
  seatsInOrder(): Seat[] {
    return this.turnOrder().map((s) => this.seats[s]);
  }

  // ---------- hooks the engine asks of a game ----------

  override requirementsApply(seat: number, cardId: string): boolean {
    return (this.catalogue.card(cardId) as { hero?: string }).hero !== this.seats[seat].hero;
  }

  /** A Creature or Object acts as itself. */
  override cardContext(seat: number, inst: CardInstance, event: EventInfo | null): EngineContext<ShadowsResolution> {
    const ctx = this.context(seat, inst.uid, inst.cardId, event);
    if (this.isEntityCard(inst.cardId)) ctx.resolution.source = { id: inst.uid, type: this.hasTrait(inst.cardId, "Object") ? "object" : "creature" };
    return ctx;
  }

  /** A Monster's Creature acts against the player whose monster action is resolving. */
  override sharedContext(inst: CardInstance, event: EventInfo): EngineContext<ShadowsResolution> {
    const ref = { id: inst.uid, type: "creature" };
    const ctx = this.context(this.currentChallengerSeat ?? this.leader, inst.uid, inst.cardId, event, ref);
    ctx.resolution.source = ref;
    ctx.resolution.challenger = this.currentChallenger;
    return ctx;
  }

  /** Attack (Standalone): the only Attack its player uses this round. */
  override canPlay(seat: number, inst: CardInstance): boolean {
    const standalone = this.hasTrait(inst.cardId, "Attack-Standalone");
    if ((standalone || this.hasTrait(inst.cardId, "Attack")) && this.seats[seat].standaloneUsed) return false;
    return !(standalone && this.seats[seat].attacksThisRound > 0);
  }

  override onPlayed(seat: number, inst: CardInstance): void {
    if (this.hasTrait(inst.cardId, "Attack-Standalone")) this.seats[seat].standaloneUsed = true;
  }

  override playValue(seat: number, cardId: string): number {
    return cardValue(this, seat, cardId);
  }

  override describeEvent(event: EventInfo): string {
    const { on, by } = event.args as { on: Ref; by: Ref };
    if (event.name === "attacked") return `${this.describe(by)} attacks ${this.describe(on)} for ${event.payload.amount}`;
    return `${this.describe(by)} uses a ${event.name === "spell" ? "Spell" : "Predict"} on ${this.describe(on)}`;
  }

  // ---------- stats, health and shields ----------

  /** Hero stat before modifiers: the Hero's card plus equipped Items; resources and counters as they are. */
  baseValue(seat: number, name: string): number {
    const p = this.table.players[seat];
    if (!HERO_STATS.includes(name)) return p.resources[name] ?? p.counters[name] ?? 0;
    let total = (this.card(this.seats[seat].hero) as { stats: Record<string, number> }).stats[name] ?? 0;
    for (const inst of this.table.peek(Z.inventory, seat)) {
      const item = this.card(inst.cardId) as { stats?: Record<string, number> };
      if (item.stats?.[name] && !this.isBlank(inst)) total += item.stats[name];
    }
    return total;
  }

  seatEntity(seat: number): Ref {
    return this.seats[seat].heroRef;
  }

  stat(seat: number, stat: string, vs: Ref | null = null): number {
    return this.value(seat, stat, vs);
  }

  heroHealth(seat: number): number {
    return this.value(seat, "health");
  }

  heroDamage(seat: number): number {
    return this.table.players[seat].counters.damage ?? 0;
  }

  /** Cards with unbroken Shield Points a seat may spend (not in the Stunned Area). */
  shieldCards(seat: number): Array<{ inst: CardInstance; free: number }> {
    const out: Array<{ inst: CardInstance; free: number }> = [];
    for (const z of [Z.station, Z.combat, Z.inventory, Z.status]) {
      for (const inst of this.table.peek(z, seat)) {
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

  // ---------- entities ----------

  /** The seat controlling an entity, or null for the Monster and its Creature. */
  override controllerOf(ref: Ref): number | null {
    if (ref.type === "hero" || ref.type === "player") return seatOfRef(ref);
    if (!this.table.cards.has(ref.id)) return null;
    const inst = this.inst(ref.id);
    return inst.zone === Z.monsterCreature ? null : inst.owner;
  }

  override describe(ref: Ref): string {
    const seat = seatOfRef(ref);
    if (ref.type === "hero") return `${this.cardName(this.seats[seat!].hero)} (${this.seats[seat!].name})`;
    if (ref.type === "player") return this.seats[seat!].name;
    if (ref.id === MONSTER.id) return `the Monster ${this.activeMonster() ? this.cardName(this.activeMonster()!.cardId) : ""}`.trim();
    if (!this.table.cards.has(ref.id)) return ref.id;
    const inst = this.inst(ref.id);
    // A monster action is known by its icons (`MxAttack+MxResponse`).
    const icons = (this.card(inst.cardId) as { icons?: readonly string[] }).icons;
    if (icons) return icons.join("+");
    return inst.owner === null ? this.cardName(inst.cardId) : `${this.cardName(inst.cardId)} (${this.seats[inst.owner].name})`;
  }

  /** A Hero is shown by its Hero card, the Monster by the active Monster card. */
  override cardIdOf(ref: Ref): string | undefined {
    if (ref.type === "hero") return this.seats[seatOfRef(ref)!]?.hero;
    if (ref.id === MONSTER.id) return this.activeMonster()?.cardId;
    return super.cardIdOf(ref);
  }

  activeMonster(): CardInstance | undefined {
    return this.table.peek(Z.monster)[0];
  }

  levelOfActiveMonster(): number {
    const m = this.activeMonster();
    return m ? (this.card(m.cardId) as { level: number }).level : Math.min(3, 1 + this.monstersDefeated);
  }

  /** Entities with Health: heroes, creatures and objects on Station Fields, the Monster and its Creature. */
  entities(): readonly Ref[] {
    // Asked for every target and ally: rebuilt only when the table or the modifiers changed.
    const version = this.stateVersion();
    if (this.entityCache?.version === version) return this.entityCache.refs;
    const out: Ref[] = this.seats.map((s) => s.heroRef);
    for (const s of this.seats) {
      for (const inst of this.table.peek(Z.station, s.seat)) {
        if (this.isEntityCard(inst.cardId) && !this.isBlank(inst)) out.push({ id: inst.uid, type: this.hasTrait(inst.cardId, "Object") ? "object" : "creature" });
      }
    }
    if (this.activeMonster()) out.push(MONSTER);
    for (const inst of this.table.peek(Z.monsterCreature)) out.push({ id: inst.uid, type: "creature" });
    // A requirement being evaluated sees its card as blank: such a list is not kept.
    if (!this.derived.evaluating.size) this.entityCache = { version, refs: out };
    return out;
  }
  private entityCache: { version: number; refs: readonly Ref[] } | null = null;

  isEntityCard(cardId: string): boolean {
    return (this.hasTrait(cardId, "Creature") || this.hasTrait(cardId, "Object")) && !!(this.card(cardId) as { health?: number }).health;
  }

  isInvincible(ref: Ref): boolean {
    const inst = ref.id === MONSTER.id ? this.activeMonster() : this.table.cards.get(ref.id);
    return !!inst && this.hasTrait(inst.cardId, "Invincible");
  }
}
