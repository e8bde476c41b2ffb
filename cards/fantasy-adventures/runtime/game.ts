/**
 * Fantasy Adventures on the engine: the table's state the rules need beyond zones and counters
 * (who is the monster player, the Encounter being resolved, its assignments and melee), what the
 * game's nouns and verbs mean (casting and its fact are game.yaml's), and the Melee Value of a fighter.
 */
import type { EffectContext, Ref, SelectorSpec } from "../../../runtime/api.ts";
import type { Assignment } from "../../../runtime/core/assignment.ts";
import { cardPool } from "../../../runtime/core/card-pool.ts";
import { Catalogue, type CatalogueCard } from "../../../runtime/core/catalogue.ts";
import { castersOf, castTerms } from "../../../runtime/core/cast-spell.ts";
import { discardCard } from "../../../runtime/core/leave-play.ts";
import { PlainCardEngine } from "../../../runtime/core/card-engine.ts";
import type { PlayOptions } from "../../../runtime/core/game-module.ts";
import type { GameHookSet } from "../../../runtime/core/meanings.ts";
import { frontRank } from "../../../runtime/core/ranks.ts";
import type { CardInstance as Card } from "../../../runtime/core/table.ts";
import { cards, COUNTER_BOUNDS, RESOURCE_BOUNDS, RULES } from "../../../generated/fantasy-adventures/index.ts";
import type { FantasyAdventuresHooks, FantasyAdventuresVerbs } from "../../../generated/fantasy-adventures/index.ts";
import { cardsStage, encounters, recovery, setup } from "./turn.ts";

export const CATALOGUE = new Catalogue(cards as unknown as readonly CatalogueCard[]);

/** The Encounter being resolved: the party attacked, the entering hero, the monsters' heroes, each Horde's meleeing monster, the melee being fought, heroes defeated since the last retreat offer. */
export interface Encounter {
  readonly hero: number;
  entering: string | null;
  readonly assigned: Assignment;
  readonly meleeing: Map<string, string>;
  melee: { hero: string; monster: string } | null;
  defeats: number;
}

export class FantasyGame extends PlainCardEngine<FantasyAdventuresVerbs> {
  /** Placed card uid → the seat whose party it attacks (the engine's record of the stacks placed). */
  get targets(): Map<string, number> {
    return this.stackedFor;
  }
  enc: Encounter | null = null;
  /** Seats whose party fought an Encounter to its end this player turn (they grant every item). */
  readonly foughtThrough = new Set<number>();

  constructor(readonly options: PlayOptions) {
    super(RULES, CATALOGUE, { seed: options.seed, agents: options.agents, onLog: options.onLog, resourceBounds: RESOURCE_BOUNDS, counterBounds: COUNTER_BOUNDS });
  }

  get monsterSeat(): number {
    return this.leader;
  }

  /** Heroes in play in a party (not stricken with fear), in their order. */
  heroes(seat: number): Card[] {
    return this.table.peek("party", seat).filter((h) => !this.table.counter(h, "feared"));
  }

  /** The front rank; a party with one rank has it as both. */
  front(seat: number): Card[] {
    const front = frontRank(this, "party", this.heroes(seat));
    return front.length ? front : this.heroes(seat);
  }

  monsters(): Card[] {
    return this.enc ? this.table.peek("stack", this.monsterSeat).filter((c) => this.kind(c) === "monster") : [];
  }

  inPlay(uid: string | undefined): boolean {
    const c = uid ? this.table.cards.get(uid) : undefined;
    if (c?.zone === "party") return !this.table.counter(c, "feared");
    return c?.zone === "stack" && this.kind(c) === "monster";
  }

  /** The monsters assigned to the hero: its Horde. */
  horde(heroUid: string): Card[] {
    return this.enc ? this.enc.assigned.group(heroUid, this.monsters()) : [];
  }

  /** The Melee Value against `vs`: printed plus bonuses; in a duel only the fighter's own and its items' count. */
  melee(c: Card, vs: Card | null, duel = false, from?: (i: Card) => boolean): number {
    const own = duel ? (i: Card) => i.uid === c.uid || this.attachments.get(i.uid)?.id === c.uid : undefined;
    const bonus = this.modifiersTo(this.cardRef(c.uid), "melee", vs && this.cardRef(vs.uid), from ?? own);
    return this.field(c, "melee") + bonus;
  }

  /** The party's heroes that can cast a spell now (game.yaml's `cast` verb says who can). */
  casters(seat: number): Card[] {
    return castersOf(this, seat, castTerms(this, "cast"));
  }

