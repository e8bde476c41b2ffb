/**
 * Setup (rulebook "Setup", and "Solo Mode: Setup"): the map's cards with a relic on each Relic
 * location and a crystal on each Mine, the decks, 6 random Village advantages, each player's
 * Hero on their Capital with 5 HP and 1 battle, 1 action and 1 quest card, the Lost Souls.
 */
import { RESOURCES } from "../../../generated/legacy-of-thracks/index.ts";
import type { ThracksGame } from "./game.ts";

const DECKS: Record<string, string> = { "battle-card": "battle-deck", quest: "quest-deck", "action-card": "action-deck", "bonus-card": "bonus-deck", "village-advantage": "advantage-deck", "solo-event": "event-deck", "darkness-card": "darkness-deck" };
/** Cards the rulebook takes out of a solo game. */
const NOT_SOLO = new Set(["emergence", "dusk", "trap", "illusion", "dawn-of-darkness"]);

export const CAPITALS = ["capital-warrior", "capital-mage", "capital-engineer", "capital-shadow"];

export function setup(g: ThracksGame): void {
  const solo = g.mode === "solo";
  const names = g.options.names ?? g.options.agents.map((_, i) => `P${i + 1}`);
  const seats = solo ? [names[0], "Shadow"] : names;
  if (solo ? names.length !== 1 : names.length < 2 || names.length > 4) throw new RangeError(`${g.mode} mode is for ${solo ? "1 player" : "2-4 players"}, got ${names.length}`);
  seats.forEach((name, seat) => {
    const p = g.table.addPlayer(name, RESOURCES);
    p.resources.hp = 5;
    const capital = CAPITALS[solo && seat === 1 ? 3 : seat];
    g.capitalOf.push(capital);
    g.map.hold(capital, seat);
    g.map.put(g.hero(seat), capital);
  });
  if (solo) g.shadowSeat = 1;
  for (const c of g.catalogue.cards) {
    const card = g.card(c.id);
    if (card.kind === "location" || card.kind === "barrier" || card.kind === "route") {
      const inst = g.table.create(c.id, card.kind === "location" ? "board" : `${card.kind}s`, null);
      g.uidOf.set(c.id, inst.uid);
      if (g.trait(c.id, "Relic")) inst.counters["relic-here"] = 1;
      if (g.trait(c.id, "Mine")) inst.counters["crystal-here"] = 1;
    } else if (card.kind === "rule") {
      for (const s of g.turnSeats) g.table.create(c.id, "clan-sheet", s);
    } else if (card.kind === "help-sheet") {
      g.table.create(c.id, solo ? "clan-sheet" : "box", solo ? 0 : null);
    } else {
      const deck = DECKS[card.kind];
      const used = deck && !(solo && NOT_SOLO.has(c.id)) && (solo || (card.kind !== "solo-event" && card.kind !== "darkness-card"));
      g.table.create(c.id, used ? deck : "box", null);
    }
  }
  for (const deck of Object.values(DECKS)) g.table.shuffleZone(deck, null, (xs) => g.rng.shuffle(xs));
  for (const uid of g.table.zone("advantage-deck").slice(6)) g.table.move(uid, "box", null, { quiet: true });
  (solo ? [g.capitalOf[0]] : g.graph.places.filter((p) => g.trait(p, "Temple"))).forEach((place, i) => {
    g.souls.push(`soul-${i + 1}`);
    g.map.put(`soul-${i + 1}`, place);
  });
  if (solo) {
    g.map.put(g.hero(1), "source-of-life");
    for (const [item, n] of [["green-crystal", 1], ["yellow-crystal", 1], ["red-crystal", 1], ["relics", 2]] as const) g.add(1, item, n);
    for (let i = 0; i < 3; i++) g.table.move(g.drawTop("event-deck", null)!, "chance-track", null, { quiet: true });
  }
  for (const s of g.turnSeats)
    for (const deck of ["battle-deck", "action-deck", "quest-deck"]) {
      const uid = g.drawTop(deck, null);
      if (uid) g.table.move(uid, "hand", s, { quiet: true });
    }
  g.log.add(`${g.mode} game, ${g.turnSeats.length} player${g.turnSeats.length > 1 ? "s" : ""}: ${g.turnSeats.map((s) => `${g.seatName(s)} at ${g.name(g.capitalOf[s])}`).join(", ")}`);
}
