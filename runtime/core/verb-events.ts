/**
 * Events raised by verbs (game.yaml `raises:` on a verb): after the verb has run, the engine
 * raises its event, `by` the acting player and `on` the verb's positional argument when the
 * event has an `on`. A game's TypeScript then raises nothing for it, whoever implements the verb.
 */
import type { EffectContext, Ref } from "../api.ts";
import type { Engine } from "./engine.ts";

type VerbFn = (ctx: EffectContext, args: Readonly<Record<string, unknown>>) => unknown;

/** The verb functions, those with an event wrapped to raise it after they run. */
export function raisingEvents<V extends object>(e: Engine<V>, verbs: Record<string, VerbFn>): Record<string, VerbFn> {
  const raised = e.rules.verbEvents;
  if (!raised) return verbs;
  for (const [verb, { event, on }] of Object.entries(raised)) {
    const run = verbs[verb];
    if (!run) continue; // a hook the game has not implemented: missingHooks reports it
    verbs[verb] = (ctx, args) => {
      run(ctx, args);
      const by = e.playerRef(e.resolution(ctx).seat);
      e.raise(event, on === null ? { by } : { by, on: args[on] as Ref });
    };
  }
  return verbs;
}
