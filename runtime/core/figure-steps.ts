/**
 * Verb meanings that move a figure on a game's map (map-table.ts, which the game's hooks hand
 * over) by the place graph's distances, the acting player choosing where among equal places:
 * `step-to` puts it on a place, `step-toward` and `step-away` move it up to N places so as to end
 * as near to (as far from) the acting player's own figure as it can, `step-aside` puts it on a
 * neighbouring place. A player's own figure is the first on the map whose id names their seat
 * (`pawn@0`), as retreat.ts reads figures. After the figure has moved, each event whose
 * `raised-by` lists the verb is raised `on` the place's card `by` the figure: what ends a move
 * (a capture, a fight) is the rules' answer to that event.
 */
import type { EffectContext, Ref } from "../api.ts";
import type { Engine } from "./engine.ts";
import type { MapTable } from "./map-table.ts";
import { pickAny } from "./menus.ts";
import { mapOf, placeRef } from "./place-nouns.ts";

type StepVerb = (ctx: EffectContext, args: Readonly<Record<string, unknown>>) => void;

/** The names of the figure-step meanings, for engine-verbs.ts. */
export const FIGURE_STEPS: ReadonlySet<string> = new Set(["step-to", "step-toward", "step-away", "step-aside"]);

/** The seat's own figure: the first on the map whose id names the seat; undefined when none stands there. */
export function ownFigure<V extends object>(e: Engine<V>, map: MapTable, seat: number): string | undefined {
  // read from the map's figures, not place by place: rules ask it on every event they match
  for (const figure of map.figures()) if (e.seatOfId(figure) === seat) return figure;
  return undefined;
}

/** The place the seat's own figure stands on; undefined when it has none on the map. */
export function ownPlace<V extends object>(e: Engine<V>, map: MapTable, seat: number): string | undefined {
  const figure = ownFigure(e, map, seat);
  return figure === undefined ? undefined : map.where(figure);
}

/** The verb function of a figure-step meaning; its events are those whose `raised-by` lists the verb. */
export function figureStep<V extends object>(e: Engine<V>, verb: string, means: string): StepVerb {
  const events = e.rules.events.filter((ev) => ev.raisedBy.includes(verb)).map((ev) => ev.name);
  const seatOf = (ctx: EffectContext) => e.resolution(ctx).seat;
  const name = (place: string) => e.catalogue.name(place);

  /** The places the figure may end on, the verb's meaning says how. */
  function ends(map: MapTable, seat: number, figure: string, a: Readonly<Record<string, unknown>>): string[] {
    const from = map.where(figure);
    if (from === undefined) return [];
    if (means === "step-to") return [e.table.card((a.to as Ref).id).cardId];
    if (means === "step-aside") return map.graph.neighbours(from);
    const own = ownFigure(e, map, seat);
    const toward = own === undefined ? undefined : map.where(own);
    if (toward === undefined) return [];
    return map.graph.stepToward(from, toward, a.by as number, { away: means === "step-away" });
  }

  return (ctx, a) => {
    const map = mapOf(e, verb);
    const figure = a.figure as Ref;
    const seat = seatOf(ctx);
    const to = pickAny(e, seat, "choice", `where does ${e.describe(figure)} go?`, ends(map, seat, figure.id, a), name);
    if (to === undefined) return;
    map.put(figure.id, to);
    e.log.add(`${e.describe(figure)} moves to ${name(to)}`);
    const on = placeRef(e, to);
    if (on) for (const event of events) e.raise(event, { on, by: figure });
  };
}
