/**
 * Scenario files: the table is game.yaml's `scenario:` section, run by the generic support with
 * the map's player keys it declares (runtime/scenario/map-keys.ts): the place each player's Hero
 * stands on (`at`), what they hold (`holds`), the barriers they completed (`completed`); and their
 * Capital (`capital`, by default the seat's home in game.yaml's `seating` for the mode), which they hold and where their Hero stands unless `at` says.
 */
import { mapScenario } from "../../../runtime/scenario/map-keys.ts";
import { newEngineGame } from "../../../runtime/scenario/table-support.ts";
import { RULES } from "../../../generated/legacy-of-thracks/rules.ts";
import { SCENARIO } from "../../../generated/legacy-of-thracks/scenario.ts";
import { SEATING } from "../../../generated/legacy-of-thracks/index.ts";
import { modeSeating, setHome } from "../../../runtime/core/seating.ts";
import { CATALOGUE, ThracksGame } from "./game.ts";

export const scenario = mapScenario<ThracksGame>(
  {
    table: SCENARIO,
    rules: RULES,
    catalogue: CATALOGUE,
    newGame: newEngineGame(ThracksGame),
    values: new Map<string, (g: ThracksGame, seat: number) => unknown>([
      ["outer", (g, seat) => Number(g.trait(g.heroAt(seat), "Outer") || !!g.barrier(g.heroAt(seat)))],
      ["barrier-reached", (g, seat) => g.table.zone("barriers").findIndex((uid) => g.table.card(uid).cardId === g.heroAt(seat)) + 1],
    ]),
  },
  {
    figure: (g, seat) => g.hero(seat),
    seat: (g, seat, place) => setHome(g, g.map, seat, place("capital") ?? modeSeating(SEATING, g.mode).homes[seat]),
  },
);
