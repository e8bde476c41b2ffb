/**
 * Plays an engine's rounds until its game ends, or until a safety limit for bot games (not a rule
 * of any game) stops it, which the log then says; and a whole game from its setup.
 */
import type { PlayedGame, PlayOptions } from "./game-module.ts";

export interface RoundsRunner {
  readonly ended: boolean;
  readonly info: { readonly round: number };
  readonly procedure: { playRound(): void };
  readonly log: { add(text: string): void };
}

export function playRounds(e: RoundsRunner, limit: number): boolean {
  while (!e.ended && e.info.round < limit) e.procedure.playRound();
  if (!e.ended) e.log.add(`safety stop after ${limit} rounds: the game has not ended (a limit for bot games, not a rule)`);
  return e.ended;
}

/** An engine as a whole game plays it: its hooks checked, its setup, then its rounds. */
export interface PlayableEngine extends RoundsRunner {
  afterStep(): void;
  checkHooks(): void;
  readonly procedures: { readonly setup?: () => unknown };
}

/**
 * Plays the new game `g` to its end (or the safety limit: `options.maxRounds`, else `maxRounds`);
 * `options.onStep` is told after every step, with the game as `view` shows it.
 */
export function playGame<G extends PlayableEngine>(g: G, options: Pick<PlayOptions, "onStep" | "maxRounds">, view: (g: G) => PlayedGame, maxRounds: number): G {
  const onStep = options.onStep;
  if (onStep) g.afterStep = () => onStep(view(g));
  playRounds(setUpGame(g), options.maxRounds ?? maxRounds);
  return g;
}

/** A new game ready for its first round: its hooks checked, its setup run. */
export function setUpGame<G extends PlayableEngine>(g: G): G {
  g.checkHooks();
  g.procedures.setup?.();
  return g;
}
