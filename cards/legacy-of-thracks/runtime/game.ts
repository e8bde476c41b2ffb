/**
 * Legacy of Thracks on the generic engine. The map is data: location, barrier and route cards,
 * read into a PlaceGraph (runtime/core/place-graph.ts). Location actions, production, quests,
 * blessings, advantages and solo events are the cards' effects; this class keeps the table's
 * state the cards do not hold (where figures stand, who holds what, roads, completed barriers)
 * and runs what the language cannot say: a turn's free order of actions, battles, Dimara.
 * Each engine round is one player's turn; a day is a turn of every player.
 */
import type { EventInfo, Ref } from "../../../runtime/api.ts";
import { LazyDecision } from "../../../runtime/core/agents.ts";
import { Catalogue, type CatalogueCard } from "../../../runtime/core/catalogue.ts";
import { Engine } from "../../../runtime/core/engine.ts";
import type { PlayOptions } from "../../../runtime/core/game-module.ts";
import { PlaceGraph } from "../../../runtime/core/place-graph.ts";
import { Resolution, type EngineContext } from "../../../runtime/core/resolution.ts";
import type { CardInstance } from "../../../runtime/core/table.ts";
import { cards, COUNTER_BOUNDS, RESOURCE_BOUNDS, RESOURCES, RULES, type Card, type LegacyOfThracksVerbs } from "../../../generated/legacy-of-thracks/index.ts";
import { makeHooks } from "./hooks.ts";
import { setup } from "./setup.ts";
import { battle } from "./battle.ts";

export const CATALOGUE = new Catalogue(cards as unknown as readonly CatalogueCard[]);
export const MODES = ["basic", "solo"] as const;
export type Mode = (typeof MODES)[number];
export const LAST_DAY = 9;
const CAPITALS = ["capital-warrior", "capital-mage", "capital-engineer", "capital-shadow"];
const ITEMS = ["purple-crystal", "red-crystal", "yellow-crystal", "green-crystal", "relics"];

export interface ThracksOptions extends PlayOptions {
  mode?: Mode;
}

/** A choice for the turn's player: a label, how good the greedy bot thinks it is, what it does. */
export interface Choice {
  label: string;
  score: number;
  run: () => void;
}

export class ThracksGame extends Engine<LegacyOfThracksVerbs> {
  readonly mode: Mode;
  readonly graph: PlaceGraph;
  readonly at = new Map<string, string>(); // figure id -> place id
  readonly holder = new Map<string, number>(); // place id -> seat holding it
  readonly roads = new Map<string, number[]>(); // route id -> seats' roads on it
  readonly completed = new Map<string, Set<number>>(); // barrier id -> seats
  readonly uidOf = new Map<string, string>(); // place id -> card instance uid
  readonly dimara = new Set<number>();
  readonly outer = new Map<number, number>(); // seat -> round its Hero went to the Nordic Portal
  readonly capitalOf: string[] = [];
  readonly souls: string[] = [];
  glorySeen: number[] = [];
  turnSeat = 0;
  travelling: string | null = null; // the route a Hero is on (route-roads)
  questColours: Set<string> | null = null; // crystals a quest used (which barriers it may complete)
  previousHolder: number | null = null;
  attackedThisTurn = new Set<string>();
  // solo
  shadowSeat = -1;
  spared = 0;
  calledOff = false;
  cancelled = new Set<string>();
  keepPoints = false;
  battles = 0;
  battlePlace: string | null = null;
  readonly hooks = makeHooks(this);

  constructor(readonly options: ThracksOptions) {
    super(RULES, CATALOGUE, { seed: options.seed, agents: options.mode === "solo" ? [options.agents[0], options.agents[0]] : options.agents, onLog: options.onLog, resourceBounds: RESOURCE_BOUNDS, counterBounds: COUNTER_BOUNDS });
    this.mode = options.mode ?? "basic";
    const places = cards.filter((c) => c.kind === "location" || c.kind === "barrier").map((c) => c.id);
    this.graph = new PlaceGraph(places, cards.flatMap((c) => (c.kind === "route" ? [{ id: c.id, from: c.from, to: c.to, distance: c.distance, tags: c.red ? ["red"] : [] }] : [])));
  }

  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  /** The next player's turn: the engine's leader runs the production phase's effect. */
  override roundEnded(): void {
    const seats = this.turnSeats;
    this.turnSeat = this.leader = seats[(seats.indexOf(this.turnSeat) + 1) % seats.length];
    this.limits.reset("turn");
    this.attackedThisTurn.clear();
  }
  override afterStep(): void {
    (this.options.onStep as (() => void) | undefined)?.();
  }