  /** The log's place within the current phase: a party's Encounter, a combat round (tools check invariants after each). */
  stage(label: string): void {
    this.afterStep();
    this.log.at(`${this.where()} · ${label}`);
  }

  /** `by` defeats `target` (a melee, a duel): the defeat verb as that card. */
  defeatBy(by: Card, target: Card): void {
    const ctx = this.cardContext(by.owner ?? this.monsterSeat, by, null);
    this.rt.verbs.defeat(ctx, { target: this.cardRef(target.uid) });
  }

  private ref(uid: string | null | undefined): Ref[] {
    return uid && this.table.cards.has(uid) ? [this.cardRef(uid)] : [];
  }

  /** A monster's or trap's hero is one of the party it attacks; otherwise any hero in play. */
  private heroNoun(ctx: EffectContext, spec: SelectorSpec): Ref[] {
    if (spec.filters.some((f) => "in" in f)) {
      const named = cardPool(this, this.resolution(ctx).seat, spec, null);
      return named.filter((r) => this.kind(this.table.card(r.id)) === "hero" && this.inPlay(r.id));
    }
    const kind = this.catalogue.has(ctx.cardId) ? this.catalogue.card(ctx.cardId).kind : null;
    const attacking = this.enc && (kind === "monster" || kind === "trap");
    const seats = attacking ? [this.enc!.hero] : this.inGame();
    return seats.flatMap((s) => this.heroes(s).map((h) => this.cardRef(h.uid)));
  }

  /** Saves and heals (verbs meaning `spare`) answer the `defeated` event (its Responses and triggers); then the card goes. */
  private defeat(ctx: EffectContext, target: Ref): void {
    const c = this.table.cards.get(target.id);
    if (!c || !this.inPlay(c.uid) || this.leaving.has(c.uid)) return;
    const immune = this.traitRules.immuneTo(c.cardId, ctx.cardId);
    if (immune) return this.log.add(`${this.name(c)} is immune to ${immune}`);
    this.log.add(`${this.name(c)} is defeated`);
    if (!this.leaving.leaves(c.uid, () => this.raise("defeated", { on: this.cardRef(c.uid) }))) return;
    discardCard(this, c.uid);
    if (this.enc && this.kind(c) === "hero") this.enc.defeats++;
  }

  /** Fear: a hero is turned face down (its monsters are free again); a monster runs away. */
  private frighten(target: Ref): void {
    const c = this.table.cards.get(target.id);
    if (!c || !this.inPlay(c.uid)) return;
    this.log.add(`${this.name(c)} is stricken with fear${c.zone === "stack" ? " and runs away" : ""}`);
    if (c.zone === "stack") return discardCard(this, c.uid);
    this.table.setCounter(c, "feared", 1);
    this.enc?.assigned.release(c.uid);
  }

  readonly hooks: GameHookSet<FantasyAdventuresVerbs> = {
    nouns: {
      hero: (ctx, spec) => this.heroNoun(ctx, spec),
      monster: () => this.monsters().map((m) => this.cardRef(m.uid)),
      bearer: (ctx) => this.ref(this.attachments.get(ctx.card.id)?.id),
      belonging: () => [...this.attachments].filter(([, on]) => on.id === this.enc?.entering).map(([uid]) => this.cardRef(uid)),
      "entering-hero": () => this.ref(this.enc?.entering),
      "hero-player": () => (this.enc ? [this.playerRef(this.enc.hero)] : []),
      "meleeing-monster": () => this.ref(this.enc?.melee?.monster),
      horde: () => (this.enc?.melee ? this.horde(this.enc.melee.hero).map((m) => this.cardRef(m.uid)) : []),
    },
    facts: {},
    verbs: {
      defeat: (ctx, a) => this.defeat(ctx, a.target),
      flip: (_ctx, a) => this.table.setCounter(this.table.card(a.hero.id), "flipped", 1),
      unflip: (_ctx, a) => this.table.setCounter(this.table.card(a.hero.id), "flipped", 0),
      frighten: (_ctx, a) => this.frighten(a.target),
    },
    procedures: {
      setup: () => setup(this),
      cards: () => cardsStage(this),
      encounters: () => encounters(this),
      recovery: () => recovery(this),
    },
    // `save of X` is its bonus to saves; the rest (`melee of X`: its printed Melee Value, as saves read it) the engine's.
    property: (_ctx, name, of) => (name === "save" && of && this.table.cards.has(of.id) ? this.modifiersTo(of, "save") : undefined),
  } satisfies FantasyAdventuresHooks & GameHookSet<FantasyAdventuresVerbs>;
}
