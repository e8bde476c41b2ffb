/**
 * What a game's runtime folder exports so generic tools (the CLI's `play`, scenario runner,
 * benchmarks) can drive any game: `cards/<game>/runtime/index.ts` exports `game: GameModule`.
 */
import type { Agent } from "./agents.ts";
import type { Decider } from "./decisions.ts";
import type { GameLog } from "./log.ts";

export interface PlayOptions {
  seed: number;
  agents: Agent[];
  names?: string[];
  /** Safety net for bots: end the game after this many rounds. */
  maxRounds?: number;
  /** Called after every step (phase, step number) for invariant checks. */
  onStep?: (game: PlayedGame) => void;
  /** Called once with the game's log before setup, so a tool can follow it from the start. */
  onLog?: (log: GameLog) => void;
  /** Optional rules the game offers (`GameModule.variants`) played this time (`play --variant`). */
  variants?: string[];
  /** One of the game's `modes` (the first when not given); a game without modes has none. */
  mode?: string;
}

/** A way to play a game (basic, solo, cooperative...), with the players it is for. */
export interface GameMode {
  readonly name: string;
  readonly players: { min: number; max: number };
  readonly description?: string;
  /** The players play as one team (game.yaml's `team:`; runtime/core/team-play.ts). */
  readonly team?: TeamMode;
}

/** A team mode's sharing: with `marksNeeded`, a place of zone `places` is marked for the team at the count the list `field` of the card in `zone` gives at its position. */
export interface TeamMode {
  readonly marksNeeded?: { readonly zone: string; readonly field: string; readonly places: string };
}

/**
 * The mode a game is set up in: the one named (the first by default), held to the players it is
 * for, as game.yaml's `modes:` declares them. A RangeError names the modes, or the mode's count.
 */
export function modeFor(modes: readonly GameMode[], name: string | undefined, players: number): GameMode {
  const mode = name === undefined ? modes[0] : modes.find((m) => m.name === name);
  if (!mode) throw new RangeError(`no mode ${name} (modes: ${modes.map((m) => m.name).join(", ")})`);
  const { min, max } = mode.players;
  const count = min === max ? `${min} player${min === 1 ? "" : "s"}` : `${min}-${max} players`;
  if (players < min || players > max) throw new RangeError(`${mode.name} mode is for ${count}, got ${players}`);
  return mode;
}

export interface Standing {
  seat: number;
  name: string;
  /** What the player played (a character, a clan...). */
  role: string;
  /** The score the game ranks by, then its tie-breaks, in order. */
  score: number;
  tiebreaks: number[];
  /** A one-line breakdown for people. */
  detail: string;
}

export interface PlayedGame {
  readonly log: GameLog;
  readonly decider: Decider;
  readonly ended: boolean;
  readonly round: number;
  readonly endReason: string;
  readonly standings: readonly Standing[];
  /** Seats of the winner(s): several when they share the victory. */
  readonly winners: readonly number[];
  /** How many times each event was raised (`play --stats`, the event coverage test). */
  readonly eventCounts?: ReadonlyMap<string, number>;
  /** The seat first in turn order when round 1 began (first-player advantage in `sim`). */
  readonly firstPlayer?: number | null;
  /** Every card played, in order, as [seat, card id] (play and win rates per card in `sim`). */
  readonly cardsPlayed?: ReadonlyArray<readonly [number, string]>;
  /** Throws if a physical or bounds invariant is broken (tests call it after every step). */
  checkInvariants(): void;
}

export interface GameModule {
  readonly id: string;
  readonly title: string;
  readonly players: { min: number; max: number };
  /** The optional rules (variants) a game offers, by name, each with what it adds. */
  readonly variants?: ReadonlyMap<string, string>;
  /** The modes it can be played in, the default first (`cardsmith play --mode`); none: one way only. */
  readonly modes?: readonly GameMode[];
  /** Sets up and plays a whole game. */
  play(options: PlayOptions): PlayedGame;
}
