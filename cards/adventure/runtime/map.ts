/**
 * Who stands where on the map (the engine's Board over the space cards: `number`, `adjacent`,
 * and each piece's `space` counter, a hero's on its player, a group's on its card).
 */
import type { Ref } from "../../../runtime/api.ts";
import type { AdventureGame } from "./game.ts";

export const heroes = (g: AdventureGame): Ref[] => g.table.players.map((p) => g.seatEntity(p.seat));

/** Enemy groups on the map, in the order the app placed them. */
export const enemies = (g: AdventureGame): Ref[] => g.table.peek("map").flatMap((i) => g.entities.refOfCard(i) ?? []);

/** The enemies a hero at `n` reaches: in its space (0) or adjacent (1). */
export function enemiesWithin(g: AdventureGame, n: number, steps: 0 | 1): Ref[] {
  return enemies(g).filter((r) => (steps === 0 ? g.board.at(r) === n : g.board.neighbours(n).includes(g.board.at(r))));
}
