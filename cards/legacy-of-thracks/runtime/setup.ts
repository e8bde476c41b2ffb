/**
 * Setup (rulebook "Setup", and "Solo Mode: Setup"): the cards laid out where game.yaml's
 * `scenario.rest` rules put them (the map, the shuffled decks), 6 Village advantages, the market's
 * stock (its card's `stock`), each Hero on its Capital with 5 HP, the rules in front of each
 * player, the Lost Souls; in solo the Shadow; in clan mode ("Clan Mode: Setup Modifications")
 * each player's clan sheet and skill tree. Hourglass cards (clan mode's, in the Quest and Bonus
 * decks) stay out of a basic game. Then game.yaml's setup effect puts out the relics and
 * crystals, the Shadow's items and the chance track, and deals each player's battle, action and
 * quest card (in clan mode an action card of their own clan).
 */
import { MODES, RESOURCES } from "../../../generated/legacy-of-thracks/index.ts";
import { SCENARIO } from "../../../generated/legacy-of-thracks/scenario.ts";
import type { CatalogueCard } from "../../../runtime/core/catalogue.ts";
import { stockFrom } from "../../../runtime/core/exchange.ts";
import { modeFor } from "../../../runtime/core/game-module.ts";
import { CLANS, type ThracksGame } from "./game.ts";

export const CAPITALS = ["capital-warrior", "capital-mage", "capital-engineer", "capital-shadow"];
/** Cards the rulebook takes out of a solo game; solo events and darkness only serve it. */
const NOT_SOLO = new Set(["emergence", "dusk", "trap", "illusion", "dawn-of-darkness"]);
const SOLO_ONLY = new Set(["solo-event", "darkness-card"]);

export function setup(g: ThracksGame): void {
  const [solo, basic] = [g.mode === "solo", g.mode === "basic"];
  const names = g.options.names ?? g.options.agents.map((_, i) => `P${i + 1}`);
  modeFor(MODES, g.mode ?? undefined, names.length); // the mode's players, as game.yaml declares them
  (solo ? [names[0], "Shadow"] : names).forEach((name, seat) => {
    g.table.addPlayer(name, RESOURCES).resources.hp = 5;
    g.capitalOf.push(CAPITALS[solo && seat === 1 ? 3 : seat]);
    g.map.hold(g.capitalOf[seat], seat);
    g.map.put(g.hero(seat), g.capitalOf[seat]);
  });
  g.shadowSeat = solo ? 1 : -1;
  for (const rule of SCENARIO.rest) {
    for (const c of g.catalogue.cards.filter((x) => rule.kinds.includes(x.kind))) {
      const out = solo ? NOT_SOLO.has(c.id) : SOLO_ONLY.has(c.kind) || (basic && g.trait(c.id, "Hourglass"));
      g.table.create(c.id, out ? "box" : rule.zone, null);
    }
    if (rule.shuffled) g.table.shuffleZone(rule.zone, null, (xs) => g.rng.shuffle(xs));
  }
  for (const uid of g.table.zone("advantage-deck").slice(6)) g.table.move(uid, "box", null, { quiet: true });
  stockFrom(g, g.table.card(g.uid("market")), "stock");
  // in front of each player: the rules; in solo Arwel's help; in clan mode their clan's character sheet and skill tree
  const inFront = (c: CatalogueCard, s: number) => c.kind === "rule" || (solo && c.kind === "help-sheet") || (g.mode === "clan" && ["clan-hero", "skill"].includes(c.kind) && g.trait(c.id, CLANS[s]));
  for (const s of g.turnSeats) for (const c of g.catalogue.cards) if (inFront(c, s)) g.table.create(c.id, "clan-sheet", s);
  // the Lost Souls: one on each Temple (solo: one, on your Capital)
  const soulPlaces = solo ? [g.capitalOf[0]] : g.graph.places.filter((p) => g.trait(p, "Temple"));
  soulPlaces.forEach((place, i) => {
    g.souls.push(`soul-${i + 1}`);
    g.map.put(`soul-${i + 1}`, place);
  });
  if (solo) g.map.put(g.hero(1), "source-of-life");
  g.log.add(`${g.mode} game: ${g.turnSeats.map((s) => `${g.seatName(s)} at ${g.name(g.capitalOf[s])}`).join(", ")}`);
}
