/**
 * The round, run from the rules: each phase in order (its timed abilities at start and end, its
 * procedure hook or its step), each step number (players act in turn order where the rules say
 * they do, a procedure hook runs the others), the end check at the declared moment, and the
 * bookkeeping of a round's end (used cards leave, round limits and modifiers expire).
 */
import type { Ability, EffectApi, EffectContext, Trigger } from "../api.ts";
import { LazyDecision, type Decision } from "./agents.ts";
import { logScores } from "./declared-score.ts";
import { declaredRanking } from "./declared-ranking.ts";
import { logOutcome } from "./ranking.ts";
import { restockForNextGameTurn } from "./restock-days.ts";
import { eliminate } from "./elimination.ts";
import { Fizzle } from "./effect-host.ts";
import type { Engine } from "./engine.ts";
import { forEachLiveAbility, type LiveAbilityVisitor } from "./live-abilities.ts";
import type { PhaseRule, StepRule } from "./rules.ts";
import type { Resolution } from "./resolution.ts";
import { own, type CardInstance } from "./table.ts";

const NO_CARDS: ReadonlySet<string> = new Set();

/** No legal turn comes near this many plays in one step; more means a loop. */
const MAX_PLAYS_PER_TURN = 50;

/** Where a card goes when played: its trait's zone, else its kind's, else the game's default. */
export function playZone<V extends object>(e: Engine<V>, cardId: string): string {
  const kind = e.catalogue.card(cardId).kind;
  const ofKind = own(e.rules.kindPlayedTo, kind);
  const zone = e.traitRules.playedTo(cardId) ?? ofKind ?? e.rules.playedTo;
  if (!zone) throw new Error(`the ${e.rules.game} rules say nowhere for a played card to go (no default \`playedTo\`)`);
  return zone;
}

/** What a player may do at a step number: plain data (this runs hundreds of times a game). */
type PlayOption = { kind: "pass" } | { kind: "card"; uid: string; cardId: string } | { kind: "ability"; uid: string; index: number; key: string };

/** Passing: the first option of every turn (one object, never written to). */
const PASS: PlayOption = { kind: "pass" };

/**
 * Runs an effect of the rules (a phase written in the effect language) as the first player in
 * turn order: that player makes its choices, and `each player:` blocks go round the table.
 */
export function runProcedureEffect<V extends object>(e: Engine<V>, name: string, effect: (rt: EffectApi<V>, ctx: EffectContext) => void): void {
  const ctx = e.context(e.turnOrder()[0] ?? 0, null, name, null, e.procedureRef(name));
  try {
    effect(e.rt, ctx);
  } catch (err) {
    // A rule that runs out of things to act on stops, as a card's effect does.
    if (!(err instanceof Fizzle)) throw err;
    e.log.add(`${name}: ${err.message}`);
  }
  e.settleIfChanged();
}

/** Whether a trigger runs at this moment: `at start of <period>` (or at every number of a step), or `at <edge> of <step> N`. */
function isTimed<R>(t: Trigger<R>, period: string, edge: "start" | "end", n: number | null): boolean {
  return t.kind === "at" && t.period === period && (t.edge ?? "start") === edge && (t.number === null || (t.number === n && t.edge !== null));
}

/** Whether a trigger is an ability its player may use at this step number (`at <step> N:`, no edge). */
function isOffered<R>(t: Trigger<R>, step: string, n: number): boolean {
  return t.kind === "at" && t.period === step && t.number === n && t.edge === null;
}

/** The timed abilities of live cards at one moment, run in turn. */
class TimedAbilities<V extends object> implements LiveAbilityVisitor<V> {
  constructor(
    private readonly e: Engine<V>,
    private readonly period: string,
    private readonly edge: "start" | "end",
    private readonly n: number | null,
  ) {}

  wants(t: Trigger<EffectApi<V>>): boolean {
    return isTimed(t, this.period, this.edge, this.n);
  }

