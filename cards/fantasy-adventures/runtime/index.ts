/**
 * Fantasy Adventures, playable: `cardsmith play fantasy-adventures` and scenario files. Each engine
 * round is one player turn; the game ends after four game turns (or when one party is left).
 */
import type { GameModule, PlayedGame, PlayOptions } from "../../../runtime/core/game-module.ts";
import { declaredRanking } from "../../../runtime/core/declared-ranking.ts";
import { playedView } from "../../../runtime/core/played-view.ts";
import { playGame } from "../../../runtime/core/run-rounds.ts";
import { newEngineGame, tableScenario } from "../../../runtime/scenario/table-support.ts";
import { RULES } from "../../../generated/fantasy-adventures/index.ts";
import { SCENARIO } from "../../../generated/fantasy-adventures/scenario.ts";
import { CATALOGUE, FantasyGame } from "./game.ts";

/** A safety limit for bot games, not a rule: four game turns of six players are 24 player turns. */
export const DEFAULT_MAX_ROUNDS = 30;

export function playFantasy(options: PlayOptions): FantasyGame {
  return playGame(new FantasyGame(options), options, view, DEFAULT_MAX_ROUNDS);
}

export const game: GameModule = {
  id: "fantasy-adventures",
  title: "Fantasy Adventures",
  players: { min: 2, max: 6 },
  play: (options) => view(playFantasy(options)),
};

/** The game as generic tools see it: game.yaml's ranking (GP in play, players tied winning together). */
function view(g: FantasyGame): PlayedGame {
  const role = (seat: number) => (g.out.has(seat) ? "eliminated" : "party");
  return playedView(g, declaredRanking(g, role));
}

/** Scenario files (`cardsmith test`): the table is game.yaml's `scenario:` section. */
export const scenario = tableScenario<FantasyGame>({
  table: SCENARIO,
  rules: RULES,
  catalogue: CATALOGUE,
  newGame: newEngineGame(FantasyGame),
});
