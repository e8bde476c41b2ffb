/**
 * Facts declared as a condition of the effect language (game.yaml `facts: { x: { means:
 * condition, if: "<condition>", on: <event> } }`, checked by the compiler's
 * check-fact-conditions.ts): the engine judges the condition in the context the fact is asked in,
 * as the acting player, with that context's triggering event (a move offer's trial event, an
 * effect's trigger). A condition that reads something missing (a field the card lacks, an event
 * argument not there) does not hold.
 */
import type { EffectApi, EffectContext } from "../api.ts";
import { Fizzle } from "./effect-host.ts";
import type { Engine } from "./engine.ts";

export function conditionHolds<V extends object>(e: Engine<V>, ctx: EffectContext, holds: (rt: EffectApi<V>, ctx: EffectContext) => boolean): boolean {
  try {
    return holds(e.rt, ctx);
  } catch (error) {
    if (error instanceof Fizzle) return false;
    throw error;
  }
}
