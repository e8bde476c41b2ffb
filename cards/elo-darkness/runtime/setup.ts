/**
 * The start and the end: the table as the rulebook sets it up (the starter decks, the board, a
 * random first player; the opening hands and the Mulligan are game.yaml's first `events`), and
 * the end after ten turns (most Towers destroyed, then most Experience, else a draw) or at an
 * invasion.
 */
import { deckById, placeDeck } from "../../../runtime/core/decks.ts";
import { rankingDecision, rankingDetail } from "../../../runtime/core/declared-ranking.ts";
import { setOutStarting, takeDifferent } from "../../../runtime/core/starting-cards.ts";
import { DECKS } from "../../../generated/elo-darkness/decks.ts";
import { cards, RESOURCES } from "../../../generated/elo-darkness/index.ts";
import type { EloGame } from "./game.ts";

/** Each seat's starter deck (decks/*.deck.yaml) and its Item deck. */
export const STARTERS = ["team-blue", "team-orange"] as const;
export const TURNS = 10;
const SPELLS = cards.filter((c) => c.kind === "spell-token");

export function setup(g: EloGame): void {
  const names = g.options.names ?? ["Blue", "Orange"];
  names.forEach((name) => g.table.addPlayer(name, RESOURCES));
  setOutStarting(g, null);
  g.table.shuffleZone("monster-deck", null, (xs) => g.rng.shuffle(xs));
  names.forEach((_, seat) => {
    const deck = placeDeck(g.table, deckById(DECKS, STARTERS[seat]), "deck", seat);
    // The Hero tokens of the deck's Heroes go to the Tactical Area, Ready.
    const heroes = new Set(deck.map((i) => g.card(i.cardId).hero));
    for (const hero of heroes) if (hero) g.table.create(hero, "heroes", seat);
    placeDeck(g.table, deckById(DECKS, `${STARTERS[seat]}-items`), "item-deck", seat);
    setOutStarting(g, seat);
    // The Spell token variant: each player takes 2 of the 5 Spells.
    if (g.options.variants?.includes("spell-tokens")) takeDifferent(g, seat, SPELLS, 2, "spells", "take which Spell token?");
    g.table.shuffleZone("deck", seat, (xs) => g.rng.shuffle(xs));
  });
  g.leader = g.rng.int(2);
  const decks = names.map((n, s) => `${n} plays ${DECKS.get(STARTERS[s])!.name}`);
  g.log.add(`${decks.join(", ")}; ${names[g.leader]} is the first player`);
}


export function endCheck(g: EloGame): boolean {
  if (g.info.round < TURNS) return false;
  const decision = rankingDecision(g);
  g.winner = decision?.winner ?? null;
  const outcome = decision ? `${g.seatName(decision.winner)} ${decision.decides}` : "a draw (as many Towers and Experience)";
  g.endReason = `${TURNS} turns played: ${outcome}`;
  return true;
}

export function score(g: EloGame): void {
  if (!g.invaded) g.log.add(g.endReason);
  for (const s of [0, 1]) g.log.add(`${g.seatName(s)}: ${rankingDetail(g, g.rules.ranking!, s)}`);
  g.log.add(g.winner === null ? "the game is a draw" : `${g.seatName(g.winner)} wins`);
}
