/**
 * Fantasy Adventures on the engine: the table's state the rules need beyond zones and counters
 * (who is the monster player, the Encounter being resolved, its assignments and melee), what the
 * game's nouns, fact and verbs mean, and the Melee Value of a fighter.
 */
import type { EffectContext, Ref, SelectorSpec } from "../../../runtime/api.ts";
import { LazyDecision } from "../../../runtime/core/agents.ts";
import { Catalogue, type CatalogueCard } from "../../../runtime/core/catalogue.ts";
import { Fizzle } from "../../../runtime/core/effect-host.ts";
import { Engine } from "../../../runtime/core/engine.ts";
import type { PlayOptions } from "../../../runtime/core/game-module.ts";
import type { GameHookSet } from "../../../runtime/core/meanings.ts";
import { Resolution } from "../../../runtime/core/resolution.ts";
import type { CardInstance as Card } from "../../../runtime/core/table.ts";
import { cards, COUNTER_BOUNDS, RESOURCE_BOUNDS, RULES, type FantasyAdventuresHooks, type FantasyAdventuresVerbs } from "../../../generated/fantasy-adventures/index.ts";
import { cardsStage, encounters, end, placement, recovery, score, setup } from "./turn.ts";

export const CATALOGUE = new Catalogue(cards as unknown as readonly CatalogueCard[]);

/** The Encounter being resolved: the party attacked, the entering hero, each monster's assigned hero and each Horde's meleeing monster, the melee being fought, heroes defeated since the last retreat offer. */
export type Encounter = { readonly hero: number; entering: string | null; readonly assigned: Map<string, string>; readonly meleeing: Map<string, string>; melee: { hero: string; monster: string } | null; defeats: number };

const ELEMENTS: Readonly<Record<string, string>> = { fire: "Fire", water: "Water", air: "Air", earth: "Earth" };

export class FantasyGame extends Engine<FantasyAdventuresVerbs> {
  gameTurn = 1;
  /** Seats still to be the monster player in this game turn, in order. */
  toPlay: number[] = [];
  readonly out = new Set<number>();
  /** Placed card uid → the seat whose party it attacks. */
  readonly targets = new Map<string, number>();
  enc: Encounter | null = null;
  /** Seats whose party fought an Encounter to its end this player turn (they grant every item). */
  readonly foughtThrough = new Set<number>();
  /** Defeated fighters not discarded yet: saves and heals take them off. */
  readonly pending = new Set<string>();
  readonly usedThisTurn = new Set<string>();
  /** Told after every phase and Encounter stage (tools check invariants there). */
  onStep: (() => void) | undefined;

  constructor(readonly options: PlayOptions) { super(RULES, CATALOGUE, { seed: options.seed, agents: options.agents, onLog: options.onLog, resourceBounds: RESOURCE_BOUNDS, counterBounds: COUNTER_BOUNDS }); }
  protected newResolution(seat: number, uid: string | null): Resolution { return new Resolution(seat, uid); }

