/**
 * A map of spaces written as cards: each space card carries its number and the numbers of the
 * spaces next to it (a link written on either card counts both ways), and each piece on the map
 * (an avatar, through its player, or a card) holds the number of its space in a position counter.
 * Games whose enemies move by rules (an app, a behaviour table) ask it for distances and steps.
 */
import type { Ref } from "../api.ts";
import type { Engine } from "./engine.ts";
import type { CardInstance } from "./table.ts";

/** Where a game keeps its map: the zone of the space cards, their number and adjacency fields, the pieces' position counter. */
export interface BoardFields {
  readonly zone: string;
  readonly number: string;
  readonly adjacent: string;
  readonly position: string;
}

/** A number of steps larger than any path: the two spaces are not connected. */
export const UNREACHABLE = Number.MAX_SAFE_INTEGER;

export class Board<V extends object> {
  constructor(
    private readonly e: Engine<V>,
    private readonly fields: BoardFields,
  ) {}

  private read(inst: CardInstance): { number: number; adjacent: readonly number[] } {
    const card = this.e.catalogue.card(inst.cardId) as unknown as Readonly<Record<string, unknown>>;
    const adjacent = card[this.fields.adjacent];
    return { number: Number(card[this.fields.number]), adjacent: Array.isArray(adjacent) ? adjacent.map(Number) : [] };
  }

  /** The card of space `n`, if the map has one. */
  space(n: number): CardInstance | undefined {
    return this.e.table.peek(this.fields.zone).find((s) => this.read(s).number === n);
  }

  /** The spaces next to `n`, in number order. */
  neighbours(n: number): number[] {
    const out = new Set<number>();
    for (const s of this.e.table.peek(this.fields.zone)) {
      const { number, adjacent } = this.read(s);
      if (number === n) adjacent.forEach((a) => out.add(a));
      else if (adjacent.includes(n)) out.add(number);
    }
    return [...out].sort((a, b) => a - b);
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
    const seen = new Map([[from, 0]]);
    for (const queue = [from]; queue.length; ) {
      const here = queue.shift()!;
      if (here === to) return seen.get(here)!;
      for (const next of this.neighbours(here)) if (!seen.has(next)) (seen.set(next, seen.get(here)! + 1), queue.push(next));
    }
    return UNREACHABLE;
  }

  /** The next space on a shortest way from `from` to `to` (the lowest-numbered of equals); `from` itself when there or cut off. */
  stepToward(from: number, to: number): number {
    let best = from;
    for (const n of this.neighbours(from)) if (this.distance(n, to) < this.distance(best, to)) best = n;
    return best;
  }
}
