/**
 * Legacy of Thracks, playable: `cardsmith play legacy-of-thracks --mode basic|solo|clan|shadow|cooperative` (the
 * modes are game.yaml's `modes:`; setup refuses a mode or a number of players it does not declare).
 */
import type { GameModule, PlayOptions } from "../../../runtime/core/game-module.ts";
import { playedView } from "../../../runtime/core/played-view.ts";
import { playGame, setUpGame } from "../../../runtime/core/run-rounds.ts";
import { MODES } from "../../../generated/legacy-of-thracks/index.ts";
import { ThracksGame } from "./game.ts";

export { ThracksGame } from "./game.ts";
export { scenario } from "./scenario.ts";

/** A safety limit for bot games, not a rule (a game ends after day 9 at the latest). */
export const DEFAULT_MAX_ROUNDS = 60;

/** A new game, set up (its hooks checked), before its first round. */
export const newGame = (options: PlayOptions) => setUpGame(new ThracksGame(options));

/** A game as the tools show it: its standings by game.yaml's ranking. */
const view = (g: ThracksGame) => playedView(g, g.outcome);

export const game: GameModule = {
  id: "legacy-of-thracks",
  title: "Legacy of Thracks: The Awakening",
  players: { min: 1, max: 4 },
  modes: MODES,
  play: (options) => view(playGame(new ThracksGame(options), options, view, DEFAULT_MAX_ROUNDS)),
};
