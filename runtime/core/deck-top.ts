/**
 * A player's deck's top cards: revealed for a test (moved face up to a zone, their card ids
 * returned for the game to count), or scouted: the player looks at them, may move one to another
 * zone of theirs (held to that zone's capacity), and puts the rest on the bottom in the order
 * seen. Games give the zones and, for bots, what each scouted card is worth taken.
 */
import { moveCard } from "./engine-verbs.ts";
import type { Engine } from "./engine.ts";

export interface ScoutRules {
  /** The seat's deck looked at. */
  readonly deck: string;
  /** The seat's zone where the cards wait while the player looks (off the deck, so the rest go back under it). */
  readonly hold: string;
  /** The seat's zone the chosen card goes to, and how the log says it (`prepares`). */
  readonly to: string;
  readonly taking: string;
  /** Greedy advice: how good taking this card is (declining scores 0). */
  readonly worth: (cardId: string) => number;
}

/**
 * Moves up to `count` cards from the top of the seat's deck (refilled when empty, if it refills) to
 * their `to` zone, one by one; their card ids, top first. Seat null: a shared deck, to a shared zone.
 */
export function reveal<V extends object>(e: Engine<V>, seat: number | null, count: number, deck: string, to: string): string[] {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const uid = e.drawTop(deck, seat);
    if (!uid) break;
    ids.push(e.table.card(uid).cardId);
    e.table.move(uid, to, seat, { quiet: true });
  }
  return ids;
}

/** `seat` scouts the top `count` cards of their deck; returns the uid of the card taken, if any. */
export function scout<V extends object>(e: Engine<V>, seat: number, count: number, rules: ScoutRules): string | null {
  const seen: string[] = [];
  for (let i = 0; i < count; i++) {
    const uid = e.drawTop(rules.deck, seat);
    if (!uid) break;
    e.table.move(uid, rules.hold, seat, { quiet: true });
    seen.push(uid);
  }
  if (!seen.length) return null;
  const ids = seen.map((uid) => e.table.card(uid).cardId);
  const names = ids.map((id) => e.catalogue.name(id));
  const pick = e.ask({
    seat,
    kind: "scout",
    prompt: `scouted ${names.join(", ")}: move one to ${rules.to}?`,
    options: ["none", ...names],
    scores: [0, ...ids.map(rules.worth)],
  });
  const taken = pick > 0 ? seen[pick - 1] : null;
  e.log.add(`${e.seatName(seat)} scouts ${seen.length} card${seen.length === 1 ? "" : "s"}${taken ? ` and ${rules.taking} ${names[pick - 1]}` : ""}`);
  for (const uid of seen) {
    if (uid === taken) moveCard(e, seat, e.cardRef(uid), rules.to);
    else e.table.move(uid, rules.deck, seat, { quiet: true });
  }
  return taken;
}
