/**
 * Nouns of the seats by whether they take turns (`seats <which>`). A game may seat a side that
 * takes no turns, played by its cards (a solo automaton: the engine's `seatsTakingTurns()`
 * leaves it out); these nouns let the rules name either side without the game's TypeScript:
 * `taking-turns`, the players the lead passes among, in seat order; `taking-no-turns`, the
 * seated players it never reaches; `all`, every seated player in seat order; `first`, the player
 * seated first (seat 0: the side a mode seats first, whether it takes turns or not); `before-you`,
 * of those taking turns, the one whose turn comes before yours (you, when you are the only one;
 * nobody, when you take no turns).
 */
import type { Ref } from "../api.ts";
import type { Engine } from "./engine.ts";
import type { SeatNoun } from "./rules.ts";

/** The `<which>` words of `seats <which>`, for the checker and the emitter. */
export const SEAT_NOUNS: readonly SeatNoun[] = ["taking-turns", "taking-no-turns", "all", "first", "before-you"];

export function seatNoun<V extends object>(e: Engine<V>, which: SeatNoun, seat: number): Ref[] {
  if (which === "all") return e.table.players.map((p) => e.playerRef(p.seat));
  if (which === "first") return e.table.players.slice(0, 1).map((p) => e.playerRef(p.seat));
  const taking = [...e.seatsTakingTurns()].sort((a, b) => a - b);
  if (which === "taking-turns") return taking.map((s) => e.playerRef(s));
  if (which === "taking-no-turns") return e.table.players.filter((p) => !taking.includes(p.seat)).map((p) => e.playerRef(p.seat));
  const at = taking.indexOf(seat);
  return at < 0 ? [] : [e.playerRef(taking.at(at - 1)!)];
}
