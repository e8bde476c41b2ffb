/**
 * Facts about who holds a resource (game.yaml `means: someone-has <resource>`, `means: goal
 * <resource>`), read over the players taking turns (the engine's `seatsTakingTurns()`: a side its
 * cards play is left out). `someone-has` holds once one of them has more than 0 of it; `goal`
 * likewise, but in a team game (team-play.ts) only once every one of them has: a goal the team
 * reaches together, as its members win or lose together.
 */
import type { Engine } from "./engine.ts";
import { teamOf } from "./team-play.ts";

export function resourceFact<V extends object>(e: Engine<V>, kind: "someone-has" | "goal", resource: string): boolean {
  const holds = (seat: number) => (e.table.players[seat].resources[resource] ?? 0) > 0;
  const seats = e.seatsTakingTurns();
  return kind === "goal" && teamOf(e) ? seats.length > 0 && seats.every(holds) : seats.some(holds);
}
