/**
 * Cards on their way out of play that a Response may keep: the game announces a card's leaving
 * (a defeat, with its event) and, while the event is answered, a verb meaning `spare` (a save, a
 * heal) keeps the card; the log says the verb's `says` (`Knight (Ann) is saved`).
 */
import type { Ref } from "../api.ts";
import type { Engine } from "./engine.ts";

export class Leaving {
  private readonly cards = new Set<string>();

  /** Whether the card is being announced as leaving now. */
  has(uid: string): boolean {
    return this.cards.has(uid);
  }

  /** The card is on its way out while `announce` runs (its event raised and answered); true when nothing spared it. */
  leaves(uid: string, announce: () => void): boolean {
    this.cards.add(uid);
    announce();
    return this.cards.delete(uid);
  }

  /** Keeps a leaving card; false when it was not leaving (already spared, or never announced). */
  spare(uid: string): boolean {
    return this.cards.delete(uid);
  }
}

/** The `spare` verb `verb`: keeps its target if it is leaving, and the log says so in the verb's words. */
export function spareVerb<V extends object>(e: Engine<V>, verb: string): (ctx: unknown, args: Readonly<Record<string, unknown>>) => void {
  const says = e.rules.verbSays?.[verb] ?? "spared";
  return (_ctx, args) => {
    const target = args.target as Ref;
    if (e.leaving.spare(target.id)) e.log.add(`${e.describe(target)} is ${says}`);
  };
}