  visit(seat: number, inst: CardInstance, ability: Ability<EffectApi<V>>, index: number): void {
    const e = this.e;
    const ctx = e.cardContext(seat, inst, null);
    if (!e.canRun(ctx, ability, index, inst.uid)) return;
    e.log.add(`${e.seatName(seat)}'s ${e.catalogue.name(inst.cardId)} (${this.period})`);
    if (e.runAbility(ctx, ability, index, inst.uid)) e.abilityUsed(seat, inst);
  }
}

/**
 * A player's turn at a step number as a decision: a plain record of the options, whose prompt,
 * labels and advice are written only if an agent reads them (one object per decision, no closures:
 * this is the game's most frequent decision).
 */
class PlayDecision<V extends object> implements Decision {
  readonly kind = "play";
  readonly count: number;
  private labels: readonly string[] | undefined;
  private advice: readonly number[] | undefined;

  constructor(
    private readonly e: Engine<V>,
    readonly seat: number,
    private readonly step: string,
    private readonly n: number,
    private readonly offered: readonly PlayOption[],
  ) {
    this.count = offered.length;
  }

  get prompt(): string {
    return `${this.step} ${this.n}: play a card or pass`;
  }

  get options(): readonly string[] {
    return (this.labels ??= this.offered.map((o) => (o.kind === "pass" ? "pass" : `${o.kind === "card" ? "play" : "use"} ${this.e.catalogue.name(this.e.table.card(o.uid).cardId)}`)));
  }

  get scores(): readonly number[] {
    return (this.advice ??= this.offered.map((o) => (o.kind === "pass" ? 0 : o.kind === "card" ? this.e.playValue(this.seat, o.cardId) : 2.5)));
  }

  get cards(): readonly (string | null)[] {
    return this.offered.map((o) => (o.kind === "pass" ? null : this.e.table.card(o.uid).cardId));
  }
}

export class RoundRunner<V extends object> {
  constructor(private readonly e: Engine<V>) {}

  private get phases(): readonly PhaseRule<EffectApi<V>>[] {
    return this.e.rules.phases;
  }

  playRound(): void {
    this.playPhases(this.phases[0].name, this.phases[this.phases.length - 1].name);
  }

  /** Plays the phases `from`..`to` of the current round (starting at the first phase starts a new round). */
  playPhases(from: string, to: string): void {
    const start = this.phases.findIndex((p) => p.name === from);
    const end = this.phases.findIndex((p) => p.name === to);
    if (start < 0 || end < start) throw new RangeError(`no phases ${from}..${to}`);
    const e = this.e;
    if (start === 0) this.newRound();
    for (let i = start; i <= end && !e.ended; i++) this.phase(this.phases[i]);
    if (end === this.phases.length - 1 && !e.ended) this.endOfRound();
  }

  /** A round begins: the lead passes on when the rules say so (to the first player still in). */
  private newRound(): void {
    const e = this.e;
    e.info.round++;
    if (e.rotation) e.leader = e.rotation.next(e.seatsTakingTurns(), e.leader, e.info.round === 1);
    if (e.info.round === 1) e.firstPlayer = e.turnOrder()[0] ?? null;
  }

  private phase(rule: PhaseRule<EffectApi<V>>): void {
    const e = this.e;
    e.info.phase = rule.name;
    e.info.step = null;
    e.log.at(e.where());
    if (!this.endCheck(rule.name, "start")) {
      e.settleIfChanged();
      this.runTimed(rule.name, "start", null);
      if (rule.hook) e.procedures[rule.hook]();
      if (rule.effect) runProcedureEffect(e, rule.name, rule.effect);
      if (rule.step && !e.ended) this.step(e.rules.steps.find((s) => s.name === rule.step)!);
      if (!e.ended) {
        this.runTimed(rule.name, "end", null);
        this.endCheck(rule.name, "end");
      }
    }
    // Tools see the phase end even when the game ended in it (its last checkpoint).
    e.afterStep();
  }

