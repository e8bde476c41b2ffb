/**
 * Moving cards the way the rules say: discarding to where a kind goes, flipping double-sided
 * cards, equipping Items (one Restricted), the Market and the Item deck, revealing the next
 * Monster. Shared by setup, the phases and the verbs.
 */
import type { ShadowsGame } from "./game.ts";
import { playerRef, Z } from "./model.ts";

export function revealNextMonster(g: ShadowsGame): void {
  const next = g.table.inZone(Z.monsterStack)[0];
  if (!next) return;
  g.table.move(next.uid, Z.monster, null);
  g.log.add(`the Monster is ${g.cardName(next.cardId)} (level ${(g.card(next.cardId) as { level: number }).level})`);
}

/** Moves a card to where its kind is discarded. */
export function discardCard(g: ShadowsGame, uid: string): void {
  const inst = g.inst(uid);
  const owner = inst.owner;
  inst.counters = {};
  const kind = g.card(inst.cardId).kind;
  // A Basic Item goes back to the Basic Items set aside at setup, never into the Market's decks.
  if (kind === "item" && (g.card(inst.cardId) as { basic?: boolean }).basic) g.table.move(uid, Z.unused, null);
  else if (kind === "item") g.table.move(uid, Z.itemDiscard, null);
  else if (kind === "status") {
    if (inst.cardId !== "bounty") inst.cardId = "bounty";
    g.table.move(uid, Z.bountySupply, null);
  } else if (kind === "monster-action") g.table.move(uid, Z.actionDiscard, null);
  else {
    g.limits.forgetCard(uid);
    g.table.move(uid, Z.deck, inst.owner);
  }
  if (owner !== null) g.raise("discarded", { by: playerRef(owner) });
}

/** Turns a double-sided card over; Damage tokens on it are discarded as it flips. */
export function flipCard(g: ShadowsGame, uid: string): void {
  const inst = g.inst(uid);
  const other = (g.card(inst.cardId) as { flip?: string }).flip;
  if (!other) return;
  g.log.add(`${g.cardName(inst.cardId)} flips to ${g.cardName(other)}`);
  inst.cardId = other;
  inst.counters.damage = 0;
  // A side turned up again is ready again (Dodge flipped back up later in the round).
  if (inst.owner !== null) g.respondedThisRound.delete(uid);
}

/** A used One Time Item leaves the game: it no longer counts among the equipped Items. */
export function spendOneTimeItem(g: ShadowsGame, uid: string): void {
  const inst = g.inst(uid);
  if (inst.zone !== Z.inventory || !g.hasTrait(inst.cardId, "One-Time")) return;
  g.log.add(`${g.cardName(inst.cardId)} is used up and removed from the game`);
  g.limits.forgetCard(uid);
  inst.counters = {};
  g.table.move(uid, Z.box, null);
}

/** Equips an Item (the Inventory's capacity in game.yaml: one Restricted Item). */
export function equipItem(g: ShadowsGame, seat: number, uid: string, quiet: boolean): void {
  g.table.move(uid, Z.inventory, seat, { quiet });
  g.enforceCapacity(Z.inventory, seat);
}

/** Deals `count` Items from the Item deck to the Market. */
export function refillMarket(g: ShadowsGame, count: number, log: boolean): void {
  for (let i = 0; i < count; i++) {
    const top = g.drawTop(Z.itemDeck, null);
    if (!top) return;
    g.table.move(top, Z.market, null, { quiet: !log });
  }
}

/** `+1 Random Item`: draw two Items, equip one, discard the other; no Shadow Stone. */
export function randomItemReward(g: ShadowsGame, seat: number): void {
  const drawn: string[] = [];
  for (let i = 0; i < 2; i++) {
    const top = g.drawTop(Z.itemDeck, null);
    if (!top) break;
    g.table.move(top, Z.unused, null, { quiet: true });
    drawn.push(top);
  }
  if (!drawn.length) return;
  const pick = g.ask({ seat, kind: "random-item", prompt: "keep which Item?", options: drawn.map((u) => g.cardName(g.inst(u).cardId)), scores: drawn.map((u) => (g.card(g.inst(u).cardId) as { cost: number }).cost), cards: drawn.map((u) => g.inst(u).cardId) });
  const [keep] = drawn.splice(pick, 1);
  equipItem(g, seat, keep, false);
  for (const d of drawn) g.table.move(d, Z.itemDiscard, null);
}

