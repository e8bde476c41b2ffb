/**
 * The battlefront and the fights: the Backing phase (retreats and Roaming cards), the Combat
 * phase's Deployment on the Laner slots and its Challenges (activation, Assault, Chain, Getting
 * Greedy, Pass; resolution with the advance, Towers, Experience and kills), and the Minion's
 * moves with the Super-Minion Spawn of turns 8-10.
 */
import { alternateUntilAllPass } from "../../../runtime/core/alternating.ts";
import { advanceTrack } from "../../../runtime/core/counter-tracks.ts";
import { drawCards } from "../../../runtime/core/hand-verbs.ts";
import { pickOrNone, runChosen, type MenuItem } from "../../../runtime/core/menus.ts";
import type { CardInstance } from "../../../runtime/core/table.ts";
import { enterPlay } from "../../../runtime/core/use-card.ts";
import type { EloGame, Lane } from "./game.ts";

/** How a card enters play (deployed, put into play, played as an Assault or a Chain), and what the log says of it. */
const SAYS = { deploy: "activates", put: "puts into play", assault: "plays as an Assault", chain: "plays as a Chain" };
type How = keyof typeof SAYS;

/** How far a Minion moves on this turn: 2 steps on turns 8 and 9, 3 on turn 10 (Super-Minion Spawn). */
function steps(g: EloGame): number {
  if (g.info.round >= 10) return 3;
  return g.info.round >= 8 ? 2 : 1;
}

/**
 * Moves a Lane's Minion `n` steps towards `loser`'s Base. A Tower it leaves towards that Base is
 * destroyed (`rewardTo` then takes the Tower reward); passing the last Location invades the Base.
 */
function moveMinion(g: EloGame, lane: Lane, loser: number, n: number, rewardTo: number | null): void {
  const towerFalls = () => {
    g.log.add(`${g.seatName(loser)}'s Tower on the ${lane.name} is destroyed`);
    if (rewardTo !== null) g.raise("tower-destroyed", { by: g.playerRef(rewardTo) });
  };
  if (lane.minion.push(loser, n, towerFalls)) return invade(g, lane, loser);
  const at = lane.minion.position;
  const place = at === 0 ? "at the centre" : `${Math.abs(at)} from the centre towards ${g.seatName(at > 0 ? 1 : 0)}'s Base`;
  g.log.add(`the ${lane.name} Minion stands ${place}`);
}

function invade(g: EloGame, lane: Lane, loser: number): void {
  g.ended = true;
  g.invaded = true;
  g.winner = 1 - loser;
  g.endReason = `${g.seatName(1 - loser)} invades ${g.seatName(loser)}'s Base on the ${lane.name}`;
  g.log.add(g.endReason);
}

function placeMarker(g: EloGame, trait: string, lane: string, seat: number): void {
  const marker = g.table.peek("supply").find((i) => g.trait(i, trait));
  if (marker) g.table.move(marker.uid, lane, seat, { quiet: true });
}

/** Backing: in player order each player declares their retreats at once, from Lanes nobody left yet. */
export function backing(g: EloGame): void {
  for (const seat of g.turnOrder()) {
    g.raise("backing-begins", { by: g.playerRef(seat) });
    const asks = (l: Lane) => g.chooseYes(seat, "choice", `retreat from the ${l.name}?`, ["stay", "retreat"], (r) => (r ? 0 : 1));
    const retreats = g.lanes.filter((l) => !g.roaming(seat, l.id) && asks(l));
    for (const lane of retreats) {
      g.log.add(`${g.seatName(seat)} retreats from the ${lane.name}`);
      moveMinion(g, lane, seat, steps(g), null);
      if (g.ended) return void g.procedures.score();
      drawCards(g, seat, 1);
      for (const s of [0, 1]) placeMarker(g, "Roaming", lane.id, s);
    }
  }
}

/** A card is a Gank card: a Gank Action, a Jungler's or Support's card, or a Laner's whose Lane holds its Roaming card. */
function isGank(g: EloGame, seat: number, inst: CardInstance): boolean {
  const lane = g.lanes.find((l) => l.cls === g.classOf(inst));
  return g.isHeroCard(inst) ? !lane || g.roaming(seat, lane.id) : g.trait(inst, "Gank");
}

