/**
 * Shadows scenarios: the table is game.yaml's `scenario:` section, run by the generic support
 * (runtime/scenario/table-support.ts). Only what the data cannot say is here: how to make an
 * empty game, a seat with its Hero, and the KnockDowns a seat has taken.
 */
import { tableScenario } from "../../../runtime/scenario/table-support.ts";
import { RULES } from "../../../generated/shadows/rules.ts";
import { SCENARIO } from "../../../generated/shadows/scenario.ts";
import { CATALOGUE, ShadowsGame } from "./game.ts";
import { newSeat } from "./model.ts";

export const scenario = tableScenario<ShadowsGame>({
  table: SCENARIO,
  rules: RULES,
  catalogue: CATALOGUE,
  newGame: (s, { agents, onStep }) => new ShadowsGame({ seed: s.seed, agents: [...agents], names: s.players.map((p) => p.name), onStep }),
  seat: (g, seat, name, hero) => void g.seats.push(newSeat(seat, name, hero ?? "")),
  values: new Map([["knockdowns", (g: ShadowsGame, seat: number) => g.entities.timesDefeated(g.seatEntity(seat))]]),
});
