/**
 * ELO Darkness, playable: `cardsmith play elo-darkness` (the `spell-tokens` variant adds the
 * Spell tokens) and the scenario support for `cardsmith test`.
 */
import type { GameModule, PlayOptions } from "../../../runtime/core/game-module.ts";
import { playedView } from "../../../runtime/core/played-view.ts";
import { playGame } from "../../../runtime/core/run-rounds.ts";
import { newEngineGame, tableScenario } from "../../../runtime/scenario/table-support.ts";
import { RULES } from "../../../generated/elo-darkness/rules.ts";
import { SCENARIO } from "../../../generated/elo-darkness/scenario.ts";
import { CATALOGUE, EloGame, LANES } from "./game.ts";
import { DECKS } from "../../../generated/elo-darkness/decks.ts";
import { STARTERS } from "./setup.ts";
import { declaredRanking } from "../../../runtime/core/declared-ranking.ts";

export { EloGame } from "./game.ts";
/** A safety limit for bot games, not a rule: the game ends after its tenth turn. */
export const DEFAULT_MAX_ROUNDS = 12;

export function playElo(options: PlayOptions): EloGame {
  return playGame(new EloGame(options), options, view, DEFAULT_MAX_ROUNDS);
}

/** The game as generic tools see it: game.yaml's ranking (a draw when equal on all), or the invasion won outright. */
function view(g: EloGame) {
  const role = (seat: number) => DECKS.get(STARTERS[seat])!.name;
  const invasion = () => (g.invaded && g.winner !== null ? { winner: g.winner, says: "invaded the enemy Base" } : null);
  return playedView(g, declaredRanking(g, role, invasion));
}

export const game: GameModule = {
  id: "elo-darkness",
  title: "ELO Darkness",
  players: { min: 2, max: 2 },
  variants: new Map([["spell-tokens", "each player takes 2 of the 5 Spell tokens, each used once in the game"]]),
  play: (options) => view(playElo(options)),
};

/** Scenario files (`cardsmith test`): the table is game.yaml's `scenario:` section. */
export const scenario = tableScenario<EloGame>({
  table: SCENARIO,
  rules: RULES,
  catalogue: CATALOGUE,
  newGame: newEngineGame(EloGame),
  values: new Map<string, (g: EloGame, seat: number) => unknown>([
    ["total-influence", (g, seat) => g.total(seat)],
    // Each Lane's Minion counted from the seat's Base: 1 its last Location, 4 the centre, 7 the opponent's last.
    ...LANES.map((id, k) => [`${id}-minion`, (g: EloGame, seat: number) => g.lanes[k].minion.from(seat)] as const),
  ]),
});
