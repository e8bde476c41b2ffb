/**
 * Setup (rulebook "Setup", and "Solo Mode: Setup"): the cards laid out where game.yaml's
 * `scenario.rest` rules put them (the map, the shuffled decks), 6 Village advantages, the market's
 * stock (its card's `stock`), the rules in front of each player; the seats, each Hero on its
 * Capital with 5 HP, the Lost Souls and in solo and cooperative the Shadow where game.yaml's
 * `seating` puts them; in clan mode ("Clan Mode: Setup Modifications") each player's clan sheet
 * and skill tree, by the clan of their Capital. The cards a mode leaves out (Hourglass cards out of a
 * basic game, Multiplayer ones out of a solo game, a kind's cards out of modes that do not use it)
 * are out by game.yaml's trait and kind `modes`. Then game.yaml's setup effect puts out the relics and
 * crystals, the Shadow's items and the chance track, and deals each player's battle, action and
 * quest card (in clan mode an action card of their own clan). Shadow mode ("Shadow Mode: Setup
 * Modification") is clan mode with Mortred first, the darkness deck, the altar and the mode's
 * sheets (rules/shadow-mode.yaml).
 */
import { MODES, RESOURCES, SEATING } from "../../../generated/legacy-of-thracks/index.ts";
import { SCENARIO } from "../../../generated/legacy-of-thracks/scenario.ts";
import { stockFrom } from "../../../runtime/core/exchange.ts";
import { setOutTable } from "../../../runtime/core/starting-cards.ts";
import { setOutRest } from "../../../runtime/scenario/set-out-rest.ts";
import { modeFor } from "../../../runtime/core/game-module.ts";
import { isSeatsCard, seatPlayers } from "../../../runtime/core/seating.ts";
import { playAsTeam } from "../../../runtime/core/team-play.ts";
import type { ThracksGame } from "./game.ts";

export function setup(g: ThracksGame): void {
  const names = g.options.names ?? g.options.agents.map((_, i) => `P${i + 1}`);
  modeFor(MODES, g.mode ?? undefined, names.length); // the mode's players, as game.yaml declares them
  // the seats on their Capitals, the Shadow's after them, and the Lost Souls: game.yaml's `seating`
  const seated = seatPlayers(g, g.map, SEATING, names, (name) => {
    g.table.addPlayer(name, RESOURCES).resources.hp = 5;
  });
  g.shadowSeat = seated.rulePlayed;
  g.souls.push(...(seated.figures.get("soul") ?? []));
  playAsTeam(g, MODES, g.turnSeats, g.map); // cooperative: one team, sharing roads and barriers
  setOutRest(g, SCENARIO.rest, "box");
  for (const uid of g.table.zone("advantage-deck").slice(6)) g.table.move(uid, "box", null, { quiet: true });
  stockFrom(g, g.table.card(g.uid("market")), "stock");
  // the rules of the table once (game.yaml's table-rules `starts-with`), then in front of each
  // player the sheets of their mode (clan-sheet's); a clan's for that clan only
  setOutTable(g, g.turnSeats, (c, s) => isSeatsCard(g, SEATING, c, s));
  g.log.add(`${g.mode} game: ${g.turnSeats.map((s) => `${g.seatName(s)} at ${g.name(g.capitalOf[s]!)}`).join(", ")}`);
}
