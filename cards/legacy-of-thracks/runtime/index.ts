/**
 * Legacy of Thracks, playable: `cardsmith play legacy-of-thracks --mode basic|solo|clan|shadow|cooperative` (the
 * modes are game.yaml's `modes:`; setup refuses a mode or a number of players it does not declare).
 */
import type { GameModule, PlayOptions } from "../../../runtime/core/game-module.ts";
import { playedView } from "../../../runtime/core/played-view.ts";
import { playGame } from "../../../runtime/core/run-rounds.ts";
import { MODES } from "../../../generated/legacy-of-thracks/index.ts";
import { ThracksGame } from "./game.ts";

export { ThracksGame } from "./game.ts";
export { scenario } from "./scenario.ts";

/** A safety limit for bot games, not a rule (a game ends after day 9 at the latest). */
export const DEFAULT_MAX_ROUNDS = 60;

/** A new game, set up (its hooks checked), before its first round. */
export function newGame(options: PlayOptions): ThracksGame {
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
    const view = (g: ThracksGame) => playedView(g, g.outcome);
    return view(playGame(new ThracksGame(options), options, view, DEFAULT_MAX_ROUNDS));
  },
};