  get monsterSeat(): number { return this.leader; }
  printed(cardId: string, name: string): unknown { return (this.catalogue.card(cardId) as unknown as Record<string, unknown>)[name]; }
  field(c: Card, name: string): number { const v = this.printed(c.cardId, name); return typeof v === "number" ? v : 0; }
  name(c: Card): string { return this.describe(this.cardRef(c.uid)); }
  trait(c: Card, t: string): boolean { return this.catalogue.hasTrait(c.cardId, t); }
  kind(c: Card): string { return this.catalogue.card(c.cardId).kind; }
  alive(): number[] { return this.table.players.map((p) => p.seat).filter((s) => !this.out.has(s)); }
  /** Heroes in play in a party (not stricken with fear), in their order. */
  heroes(seat: number): Card[] { return this.table.peek("party", seat).filter((h) => !this.table.counter(h, "feared")); }
  /** The front rank; a party with one rank has it as both. */
  front(seat: number): Card[] { const front = this.heroes(seat).filter((h) => this.table.counter(h, "rank") === 1); return front.length ? front : this.heroes(seat); }
  monsters(): Card[] { return this.enc ? this.table.peek("stack", this.monsterSeat).filter((c) => this.kind(c) === "monster") : []; }
  inPlay(uid: string | undefined): boolean { const i = uid ? this.table.cards.get(uid) : undefined; return !!i && ((i.zone === "party" && !this.table.counter(i, "feared")) || (i.zone === "stack" && this.kind(i) === "monster")); }
  horde(heroUid: string): Card[] { return this.monsters().filter((m) => this.enc!.assigned.get(m.uid) === heroUid); }
  /** The Melee Value against `vs`: printed plus bonuses; in a duel only the fighter's own and its items' count. */
  melee(c: Card, vs: Card | null, duel = false, from?: (i: Card) => boolean): number {
    const own = duel ? (i: Card) => i.uid === c.uid || this.attachments.get(i.uid)?.id === c.uid : undefined;
    return this.field(c, "melee") + this.modifiersTo(this.cardRef(c.uid), "melee", vs && this.cardRef(vs.uid), from ?? own);
  }
  casters(seat: number): Card[] { return this.heroes(seat).filter((h) => this.printed(h.cardId, "orb") !== undefined && !this.table.counter(h, "flipped")); }
  roll(what: string): number { const r = this.rng.die(6); this.log.add(`${what}: rolled ${r}`); return r; }
  /** The log's place within the current phase: a party's Encounter, a combat round. */
  stage(label: string): void { this.afterStep(); this.log.at(`${this.where()} · ${label}`); }
  override afterStep(): void { this.onStep?.(); }
  choose<T>(seat: number, kind: string, prompt: string, items: readonly T[], label: (t: T) => string, score?: (t: T) => number): T {
    return items.length < 2 ? items[0] : items[this.ask(new LazyDecision(seat, kind, prompt, items.length, () => items.map(label), score && (() => items.map(score))))];
  }
  /** Its play abilities (a normal special ability, a spell, a trap's effect), as `seat`; then its after-use rules. */
  use(seat: number, c: Card): void {
    const ctx = this.cardContext(seat, c, null);
    (this.catalogue.effectOf<never>(c.cardId)?.abilities ?? []).forEach((a, i) => a.trigger.kind === "play" && this.runAbility(ctx, a as never, i, c.uid));
    if (this.traitRules.hasAfterUse(c.cardId)) this.traitRules.afterUse(c.cardId, this.rt, ctx);
  }
  /** A card leaves play for its owner's discard pile; a hero takes its items along. */
  discardCard(uid: string): void {
    const c = this.table.cards.get(uid);
    if (!c || c.owner === null) return;
    for (const [item, on] of [...this.attachments]) if (on.id === uid && this.table.cards.has(item)) this.discardCard(item);
    this.attachments.delete(uid), this.enc?.assigned.delete(uid);
    this.table.move(uid, this.kind(c) === "hero" ? "hero-discard" : "encounter-discard", c.owner);
  }
  /** `by` defeats `target` (a melee, a duel): the defeat verb as that card. */
  defeatBy(by: Card, target: Card): void { this.rt.verbs.defeat(this.cardContext(by.owner ?? this.monsterSeat, by, null), { target: this.cardRef(target.uid) }); }

  /** Cards a card-noun may mean: in the zones its `in` filters name, by default your hand, party and items. */
  private pool(ctx: EffectContext, spec: SelectorSpec, kind: string | null): Ref[] {
    const seat = this.resolution(ctx).seat;
    const zones = spec.filters.flatMap((f) => ("in" in f ? [f] : []));
    const where = zones.length ? zones.flatMap((f) => this.alive().filter((s) => (f.owner === "your" ? s === seat : f.owner !== "their" || s !== seat)).map((s) => [f.in, s] as const)) : (["hand", "party", "items"] as const).map((z) => [z, seat] as const);
    return where.flatMap(([zone, owner]) => this.table.peek(zone, owner).filter((c) => !kind || this.kind(c) === kind).map((c) => this.cardRef(c.uid)));
  }
  private ref(uid: string | null | undefined): Ref[] { return uid && this.table.cards.has(uid) ? [this.cardRef(uid)] : []; }
  private unpend(target: Ref, how: string): void { if (this.pending.delete(target.id)) this.log.add(`${this.describe(target)} is ${how}`); }