/** Deployment: each player fills each open Laner slot, face down, with a Laner card or a Free Lane card; then all are revealed. */
function deploy(g: EloGame): void {
  for (const seat of g.turnOrder()) {
    for (const lane of g.lanes.filter((l) => !g.roaming(seat, l.id))) {
      // An Exhausted or killed Laner Hero leaves only the Free Lane card for its slot.
      const ready = g.heroToken(seat, lane.cls)?.zone === "heroes";
      const fits = (i: CardInstance) => (g.isHeroCard(i) ? g.classOf(i) === lane.cls && !isGank(g, seat, i) : g.trait(i, "Laner"));
      const cards = ready ? g.table.peek("hand", seat).filter(fits) : [];
      const score = (i: CardInstance) => g.cardInfluence(i) + 1;
      const prompt = `deploy on the ${lane.name}`;
      const chosen = pickOrNone(g, seat, "choice", prompt, "Free Lane", cards, (i) => g.title(i), score);
      if (chosen) g.table.move(chosen.uid, lane.id, seat, { quiet: true });
      else placeMarker(g, "Free-Lane", lane.id, seat);
    }
  }
  for (const seat of [0, 1]) {
    const slots = g.lanes.map((l) => `${l.name}: ${g.names(g.table.peek(l.id, seat))}`);
    g.log.add(`${g.seatName(seat)} reveals: ${slots.join("; ")}`);
  }
}

/** A card enters play on the active Lane: its ability (unless blank) and its traits' after-use, then `enters-play`. */
export function playCard(g: EloGame, seat: number, inst: CardInstance, how: How): void {
  const lane = g.challenge!.lane;
  if (inst.zone !== lane.id) g.table.move(inst.uid, lane.id, seat, { quiet: true });
  g.log.add(`${g.seatName(seat)} ${SAYS[how]} ${g.title(inst)}`);
  enterPlay(g, seat, inst, { cardLimits: false, blank: (i) => g.table.counter(i, "blank") > 0 });
  const hero = g.heroOf(seat, inst);
  const payload = { "from-hand": how === "assault" || how === "chain", assault: how === "assault" };
  g.raise("enters-play", g.cardArgs(seat, inst), payload);
  if (how === "chain") {
    // A Chain Exhausts its Hero.
    if (hero!.zone === "heroes") g.table.move(hero!.uid, "exhausted", seat, { quiet: true });
    g.log.add(`${g.name(hero!)} is Exhausted`);
  }
  g.log.add(`Influence on the ${lane.name}: ${[0, 1].map((s) => `${g.seatName(s)} ${g.total(s)}`).join(", ")}`);
}

/** How a card in the hand may be played now: an Assault (a Gank card), a Chain (a Hero in play), or not at all. */
function playableAs(g: EloGame, seat: number, inst: CardInstance, busy: readonly CardInstance[]): How | null {
  const hero = g.heroOf(seat, inst);
  if (!hero) return isGank(g, seat, inst) ? "assault" : null;
  if (hero.zone !== "heroes") return null;
  // A Chain: the other kind (Normal, Ultimate) of a card of the same Hero already in play.
  const card = g.card(inst.cardId);
  const other = (i: CardInstance) => g.card(i.cardId).hero === card.hero && !!g.card(i.cardId).ultimate !== !!card.ultimate;
  if (g.table.peek(g.challenge!.lane.id, seat).some(other)) return "chain";
  return isGank(g, seat, inst) && !busy.includes(hero) ? "assault" : null;
}

/** What a seat may do in the Challenge: Pass, Get Greedy (once a Challenge), play a card. Bots act only while not ahead, with the card that adds most. */
function actions(g: EloGame, seat: number): MenuItem[] {
  const ahead = () => g.total(seat) > g.total(1 - seat);
  const out: MenuItem[] = [{ label: "pass", score: 0, run: () => g.log.add(`${g.seatName(seat)} passes`) }];
  const getGreedy = () => {
    g.log.add(`${g.seatName(seat)} gets Greedy`);
    g.raise("gets-greedy", { by: g.playerRef(seat) });
  };
  if (!g.holds(0, "greedy") && !g.holds(1, "greedy")) out.push({ label: "get greedy", score: () => (ahead() ? -1 : 0.5), run: getGreedy });
  const busy = g.participants(seat);
  for (const inst of g.table.peek("hand", seat)) {
    const how = playableAs(g, seat, inst, busy);
    const score = () => (ahead() ? -1 : g.cardInfluence(inst) + 1);
    if (how) out.push({ label: () => `${how} ${g.title(inst)}`, score, run: () => playCard(g, seat, inst, how) });
  }
  return out;
}

