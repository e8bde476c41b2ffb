/**
 * Discarding a card to its owner's `discard` pile: its counters go, and `discarded` is raised
 * `on` it `by` its owner (the game declares that event). A card discarded from the hand with the
 * trait the game names for it then runs its `effect` field there, as the discarded event.
 */
import { runCardField } from "./card-fields.ts";
import type { Engine } from "./engine.ts";

/** The trait whose cards act when discarded from the hand, and what the log calls that. */
export interface ActsWhenDiscarded {
  readonly trait: string;
  readonly says: string;
}

export function discardToPile<V extends object>(e: Engine<V>, uid: string, by: number, acts: ActsWhenDiscarded | null): void {
  const inst = e.table.card(uid);
  const owner = inst.owner ?? by;
  const acting = acts !== null && inst.zone === "hand" && e.catalogue.hasTrait(inst.cardId, acts.trait);
  inst.counters = {};
  e.table.move(uid, "discard", owner, { quiet: true });
  const args = { on: e.cardRef(uid), by: e.playerRef(owner) };
  e.raise("discarded", args);
  if (!acting) return;
  e.log.add(`${e.seatName(owner)}'s ${e.catalogue.name(inst.cardId)}: ${acts.says}`);
  runCardField(e, owner, inst, "effect", { name: "discarded", args, payload: {} });
}