  readonly hooks: GameHookSet<FantasyAdventuresVerbs> = {
    nouns: {
      card: (ctx, spec) => this.pool(ctx, spec, null),
      // A monster's or trap's hero is one of the party it attacks; otherwise any hero in play.
      hero: (ctx, spec) => {
        const attacking = this.enc && this.catalogue.has(ctx.cardId) && ["monster", "trap"].includes(this.catalogue.card(ctx.cardId).kind);
        return spec.filters.some((f) => "in" in f) ? this.pool(ctx, spec, "hero").filter((r) => this.inPlay(r.id)) : (attacking ? [this.enc!.hero] : this.alive()).flatMap((s) => this.heroes(s).map((h) => this.cardRef(h.uid)));
      },
      monster: () => this.monsters().map((m) => this.cardRef(m.uid)),
      bearer: (ctx) => this.ref(this.attachments.get(ctx.card.id)?.id),
      belonging: () => [...this.attachments].filter(([, on]) => on.id === this.enc?.entering).map(([uid]) => this.cardRef(uid)),
      "entering-hero": () => this.ref(this.enc?.entering),
      "hero-player": () => (this.enc ? [this.playerRef(this.enc.hero)] : []),
      "meleeing-monster": () => this.ref(this.enc?.melee?.monster),
      horde: () => (this.enc?.melee ? this.horde(this.enc.melee.hero).map((m) => this.cardRef(m.uid)) : []),
    },
    facts: { "can-cast": (ctx) => this.casters(this.resolution(ctx).seat).length > 0 },
    verbs: {
      heal: (_ctx, a) => this.unpend(a.target, "healed"),
      save: (_ctx, a) => this.unpend(a.target, "saved"),
      // Saves and heals answer the `defeated` event (its Responses and triggers); then the card goes.
      defeat: (ctx, a) => {
        const c = this.table.cards.get(a.target.id);
        if (!c || !this.inPlay(c.uid) || this.pending.has(c.uid)) return;
        const immune = this.catalogue.traitParam(c.cardId, "Immune");
        if (immune && this.catalogue.has(ctx.cardId) && this.catalogue.hasTrait(ctx.cardId, immune)) return this.log.add(`${this.name(c)} is immune to ${immune}`);
        this.pending.add(c.uid), this.log.add(`${this.name(c)} is defeated`);
        this.raise("defeated", { on: this.cardRef(c.uid) });
        if (this.pending.delete(c.uid)) this.discardCard(c.uid), this.enc && this.kind(c) === "hero" && this.enc.defeats++;
      },
      flip: (_ctx, a) => this.table.setCounter(this.table.card(a.hero.id), "flipped", 1),
      unflip: (_ctx, a) => this.table.setCounter(this.table.card(a.hero.id), "flipped", 0),
      // The caster flips and the spell is discarded; off the caster's element, the casting roll decides.
      cast: (ctx, a) => {
        const seat = this.resolution(ctx).seat;
        const spell = this.table.card(a.spell.id);
        const caster = this.choose(seat, "caster", `who casts ${this.name(spell)}?`, this.casters(seat), (h) => this.name(h));
        if (!caster) throw new Fizzle("no unflipped spell caster");
        if (spell.zone !== "encounter-discard") this.table.move(spell.uid, "encounter-discard", seat);
        this.table.setCounter(caster, "flipped", 1), this.log.add(`${this.name(caster)} casts ${this.catalogue.name(spell.cardId)}`);
        this.raise("cast", { on: this.cardRef(spell.uid), by: this.cardRef(caster.uid) });
        if (this.trait(spell, ELEMENTS[this.printed(caster.cardId, "orb") as string])) return;
        const r = this.roll("off-element casting roll (1-3 works, 4-5 back to the hand, 6 lost)");
        if (r > 3) throw (r < 6 && this.table.move(spell.uid, "hand", seat), new Fizzle("the casting roll failed"));
      },
      discard: (_ctx, a) => this.discardCard(a.card.id),
      frighten: (_ctx, a) => {
        const c = this.table.cards.get(a.target.id);
        if (!c || !this.inPlay(c.uid)) return;
        this.log.add(`${this.name(c)} is stricken with fear${c.zone === "stack" ? " and runs away" : ""}`);
        if (c.zone === "stack") return this.discardCard(c.uid);
        for (const [m, h] of (this.table.setCounter(c, "feared", 1), this.enc?.assigned ?? [])) if (h === c.uid) this.enc!.assigned.delete(m);
      },
      // Drawn from the monster player's Encounter deck; it is assigned at the next Assignment.
      summon: (_ctx, a) => {
        for (let n = 0, tries = 0; n < a.count && tries < 100 && this.enc; tries++) {
          const c = this.table.cards.get(this.drawTop("encounter-deck", this.monsterSeat) ?? "");
          if (!c) return;
          this.table.move(c.uid, this.kind(c) === "monster" ? "stack" : "encounter-discard", this.monsterSeat);
          if (this.kind(c) === "monster") n++, this.log.add(`${this.name(c)} is summoned`);
        }
      },
    },
    procedures: { setup: () => setup(this), cards: () => cardsStage(this), placement: () => placement(this), encounters: () => encounters(this), recovery: () => recovery(this), end: () => end(this), score: () => score(this) },
    // `save of X` is its bonus to saves; `melee of X` its printed Melee Value, as saves read it.
    property: (ctx, name, of) => {
      const c = of && this.table.cards.get(of.id);
      if (!c) return of?.type === "card" ? 0 : this.value(of ? this.seatOfId(of.id)! : this.resolution(ctx).seat, name);
      if (name === "save") return this.modifiersTo(of!, "save");
      return Object.hasOwn(c.counters, name) ? c.counters[name] : this.field(c, name);
    },
  } satisfies FantasyAdventuresHooks & GameHookSet<FantasyAdventuresVerbs>;
}
