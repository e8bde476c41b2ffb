/**
 * A game of Shadows: Heroes & Monsters on the generic engine. The engine runs events, triggers,
 * Responses, modifiers, the round, the entities and the damage rules from RULES; this class holds
 * Shadows' own bookkeeping (seats, the Attack being resolved, the monster action's challenger)
 * and the hooks the engine asks of a game. The phases are in rounds.ts, fights in combat.ts,
 * nouns and verbs in hooks.ts.
 */
import type { EffectContext, EventInfo, Ref } from "../../../runtime/api.ts";
import { Catalogue, type CatalogueCard } from "../../../runtime/core/catalogue.ts";
import { Engine } from "../../../runtime/core/engine.ts";
import type { PlayOptions } from "../../../runtime/core/game-module.ts";
import type { EngineContext } from "../../../runtime/core/resolution.ts";
import type { CardInstance } from "../../../runtime/core/table.ts";
import type { Card, ShadowsVerbs } from "../../../generated/shadows/index.ts";
import { cards, COUNTER_BOUNDS, RESOURCE_BOUNDS } from "../../../generated/shadows/index.ts";
import type { AttackState } from "./combat.ts";
import { makeHooks, ShadowsResolution } from "./hooks.ts";
import { Z, type Seat } from "./model.ts";
import { spendOneTimeItem } from "./card-moves.ts";
import { initiativeZeroToStation } from "./combat.ts";
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
  /** Attacks resolved this round: a guard against effects that never stop. */
  attacksThisRound = 0;
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
    initiativeZeroToStation(this);
    super.settle();
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

  override avatarCard(seat: number): string | undefined {
    return this.seats[seat]?.hero || undefined;
  }

  /** A Monster's Creature acts against the player whose monster action is resolving. */
  override sharedContext(inst: CardInstance, event: EventInfo): EngineContext<ShadowsResolution> {
    const ctx = this.cardContext(this.currentChallengerSeat ?? this.leader, inst, event);
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

  /** A KnockDown by the Monster cancels its remaining Spells against that Hero. */
  override preventsDamage(ctx: EffectContext, target: Ref): boolean {
    const source = this.resolution(ctx).source;
    if (source?.type !== "monster" || target.type !== "hero" || this.sparedFromMonster !== this.controllerOf(target)) return false;
    this.log.add(`the Monster's Spell on ${this.describe(target)} is cancelled: that Hero was KnockedDown`);
    return true;
  }

  /** During an Attack a Hero's stats count `vs` its target; an own stat read outside one may become an Attack's amount. */
  override statVersus(ctx: EffectContext, seat: number, stat: string): Ref | null {
    const vs = this.attacks.length ? this.attacks[this.attacks.length - 1].target : null;
    const r = this.resolution(ctx);
    if (!vs && seat === r.seat) r.amountStats.add(stat);
    return vs;
  }

  /** A monster action is known by its icons (`MxAttack+MxResponse`). */
  override describe(ref: Ref): string {
    const inst = this.table.cards.get(ref.id);
    const icons = inst && (this.card(inst.cardId) as { icons?: readonly string[] }).icons;
    return icons ? icons.join("+") : super.describe(ref);
  }

  // ---------- the Monster ----------

  activeMonster(): CardInstance | undefined {
    return this.table.peek(Z.monster)[0];
  }

  /** A level III Monster is among the players' trophies. */
  get finalLevelDefeated(): boolean {
    return this.table.players.some((p) => this.table.peek(Z.trophies, p.seat).some((m) => (this.card(m.cardId) as { level: number }).level >= 3));
  }
}
