/**
 * A running or finished engine seen through the generic PlayedGame interface (`cardsmith play`,
 * replays, the bot-game tests): the game supplies only its standings and winners.
 */
import type { Engine } from "./engine.ts";
import type { PlayedGame, Standing } from "./game-module.ts";

export interface Outcome {
  standings(): Standing[];
  winners(): readonly number[];
}

const views = new WeakMap<object, PlayedGame>();

export function playedView<V extends object>(e: Engine<V>, outcome: Outcome): PlayedGame {
  let view = views.get(e);
  if (!view) {
    view = {
      get log() {
        return e.log;
      },
      get decider() {
        return e.decider;
      },
      get ended() {
        return e.ended;
      },
      get round() {
        return e.info.round;
      },
      get endReason() {
        return e.endReason;
      },
      get standings() {
        return outcome.standings();
      },
      get winners() {
        return outcome.winners();
      },
      get eventCounts() {
        return e.eventCounts;
      },
      checkInvariants() {
        e.table.checkConservation();
        e.table.checkBounds();
      },
    };
    views.set(e, view);
  }
  return view;
}