  private step(rule: StepRule): void {
    const e = this.e;
    for (const n of rule.numbers) {
      if (e.ended) break;
      e.info.step = n;
      e.log.at(e.where());
      this.runTimed(rule.name, "start", n);
      const hook = rule.procedures[n];
      if (hook) e.procedures[hook]();
      else if (rule.playersAct.includes(n)) for (const seat of e.turnOrder()) this.playTurn(seat, rule, n);
      this.runTimed(rule.name, "end", n);
      e.afterStep();
    }
    e.info.step = null;
  }

  /** The end of the game is checked at the declared moment; if it ends, the game is scored. */
  private endCheck(phase: string, edge: "start" | "end"): boolean {
    const e = this.e;
    const end = e.rules.end;
    if (end.phase !== phase || end.edge !== edge) return false;
    const over = (e.rules.elimination && eliminate(e, e.rules.elimination)) || this.gameTurnsOver() || (end.hook !== null && e.procedures[end.hook]() === true);
    if (over) {
      e.ended = true;
      const score = e.rules.procedureHooks.find((h) => h === "score");
      if (score) e.procedures[score]();
      else if (e.rules.score) logScores(e, e.rules.score);
      else if (e.rules.ranking) logOutcome(e, declaredRanking(e));
      return true;
    }
    this.sendUsedCards();
    return false;
  }

  /** A game turn is over, and it was the declared last one, or its `early` fact holds (the end reason says which). */
  private gameTurnsOver(): boolean {
    const e = this.e;
    const { gameTurns: turns, early } = e.rules.end;
    if (!e.rotation?.turnOver) return false;
    if (early && e.rt.fact(e.context(e.turnOrder()[0] ?? 0, null, "end", null, e.procedureRef("end")), early.fact)) {
      e.endReason = `${early.says} in game turn ${e.rotation.gameTurn}`;
      return true;
    }
    if (turns === undefined || e.rotation.gameTurn < turns) return false;
    e.endReason = `${turns} game turns are over`;
    return true;
  }

  /** Cards used this round whose trait says where they go once used (One Time: the box). */
  private sendUsedCards(): void {
    const e = this.e;
    for (const uid of e.usedCards) {
      const inst = e.table.card(uid);
      const to = e.traitRules.usedGoesTo(inst.cardId);
      if (to && inst.zone !== to) e.table.move(uid, to, null);
    }
    e.usedCards.clear();
  }

  private endOfRound(): void {
    const e = this.e;
    e.limits.reset("round");
    e.clearRoundModifiers();
    e.respondedThisRound.clear();
    e.roundEnded();
    restockForNextGameTurn(e);
  }

  /**
   * `at start of <period>:` abilities of live cards (`at <period>:` means the start), seat by seat
   * in turn order. `at <step> N:` abilities with no edge are offered to their player instead.
   */
  runTimed(period: string, edge: "start" | "end", n: number | null): void {
    const e = this.e;
    const listening = this.timedListeners(period, edge, n);
    if (!listening.size) return;
    forEachLiveAbility(e, listening, new TimedAbilities(e, period, edge, n));
  }

  /** The cards with an ability for this moment (`at end of <step> 3`), by period, edge and number. */
  private timedListeners(period: string, edge: "start" | "end", n: number | null): ReadonlySet<string> {
    let byMoment = this.timed.get(period);
    if (!byMoment) this.timed.set(period, (byMoment = []));
    const slot = (edge === "start" ? 0 : 1) + 2 * (n === null ? 0 : n + 1);
    let listening = byMoment[slot];
    if (!listening) {
      const catalogue = this.e.catalogue;
      const key = catalogue.key("at", period);
      listening = byMoment[slot] = catalogue.listens(key) ? catalogue.listenersWhere<EffectApi<V>>(key, `${key}|${edge}|${n}`, (t) => isTimed(t, period, edge, n)) : NO_CARDS;
    }
    return listening;
  }
  private readonly timed = new Map<string, Array<ReadonlySet<string>>>();

