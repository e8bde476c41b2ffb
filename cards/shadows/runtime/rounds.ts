/**
 * The phases of a Shadows round that game.yaml leaves to TypeScript (BuildUp, Refresh; TeamUp,
 * Plan and CleanUp are effects in game.yaml, Combat is the engine's Initiative step), the end
 * check and the scoring.
 */
import type { EffectContext } from "../../../runtime/api.ts";
import { LazyDecision } from "../../../runtime/core/agents.ts";
import type { Rt } from "../../../generated/shadows/index.ts";
import { equipItem, refillMarket, revealNextMonster } from "./card-moves.ts";
import type { FinalScore, ShadowsGame } from "./game.ts";
import { Z, type Seat } from "./model.ts";

const STUDY_COST = 3;
const SHADOW_STONES_TO_END = 9;

/** Greedy advice: usable Attacks first, then other usable cards. */
export function cardValue(g: ShadowsGame, seat: number, cardId: string): number {
  if (!g.meetsRequirements(seat, cardId)) return 0;
  const attack = g.hasTrait(cardId, "Attack") || g.hasTrait(cardId, "Attack-Standalone");
  return (attack ? 3 : 2) + ((g.card(cardId) as { initiative?: readonly number[] }).initiative?.length ?? 0) * 0.1;
}

// ---------- BuildUp, CleanUp, Refresh ----------

export function buildUp(g: ShadowsGame): void {
  g.log.add("collect: everyone gathers what they earned");
  const buying = new Set(g.seatsInOrder().map((s) => s.seat));
  while (buying.size && g.table.zone(Z.market).length) {
    for (const seat of g.seatsInOrder()) {
      if (!buying.has(seat.seat)) continue;
      const gold = g.table.players[seat.seat].resources.gold;
      const affordable = g.table.inZone(Z.market).filter((i) => (g.card(i.cardId) as { cost: number }).cost <= gold);
      const options = ["pass", ...affordable.map((i) => `buy ${g.cardName(i.cardId)} (${(g.card(i.cardId) as { cost: number }).cost} gold)`)];
      const pick = g.ask({ seat: seat.seat, kind: "buy", prompt: "buy an Item?", options, scores: [0, ...affordable.map((i) => 1 + (g.card(i.cardId) as { cost: number }).cost)], cards: [null, ...affordable.map((i) => i.cardId)] });
      if (pick === 0) {
        buying.delete(seat.seat);
        continue;
      }
      const item = affordable[pick - 1];
      g.table.addResource(g.table.players[seat.seat], "gold", -(g.card(item.cardId) as { cost: number }).cost);
      g.table.addResource(g.table.players[seat.seat], "shadow-stones", 1);
      g.log.add(`${seat.name} buys ${g.cardName(item.cardId)}`);
      equipItem(g, seat.seat, item.uid, false);
      g.settle();
      if (!g.table.zone(Z.market).length) break;
    }
  }
  for (const seat of g.seats) study(g, seat);
}

function study(g: ShadowsGame, seat: Seat): void {
  const p = g.table.players[seat.seat];
  while (p.resources.experience >= STUDY_COST) {
    const library = g.table.inZone(Z.library, seat.seat);
    if (!library.length) return;
    const options = ["stop", ...library.map((c) => `study ${g.cardName(c.cardId)}`)];
    const pick = g.ask(
      new LazyDecision(seat.seat, "study", `spend ${STUDY_COST} Experience to study a Skill?`, options.length, () => options, () => [0, ...library.map((c) => 1 + cardValue(g, seat.seat, c.cardId))], () => [null, ...library.map((c) => c.cardId)]),
    );
    if (pick === 0) return;
    const inst = library[pick - 1];
    g.log.add(`${seat.name} studies ${g.cardName(inst.cardId)}`);
    g.table.addResource(p, "experience", -STUDY_COST);
    g.table.addResource(p, "shadow-stones", 1);
    const card = g.card(inst.cardId) as { initiative?: readonly number[] };
    const station = card.initiative?.includes(0) && g.meetsRequirements(seat.seat, inst.cardId);
    g.table.move(inst.uid, station ? Z.station : Z.deck, seat.seat);
    g.settle();
  }
}

export function refresh(g: ShadowsGame): void {
  if (!g.activeMonster()) {
    revealNextMonster(g);
    g.refillDeck(Z.actionDeck, null);
  }
  const slots = g.seats.length + 1;
  const market = g.table.inZone(Z.market);
  // Extra Items beyond the slots: the most recently drawn are discarded.
  for (const extra of market.slice(slots).reverse()) g.table.move(extra.uid, Z.itemDiscard, null);
  refillMarket(g, slots - Math.min(slots, market.length), false);
  // The Leader card passes clockwise; its broken Shield Point mends as it moves.
  const leaderCard = g.table.inZone(Z.status, g.leader).find((c) => c.cardId === "leader");
  g.leader = (g.leader + 1) % g.seats.length;
  if (leaderCard) {
    leaderCard.counters = {};
    g.table.move(leaderCard.uid, Z.status, g.leader);
  }
}

/** The end check at the start of CleanUp: true when the game ends. */
export function checkEnd(g: ShadowsGame): boolean {
  const stones = g.table.players.some((p) => p.resources["shadow-stones"] >= SHADOW_STONES_TO_END);
  if (!stones && !g.finalLevelDefeated) return false;
  g.endReason = stones ? `a player has ${SHADOW_STONES_TO_END} Shadow Stones` : "the level III Monster is defeated";
  g.log.add(`the game ends: ${g.endReason}`);
  return true;
}

/** Final scores: Shadow Stones plus a fulfilled Mission; ties by equipped Item cost, then Experience. */
export function score(g: ShadowsGame): void {
  g.scores = g.seats.map((seat): FinalScore => {
    const p = g.table.players[seat.seat];
    let mission = 0;
    for (const m of g.table.inZone(Z.mission, seat.seat)) {
      const card = g.card(m.cardId) as { goal: (rt: Rt, ctx: EffectContext) => boolean; reward: Record<string, number> };
      const met = card.goal(g.rt, g.context(seat.seat, m.uid, m.cardId));
      g.log.add(`${seat.name}'s Mission ${g.cardName(m.cardId)}: ${met ? "fulfilled" : "not fulfilled"}`);
      if (met) mission += card.reward["shadow-stones"] ?? 0;
    }
    const itemValue = g.table.inZone(Z.inventory, seat.seat).reduce((n, i) => n + (g.card(i.cardId) as { cost: number }).cost, 0);
    return { seat: seat.seat, name: seat.name, hero: g.cardName(seat.hero), shadowStones: p.resources["shadow-stones"] + mission, mission, itemValue, experience: p.resources.experience };
  });
  const key = (s: FinalScore) => [s.shadowStones, s.itemValue, s.experience];
  const better = (a: FinalScore, b: FinalScore) => {
    const [ka, kb] = [key(a), key(b)];
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i] - kb[i];
    return 0;
  };
  const best = g.scores.reduce((a, b) => (better(a, b) >= 0 ? a : b));
  g.winners = g.scores.filter((s) => better(s, best) === 0).map((s) => s.seat);
}

