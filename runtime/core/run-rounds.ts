/**
 * Plays an engine's rounds until its game ends, or until a safety limit for bot games (not a rule
 * of any game) stops it, which the log then says.
 */
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
