/**
 * The meanings that count steps on a game's map (game.yaml's `map:`, runtime/core/space-map.ts),
 * always from the acting entity (a card acting as itself, else the acting player's avatar):
 * nouns meaning `distance <steps>` and `nearest`, facts meaning `distance <steps> <type>`, and
 * the verb meaning `approach`. An enemy no player runs (a behaviour table's) finds and chases
 * the players' pieces with them; a player's card finds the enemies nearby.
 */
import type { EffectContext, Ref } from "../api.ts";
import type { Engine } from "./engine.ts";
import type { Board } from "./space-map.ts";

function boardOf<V extends object>(e: Engine<V>): Board<V> {
  if (!e.board) throw new Error(`the ${e.rules.game} rules declare no map`);
  return e.board;
}

/** Entities of the type standing `min` to `max` steps from the acting entity, nearest first. */
export function entitiesWithin<V extends object>(e: Engine<V>, ctx: EffectContext, type: string, min: number, max: number): Ref[] {
  const board = boardOf(e);
  return board.within(board.at(e.actor(ctx)), e.entities.ofType(type), min, max);
}

/** The entity of the type fewest steps from the acting entity; of equals, the one with least health left, then the first. */
export function nearestEntity<V extends object>(e: Engine<V>, ctx: EffectContext, type: string): Ref | undefined {
  const board = boardOf(e);
  const seat = e.resolution(ctx).seat;
  const healthLeft = (r: Ref) => e.entities.healthOf(r) - e.entities.damageOf(r, seat);
  return board.nearest(board.at(e.actor(ctx)), e.entities.ofType(type), healthLeft);
}

/** The acting entity moves up to `spaces` spaces along a shortest way toward `toward`, stopping in its space. */
export function approach<V extends object>(e: Engine<V>, ctx: EffectContext, spaces: number, toward: Ref): void {
  const board = boardOf(e);
  const me = e.actor(ctx);
  const from = board.at(me);
  const to = board.approach(me, board.at(toward), spaces);
  e.log.add(`${e.describe(me)} ${to === from ? "stays in" : "moves to"} ${board.name(to)}`);
}
