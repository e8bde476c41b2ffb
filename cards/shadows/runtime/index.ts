/**
 * Shadows: Heroes & Monsters, playable: `playShadows` sets up a game for 2-3 seats and plays it
 * to the end with the given agents.
 */
import type { GameModule, PlayedGame } from "../../../runtime/core/game-module.ts";
import { playedView } from "../../../runtime/core/played-view.ts";
import { ShadowsGame, type GameOptions } from "./game.ts";

export { ShadowsGame, type FinalScore, type GameOptions } from "./game.ts";
/** Scenario files (`cardsmith test`) find the game's scenario support here. */
export { scenario } from "./scenario.ts";

/**
 * A safety limit for bot games, not a rule of Shadows (the game ends only by its End Game
 * triggers): a game still running after this many rounds is stopped, without an end or winner.
 */
export const DEFAULT_MAX_ROUNDS = 40;

export function newShadowsGame(options: GameOptions): ShadowsGame {
  if (options.agents.length < 2 || options.agents.length > 3) {
    throw new RangeError(`Shadows is for 2 or 3 players, got ${options.agents.length}`);
  }
  const game = new ShadowsGame({ maxRounds: DEFAULT_MAX_ROUNDS, ...options });
  game.checkHooks();
  game.procedures.setup();
  return game;
}

/** Plays rounds until the game ends, or until the safety limit on rounds stops it. */
export function runToEnd(game: ShadowsGame): ShadowsGame {
  const limit = game.options.maxRounds;
  while (!game.ended) {
    if (limit !== undefined && game.info.round >= limit) {
      game.safetyStop = true;
      game.log.add(`safety stop after ${game.info.round} rounds: the game has not ended (a limit for bot games, not a rule of Shadows)`);
      break;
    }
    game.procedure.playRound();
  }
  return game;
}

export function playShadows(options: GameOptions): ShadowsGame {
  return runToEnd(newShadowsGame(options));
}

/** The game as generic tools see it (`cardsmith play shadows`). */
export const game: GameModule = {
  id: "shadows",
  title: "Shadows: Heroes & Monsters",
  players: { min: 2, max: 3 },
  play: (options) => played(playShadows({ ...options, onStep: options.onStep ? (g) => options.onStep!(played(g)) : undefined })),
};

/** A ShadowsGame seen through the generic PlayedGame interface. */
export function played(g: ShadowsGame): PlayedGame {
  return playedView(g, {
    standings: () =>
      g.scores.map((s) => ({
        seat: s.seat,
        name: s.name,
        role: s.hero,
        score: s.shadowStones,
        tiebreaks: [s.itemValue, s.experience],
        detail: `${s.shadowStones} Shadow Stone${s.shadowStones === 1 ? "" : "s"} (mission +${s.mission}), equipped Items worth ${s.itemValue}, ${s.experience} Experience`,
      })),
    winners: () => g.winners,
  });
}
