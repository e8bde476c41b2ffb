/**
 * Nouns of the players standing on an event's place (game.yaml `means: players-on <arg>` and
 * `rivals-on <arg>`): the players whose own figure (the first on the map whose id names their
 * seat, figure-steps.ts) stands on the place the triggering event's argument `<arg>` names, in the
 * order the map lists the place's figures. `rivals-on` leaves out the acting player and their
 * teammates (team-play.ts): the players a figure arriving there would have to face. No event, or
 * an argument that is no place of the map: nobody.
 */
import type { EffectContext, Ref } from "../api.ts";
import type { Engine } from "./engine.ts";
import { ownFigure } from "./figure-steps.ts";
import { mapOf } from "./place-nouns.ts";
import { teammates } from "./team-play.ts";

export function playersOn<V extends object>(
  e: Engine<V>,
  noun: string,
  ctx: EffectContext,
  arg: string,
  rivals: boolean,
): Ref[] {
  const value = ctx.event?.args[arg];
  const place = value && typeof value === "object" ? e.table.cards.get((value as Ref).id)?.cardId : undefined;
  const map = mapOf(e, noun);
  if (place === undefined || !map.graph.has(place)) return [];
  const seat = e.resolution(ctx).seat;
  const out: Ref[] = [];
  for (const figure of map.figuresAt(place)) {
    const owner = e.seatOfId(figure);
    if (owner === null || ownFigure(e, map, owner) !== figure) continue;
    if (rivals && (owner === seat || teammates(e, seat, owner))) continue;
    out.push(e.playerRef(owner));
  }
  return out;
}