  card(id: string): Card {
    return this.catalogue.card(id) as unknown as Card;
  }
  trait(place: string, t: string): boolean {
    return this.catalogue.hasTrait(place, t);
  }
  heroId(seat: number): string {
    return `hero@${seat}`;
  }
  heroRef(seat: number): Ref {
    return { id: this.heroId(seat), type: "hero" };
  }
  figureRef(id: string): Ref {
    return id.startsWith("hero@") ? { id, type: "hero" } : { id, type: "lost-soul" };
  }
  placeRef(place: string): Ref {
    return this.cardRef(this.uidOf.get(place)!);
  }
  placeOf(ref: Ref): string | undefined {
    const inst = this.table.cards.get(ref.id);
    return inst ? inst.cardId : undefined;
  }
  res(seat: number, name: string): number {
    return this.table.players[seat].resources[name] ?? 0;
  }
  add(seat: number, name: string, delta: number): number {
    return this.table.addResource(this.table.players[seat], name, delta);
  }
  /** The seats taking turns (in solo the Shadow takes none: its event cards play it). */
  get turnSeats(): number[] {
    return this.table.players.map((p) => p.seat).filter((s) => s !== this.shadowSeat);
  }
  get day(): number {
    return Math.ceil(Math.max(1, this.info.round) / this.turnSeats.length);
  }
  heroesAt(place: string, except?: number): number[] {
    return this.table.players.map((p) => p.seat).filter((s) => s !== except && this.at.get(this.heroId(s)) === place);
  }

  // ---------- the engine's questions ----------
  override controllerOf(ref: Ref): number | null {
    if (ref.type === "player" || ref.type === "hero") return this.seatOfId(ref.id);
    const place = this.placeOf(ref);
    if (place && this.graph.has(place)) return this.holder.get(place) ?? null;
    const inst = this.table.cards.get(ref.id);
    return inst ? inst.owner : null;
  }
  override sharedContext(inst: CardInstance, event: EventInfo): EngineContext<Resolution> {
    return this.context(this.turnSeat, inst.uid, inst.cardId, event);
  }
  override describe(ref: Ref): string {
    if (ref.type === "hero") return `${this.seatName(this.seatOfId(ref.id)!)}'s Hero`;
    if (ref.type === "lost-soul") return `Lost Soul ${ref.id.slice(5)}`;
    return super.describe(ref);
  }

  // ---------- moving ----------
  /** Puts a figure on a place; a Hero stepping onto another Hero or an enemy Capital fights first. */
  place(fig: string, to: string, seat: number, how: string): void {
    this.at.set(fig, to);
    this.log.add(`${this.describe(this.figureRef(fig))} ${how} ${this.catalogue.name(to)}`);
    if (this.trait(to, "Nordic") && fig.startsWith("hero@")) this.outer.set(seat, this.info.round);
    const hero = fig === this.heroId(seat);
    if (hero) {
      const foes = this.heroesAt(to, seat);
      const owner = this.holder.get(to);
      if (foes.length) battle(this, seat, foes[0], to, false);
      else if (this.trait(to, "Capital") && owner !== undefined && owner !== seat) battle(this, seat, owner, to, true);
    }
    if (this.at.get(fig) !== to) return; // a lost battle moved the Hero away
    if (!hero && this.heroesAt(to, seat).length) return this.log.add(`the Lost Soul takes no action where another Hero stands`);
    if (this.card(to).kind === "barrier") return;
    this.raise("entered", { on: this.placeRef(to), by: this.figureRef(fig) });
  }

  /** What stepping a Hero along a route costs the turn's player, or null when they may not. */
  heroStep(seat: number, from: string, to: string): { gold: number; hp: number } | null {
    const route = this.graph.route(from, to)!;
    const c = this.card(to);
    if (this.attackedThisTurn.has(to) || this.heroesAt(to, seat).some((s) => this.attackedThisTurn.has(this.heroId(s)))) return null;
    if (c.kind === "barrier") {
      const done = this.completed.get(to)?.has(seat);
      return done ? { gold: 0, hp: 0 } : { gold: c.gold, hp: c.hp };
    }
    const owner = this.holder.get(to);
    const hostile = owner !== undefined && owner !== seat && this.trait(to, "Capturable");
    const need = hostile ? (this.trait(to, "Castle") ? 2 : this.trait(to, "Fortress") ? 1 : 0) : 0;
    const hp = this.res(seat, "hp");
    if (hp - need < 1 || ((this.heroesAt(to, seat).length || this.trait(to, "Capital")) && owner !== seat && hp <= 1)) return null;
    return { gold: Math.max(0, route.distance - (this.roads.get(route.id) ?? []).filter((s) => s === seat).length), hp: 0 };
  }