  /** The cards with an ability offered to their player at this step number (`at <step> N:`). */
  private offeredAt(step: string, n: number): ReadonlySet<string> {
    let byNumber = this.offered.get(step);
    if (!byNumber) this.offered.set(step, (byNumber = []));
    let listening = byNumber[n];
    if (!listening) {
      const catalogue = this.e.catalogue;
      const key = catalogue.key("at", step);
      listening = byNumber[n] = catalogue.listens(key) ? catalogue.listenersWhere<EffectApi<V>>(key, `${key}|offered|${n}`, (t) => isOffered(t, step, n)) : NO_CARDS;
    }
    return listening;
  }
  private readonly offered = new Map<string, Array<ReadonlySet<string>>>();

  /** One player's turn at a step number: play matching cards and use abilities one by one, or pass. */
  private playTurn(seat: number, step: StepRule, n: number): void {
    const e = this.e;
    // Abilities used at this step number (`<uid>#<index>`), made on the first: most turns use none.
    let usedThisStep: Set<string> | null = null;
    let lineUp: string[] | null = null;
    for (let guard = 0; guard < MAX_PLAYS_PER_TURN && !e.ended; guard++) {
      const options = this.playOptions(seat, step, n, usedThisStep ?? NO_CARDS, lineUp);
      if (options.length === 1) return;
      // Labels and advice are computed only if an agent asks: random bots never do.
      const pick = e.ask(new PlayDecision(e, seat, step.name, n, options));
      const chosen = options[pick];
      if (chosen.kind === "pass") {
        e.log.add(`${e.seatName(seat)} passes`);
        return;
      }
      if (chosen.kind === "card") {
        if (e.commitsPlayOrder()) {
          lineUp ??= this.lineUp(seat, step, n, chosen.uid, options);
          // Playing a later card of the line-up skips the ones before it.
          lineUp = lineUp.slice(lineUp.indexOf(chosen.uid) + 1);
        }
        this.playCard(seat, chosen.uid);
      } else {
        (usedThisStep ??= new Set()).add(chosen.key);
        const inst = e.table.card(chosen.uid);
        e.log.add(`${e.seatName(seat)} uses ${e.catalogue.name(inst.cardId)}`);
        if (e.runAbility(e.cardContext(seat, inst, null), e.catalogue.effectOf<EffectApi<V>>(inst.cardId)!.abilities[chosen.index], chosen.index, chosen.uid)) e.abilityUsed(seat, inst);
      }
      e.settleIfChanged();
    }
  }

  /**
   * The order a player commits to, `first` faceup: they choose the facedown cards one by one. With
   * a single other card there is nothing to order; it is lined up, and the player may still skip it.
   */
  private lineUp(seat: number, step: StepRule, n: number, first: string, options: readonly PlayOption[]): string[] {
    const e = this.e;
    const rest: string[] = [];
    for (const o of options) if (o.kind === "card" && o.uid !== first) rest.push(o.uid);
    const lineUp = [first];
    if (rest.length === 1) lineUp.push(...rest.splice(0));
    while (rest.length) {
      const pick = e.ask(
        new LazyDecision(
          seat,
          "line-up",
          () => `${step.name} ${n}: which card goes facedown next?`,
          rest.length + 1,
          () => ["no more", ...rest.map((uid) => e.catalogue.name(e.table.card(uid).cardId))],
          () => [0, ...rest.map((uid) => e.playValue(seat, e.table.card(uid).cardId))],
          () => [null, ...rest.map((uid) => e.table.card(uid).cardId)],
        ),
      );
      if (pick === 0) break;
      lineUp.push(...rest.splice(pick - 1, 1));
    }
    if (lineUp.length > 1) e.log.add(`${e.seatName(seat)} lines up ${lineUp.length} cards for ${step.name} ${n}: 1 faceup, ${lineUp.length - 1} facedown`);
    return lineUp;
  }

