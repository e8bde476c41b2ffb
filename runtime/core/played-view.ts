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

/**
 * A class, not an object literal with getters: V8 makes a literal's getter pairs in the old
 * generation, where they would keep the whole finished game alive through minor collections.
 */
class EngineView<V extends object> implements PlayedGame {
  constructor(
    private readonly e: Engine<V>,
    private readonly outcome: Outcome,
  ) {}
  get log() {
    return this.e.log;
  }
  get decider() {
    return this.e.decider;
  }
  get ended() {
    return this.e.ended;
  }
  get round() {
    return this.e.info.round;
  }
  get endReason() {
    return this.e.endReason;
  }
  get standings() {
    return this.outcome.standings();
  }
  get winners() {
    return this.outcome.winners();
  }
  get eventCounts() {
    return this.e.eventCounts;
  }
  get firstPlayer() {
    return this.e.firstPlayer;
  }
  get cardsPlayed() {
    return this.e.cardsPlayed;
  }
  checkInvariants(): void {
    this.e.table.checkConservation();
    this.e.table.checkBounds();
  }
}

/**
 * The engine's view, made once and kept on the engine itself. Not in a module-level WeakMap:
 * V8's minor collections treat such a map's entries as strong, so every finished game would
 * survive them and be promoted (measured: most of the old generation's growth in bot runs).
 */
export function playedView<V extends object>(e: Engine<V>, outcome: Outcome): PlayedGame {
  return (e.view ??= new EngineView(e, outcome));
}

/**
 * A cooperative game's outcome: every player wins together or none does. Each standing names the
 * player's avatar card (their role) and says what the game reports for them (`detail`).
 */
export function cooperativeOutcome<V extends object>(e: Engine<V>, won: () => boolean, detail: (seat: number) => string): Outcome {
  const seats = () => e.table.players.map((p) => p.seat);
  const standing = (seat: number): Standing => {
    const avatar = e.avatarCard(seat);
    return { seat, name: e.seatName(seat), role: avatar === undefined ? "" : e.catalogue.name(avatar), score: won() ? 1 : 0, tiebreaks: [], detail: detail(seat) };
  };
  return { standings: () => seats().map(standing), winners: () => (won() ? seats() : []) };
}
