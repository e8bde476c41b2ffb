/**
 * The app-driven adventure, playable: `playAdventure` sets up The Watchtower for 2-4 heroes and
 * plays it to the end (won or lost) with the given agents.
 */
import type { GameModule, PlayedGame } from "../../../runtime/core/game-module.ts";
import { cooperativeOutcome, playedView } from "../../../runtime/core/played-view.ts";
import { playRounds } from "../../../runtime/core/run-rounds.ts";
import { tableScenario } from "../../../runtime/scenario/table-support.ts";
import { RULES } from "../../../generated/adventure/index.ts";
import { SCENARIO } from "../../../generated/adventure/scenario.ts";
import { AdventureGame, CATALOGUE, type GameOptions } from "./game.ts";

export { AdventureGame, CATALOGUE } from "./game.ts";

/** A safety limit for bot games, not a rule: the threat track ends every adventure long before. */
export const DEFAULT_MAX_ROUNDS = 30;

export function playAdventure(options: GameOptions): AdventureGame {
  const g = new AdventureGame(options);
  g.checkHooks();
  g.procedures.setup();
  playRounds(g, options.maxRounds ?? DEFAULT_MAX_ROUNDS);
  return g;
}

/** Cooperative: every hero wins, or none does. */
export function played(g: AdventureGame): PlayedGame {
  const detail = (seat: number) => `${g.outcome ?? "unfinished"}; ${g.entities.damageOf(g.seatEntity(seat), seat)} damage`;
  const won = () => g.outcome === "won";
  return playedView(g, cooperativeOutcome(g, won, detail));
}

/** The game as generic tools see it (`cardsmith play adventure`): cooperative, so all win or none. */
export const game: GameModule = {
  id: "adventure",
  title: "The Watchtower (an app-driven adventure)",
  players: { min: 2, max: 4 },
  play: (options) => played(playAdventure({ ...options, onStep: options.onStep ? (g) => options.onStep!(played(g)) : undefined })),
};

/** Scenario files (`cardsmith test`): game.yaml's `scenario:` table; a hero's card lies in its `hero` zone, trinkets come with their tokens. */
export const scenario = tableScenario<AdventureGame>({
  table: SCENARIO,
  rules: RULES,
  catalogue: CATALOGUE,
  newGame: (s, { agents, onStep }) => new AdventureGame({ seed: s.seed, agents: [...agents], names: s.players.map((p) => p.name), onStep }),
  seat: (g, seat, _name, hero) => void (hero && g.table.create(hero, "hero", seat)),
});
