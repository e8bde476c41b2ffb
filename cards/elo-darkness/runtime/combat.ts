/**
 * The battlefront and the fights: the Backing phase (retreats and Roaming cards), the Combat
 * phase's Deployment on the Laner slots and its Challenges (activation, Assault, Chain, Getting
 * Greedy, Pass; resolution with the advance, Towers, Experience and kills), and the Minion's
 * moves with the Super-Minion Spawn of turns 8-10.
 */
import type { CardInstance } from "../../../runtime/core/table.ts";
import { CHALLENGE_RESOURCES, type EloGame, type Lane } from "./game.ts";

/** How far a Minion moves on this turn: 2 steps on turns 8 and 9, 3 on turn 10 (Super-Minion Spawn). */
function steps(g: EloGame): number {
  return g.info.round >= 10 ? 3 : g.info.round >= 8 ? 2 : 1;
}

/**
 * Moves a Lane's Minion `n` steps towards `loser`'s Base, skipping positions whose Tower is gone.
 * Leaving a standing Tower of the side it moves towards destroys it (`rewardTo` then takes 2 gold
 * or 1 card); passing the last Location invades that Base and ends the game.
 */
export function moveMinion(g: EloGame, lane: Lane, loser: number, n: number, rewardTo: number | null): void {
  const d = loser === 0 ? -1 : 1;
  for (let s = 0; s < n && !g.ended; s++) {
    if (Math.sign(lane.minion) === d && lane.towers.delete(lane.minion)) {
      g.log.add(`${g.seatName(loser)}'s Tower on the ${g.catalogue.name(lane.id)} is destroyed`);
      if (rewardTo !== null) {
        g.destroyed[rewardTo]++;
        if (g.pick(rewardTo, "Tower reward", ["gain 2 gold", "draw 1 card"], [2, 1]) === 0) g.table.addResource(g.table.players[rewardTo], "gold", 2);
        else g.draw(rewardTo, 1);
      }
    }
    do lane.minion += d;
    while ([-2, -1, 1, 2].includes(lane.minion) && !lane.towers.has(lane.minion));
    if (Math.abs(lane.minion) > 3) {
      g.ended = g.invaded = true;
      g.winner = 1 - loser;
      g.endReason = `${g.seatName(1 - loser)} invades ${g.seatName(loser)}'s Base on the ${g.catalogue.name(lane.id)}`;
      g.log.add(g.endReason);
    }
  }
  if (!g.ended) g.log.add(`the ${g.catalogue.name(lane.id)} Minion stands ${lane.minion === 0 ? "at the centre" : `${Math.abs(lane.minion)} from the centre towards ${g.seatName(lane.minion > 0 ? 1 : 0)}'s Base`}`);
}

function placeMarker(g: EloGame, trait: string, lane: string, seat: number): void {
  const marker = g.table.peek("supply").find((i) => g.has(i, trait));
  if (marker) g.table.move(marker.uid, lane, seat, { quiet: true });
}

/** Backing: in player order each player declares their retreats at once, from Lanes nobody left yet. */
export function backing(g: EloGame): void {
  for (const seat of g.turnOrder()) {
    if (g.ended) return;
    g.raise("backing-begins", { by: g.playerRef(seat) });
    const retreats: Lane[] = [];
    for (const lane of g.lanes.filter((l) => !g.roaming(seat, l.id))) {
      if (g.pick(seat, `retreat from the ${g.catalogue.name(lane.id)}?`, ["stay", "retreat"], [1, 0]) === 1) retreats.push(lane);
    }
    for (const lane of retreats) {
      g.log.add(`${g.seatName(seat)} retreats from the ${g.catalogue.name(lane.id)}`);
      moveMinion(g, lane, seat, steps(g), null);
      if (g.ended) return void g.procedures.score();
      g.draw(seat, 1);
      for (const s of [0, 1]) placeMarker(g, "Roaming", lane.id, s);
    }
  }
}

/** A Hero card's Hero has the Gank trait: a Jungler or Support, or a Laner whose Lane holds its Roaming card. */
function isGank(g: EloGame, seat: number, inst: CardInstance): boolean {
  if (g.card(inst.cardId).kind !== "hero-card") return g.has(inst, "Gank");
  const cls = g.card(g.card(inst.cardId).hero as string).class;
  const lane = g.lanes.find((l) => l.cls === cls);
  return !lane || g.roaming(seat, lane.id);
}

/** Deployment: each player fills each open Laner slot, face down, with a Laner card or a Free Lane card; then all are revealed. */
function deploy(g: EloGame): void {
  for (const seat of g.turnOrder()) {
    for (const lane of g.lanes.filter((l) => !g.roaming(seat, l.id))) {
      const laner = g.heroToken(seat, lane.cls);
      const ready = laner?.zone === "heroes";
      const cards = ready ? g.table.peek("hand", seat).filter((i) => (g.card(i.cardId).kind === "action" ? g.has(i, "Laner") : g.card(i.cardId).kind === "hero-card" && !isGank(g, seat, i) && g.card(g.card(i.cardId).hero as string).class === lane.cls)) : [];
      const k = g.pick(seat, `deploy on the ${g.catalogue.name(lane.id)}`, ["Free Lane", ...cards.map((i) => g.catalogue.name(i.cardId))], [0, ...cards.map((i) => g.cardInfluence(i) + 1)]);
      if (k === 0) placeMarker(g, "Free-Lane", lane.id, seat);
      else g.table.move(cards[k - 1].uid, lane.id, seat, { quiet: true });
    }
  }
  for (const seat of [0, 1]) g.log.add(`${g.seatName(seat)} reveals: ${g.lanes.map((l) => `${g.catalogue.name(l.id)}: ${g.table.peek(l.id, seat).map((i) => g.catalogue.name(i.cardId)).join(", ")}`).join("; ")}`);
}

/** A card enters play on the active Lane: its ability (unless blank) and its traits' after-use, then `enters-play`. */
export function playCard(g: EloGame, seat: number, inst: CardInstance, how: "deployed" | "assault" | "chain" | "put"): void {
  const lane = g.challenge!.lane;
  if (inst.zone !== lane.id) g.table.move(inst.uid, lane.id, seat, { quiet: true });
  g.log.add(`${g.seatName(seat)} ${how === "deployed" ? "activates" : how === "put" ? "puts into play" : `plays as ${how === "assault" ? "an Assault" : "a Chain"}`} ${g.catalogue.name(inst.cardId)}`);
  g.cardsPlayed.push([seat, inst.cardId]);
  if (!g.table.counter(inst, "blank") && !g.has(inst, "Free-Lane")) {
    g.catalogue.effectOf(inst.cardId)?.abilities.forEach((a, i) => a.trigger.kind === "play" && g.runAbility(g.cardContext(seat, inst, null), a as never, i, inst.uid, false));
    if (g.traitRules.hasAfterUse(inst.cardId)) g.traitRules.afterUse(inst.cardId, g.rt, g.context(seat, inst.uid, inst.cardId));
  }
  const hero = g.card(inst.cardId).kind === "hero-card" ? g.heroToken(seat, inst.cardId) : null;
  g.raise("enters-play", { on: g.cardRef(inst.uid), by: g.playerRef(seat), ...(hero ? { for: g.heroRef(hero) } : {}) }, { "from-hand": how === "assault" || how === "chain", assault: how === "assault" });
  if (how === "chain" && hero?.zone === "heroes") {
    g.table.move(hero.uid, "exhausted", seat, { quiet: true });
    g.log.add(`${g.describe(g.heroRef(hero))} is Exhausted`);
  }
  g.log.add(`Influence on the ${g.catalogue.name(lane.id)}: ${[0, 1].map((s) => `${g.seatName(s)} ${g.total(s)}`).join(", ")}`);
}

/** What a seat may do in the Challenge now: Assaults with Gank cards and Chains of Heroes in play. */
function actions(g: EloGame, seat: number): Array<{ inst: CardInstance; how: "assault" | "chain" }> {
  const lane = g.challenge!.lane;
  const inPlay = g.table.peek(lane.id, seat);
  const busy = new Set(g.participants(seat).map((h) => h.uid));
  const out: Array<{ inst: CardInstance; how: "assault" | "chain" }> = [];
  for (const inst of g.table.peek("hand", seat)) {
    const card = g.card(inst.cardId);
    if (card.kind === "action" && g.has(inst, "Gank")) out.push({ inst, how: "assault" });
    if (card.kind !== "hero-card") continue;
    const hero = g.heroToken(seat, inst.cardId);
    if (hero?.zone !== "heroes") continue;
    if (inPlay.some((i) => g.card(i.cardId).hero === card.hero && !!g.card(i.cardId).ultimate !== !!card.ultimate)) out.push({ inst, how: "chain" });
    else if (isGank(g, seat, inst) && !busy.has(hero.uid)) out.push({ inst, how: "assault" });
  }
  return out;
}

/** One Challenge on a Lane: activation, alternating actions until both pass in a row, then resolution. */
function challenge(g: EloGame, lane: Lane, initiator: number): void {
  g.challenge = { lane };
  resetChallenge(g);
  g.log.add(`${g.seatName(initiator)} declares the Challenge on the ${g.catalogue.name(lane.id)}`);
  g.raise("challenge-declared", { by: g.playerRef(initiator) });
  const order = [initiator, 1 - initiator];
  for (const s of order) for (const inst of [...g.table.peek(lane.id, s)]) playCard(g, s, inst, "deployed");
  for (let turn = 0, passes = 0; passes < 2 && !g.holds(0, "frozen") && !g.holds(1, "frozen") && turn < 60; turn++) {
    const seat = order[turn % 2];
    const acts: Array<{ inst: CardInstance; how: "assault" | "chain" } | "pass" | "greedy"> = ["pass", ...(g.holds(0, "greedy") || g.holds(1, "greedy") ? [] : ["greedy" as const]), ...actions(g, seat)];
    const labels = acts.map((a) => (a === "pass" ? "pass" : a === "greedy" ? "get greedy" : `${a.how} ${g.catalogue.name(a.inst.cardId)}`));
    // Advice for greedy bots: act only while not ahead, with the card that adds most.
    const behind = g.total(seat) <= g.total(1 - seat);
    const advice = acts.map((a) => (a === "pass" ? 0 : !behind ? -1 : a === "greedy" ? 0.5 : g.cardInfluence(a.inst) + 1));
    const act = acts[g.pick(seat, `Challenge on the ${g.catalogue.name(lane.id)}: your action`, labels, advice)];
    if (act === "pass") {
      passes++;
      g.log.add(`${g.seatName(seat)} passes`);
      continue;
    }
    passes = 0;
    if (act === "greedy") {
      g.log.add(`${g.seatName(seat)} gets Greedy`);
      for (const r of ["greedy", "influence", "threat"]) g.table.addResource(g.table.players[seat], r, 1);
      g.draw(1 - seat, 1);
    } else playCard(g, seat, act.inst, act.how);
  }
  resolve(g, lane);
}

/** The end of a Challenge: the winner advances, gains Experience and kills; cards are discarded, participants Exhausted. */
function resolve(g: EloGame, lane: Lane): void {
  const totals = [g.total(0), g.total(1)];
  const gap = Math.abs(totals[0] - totals[1]);
  const winner = totals[0] === totals[1] ? null : totals[0] > totals[1] ? 0 : 1;
  g.log.add(`the Challenge on the ${g.catalogue.name(lane.id)} ends ${totals.join("-")}: ${winner === null ? "a tie" : `${g.seatName(winner)} wins by ${gap}`}`);
  const participants = [g.participants(0), g.participants(1)];
  if (winner !== null) {
    const loser = 1 - winner;
    const used = new Set(g.table.peek(lane.id, winner).filter((i) => g.card(i.cardId).kind === "hero-card").map((i) => g.heroToken(winner, i.cardId)!));
    for (const hero of used) g.hooks.verbs.advance!(g.context(winner, null, "challenge"), { amount: { amount: 1, unit: "experience" }, on: g.heroRef(hero) });
    g.raise("challenge-won", { by: g.playerRef(winner) });
    const track = g.card("influence-track");
    const skulls = (g.holds(loser, "threat") ? track["red-skulls"] : track["white-skulls"]) as number[];
    let kills = g.holds(0, "defense") || g.holds(1, "defense") ? 0 : skulls.filter((n) => gap >= n).length;
    while (kills-- > 0 && participants[loser].length) {
      const victim = participants[loser].splice(g.pick(loser, "which of your Heroes is killed?", participants[loser].map((h) => g.catalogue.name(h.cardId))), 1)[0];
      g.table.move(victim.uid, "fallen", loser, { quiet: true });
      g.log.add(`${g.catalogue.name(victim.cardId)} (${g.seatName(loser)}) is killed`);
    }
    if (g.holds(winner, "defense")) g.log.add(`${g.seatName(winner)} has Defense and does not advance`);
    else moveMinion(g, lane, loser, steps(g) + (g.holds(winner, "rampage") ? 1 : 0), winner);
  }
  for (const s of [0, 1]) {
    for (const inst of [...g.table.peek(lane.id, s)].reverse()) if (g.has(inst, "Free-Lane")) g.table.move(inst.uid, "supply", null, { quiet: true });
    else if (inst.zone === lane.id) g.discard(inst.uid, s);
    const tired = participants[s].filter((h) => h.zone === "heroes");
    for (const h of tired) g.table.move(h.uid, "exhausted", s, { quiet: true });
    if (tired.length) g.log.add(`${g.seatName(s)} Exhausts ${tired.map((h) => g.catalogue.name(h.cardId)).join(", ")}`);
  }
  g.lastTotals.splice(0, 2, ...totals);
  g.challenge = null;
  resetChallenge(g);
  g.raise("challenge-ended", {});
}

/** A Challenge's resources back to 0 (the Greedy and Threat tokens returned), quietly. */
function resetChallenge(g: EloGame): void {
  for (const s of [0, 1]) for (const r of CHALLENGE_RESOURCES) g.table.players[s].resources[r] = 0;
}

/** Combat: Deployment, then the players alternate declaring Challenges on the open Lanes. */
export function combat(g: EloGame): void {
  if (g.lanes.every((l) => g.roaming(0, l.id))) g.log.add("every Lane is resolved: no Combat this turn");
  else {
    deploy(g);
    for (let k = 0; !g.ended; k++) {
      const open = g.lanes.filter((l) => !g.roaming(0, l.id) && g.table.size(l.id, 0) + g.table.size(l.id, 1) > 0);
      if (!open.length) break;
      const seat = g.turnOrder()[k % 2];
      challenge(g, open[g.pick(seat, "declare a Challenge on which Lane?", open.map((l) => g.catalogue.name(l.id)))], seat);
    }
  }
  for (const s of [0, 1]) for (const l of g.lanes) for (const i of [...g.table.peek(l.id, s)]) g.table.move(i.uid, "supply", null, { quiet: true });
  if (g.ended) g.procedures.score();
}
