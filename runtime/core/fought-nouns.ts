/**
 * Nouns of what was fought this period (game.yaml `means: fought <period> <noun>`): of the players
 * or places another noun stands for, those that a contest verb's `once: { per: <period> }` spent
 * (contest-verb.ts `fought`): a player fought as the defender (`on: against`), a place fought on
 * (`on: at`). A card that is no place of the game, or a player's ref of no seat, was never fought.
 */
import type { Ref } from "../api.ts";
import { fought } from "./contest-verb.ts";
import type { Engine } from "./engine.ts";

export function foughtOf<V extends object>(e: Engine<V>, period: string, things: readonly Ref[]): Ref[] {
  return things.filter((ref) => {
    if (ref.type === "player") {
      const seat = e.seatOfId(ref.id);
      return seat !== null && fought(e, period, { seat });
    }
    const place = e.table.cards.get(ref.id)?.cardId;
    return place !== undefined && fought(e, period, { place });
  });
}
