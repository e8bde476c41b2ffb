/**
 * A turn of free actions as a game declares it (game.yaml's `free-actions:`): the player picks from
 * a menu until they stop, the menu asked for afresh before each pick since each action changes what
 * is open. Its first option ends the turn; then come the declared offers' options, in order:
 *   - `hook: <name>`: the game's own options (what the language cannot say: a step with its own costs);
 *   - `move: <type>`: each figure of the type on the map one route, paid at the map's move cost for
 *     the type (map-table.ts), never onto a place with the trait `onto-without` nor one a resource
 *     the player holds bars (`bars:`, resource-bars.ts); with `raises: <event>`, the event is raised
 *     as the figure sets out and its rule cards' costs are the price (move-trial.ts), and the
 *     `unless` facts close a move;
 *   - `use: <zone>`: the standing actions of the cards in the player's zone (card-actions.ts), advised
 *     by card (`advice`, `others` for the rest; -1 while the card's `adviceIf` fact does not hold);
 *   - `play: <zone>`: each card of the player's zone played (not of the kinds `except`), worded by kind.
 * Labels and scores are worked out only when an agent reads them (random bots read neither).
 */
import type { EventInfo, Ref } from "../api.ts";
import { cardActions } from "./card-actions.ts";
import type { Engine } from "./engine.ts";
import type { MapTable } from "./map-table.ts";
import { freeActions, type MenuItem } from "./menus.ts";
import { declaredMoveAdvice } from "./place-advice.ts";
import { movePrice, moveEvent, priceText, type MovePrice } from "./move-trial.ts";
import { barredBy } from "./resource-bars.ts";
import type { FreeOfferRule, GameRules } from "./rules.ts";
import { own } from "./table.ts";

type MoveOffer = Extract<FreeOfferRule, { kind: "move" }>;
type UseOffer = Extract<FreeOfferRule, { kind: "use" }>;

/** What a game hands over for its declared offers (its hooks' `freeActions`). */
export interface FreeActionHooks {
  /** The game's own offers, by the name a `hook:` offer gives: the options open to the seat now. */
  readonly offers?: ReadonlyMap<string, (seat: number) => readonly MenuItem[]>;
  /** The figures of a type the seat may move on the map, in a fixed order (a `move:` offer moves each). */
  figures?(type: string, seat: number): readonly string[];
  /** Puts a figure the seat moved on its new place (and what the place does); by default the map's put and a log line. */
  arrive?(seat: number, figure: string, place: string): void;
  /** Greedy advice on moving figures of a type: asked once a menu, when a score is first read (so it may weigh the map once for all moves); by default the game's declared advice (place-advice.ts). */
  moveAdvice?(seat: number, type: string): (figure: string, from: string, to: string, price: MovePrice) => number;
  /** Greedy advice on a `use:` offer's standing action, by its card; where it gives none (undefined), the offer's declared `advice`. */
  useAdvice?(seat: number, cardId: string): number | undefined;
  /** Plays a card a `play:` offer offers; by default the procedure's play (to its discard pile, then its effect). */
  play?(seat: number, uid: string): void;
}

export interface FreeActionOptions {
  /** A bot's safety limit on actions in one turn, not a rule. */
  readonly max: number;
  /** Runs after each action (the game's checks). */
  readonly after?: () => void;
  /** Whether the seat may still act (asked before each pick); when not, the menu only ends the turn. */
  readonly open?: () => boolean;
}

/** The seat takes free actions from the declared offers until it ends the turn; returns the number taken. */
export function takeFreeActions<V extends object>(e: Engine<V>, seat: number, options: FreeActionOptions): number {
  const rules = e.rules.freeActions;
  if (!rules) throw new Error(`the ${e.rules.game} rules declare no free-actions`);
  const end: MenuItem = { label: rules.end, score: 0, run: () => {} };
  const menu = () => (options.open?.() === false ? [end] : [end, ...offeredActions(e, seat)]);
  return freeActions(e, seat, e.seatName(seat), menu, options.max, options.after);
}

/** The options the declared offers give the seat now, in order (the menu without its end). */
export function offeredActions<V extends object>(e: Engine<V>, seat: number): MenuItem[] {
  return (e.rules.freeActions?.offers ?? []).flatMap((offer) => offered(e, seat, offer));
}

function offered<V extends object>(e: Engine<V>, seat: number, offer: FreeOfferRule): readonly MenuItem[] {
  const hooks = e.hooks.freeActions;
  if (offer.kind === "hook") return hooks!.offers!.get(offer.name)!(seat);
  if (offer.kind === "move") return moves(e, seat, offer);
  if (offer.kind === "use") return cardActions(e, seat, offer.zone, (card) => hooks?.useAdvice?.(seat, card) ?? useAdvice(e, seat, offer, card));
  return plays(e, seat, offer);
}

/** Score advised against: below ending the turn (0). */
const ADVISED_AGAINST = -1;

/** The offer's declared advice on a standing action: its card's (else `others`, else 0), or -1 while its `adviceIf` fact does not hold for the seat. */
function useAdvice<V extends object>(e: Engine<V>, seat: number, offer: UseOffer, card: string): number {
  const fact = own(offer.adviceIf, card);
  if (fact !== undefined && !e.rt.fact(e.context(seat, null, card), fact)) return ADVISED_AGAINST;
  return own(offer.advice, card) ?? own(offer.advice, "others") ?? 0;
}

/**
 * Each figure of the type one route, where the place lacks the trait `ontoWithout`, nothing the
 * seat holds bars it and the seat can pay: the map's cost, or with `raises` the event's rule cards'.
 */
