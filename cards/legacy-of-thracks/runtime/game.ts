/**
 * Legacy of Thracks on the generic engine. The map is data: location, barrier and route cards,
 * declared in game.yaml's `map:` (runtime/core/place-map.ts builds it). Location actions, production, quests,
 * blessings, advantages, battles, Dimara and the ranking are the cards' and game.yaml's; this class
 * keeps what the cards do not hold (the seats' Capitals, the Lost Souls, the Shadow's seat) and
 * puts a figure on a place, raising the events the rule cards answer.
 * Each engine round is one player's turn; a day is a turn of every player.
 */
import type { Ref } from "../../../runtime/api.ts";
import { Catalogue, type CatalogueCard } from "../../../runtime/core/catalogue.ts";
import { declaredRanking } from "../../../runtime/core/declared-ranking.ts";
import { Engine } from "../../../runtime/core/engine.ts";
import type { PlayOptions } from "../../../runtime/core/game-module.ts";
import { mapFromRules } from "../../../runtime/core/place-map.ts";
import { teammates } from "../../../runtime/core/team-play.ts";
import { Resolution } from "../../../runtime/core/resolution.ts";
import { cards, COUNTER_BOUNDS, RESOURCE_BOUNDS, RULES, type BarrierCard, type Card, type LocationCard, type LegacyOfThracksVerbs } from "../../../generated/legacy-of-thracks/index.ts";
import { makeHooks } from "./hooks.ts";
import { homesOf } from "../../../runtime/core/seating.ts";

export const CATALOGUE = new Catalogue(cards as unknown as readonly CatalogueCard[]);

export class ThracksGame extends Engine<LegacyOfThracksVerbs> {
  /** The map game.yaml declares (`map:`): places, routes, roads and a Lost Soul's move cost. */
  readonly map = mapFromRules(RULES, cards);
  readonly graph = this.map.graph;
  private readonly uidOf = new Map<string, string>(); // place id -> its card instance
  /** Each seat's Capital (game.yaml's `seating`; none for a 4-player cooperative game's Shadow). */
  readonly capitalOf = homesOf(this);
  readonly souls: string[] = [];
  // solo: the Shadow is a seat that takes no turns; its event cards play it, and having no agent,
  // its few choices (where it moves, where it puts you) are the player's, as the rulebook says
  shadowSeat = -1;
  readonly hooks = makeHooks(this);

  constructor(readonly options: PlayOptions) {
    super(RULES, CATALOGUE, { ...options, mode: options.mode ?? "basic", resourceBounds: RESOURCE_BOUNDS, counterBounds: COUNTER_BOUNDS });
  }
  protected newResolution(seat: number, uid: string | null): Resolution { return new Resolution(seat, uid); }
  /** The solo Shadow takes no turns: the lead passes among the others. */
  override seatsTakingTurns(): number[] {
    return this.turnSeats;
  }
  /** A player's turn is over (the market day's restock is game.yaml's: the location kind's `restocks`). */
  override roundEnded(): void {
    this.limits.reset("turn");
  }

  readonly card = (id: string) => this.catalogue.card(id) as unknown as Card;
  readonly name = (id: string) => this.catalogue.name(id);
  readonly trait = (place: string, t: string) => this.catalogue.hasTrait(place, t);
  readonly barrier = (id: string): BarrierCard | null => ((c) => (c.kind === "barrier" ? c : null))(this.card(id));
  readonly hero = (seat: number) => `hero@${seat}`;
  readonly figureRef = (id: string): Ref => ({ id, type: id.startsWith("hero@") ? "hero" : "lost-soul" });
  readonly placeRef = (place: string) => this.cardRef(this.uid(place));
  /** The card instance of a place, on the board or among the barriers (looked up again when unknown: a scenario's table lays the map out itself). */
  uid(place: string): string {
    if (!this.uidOf.has(place)) for (const i of [...this.table.inZone("board"), ...this.table.inZone("barriers")]) this.uidOf.set(i.cardId, i.uid);
    return this.uidOf.get(place)!;
  }
  readonly placeOf = (ref: Ref) => this.table.cards.get(ref.id)?.cardId;
  readonly counter = (place: string, name: string) => this.table.card(this.uid(place)).counters[name] ?? 0;
  readonly res = (seat: number, name: string) => this.table.players[seat].resources[name] ?? 0;
  readonly add = (seat: number, name: string, delta: number) => this.table.addResource(this.table.players[seat], name, delta);
  readonly heroAt = (seat: number) => this.map.where(this.hero(seat))!;
  /** The seats taking turns (not the solo Shadow). */
  get turnSeats(): number[] { return this.table.players.map((p) => p.seat).filter((s) => s !== this.shadowSeat); }
  /** A day is a game turn: every player's turn once. */
  get day(): number { return this.rotation!.gameTurn; }
  /** The seats whose Hero entered Dimara: the `dimara` resource, which the Entering Dimara rule card gives. */
  get dimara(): Set<number> {
    return new Set(this.turnSeats.filter((seat) => this.res(seat, "dimara") > 0));
  }
  /** The seats whose Hero stands on the place, but `except` and its teammates (cooperative: Heroes pass each other by). */
  readonly heroesAt = (place: string, except?: number) => this.map.figuresAt(place).flatMap((f) => (f.startsWith("hero@") ? [this.seatOfId(f)!] : [])).filter((s) => s !== except && !teammates(this, except, s));

  // ---------- the engine's questions ----------
  override describe(ref: Ref): string {
    if (ref.type === "hero") return `${this.seatName(this.seatOfId(ref.id)!)}'s Hero`;
    return ref.type === "lost-soul" ? `Lost Soul ${ref.id.slice(5)}` : super.describe(ref);
  }

  // ---------- moving ----------
  /**
   * Puts a figure on a place and raises `arrives` (rules/outer-dimension.yaml; a Hero arriving on
   * another Hero or an enemy Capital fights: rules/sieges-and-duels.yaml), then it may act there.
   */
  place(fig: string, to: string, seat: number, how: string, act = true): void {
    this.map.put(fig, to);
    this.log.add(`${this.describe(this.figureRef(fig))} ${how} ${this.name(to)}`);
    this.raise("arrives", { on: this.placeRef(to), by: this.figureRef(fig) });
    if (this.map.where(fig) !== to || !act || this.barrier(to)) return; // a lost battle moved the Hero away
    if (fig !== this.hero(seat) && this.heroesAt(to, seat).length) return this.log.add("the Lost Soul takes no action where another player's Hero stands");
    this.raise("entered", { on: this.placeRef(to), by: this.figureRef(fig) });
  }
  /** Not after the turn it went to the Outer Dimension (rules/outer-dimension.yaml; in Dimara, the turn offers nothing: turn.ts). */
  readonly heroFree = (seat: number) => this.res(seat, "outer-dimension") < 2;

  // ---------- the end ----------
  /** Ranked as game.yaml's `ranking` says (who may win is a rule card's); each seat's role is its Capital. */
  readonly outcome = declaredRanking(this, (seat) => (seat === this.shadowSeat ? "the Shadow" : this.name(this.capitalOf[seat]!)));
}
