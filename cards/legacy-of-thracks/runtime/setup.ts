/**
 * Setup (rulebook "Setup", and "Solo Mode: Setup"): the cards laid out where game.yaml's
 * `scenario.rest` rules put them (the map, the shuffled decks), 6 Village advantages, the market's
 * stock (its card's `stock`), each Hero on its Capital with 5 HP, the rules in front of each
 * player, the Lost Souls; in solo the Shadow; in clan mode ("Clan Mode: Setup Modifications")
 * each player's clan sheet and skill tree. The cards a mode leaves out (Hourglass cards out of a
 * basic game, Multiplayer ones out of a solo game, a kind's cards out of modes that do not use it)
 * are out by game.yaml's trait and kind `modes`. Then game.yaml's setup effect puts out the relics and
 * crystals, the Shadow's items and the chance track, and deals each player's battle, action and
 * quest card (in clan mode an action card of their own clan). Shadow mode ("Shadow Mode: Setup
 * Modification") is clan mode with Mortred first, the darkness deck, the altar and the mode's
 * sheets (rules/shadow-mode.yaml).
 */
import { MODES, RESOURCES } from "../../../generated/legacy-of-thracks/index.ts";
import { SCENARIO } from "../../../generated/legacy-of-thracks/scenario.ts";
import type { CatalogueCard } from "../../../runtime/core/catalogue.ts";
import { stockFrom } from "../../../runtime/core/exchange.ts";
import { setOutStarting } from "../../../runtime/core/starting-cards.ts";
import { setOutRest } from "../../../runtime/scenario/set-out-rest.ts";
import { modeFor } from "../../../runtime/core/game-module.ts";
import { playAsTeam } from "../../../runtime/core/team-play.ts";
import { CLANS, type ThracksGame } from "./game.ts";

export const CAPITALS = ["capital-warrior", "capital-mage", "capital-engineer", "capital-shadow"];

export function setup(g: ThracksGame): void {
  const solo = g.mode === "solo";
  const names = g.options.names ?? g.options.agents.map((_, i) => `P${i + 1}`);
  // the event cards play a Shadow seat after the players (solo; cooperative, the Shadow on the next Capital if one is free)
  const vsShadow = solo || g.mode === "cooperative";
  // each seat's Capital, by CAPITALS' index: in solo the Shadow comes second; in shadow mode Mortred plays first
  const capitals = solo ? [0, 3] : g.mode === "shadow" ? [3, 0, 1, 2] : [0, 1, 2, 3];
  modeFor(MODES, g.mode ?? undefined, names.length); // the mode's players, as game.yaml declares them
  (vsShadow ? [...names, "Shadow"] : names).forEach((name, seat) => {
    g.table.addPlayer(name, RESOURCES).resources.hp = 5;
    g.capitalOf.push(CAPITALS[capitals[seat]]);
    if (capitals[seat] === undefined) return; // a 4-player cooperative game's Shadow has no Capital
    g.map.hold(g.capitalOf[seat], seat);
    g.map.put(g.hero(seat), g.capitalOf[seat]);
  });
  g.shadowSeat = vsShadow ? names.length : -1;
  playAsTeam(g, MODES, g.turnSeats, g.map); // cooperative: one team, sharing roads and barriers
  setOutRest(g, SCENARIO.rest, "box");
  for (const uid of g.table.zone("advantage-deck").slice(6)) g.table.move(uid, "box", null, { quiet: true });
  stockFrom(g, g.table.card(g.uid("market")), "stock");
  // in front of each player, the sheets of their mode (game.yaml's clan-sheet `starts-with`); a clan's (by its traits) for that clan only
  const ofClan = (c: CatalogueCard, s: number) => !CLANS.some((k) => g.trait(c.id, k)) || g.trait(c.id, g.clanOf(s));
  for (const s of g.turnSeats) setOutStarting(g, s, (c) => ofClan(c, s));
  // the Lost Souls: one on each Temple (solo: one, on your Capital)
  const soulPlaces = solo ? [g.capitalOf[0]] : g.graph.places.filter((p) => g.trait(p, "Temple"));
  soulPlaces.forEach((place, i) => {
    g.souls.push(`soul-${i + 1}`);
    g.map.put(`soul-${i + 1}`, place);
  });
  if (vsShadow) g.map.put(g.hero(g.shadowSeat), "source-of-life");
  g.log.add(`${g.mode} game: ${g.turnSeats.map((s) => `${g.seatName(s)} at ${g.name(g.capitalOf[s])}`).join(", ")}`);
}
