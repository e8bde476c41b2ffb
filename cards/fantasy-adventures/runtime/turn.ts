/**
 * The player turn around the Encounters: setup (decks, the party of eight in two ranks, three
 * items), the cards stage, placement within the Melee limit of the game turn, recovery, the end
 * after four game turns or when one party is left, and the score (GP in play).
 */
import { deckById, expandDeck } from "../../../runtime/core/decks.ts";
import { DECKS } from "../../../generated/fantasy-adventures/decks.ts";
import { RESOURCES } from "../../../generated/fantasy-adventures/index.ts";
import { runEncounter } from "./encounter.ts";
import type { FantasyGame } from "./game.ts";

const GAME_TURNS = 4;

function draw(g: FantasyGame, seat: number, upTo: number): void {
  let n = 0;
  for (let uid = g.drawTop("encounter-deck", seat); uid && g.table.size("hand", seat) < upTo; uid = g.drawTop("encounter-deck", seat), n++) {
    g.table.move(uid, "hand", seat, { quiet: true });
    g.log.addHidden(`${g.seatName(seat)} draws ${g.name(uid)}`);
  }
  if (n) g.log.add(`${g.seatName(seat)} draws ${n} card${n === 1 ? "" : "s"}`);
}

/** The front rank fills from the back: no party has an empty front rank while it has heroes behind. */
function arrange(g: FantasyGame, seat: number): void {
  const party = g.table.peek("party", seat);
  const front = party.filter((h) => g.table.counter(h, "rank") === 1).length;
  party.filter((h) => g.table.counter(h, "rank") === 2).slice(0, Math.max(0, 4 - front)).forEach((h) => g.table.setCounter(h, "rank", 1));
}

export function setup(g: FantasyGame): void {
  const names = g.options.names ?? g.options.agents.map((_, i) => `P${i + 1}`);
  names.forEach((name, seat) => {
    g.table.addPlayer(name, RESOURCES);
    for (const [deck, zone] of [["starter-heroes", "hero-deck"], ["starter-encounters", "encounter-deck"]] as const) for (const id of expandDeck(deckById(DECKS, deck))) g.table.create(id, zone, seat);
    for (const deck of ["hero-deck", "encounter-deck"]) g.table.shuffleZone(deck, seat, (xs) => g.rng.shuffle(xs));
    g.table.create("granting-items", "rules", seat);
  });
  for (const id of ["horde-bonus", "ranged-saves"]) g.table.create(id, "rules", 0);
  names.forEach((_, seat) => {
    const drawn = g.table.inZone("hero-deck", seat).slice(0, 10);
    for (let i = 0; i < 2; i++) {
      const out = g.choose(seat, "party", "which hero stays out of the party?", drawn, (x) => g.name(x.uid), (x) => -g.field(x.uid, "gp"));
      drawn.splice(drawn.indexOf(out), 1);
      g.table.move(out.uid, "hero-discard", seat);
    }
    // The strongest fighters in the front rank.
    drawn.sort((a, b) => g.field(b.uid, "melee") - g.field(a.uid, "melee")).forEach((h, i) => {
      g.table.move(h.uid, "party", seat);
      g.table.setCounter(h, "rank", i < 4 ? 1 : 2);
    });
    draw(g, seat, 10);
    g.table.addResource(g.table.players[seat], "grants", 3);
  });
  g.procedure.runTimed("recovery", "start", null);
  for (const p of g.table.players) g.table.addResource(p, "grants", -p.resources.grants);
  const rolls = names.map((_, seat) => g.die() * 10 + seat / 10);
  g.leader = rolls.indexOf(Math.max(...rolls));
  g.log.add(`${g.seatName(g.leader)} rolls highest and is the first monster player`);
}

export function cardsStage(g: FantasyGame): void {
  const clockwise = (from: number) => {
    const a = g.alive();
    const i = Math.max(0, a.findIndex((s) => s >= from));
    return [...a.slice(i), ...a.slice(0, i)];
  };
  if (g.info.round === 1) g.toPlay = clockwise(g.leader);
  else if (!g.toPlay.length) g.gameTurn++, (g.toPlay = clockwise(g.leader + 1));
  g.leader = g.toPlay.shift()!;
  const m = g.monsterSeat;
  g.usedThisTurn.clear();
  g.limits.reset("turn");
  g.log.add(`game turn ${g.gameTurn}: ${g.seatName(m)} is the monster player`);
  const monsters = g.table.peek("hand", m).filter((c) => g.catalogue.card(c.cardId).kind === "monster").length;
  if (g.table.size("hand", m) && g.choose(m, "mulligan", "discard your hand and draw twelve?", [false, true], (x) => (x ? "discard and draw" : "keep"), (x) => (x === monsters < 3 ? 1 : 0))) {
    g.log.add(`${g.seatName(m)} discards their hand`);
    for (const c of g.table.inZone("hand", m)) g.table.move(c.uid, "encounter-discard", m, { quiet: true });
  }
  for (const s of g.alive()) draw(g, s, s === m ? 12 : 10);
}

