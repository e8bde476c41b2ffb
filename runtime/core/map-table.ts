/**
 * The state of a map game on a PlaceGraph, for any game with one: where each figure stands, who
 * holds each place (a player token on it), the players' pieces on routes (roads: each lowers its
 * owner's cost of travelling the route by 1) and marks players leave on places (a completed
 * barrier), with the movement costs as data: what each class of figure pays to travel a route.
 * Plain data with the rules every such game shares; what they mean is the game's.
 */
import type { PlaceGraph, Route } from "./place-graph.ts";

/** What a figure of one class pays to travel a route: a resource, per unit of distance or per route, less 1 per own piece on it when `pieces`. */
export interface MoveCost {
  readonly resource: string;
  readonly per: "distance" | "route";
  readonly pieces?: boolean;
}

export interface PieceRules {
  /** The most pieces one player may have on the map. */
  readonly perPlayer: number;
  /** Routes carrying this tag take no pieces. */
  readonly forbiddenTag?: string;
  /** The movement costs by figure class (the game names its classes: `walker`, `rider`...). */
  readonly moves?: Readonly<Record<string, MoveCost>>;
}

/**
 * Players sharing the map as a team (runtime/core/team-play.ts): each seat's pieces count as every
 * team seat's own, and a place is marked for the team once its marks (any seat's, one each time)
 * reach what `needs` says.
 */
export interface MapTeam {
  readonly seats: ReadonlySet<number>;
  needs(place: string): number;
}

export class MapTable {
  private readonly at = new Map<string, string>();
  private readonly holders = new Map<string, number>();
  private readonly previous = new Map<string, number | null>();
  private readonly pieces = new Map<string, number[]>();
  private readonly marks = new Map<string, Set<number>>();
  private team: MapTeam | null = null;
  private readonly teamMarks = new Map<string, number>();

  constructor(
    readonly graph: PlaceGraph,
    readonly pieceRules: PieceRules,
  ) {}

  // ---------- figures ----------
  put(figure: string, place: string): void {
    if (!this.graph.has(place)) throw new RangeError(`no place \`${place}\``);
    this.at.set(figure, place);
  }
  where(figure: string): string | undefined {
    return this.at.get(figure);
  }
  /** Every figure on the map, in the order they were first put on it. */
  figures(): IterableIterator<string> {
    return this.at.keys();
  }
  /** The figures standing on a place, in the order they were first put anywhere. */
  figuresAt(place: string): string[] {
    return [...this.at].filter(([, p]) => p === place).map(([f]) => f);
  }

  // ---------- holders ----------
  /** Puts the seat's token on the place; returns who held it before (null: nobody), remembered as its previous holder. */
  hold(place: string, seat: number): number | null {
    const before = this.holders.get(place) ?? null;
    this.holders.set(place, seat);
    this.previous.set(place, before);
    return before;
  }
  /** Who held the place before its latest `hold` (null: nobody, or never held). */
  previousHolder(place: string): number | null {
    return this.previous.get(place) ?? null;
  }
  holder(place: string): number | null {
    return this.holders.get(place) ?? null;
  }
  heldBy(seat: number): string[] {
    return [...this.holders].filter(([, s]) => s === seat).map(([p]) => p);
  }

  // ---------- pieces on routes ----------
  piecesOn(route: Route, seat?: number): number {
    const on = this.pieces.get(route.id) ?? [];
    if (seat === undefined) return on.length;
    const team = this.team?.seats.has(seat) ? this.team.seats : null;
    return on.filter((s) => s === seat || !!team?.has(s)).length;
  }
  /** The seat's pieces on the route from where the figure stands to a neighbouring place (0: no such route). */
  piecesOnWay(figure: string, to: string, seat: number): number {
    const from = this.at.get(figure);
    const route = from === undefined ? null : this.graph.route(from, to);
    return route ? this.piecesOn(route, seat) : 0;
  }
  /** Every piece on the map, as [route, seat] (a route once per piece). */
  allPieces(): Array<[Route, number]> {
    return this.graph.routes.flatMap((r) => (this.pieces.get(r.id) ?? []).map((s) => [r, s] as [Route, number]));
  }
  pieceCount(seat: number): number {
    return this.allPieces().filter(([, s]) => s === seat).length;
  }
  /** The routes the seat may put a piece on now: not forbidden, fewer pieces than the distance, the seat under its limit. */
  buildable(seat: number): Route[] {
    if (this.pieceCount(seat) >= this.pieceRules.perPlayer) return [];
    const tag = this.pieceRules.forbiddenTag;
    return this.graph.routes.filter((r) => !(tag && r.tags.has(tag)) && this.piecesOn(r) < r.distance);
  }
  build(route: Route, seat: number): void {
    if (!this.buildable(seat).includes(route)) throw new RangeError(`no piece of seat ${seat} fits on ${route.id}`);
    this.pieces.set(route.id, [...(this.pieces.get(route.id) ?? []), seat]);
  }
  removePiece(route: Route, seat: number): void {
    const on = this.pieces.get(route.id) ?? [];
    const i = on.indexOf(seat);
    if (i < 0) throw new RangeError(`seat ${seat} has no piece on ${route.id}`);
    on.splice(i, 1);
  }
  /** What a figure of the class pays to travel the route (a class without a rule: nothing). */
  moveCost(route: Route, seat: number, figureClass: string): { resource: string; amount: number } | null {
    const rule = this.pieceRules.moves?.[figureClass];
    if (!rule) return null;
    const base = rule.per === "route" ? 1 : route.distance;
    return { resource: rule.resource, amount: Math.max(0, base - (rule.pieces ? this.piecesOn(route, seat) : 0)) };
  }

  // ---------- marks ----------
  /** The seats share their pieces and marks from now on (a team mode's setup). */
  shareAsTeam(team: MapTeam): void {
    this.team = team;
  }
  /** The marks a team's seat counts on the place: all the team's (a team game), else 1 or 0. */
  markCount(place: string, seat: number): number {
    if (this.team?.seats.has(seat)) return this.teamMarks.get(place) ?? 0;
    return this.marks.get(place)?.has(seat) ? 1 : 0;
  }
  /** The marks the place needs for the seat's team (null: the seat plays on no team). */
  teamNeeds(place: string, seat: number): number | null {
    return this.team?.seats.has(seat) ? this.team.needs(place) : null;
  }
  /** A team's mark counts up to what the place needs; another is not left. */
  mark(place: string, seat: number): void {
    if (this.team?.seats.has(seat)) {
      this.teamMarks.set(place, Math.min(this.team.needs(place), this.markCount(place, seat) + 1));
      return;
    }
    if (!this.marks.has(place)) this.marks.set(place, new Set());
    this.marks.get(place)!.add(seat);
  }
  unmark(place: string, seat: number): void {
    if (this.team?.seats.has(seat)) this.teamMarks.set(place, Math.max(0, this.markCount(place, seat) - 1));
    else this.marks.get(place)?.delete(seat);
  }
  /** Whether the place is marked for the seat: by the seat, or for its team once the marks reach the count needed. */
  marked(place: string, seat: number): boolean {
    if (this.team?.seats.has(seat)) return this.markCount(place, seat) >= this.team.needs(place);
    return this.marks.get(place)?.has(seat) ?? false;
  }
  markedBy(seat: number): string[] {
    const places = this.team?.seats.has(seat) ? [...this.teamMarks.keys()] : [...this.marks.keys()];
    return places.filter((place) => this.marked(place, seat));
  }
}
