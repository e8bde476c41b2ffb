/**
 * Shadows: Heroes & Monsters, playable: `playShadows` sets up a game for 2-3 seats and plays it
 * to the end with the given agents.
 */
import { ShadowsGame, type GameOptions } from "./game.ts";
import { playRound, setup } from "./rounds.ts";

export { ShadowsGame, type FinalScore, type GameOptions } from "./game.ts";

export const DEFAULT_MAX_ROUNDS = 40;

export function newShadowsGame(options: GameOptions): ShadowsGame {
  if (options.agents.length < 2 || options.agents.length > 3) {
    throw new RangeError(`Shadows is for 2 or 3 players, got ${options.agents.length}`);
  }
  const game = new ShadowsGame({ maxRounds: DEFAULT_MAX_ROUNDS, ...options });
  setup(game);
  return game;
}

/** Plays rounds until the game ends. */
export function runToEnd(game: ShadowsGame): ShadowsGame {
  while (!game.ended) playRound(game);
  return game;
}

export function playShadows(options: GameOptions): ShadowsGame {
  return runToEnd(newShadowsGame(options));
}