/** The Melee Value of the monsters in one stack is at most 9 in the first game turn, 3 more each game turn after. */
export function placement(g: FantasyGame): void {
  const m = g.monsterSeat;
  const limit = 6 + 3 * Math.min(g.gameTurn, GAME_TURNS);
  for (const h of g.alive().filter((s) => s !== m)) {
    let melee = 0;
    let traps = 0;
    let wandering = false;
    for (;;) {
      const fits = g.table.peek("hand", m).filter((c) => {
        const card = g.catalogue.card(c.cardId);
        if (card.kind === "trap") return !wandering;
        if (card.kind !== "monster" || g.trait(c.uid, "Anytime") || melee + g.field(c.uid, "melee") > limit) return false;
        return g.trait(c.uid, "Lair-only") ? traps > 0 : !g.trait(c.uid, "Wandering-only") || traps === 0;
      });
      const pick = g.choose(m, "place", `place a card on ${g.seatName(h)}'s party (Melee ${melee} of ${limit})`, [null, ...fits], (c) => (c ? g.catalogue.name(c.cardId) : "done"), (c) => (c ? 1 + g.field(c.uid, "melee") : 0.5));
      if (!pick) break;
      g.table.move(pick.uid, "placed", m, { quiet: true });
      g.targets.set(pick.uid, h);
      if (g.catalogue.card(pick.cardId).kind === "trap") traps++;
      else (melee += g.field(pick.uid, "melee")), (wandering ||= g.trait(pick.uid, "Wandering-only"));
    }
    const n = g.table.peek("placed", m).filter((c) => g.targets.get(c.uid) === h).length;
    if (n) g.log.add(`${g.seatName(m)} places a stack of ${n} cards on ${g.seatName(h)}'s party`);
  }
}

export function encounters(g: FantasyGame): void {
  const m = g.monsterSeat;
  g.foughtThrough.clear();
  let left = [...new Set(g.table.peek("placed", m).map((c) => g.targets.get(c.uid)!))];
  while (left.length) {
    const h = g.choose(m, "order", "which Encounter is resolved next?", left, (s) => `${g.seatName(s)}'s party`);
    left = left.filter((s) => s !== h);
    runEncounter(g, h);
    g.settleIfChanged();
  }
  g.targets.clear();
  for (const s of g.alive()) g.table.addResource(g.table.players[s], "grants", (g.foughtThrough.has(s) ? 60 : 1) - g.table.players[s].resources.grants);
}

export function recovery(g: FantasyGame): void {
  for (const s of g.alive()) {
    g.table.addResource(g.table.players[s], "grants", -g.table.players[s].resources.grants);
    arrange(g, s);
  }
}

/** At the end of every player turn a player with no heroes left is out; after four game turns the game ends. */
export function end(g: FantasyGame): boolean {
  for (const s of g.alive()) {
    if (g.table.size("party", s)) continue;
    g.out.add(s);
    g.toPlay = g.toPlay.filter((x) => x !== s);
    g.log.add(`${g.seatName(s)} has no heroes left and is eliminated`);
    for (const c of g.table.inZone("hand", s)) g.table.move(c.uid, "encounter-discard", s, { quiet: true });
  }
  if (g.alive().length <= 1) g.endReason = g.alive().length ? `only ${g.seatName(g.alive()[0])} has heroes left` : "no party is left";
  else if (!g.toPlay.length && g.gameTurn >= GAME_TURNS) g.endReason = `${GAME_TURNS} game turns are over`;
  return g.endReason !== "";
}

/** GP in play: undefeated heroes and the items granted to them. */
export function gp(g: FantasyGame, seat: number): number {
  if (g.out.has(seat)) return 0;
  return [...g.table.peek("party", seat), ...g.table.peek("items", seat)].reduce((sum, c) => sum + g.field(c.uid, "gp"), 0);
}

export function score(g: FantasyGame): void {
  g.log.add(`GP in play: ${g.table.players.map((p) => `${p.name} ${gp(g, p.seat)}`).join(", ")}`);
}
