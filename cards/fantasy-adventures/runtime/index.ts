/**
 * Fantasy Adventures, playable: `cardsmith play fantasy-adventures` and scenario files. Each engine
 * round is one player turn; the game ends after four game turns (or when one party is left).
 */
import type { GameModule, PlayedGame, PlayOptions } from "../../../runtime/core/game-module.ts";
import { playedView } from "../../../runtime/core/played-view.ts";
import { tableScenario } from "../../../runtime/scenario/table-support.ts";
import { RULES } from "../../../generated/fantasy-adventures/index.ts";
import { SCENARIO } from "../../../generated/fantasy-adventures/scenario.ts";
import { CATALOGUE, FantasyGame } from "./game.ts";
import { gp } from "./turn.ts";

/** A safety limit for bot games, not a rule: four game turns of six players are 24 player turns. */
export const DEFAULT_MAX_ROUNDS = 30;

export function playFantasy(options: PlayOptions): FantasyGame {
  const g = new FantasyGame(options);
  g.onStep = options.onStep && (() => options.onStep!(view(g)));
  g.checkHooks();
  g.procedures.setup();
  while (!g.ended && g.info.round < (options.maxRounds ?? DEFAULT_MAX_ROUNDS)) g.procedure.playRound();
  return g;
}

export const game: GameModule = {
  id: "fantasy-adventures",
  title: "Fantasy Adventures",
  players: { min: 2, max: 6 },
  play: (options) => view(playFantasy(options)),
};

/** The game as generic tools see it: GP in play ranks the players; players tied on GP win together. */
function view(g: FantasyGame): PlayedGame {
  const seats = g.table.players.map((p) => p.seat);
  const standing = (seat: number) => {
    const detail = `${gp(g, seat)} GP in play, ${g.table.size("party", seat)} heroes`;
    return { seat, name: g.seatName(seat), role: g.out.has(seat) ? "eliminated" : "party", score: gp(g, seat), tiebreaks: [], detail };
  };
  const winners = () => {
    const best = Math.max(...seats.map((s) => gp(g, s)));
    return g.ended ? seats.filter((s) => gp(g, s) === best && !g.out.has(s)) : [];
  };
  return playedView(g, { standings: () => seats.map(standing), winners });
}

/** Scenario files (`cardsmith test`): the table is game.yaml's `scenario:` section. */
export const scenario = tableScenario<FantasyGame>({
  table: SCENARIO,
  rules: RULES,
  catalogue: CATALOGUE,
  seat: () => {},
  newGame: (s, { agents, onStep }) => {
    const g = new FantasyGame({ seed: s.seed, agents: [...agents], names: s.players.map((p) => p.name) });
    g.onStep = onStep && (() => onStep(g));
    return g;
  },
});