  private playOptions(seat: number, step: StepRule, n: number, usedThisStep: ReadonlySet<string>, lineUp: readonly string[] | null): PlayOption[] {
    const e = this.e;
    const options: PlayOption[] = [PASS];
    if (step.playFrom && step.cardField) {
      const cards = e.table.peek(step.playFrom, seat);
      for (let c = 0; c < cards.length; c++) {
        const inst = cards[c];
        if (lineUp && !lineUp.includes(inst.uid)) continue;
        const numbers = (e.catalogue.card(inst.cardId) as unknown as Record<string, readonly number[] | undefined>)[step.cardField];
        if (!numbers?.includes(n) || !e.meetsRequirements(seat, inst.cardId) || !e.canPlay(seat, inst)) continue;
        options.push({ kind: "card", uid: inst.uid, cardId: inst.cardId });
      }
    }
    const listening = this.offeredAt(step.name, n);
    if (!listening.size) return options;
    const live = e.liveCards(seat);
    for (let c = 0; c < live.length; c++) {
      const inst = live[c];
      if (!listening.has(inst.cardId)) continue;
      const effect = e.catalogue.effectOf<EffectApi<V>>(inst.cardId);
      if (!effect || e.isBlank(inst)) continue;
      for (let index = 0; index < effect.abilities.length; index++) {
        const t = effect.abilities[index].trigger;
        if (!isOffered(t, step.name, n)) continue;
        const used = `${inst.uid}#${index}`;
        if (usedThisStep.has(used)) continue;
        if (!e.canRun(e.cardContext(seat, inst, null), effect.abilities[index], index, inst.uid)) continue;
        options.push({ kind: "ability", uid: inst.uid, index, key: used });
      }
    }
    return options;
  }

  /**
   * Plays a card: to its zone, then its use-effect (as many times as a repeat trait says, each
   * with its own choices), its traits' after-use effects, and the `played` event if declared.
   */
  playCard(seat: number, uid: string): void {
    const e = this.e;
    const inst = e.table.card(uid);
    e.log.add(`${e.seatName(seat)} plays ${e.catalogue.name(inst.cardId)}`);
    const zone = playZone(e, inst.cardId);
    // A shared pile (one discard for all) is nobody's: the card joins the pile, not a seat's part of it.
    e.table.move(uid, zone, e.isPerPlayerZone(zone) ? seat : null, { quiet: true });
    e.cardsPlayed.push([seat, inst.cardId]);
    e.onPlayed(seat, inst);
    const cardId = inst.cardId;
    const traitLimits = e.traitRules.limits(cardId);
    if (traitLimits.length) e.limits.use(uid, -1, traitLimits);
    const abilities = e.catalogue.effectOf<EffectApi<V>>(cardId)?.abilities ?? [];
    const times = e.traitRules.repeats(cardId);
    // Each repetition chooses afresh, but they are one effect: `keep` variables carry over.
    let first: Resolution | null = null;
    for (let i = 0; i < times; i++) {
      for (let index = 0; index < abilities.length; index++) {
        if (abilities[index].trigger.kind !== "play") continue;
        const ctx = e.cardContext(seat, inst, null);
        if (first) ctx.resolution.continues(first);
        else first = ctx.resolution;
        e.runAbility(ctx, abilities[index], index, uid, false);
      }
    }
    if (e.traitRules.usedGoesTo(cardId)) e.usedCards.add(uid);
    if (e.traitRules.hasAfterUse(cardId)) e.traitRules.afterUse(cardId, e.rt, e.context(seat, uid, inst.cardId));
    if (this.e.events.declares("played")) e.raise("played", { by: e.playerRef(seat) });
  }
}