  moveHero(seat: number, to: string): void {
    const fig = this.heroId(seat);
    const from = this.at.get(fig)!;
    const route = this.graph.route(from, to)!;
    const c = this.card(to);
    if (c.kind === "barrier") {
      const cost = this.heroStep(seat, from, to)!;
      this.add(seat, "gold", -cost.gold);
      this.add(seat, "hp", -cost.hp);
    } else {
      this.travelling = route.id;
      this.raise("travels", { by: this.heroRef(seat) }, { distance: route.distance });
      this.travelling = null;
    }
    this.place(fig, to, seat, "steps onto");
    if (c.kind === "barrier" && !this.graph.neighbours(to).some((p) => p !== from)) {
      this.dimara.add(seat);
      this.log.add(`${this.seatName(seat)}'s Hero enters Dimara: this day is the last`);
    }
  }

  /** Whether a player's Hero may still move: not once in Dimara, nor after the turn it went to the Outer Dimension. */
  heroFree(seat: number): boolean {
    const went = this.outer.get(seat);
    return !this.dimara.has(seat) && (went === undefined || went === this.info.round);
  }

  // ---------- barriers and glory ----------
  completeBarrier(seat: number, barrier: string): void {
    if (!this.completed.has(barrier)) this.completed.set(barrier, new Set());
    this.completed.get(barrier)!.add(seat);
    this.log.add(`${this.seatName(seat)} completes ${this.catalogue.name(barrier)}`);
  }
  /** A barrier of the player's choice among those they have not completed (glory, relics). */
  chooseBarrier(seat: number, why: string): void {
    const open = this.table.inZone("barriers").map((i) => i.cardId).filter((b) => !this.completed.get(b)?.has(seat));
    if (!open.length) return;
    const pick = this.ask(new LazyDecision(seat, "barrier", `${why}: complete which magical barrier?`, open.length, () => open.map((b) => this.catalogue.name(b)), () => open.map((b) => this.card(b).kind === "barrier" ? (this.card(b) as { gold: number; hp: number }).gold + 2 * (this.card(b) as { hp: number }).hp : 0)));
    this.completeBarrier(seat, open[pick]);
  }
  /** The 4th, 7th and 10th glory point each complete a barrier. */
  checkGlory(): void {
    for (const p of this.table.players) {
      const now = p.resources.glory;
      for (const t of [4, 7, 10]) if ((this.glorySeen[p.seat] ?? 0) < t && now >= t) this.chooseBarrier(p.seat, `${t} glory points`);
      this.glorySeen[p.seat] = now;
    }
  }

  // ---------- items ----------
  /** Takes one item (the taker's choice) from a Capital; `to` null returns it to the supply. */
  stealItems(from: number, to: number | null, n: number, chooser: number): void {
    for (let i = 0; i < n; i++) {
      const have = ITEMS.filter((r) => this.res(from, r) > 0);
      if (!have.length) return;
      const pick = this.ask(new LazyDecision(chooser, "item", `take which item from ${this.seatName(from)}'s Capital?`, have.length, () => have, () => have.map((_, k) => have.length - k)));
      this.add(from, have[pick], -1);
      if (to !== null) this.add(to, have[pick], 1);
      if (from === this.shadowSeat) this.add(from, have[pick], 1); // the Shadow's Capital stays stocked
    }
  }

  // ---------- the end ----------
  vp(seat: number): number {
    const r = (n: string) => this.res(seat, n);
    const items = r("relics") + r("green-crystal") + r("yellow-crystal") + r("red-crystal") + 3 * r("purple-crystal");
    const roads = [...this.roads.values()].flat().filter((s) => s === seat).length;
    const held = [...this.holder].filter(([p, s]) => s === seat && this.trait(p, "Capturable")).length;
    let barriers = 0;
    for (const [b, seats] of this.completed) if (seats.has(seat)) barriers += (this.card(b) as { vp: number }).vp;
    const on = this.at.get(this.heroId(seat));
    const position = on && this.card(on).kind === "barrier" ? (this.card(on) as { vp: number }).vp : 0;
    return seat === this.shadowSeat ? r("vp") : roads + items + held + r("mana") + barriers + position;
  }

  winners(): number[] {
    const seats = this.turnSeats;
    if (this.mode === "solo") return this.dimara.has(0) && this.vp(0) > this.vp(this.shadowSeat) ? [0] : [this.shadowSeat];
    const pool = this.dimara.size ? [...this.dimara] : seats.filter((s) => this.res(s, "curse") <= 2);
    const best = Math.max(...pool.map((s) => this.vp(s)));
    return pool.filter((s) => this.vp(s) === best);
  }
}

export function newGame(options: ThracksOptions): ThracksGame {
  const g = new ThracksGame(options);
  g.checkHooks();
  setup(g, CAPITALS);
  return g;
}