/** One Challenge on a Lane: activation, alternating actions until both pass in a row (or one Freezes it), then resolution. */
function challenge(g: EloGame, lane: Lane, initiator: number): void {
  g.challenge = { lane };
  g.log.add(`${g.seatName(initiator)} declares the Challenge on the ${lane.name}`);
  g.raise("challenge-declared", { by: g.playerRef(initiator) });
  const order = [initiator, 1 - initiator];
  for (const s of order) for (const inst of [...g.table.peek(lane.id, s)]) playCard(g, s, inst, "deploy");
  const prompt = `Challenge on the ${lane.name}: your action`;
  // A seat acted unless it chose to pass (the menu's first item).
  const act = (seat: number) => runChosen(g, seat, "choice", prompt, actions(g, seat)).label !== "pass";
  alternateUntilAllPass(order, act, () => !g.holds(0, "frozen") && !g.holds(1, "frozen"), 60);
  resolve(g, lane);
}

/** The end of a Challenge: the winner gains Experience, kills and advances; cards are discarded, participants Exhausted. */
function resolve(g: EloGame, lane: Lane): void {
  const totals = [g.total(0), g.total(1)];
  const gap = Math.abs(totals[0] - totals[1]);
  const winner = gap === 0 ? null : totals[0] > totals[1] ? 0 : 1;
  const outcome = winner === null ? "a tie" : `${g.seatName(winner)} wins by ${gap}`;
  g.log.add(`the Challenge on the ${lane.name} ends ${totals.join("-")}: ${outcome}`);
  const participants = [g.participants(0), g.participants(1)];
  if (winner !== null) {
    const loser = 1 - winner;
    // 1 Experience to each Hero whose cards the winner used (two cards of one Hero: 1 in all).
    const heroes = new Set(g.table.peek(lane.id, winner).map((i) => g.heroOf(winner, i)));
    for (const hero of heroes) if (hero) advanceTrack(g, g.cardRef(hero.uid), 1, "experience");
    g.raise("challenge-won", { by: g.playerRef(winner) });
    // One kill per Skull the gap reached: the Red Skulls when the losers are threatened; none under Defense.
    const track = g.card("influence-track");
    const skulls = track[g.holds(loser, "threat") ? "red-skulls" : "white-skulls"] ?? [];
    const kills = g.holds(0, "defense") || g.holds(1, "defense") ? 0 : skulls.filter((n) => gap >= n).length;
    const dead = participants[loser];
    for (let k = 0; k < kills && dead.length; k++) {
      const victim = g.choose(loser, "choice", "which of your Heroes is killed?", dead, (h) => g.title(h));
      dead.splice(dead.indexOf(victim), 1);
      g.table.move(victim.uid, "fallen", loser, { quiet: true });
      g.log.add(`${g.title(victim)} (${g.seatName(loser)}) is killed`);
    }
    if (g.holds(winner, "defense")) g.log.add(`${g.seatName(winner)} has Defense and does not advance`);
    else moveMinion(g, lane, loser, steps(g) + (g.holds(winner, "rampage") ? 1 : 0), winner);
  }
  for (const s of [0, 1]) {
    for (const inst of [...g.table.peek(lane.id, s)].reverse()) {
      if (g.trait(inst, "Free-Lane")) g.table.move(inst.uid, "supply", null, { quiet: true });
      else if (inst.zone === lane.id) g.discard(inst.uid, s);
    }
    const tired = participants[s].filter((h) => h.zone === "heroes");
    for (const h of tired) g.table.move(h.uid, "exhausted", s, { quiet: true });
    if (tired.length) g.log.add(`${g.seatName(s)} Exhausts ${g.names(tired)}`);
  }
  g.lastTotals.splice(0, 2, ...totals);
  g.challenge = null;
  g.raise("challenge-ended", {});
}

/** Combat: Deployment, then the players alternate declaring Challenges on the open Lanes; the Roaming cards go back. */
export function combat(g: EloGame): void {
  if (g.lanes.every((l) => g.roaming(0, l.id))) g.log.add("every Lane is resolved: no Combat this turn");
  else deploy(g);
  const open = () => g.lanes.filter((l) => !g.roaming(0, l.id) && g.table.size(l.id, 0) + g.table.size(l.id, 1) > 0);
  for (let k = 0; !g.ended && open().length; k++) {
    const seat = g.turnOrder()[k % 2];
    const lane = g.choose(seat, "choice", "declare a Challenge on which Lane?", open(), (l) => l.name);
    challenge(g, lane, seat);
  }
  // The Roaming cards go back beside the board.
  const roaming = [0, 1].flatMap((s) => g.lanes.flatMap((l) => g.table.inZone(l.id, s)));
  for (const card of roaming) g.table.move(card.uid, "supply", null, { quiet: true });
  if (g.ended) g.procedures.score();
}
