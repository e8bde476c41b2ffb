/**
 * The player turn around the Encounters: setup (decks, the party of eight in two ranks, three
 * items), the cards stage, the order of the Encounters and recovery. The placement of the stacks
 * (the verb `place`), the end (four game turns, or one party left) and the score (GP in play) are
 * declared in game.yaml.
 */
import { dealStartingDecks } from "../../../runtime/core/decks.ts";
import { drawHandUpTo } from "../../../runtime/core/draw-up-to.ts";
import { drawHandsUp } from "../../../runtime/core/hands-drawn.ts";
import { closeUpRanks, formRanks } from "../../../runtime/core/rank-forming.ts";
import { DECKS, STARTING_DECKS } from "../../../generated/fantasy-adventures/decks.ts";
import { RESOURCES } from "../../../generated/fantasy-adventures/index.ts";
import { runEncounter } from "./encounter.ts";
import type { FantasyGame } from "./game.ts";

/** The grants a player has left, set to `n`. */
const grants = (g: FantasyGame, seat: number, n: number) => g.setResource(seat, "grants", n);

export function setup(g: FantasyGame): void {
  const names = g.options.names ?? g.options.agents.map((_, i) => `P${i + 1}`);
  names.forEach((name, seat) => {
    g.table.addPlayer(name, RESOURCES);
    dealStartingDecks(g.table, DECKS, STARTING_DECKS, seat, (xs) => g.rng.shuffle(xs));
    g.table.create("granting-items", "rules", seat);
  });
  // The rules of every Encounter, once on the table.
  for (const id of ["horde-bonus", "ranged-saves"]) g.table.create(id, "rules", 0);
  names.forEach((_, seat) => {
    // game.yaml's party forms; bots keep their most valuable heroes.
    formRanks(g, "party", seat, (hero) => g.field(hero, "gp"));
    drawHandUpTo(g, "hand", seat);
    grants(g, seat, 3);
  });
  // Three items granted at setup, by the recovery's rule card.
  g.procedure.runTimed("recovery", "start", null);
  for (const s of g.inGame()) grants(g, s, 0);
  // The highest roll is the first monster player; of equal rolls, the earlier seat.
  g.leader = g.rollOff(g.inGame(), (seat) => `${g.seatName(seat)}'s roll for the first monster player`);
}

/** Each player turn the next player clockwise is the monster player (game.yaml: the lead passes); all draw to ten, the monster player to twelve. */
export function cardsStage(g: FantasyGame): void {
  const m = g.monsterSeat;
  g.limits.reset("turn");
  g.log.add(`game turn ${g.rotation!.gameTurn}: ${g.seatName(m)} is the monster player`);
  // game.yaml's hand sizes, and the monster player's discarding first (bots do with fewer than three monsters).
  const monsters = g.table.peek("hand", m).filter((c) => g.kind(c) === "monster").length;
  drawHandsUp(g, "hand", (discard) => (discard === monsters < 3 ? 1 : 0));
}

/** The monster player picks the order of the Encounters; then each party grants all its items, or one after a retreat or no Encounter. */
export function encounters(g: FantasyGame): void {
  g.foughtThrough.clear();
  // A stack with no recorded target (a scenario's starting table) attacks the next player.
  const next = g.inGame().find((s) => s > g.monsterSeat) ?? g.inGame()[0];
  for (const c of g.table.peek("placed", g.monsterSeat)) if (!g.targets.has(c.uid)) g.targets.set(c.uid, next);
  for (let left = [...new Set(g.targets.values())]; left.length; ) {
    const party = (s: number) => `${g.seatName(s)}'s party`;
    const h = g.choose(g.monsterSeat, "order", "which Encounter is resolved next?", left, party);
    left = left.filter((s) => s !== h);
    runEncounter(g, h);
    g.settleIfChanged();
  }
  g.targets.clear();
  for (const s of g.inGame()) grants(g, s, g.foughtThrough.has(s) ? 60 : 1);
}

/** After granting (the rule card), parties close up: the front rank fills from the back. */
export function recovery(g: FantasyGame): void {
  for (const s of g.inGame()) {
    grants(g, s, 0);
    closeUpRanks(g, "party", s);
  }
}
