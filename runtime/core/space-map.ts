/**
 * A map of numbered spaces written as cards, on the engine's one map mechanism (place-graph.ts):
 * each space card carries its number and the numbers of the spaces next to it (a link written on
 * either card counts both ways), and each piece on the map (an avatar, through its player, or a
 * card) holds the number of its space in a position counter, so positions are table state.
 * Games whose enemies move by rules (an app, a behaviour table) ask it for distances and steps.
 */
import type { Ref } from "../api.ts";
import type { Engine } from "./engine.ts";
import { graphFromCards, type PlaceGraph } from "./place-graph.ts";
import type { MapRule } from "./rules.ts";
import type { CardInstance } from "./table.ts";

/** Where a game keeps its map: the zone of the space cards, their number and adjacency fields, the pieces' position counter (game.yaml's `map:`). */
export type BoardFields = MapRule;

/** A number of steps larger than any path: the two spaces are not connected. */
export const UNREACHABLE = Number.MAX_SAFE_INTEGER;

export class Board<V extends object> {
  private built: { key: string; graph: PlaceGraph; idOf: Map<number, string>; numberOf: Map<string, number> } | null = null;

  constructor(
    private readonly e: Engine<V>,
    private readonly fields: BoardFields,
  ) {}

  /** The graph of the space cards now in the zone (rebuilt only when the zone changes). */
  private map() {
    const spaces = this.e.table.peek(this.fields.zone);
    const key = spaces.map((s) => s.uid).join(" ");
    if (this.built?.key !== key) {
      const cards = spaces.map((s): Readonly<Record<string, unknown>> & { id: string; kind: string } => ({ ...(this.e.catalogue.card(s.cardId) as unknown as Readonly<Record<string, unknown>>), id: s.cardId, kind: "space" }));
      const numberOf = new Map(cards.map((c) => [c.id, Number(c[this.fields.number])]));
      const graph = graphFromCards(cards, { places: ["space"], adjacent: { field: this.fields.adjacent, key: this.fields.number } });
      this.built = { key, graph, numberOf, idOf: new Map([...numberOf].map(([id, n]) => [n, id])) };
    }
    return this.built;
  }

  /** The card of space `n`, if the map has one. */
  space(n: number): CardInstance | undefined {
    return this.e.table.peek(this.fields.zone).find((s) => this.map().numberOf.get(s.cardId) === n);
  }

  /** The spaces next to `n`, in number order. */
  neighbours(n: number): number[] {
    const { graph, idOf, numberOf } = this.map();
    const id = idOf.get(n);
    return id === undefined ? [] : graph.neighbours(id).map((p) => numberOf.get(p)!).sort((a, b) => a - b);
  }

  /** `Old Road (1)`: the space card's name and number. */
  name(n: number): string {
    const s = this.space(n);
    return s ? `${this.e.catalogue.name(s.cardId)} (${n})` : `space ${n}`;
  }

  /** The space a piece stands in (0: none). */
  at(piece: Ref): number {
    const inst = this.e.table.cards.get(piece.id);
    return inst ? (inst.counters[this.fields.position] ?? 0) : this.e.table.counter(this.e.counterHolder(piece), this.fields.position);
  }

  place(piece: Ref, n: number): void {
    this.e.table.setCounter(this.e.counterHolder(piece), this.fields.position, n);
  }

  /** The fewest steps from one space to another (UNREACHABLE when no path joins them). */
  distance(from: number, to: number): number {
    if (from === to) return 0;
    const { graph, idOf } = this.map();
    const [a, b] = [idOf.get(from), idOf.get(to)];
    return (a !== undefined && b !== undefined && graph.hops(a).get(b)) || UNREACHABLE;
  }

  /** The pieces standing `min` to `max` steps from space `n` (0: in it), nearest first, then in the order given. */
  within(n: number, pieces: readonly Ref[], min: number, max: number): Ref[] {
    const near = pieces.map((piece) => ({ piece, steps: this.distance(n, this.at(piece)) }));
    return near
      .filter(({ steps }) => steps >= min && steps <= max)
      .sort((a, b) => a.steps - b.steps)
      .map(({ piece }) => piece);
  }

  /**
   * The piece fewest steps from space `n` (none when none is reachable); of equals, the one
   * `rank` gives the lowest number, then the first given. Movement rules ask it whom to head for.
   */
  nearest(n: number, pieces: readonly Ref[], rank: (piece: Ref) => number = () => 0): Ref | undefined {
    const ranked = pieces.map((piece, order) => ({ piece, steps: this.distance(n, this.at(piece)), rank: rank(piece), order }));
    ranked.sort((a, b) => a.steps - b.steps || a.rank - b.rank || a.order - b.order);
    return ranked.find((r) => r.steps !== UNREACHABLE)?.piece;
  }

  /** Moves a piece up to `steps` spaces along a shortest way toward space `to`, stopping there; returns the space it ends in. */
  approach(piece: Ref, to: number, steps: number): number {
    const from = this.at(piece);
    let at = from;
    for (let i = 0; i < steps; i++) at = this.stepToward(at, to);
    if (at !== from) this.place(piece, at);
    return at;
  }

  /** The next space on a shortest way from `from` to `to` (the lowest-numbered of equals); `from` itself when there or cut off. */
  stepToward(from: number, to: number): number {
    const { graph, idOf, numberOf } = this.map();
    const [a, b] = [idOf.get(from), idOf.get(to)];
    if (a === undefined || b === undefined) return from;
    return Math.min(...graph.stepToward(a, b, 1).map((p) => numberOf.get(p)!));
  }
}
