/**
 * The start and the end: the table as the rulebook sets it up (the starter decks, the board, a
 * random first player; the opening hands and the Mulligan are game.yaml's first `events`), and
 * the end after ten turns (most Towers destroyed, then most Experience, else a draw) or at an
 * invasion.
 */
import { deckById, placeDeck } from "../../../runtime/core/decks.ts";
import { DECKS } from "../../../generated/elo-darkness/decks.ts";
import { cards, RESOURCES } from "../../../generated/elo-darkness/index.ts";
import type { EloGame } from "./game.ts";

/** Each seat's starter deck (decks/*.deck.yaml) and its Item deck. */
export const STARTERS = ["team-blue", "team-orange"] as const;
export const TURNS = 10;
/** Where the cards beside the board start, by kind. */
const SHARED = new Map([["lane", "board"], ["track", "board"], ["rule", "rules"], ["monster", "monster-deck"], ["marker", "supply"]]);

export function setup(g: EloGame): void {
  const names = g.options.names ?? ["Blue", "Orange"];
  names.forEach((name) => g.table.addPlayer(name, RESOURCES));
  for (const c of cards) {
    const zone = SHARED.get(c.kind);
    for (let i = 0; zone && i < (c.kind === "marker" ? c.copies : 1); i++) g.table.create(c.id, zone, null);
  }
  g.table.shuffleZone("monster-deck", null, (xs) => g.rng.shuffle(xs));
  names.forEach((_, seat) => {
    const deck = placeDeck(g.table, deckById(DECKS, STARTERS[seat]), "deck", seat);
    // The Hero tokens of the deck's Heroes go to the Tactical Area, Ready.
    for (const hero of new Set(deck.map((i) => g.card(i.cardId).hero as string | undefined))) if (hero) g.table.create(hero, "heroes", seat);
    placeDeck(g.table, deckById(DECKS, `${STARTERS[seat]}-items`), "item-deck", seat);
    for (const c of cards) if (c.kind === "camp") g.table.create(c.id, "camps", seat);
    // The Spell token variant: each player takes 2 of the 5 Spells.
    for (let k = 0; k < 2 && g.options.variants?.includes("spell-tokens"); k++) {
      const left = cards.filter((c) => c.kind === "spell-token" && !g.table.peek("spells", seat).some((i) => i.cardId === c.id));
      g.table.create(left[g.pick(seat, "take which Spell token?", left.map((c) => c.name))].id, "spells", seat);
    }
    g.table.shuffleZone("deck", seat, (xs) => g.rng.shuffle(xs));
  });
  g.leader = g.rng.int(2);
  g.log.add(`${names.map((n, s) => `${n} plays ${DECKS.get(STARTERS[s])!.name}`).join(", ")}; ${names[g.leader]} is the first player`);
}

/** Total Experience of a seat's Heroes: its five Class tokens. */
export function experience(g: EloGame, seat: number): number {
  return ["fighter", "mage", "marksman", "jungler", "support"].reduce((n, c) => n + g.table.counter(g.table.players[seat], `${c}-xp`), 0);
}

export function endCheck(g: EloGame): boolean {
  if (g.ended) return true;
  if (g.info.round < TURNS) return false;
  const key = (s: number) => [g.destroyed[s], experience(g, s)];
  const [a, b] = [key(0), key(1)];
  const diff = a[0] !== b[0] ? a[0] - b[0] : a[1] - b[1];
  g.winner = diff === 0 ? null : diff > 0 ? 0 : 1;
  g.endReason = `${TURNS} turns played: ${g.winner === null ? "a draw (as many Towers and Experience)" : `${g.seatName(g.winner)} ${a[0] !== b[0] ? "destroyed more Towers" : "has more Experience"}`}`;
  return true;
}

export function score(g: EloGame): void {
  if (!g.invaded) g.log.add(g.endReason);
  for (const s of [0, 1]) g.log.add(`${g.seatName(s)}: ${g.destroyed[s]} Towers destroyed, ${experience(g, s)} Experience`);
  g.log.add(g.winner === null ? "the game is a draw" : `${g.seatName(g.winner)} wins`);
}
