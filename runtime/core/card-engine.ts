/**
 * An engine with the questions a game's TypeScript asks of the cards on its table, by instance:
 * a printed field, a whole-number field, the card's name in the log, a trait, its kind; and the
 * two ways it involves players: a decision among things (pick.ts) and a die rolled in the open.
 */
import type { EffectApi } from "../api.ts";
import { Engine } from "./engine.ts";
import { pick } from "./pick.ts";
import type { Resolution } from "./resolution.ts";
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

  /** Whether the card's effect could do anything now: its `requires`, read as `seat` (true without one). */
  effectApplies(seat: number, c: CardInstance): boolean {
    const requires = this.catalogue.effectOf<EffectApi<V>>(c.cardId)?.requires;
    return !requires || requires(this.rt, this.context(seat, c.uid, c.cardId));
  }

  choose<T>(seat: number, kind: string, prompt: string, items: readonly T[], label: (t: T) => string, score?: (t: T) => number): T {
    return pick(this, seat, kind, prompt, items, label, score);
  }

  /** One die rolled in the open: the log says what for and what came up. */
  roll(what: string, sides = 6): number {
    const r = this.rng.die(sides);
    this.log.add(`${what}: rolled ${r}`);
    return r;
  }
}
