/**
 * An engine with the questions a game's TypeScript asks of the cards on its table, by instance:
 * a printed field, a whole-number field, the card's name in the log, a trait, its kind; and the
 * two ways it involves players: a decision among things (menus.ts' pick) and a die rolled in the open.
 */
import type { EffectApi } from "../api.ts";
import { Engine } from "./engine.ts";
import { pick, pickAny } from "./menus.ts";
import { Resolution } from "./resolution.ts";
import { rollInTheOpen, rollOn } from "./roll-tables.ts";
import type { CardInstance } from "./table.ts";

export abstract class CardEngine<V extends object, Res extends Resolution = Resolution> extends Engine<V, Res> {
  /** A field as printed on the card (its side up), or undefined. */
  printed(c: CardInstance, name: string): unknown {
    return (this.catalogue.card(c.cardId) as unknown as Readonly<Record<string, unknown>>)[name];
  }

  /** A whole-number field printed on the card; 0 when it has none. */
  field(c: CardInstance, name: string): number {
    const value = this.printed(c, name);
    return typeof value === "number" ? value : 0;
  }

  /** The card as the log names it (with its owner). */
  name(c: CardInstance): string {
    return this.describe(this.cardRef(c.uid));
  }

  trait(c: CardInstance, trait: string): boolean {
    return this.catalogue.hasTrait(c.cardId, trait);
  }

  kind(c: CardInstance): string {
    return this.catalogue.card(c.cardId).kind;
  }

  /** The cards attached to this one (items granted to a figure), in `zone` of `seat`. */
  attachedCards(to: CardInstance, zone: string, seat: number): CardInstance[] {
    return this.table.peek(zone, seat).filter((c) => this.attachments.get(c.uid)?.id === to.uid);
  }

  /** Sets a player's resource to `value` (within its bounds). */
  setResource(seat: number, name: string, value: number): void {
    const p = this.table.players[seat];
    if (p.resources[name] !== value) this.table.addResource(p, name, value - p.resources[name]);
  }

  /** Whether the card's effect could do anything now: its `requires`, read as `seat` (true without one). */
  effectApplies(seat: number, c: CardInstance): boolean {
    const requires = this.catalogue.effectOf<EffectApi<V>>(c.cardId)?.requires;
    return !requires || requires(this.rt, this.context(seat, c.uid, c.cardId));
  }

  choose<T>(seat: number, kind: string, prompt: string, items: readonly T[], label: (t: T) => string, score?: (t: T) => number): T {
    // An empty list gives undefined, as it always has for these callers (typed as T).
    return pickAny(this, seat, kind, prompt, items, label, score) as T;
  }

  /** A decision among cards, each shown by its name. */
  chooseCard(seat: number, kind: string, prompt: string, cards: readonly CardInstance[], score?: (c: CardInstance) => number): CardInstance {
    return this.choose(seat, kind, prompt, cards, (c) => this.name(c), score);
  }

  /** A yes-or-no decision, each answer with its label (`[no, yes]`) and, for bots, its score. */
  chooseYes(seat: number, kind: string, prompt: string, labels: readonly [no: string, yes: string], score: (yes: boolean) => number): boolean {
    return pick(this, seat, kind, prompt, [false, true], (yes) => labels[yes ? 1 : 0], score);
  }

  /** One die rolled in the open: the log says what for and what came up. */
  roll(what: string, sides = 6): number {
    return rollInTheOpen(this, what, sides);
  }

  /** A roll of a table game.yaml declares under `rolls:` (roll-tables.ts): the outcome of the result's range. */
  rollOn(table: string): string {
    return rollOn(this, table);
  }

  /** Each seat rolls once, in order (`what` says what for, seat by seat); the highest roll wins, of equal rolls the earlier seat. */
  rollOff(seats: readonly number[], what: (seat: number) => string, sides = 6): number {
    let best = seats[0];
    let high = -Infinity;
    for (const seat of seats) {
      const r = this.roll(what(seat), sides);
      if (r > high) [best, high] = [seat, r];
    }
    return best;
  }
}

/** A card engine whose effects need no more per-resolution state than the engine's own Resolution. */
export abstract class PlainCardEngine<V extends object> extends CardEngine<V> {
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
}
