/**
 * Legacy of Thracks, playable: `cardsmith play legacy-of-thracks --mode basic|solo|clan|shadow` (the
 * modes are game.yaml's `modes:`).
 */
import type { GameModule, PlayedGame } from "../../../runtime/core/game-module.ts";
import { playedView } from "../../../runtime/core/played-view.ts";
import { playRounds } from "../../../runtime/core/run-rounds.ts";
import { MODES, type Mode } from "../../../generated/legacy-of-thracks/index.ts";
import { ThracksGame, type ThracksOptions } from "./game.ts";

export { ThracksGame } from "./game.ts";
export { scenario } from "./scenario.ts";

/** A safety limit for bot games, not a rule (a game ends after day 9 at the latest). */
export const DEFAULT_MAX_ROUNDS = 60;

export function newGame(options: ThracksOptions): ThracksGame {
  const g = new ThracksGame(options);
  [g.checkHooks(), g.procedures.setup()];
  return g;
}

export const game: GameModule = {
  id: "legacy-of-thracks",
  title: "Legacy of Thracks: The Awakening",
  players: { min: 1, max: 4 },
  modes: MODES,
  play: (options) => {
    const mode = (options.mode ?? "basic") as Mode;
    if (!MODES.some((m) => m.name === mode)) throw new RangeError(`no mode ${mode}`);
    const g = newGame({ ...options, mode, onStep: options.onStep && (() => options.onStep!(view)) });
    const view: PlayedGame = playedView(g, g.outcome);
    playRounds(g, options.maxRounds ?? DEFAULT_MAX_ROUNDS);
    return view;
  },
};