function moves<V extends object>(e: Engine<V>, seat: number, offer: MoveOffer): MenuItem[] {
  const [hooks, map] = [e.hooks.freeActions!, e.hooks.map!];
  const out: MenuItem[] = [];
  const advice = new MoveAdvice(e, seat, offer.figure);
  for (const id of hooks.figures!(offer.figure, seat)) {
    const from = map.where(id);
    if (from === undefined) continue;
    const figure = { id, type: offer.figure };
    for (const to of map.graph.neighbours(from)) {
      if (offer.ontoWithout !== null && e.catalogue.has(to) && e.catalogue.hasTrait(to, offer.ontoWithout)) continue;
      if (barredBy(e, seat, to) !== null) continue;
      const route = map.graph.route(from, to)!;
      if (offer.raises !== null) {
        const event = moveEvent(e, offer.raises, figure, to, route);
        const price = event && movePrice(e, seat, event, offer.unless);
        if (price) out.push(new Move(e, seat, figure, from, to, price, advice, event));
        continue;
      }
      const cost = map.moveCost(route, seat, offer.figure);
      if (cost && (e.table.players[seat].resources[cost.resource] ?? 0) >= cost.amount) out.push(new Move(e, seat, figure, from, to, new Map([[cost.resource, cost.amount]]), advice, null));
    }
  }
  return out;
}

/** The game's advice on a menu's moves (its hook's, else its declared advice: place-advice.ts), asked for once, when the first move's score is read. */
class MoveAdvice<V extends object> {
  private advise: ((figure: string, from: string, to: string, price: MovePrice) => number) | undefined;
  constructor(
    private readonly e: Engine<V>,
    private readonly seat: number,
    private readonly type: string,
  ) {}
  of(figure: string, from: string, to: string, price: MovePrice): number {
    const { e, seat, type } = this;
    this.advise ??= e.hooks.freeActions?.moveAdvice?.(seat, type) ?? declaredMoveAdvice(e, seat, type) ?? (() => 0);
    return this.advise(figure, from, to, price);
  }
}

/** One move offered: a class, so a menu of many moves makes no closures (its label and score are worked out when read). */
class Move<V extends object> implements MenuItem {
  constructor(
    private readonly e: Engine<V>,
    private readonly seat: number,
    private readonly figure: Ref,
    private readonly from: string,
    private readonly to: string,
    private readonly price: MovePrice,
    private readonly advice: MoveAdvice<V>,
    /** The event the move raises (its rule cards charge the price), or null: the engine charges the map's cost. */
    private readonly event: EventInfo | null,
  ) {}
  get label(): string {
    return `move ${this.e.describe(this.figure)} to ${placeName(this.e, this.to)} (${priceText(this.price)})`;
  }
  get score(): number {
    return this.advice.of(this.figure.id, this.from, this.to, this.price);
  }
  run(): void {
    const { e, seat, figure, to, event } = this;
    if (event) e.raise(event.name, event.args as Readonly<Record<string, Ref>>, event.payload);
    else for (const [resource, amount] of this.price) e.table.addResource(e.table.players[seat], resource, -amount);
    const arrive = e.hooks.freeActions?.arrive;
    if (arrive) arrive(seat, figure.id, to);
    else arriveOnMap(e, e.hooks.map!, figure, to);
  }
}

/** The default arrival: the figure stands on the place, and the log says so. */
function arriveOnMap<V extends object>(e: Engine<V>, map: MapTable, figure: Ref, place: string): void {
  map.put(figure.id, place);
  e.log.add(`${e.describe(figure)} moves to ${placeName(e, place)}`);
}

const placeName = <V extends object>(e: Engine<V>, place: string) => (e.catalogue.has(place) ? e.catalogue.name(place) : place);

/** The seat's cards of the zone that may be played now: not of an excepted kind, not blank. */
function plays<V extends object>(e: Engine<V>, seat: number, offer: Extract<FreeOfferRule, { kind: "play" }>): MenuItem[] {
  const out: MenuItem[] = [];
  const play = e.hooks.freeActions?.play;
  for (const inst of e.table.inZone(offer.zone, seat)) {
    const kind = e.catalogue.card(inst.cardId).kind;
    if (offer.except.includes(kind) || e.isBlank(inst)) continue;
    out.push({
      label: `${own(offer.says, kind) ?? "use"} ${e.catalogue.name(inst.cardId)}`,
      score: own(offer.advice, kind) ?? own(offer.advice, "others") ?? 0,
      run: () => (play ? play(seat, inst.uid) : e.procedure.playCard(seat, inst.uid)),
    });
  }
  return out;
}

/** What the declared offers need of the game's hooks and it does not hand over (named for checkHooks). */
export function missingFreeActionHooks<R>(rules: GameRules<R>, hooks: { readonly freeActions?: FreeActionHooks; readonly map?: MapTable }): string[] {
  const missing: string[] = [];
  for (const offer of rules.freeActions?.offers ?? []) {
    if (offer.kind === "hook" && !hooks.freeActions?.offers?.has(offer.name)) missing.push(`free-actions offer ${offer.name}`);
    if (offer.kind !== "move") continue;
    if (!hooks.freeActions?.figures) missing.push(`free-actions figures (to move ${offer.figure})`);
    if (!hooks.map) missing.push(`map (to move ${offer.figure})`);
    else if (offer.raises === null && !Object.hasOwn(hooks.map.pieceRules.moves ?? {}, offer.figure)) missing.push(`map move cost of ${offer.figure}`);
  }
  return missing;
}
