/**
 * Counters kept per card on its owner's board (game.yaml: a counter's `track:`), the way a token
 * on a player's table marks how far each of their figures has come: a card's value is its
 * owner's counter that the track pairs with the card's `by` field, and its level is 1 plus the
 * thresholds that value has reached. `<counter> of X` and `<level counter> of X` read them; a
 * verb meaning `advance` moves a card's track on.
 */
import type { Ref } from "../api.ts";
import type { Engine } from "./engine.ts";
import type { CounterTrackRule } from "./rules.ts";
import type { CardInstance } from "./table.ts";

/** The owner's counter that holds the card's track, or null for a card the track does not keep. */
function heldCounter<V extends object>(e: Engine<V>, track: CounterTrackRule, inst: CardInstance): string | null {
  const card = e.catalogue.card(inst.cardId) as unknown as Record<string, unknown>;
  if (inst.owner === null || card.kind !== track.of || !Object.hasOwn(card, track.by)) return null;
  return track.heldAs.find(([value]) => value === card[track.by])?.[1] ?? null;
}

/** The level a value on the track stands at: 1, plus one for each threshold reached. */
export function levelAt(track: CounterTrackRule, value: number): number {
  return 1 + (track.levels?.at.filter((n) => value >= n).length ?? 0);
}

/** A card's value on a track, or its level, when `name` is a track's counter or its levels' counter and the track keeps the card. */
export function trackedValue<V extends object>(e: Engine<V>, name: string, inst: CardInstance): number | undefined {
  for (const track of e.rules.counterTracks ?? []) {
    if (track.counter !== name && track.levels?.counter !== name) continue;
    const held = heldCounter(e, track, inst);
    if (held === null) continue;
    const value = e.table.counter(e.table.players[inst.owner!], held);
    return track.counter === name ? value : levelAt(track, value);
  }
  return undefined;
}

/** The verb meaning `advance`: the card's track moves on by `amount`; the log says by how much, and any new level. */
export function advanceTrack<V extends object>(e: Engine<V>, on: Ref, amount: number, counter: string): void {
  const track = e.rules.counterTracks?.find((t) => t.counter === counter);
  const inst = e.table.cards.get(on.id);
  const held = track && inst ? heldCounter(e, track, inst) : null;
  if (!track || !inst || held === null) return;
  const seat = inst.owner!;
  const player = e.table.players[seat];
  const before = levelAt(track, e.table.counter(player, held));
  e.table.addCounter(player, held, amount, e.seatName(seat));
  const after = levelAt(track, e.table.counter(player, held));
  const levelUp = track.levels && after > before ? `: Level ${after}` : "";
  e.log.add(`${e.describe(on)} gains ${amount} ${track.says}${levelUp}`);
}

/** A seat's total on a track: the sum of its counters that hold it. */
export function trackTotal<V extends object>(e: Engine<V>, counter: string, seat: number): number {
  const track = e.rules.counterTracks?.find((t) => t.counter === counter);
  return (track?.heldAs ?? []).reduce((n, [, held]) => n + e.table.counter(e.table.players[seat], held), 0);
}
