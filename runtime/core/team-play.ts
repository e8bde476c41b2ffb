/**
 * Team modes (game.yaml `modes: { <mode>: { team: ... } }`): the players of such a mode play as one
 * team against the game itself. Teammates are not each other's `opponents`; on a map they share
 * their pieces (each counts as every teammate's own) and their marks (a place is marked for the
 * team once it holds as many marks, by any of them, as `marks-needed` says: the list field of the
 * card lying in a zone, entry by entry for the places of another zone, in order); and the result
 * is the team's: all of them win, or none.
 */
import type { Engine } from "./engine.ts";
import type { GameMode, TeamMode } from "./game-module.ts";
import type { MapTable } from "./map-table.ts";

const TEAMS = new WeakMap<object, ReadonlySet<number>>();

/**
 * Makes the seats one team when the engine's mode is a team mode (else does nothing): from then on
 * they are not each other's opponents and share the map given. Returns whether they are a team.
 */
export function playAsTeam<V extends object>(e: Engine<V>, modes: readonly GameMode[], seats: readonly number[], map?: MapTable): boolean {
  const team = modes.find((m) => m.name === e.mode)?.team;
  if (!team) return false;
  const members = new Set(seats);
  TEAMS.set(e, members);
  map?.shareAsTeam({ seats: members, needs: (place) => marksNeeded(e, team, place) });
  return true;
}

/** The seats of the engine's team (null: not a team game). */
export function teamOf(e: object): ReadonlySet<number> | null {
  return TEAMS.get(e) ?? null;
}

/** Whether two different seats play on one team (a seat not given has no teammates). */
export function teammates(e: object, a: number | undefined, b: number): boolean {
  const team = teamOf(e);
  return a !== undefined && a !== b && !!team?.has(a) && !!team.has(b);
}

/**
 * The marks a place needs for the team: the entry at the place's position among the cards of
 * zone `places`, in the list field of the first card of zone `zone`; 1 without such a card or entry.
 */
export function marksNeeded<V extends object>(e: Engine<V>, team: TeamMode, place: string): number {
  const spec = team.marksNeeded;
  if (!spec) return 1;
  const [shown] = e.table.zone(spec.zone);
  if (shown === undefined) return 1;
  const card = e.catalogue.card(e.table.card(shown).cardId) as unknown as Readonly<Record<string, unknown>>;
  const counts = Object.hasOwn(card, spec.field) ? card[spec.field] : undefined;
  const index = e.table.zone(spec.places).findIndex((uid) => e.table.card(uid).cardId === place);
  const count = Array.isArray(counts) && index >= 0 ? counts[index] : undefined;
  return typeof count === "number" ? count : 1;
}

/** Who may win a team game: the whole team when each member meets the goal, else the others (the game's side). */
export function teamContenders(team: readonly number[], meetsGoal: (seat: number) => boolean, others: readonly number[]): number[] {
  return team.every(meetsGoal) ? [...team] : [...others];
}
