/**
 * The two steps of the Farming phase the language cannot say: declaring the farmed cards at once
 * (one per Class, one per Mana card) and the Merchant's buying, upgrading and selling.
 */
import { runCardField } from "../../../runtime/core/card-fields.ts";
import type { CardInstance } from "../../../runtime/core/table.ts";
import type { EloGame } from "./game.ts";

const CLASSES = ["Fighter", "Mage", "Marksman", "Jungler", "Support"];
/** A bound on one player's Merchant visit, not a rule: no visit needs more deals. */
const MAX_DEALS = 8;

/** Farming: declare Hero and Mana cards (one per Class, one per Mana card), discard them together, then resolve each. */
export function farm(g: EloGame, seat: number): void {
  const key = (i: CardInstance) => (g.card(i.cardId).kind === "mana" ? i.cardId : g.classOf(i));
  const declared: CardInstance[] = [];
  for (;;) {
    const open = g.table.peek("hand", seat).filter((i) => key(i) !== undefined && !declared.some((d) => key(d) === key(i)));
    if (!open.length) break;
    const names = open.map((i) => g.name(i.cardId));
    const k = g.pick(seat, "farm which card?", ["done", ...names], [0, ...open.map(() => 1)]);
    if (k === 0) break;
    declared.push(open[k - 1]);
  }
  if (declared.length) g.log.add(`${g.seatName(seat)} farms ${declared.map((i) => g.name(i.cardId)).join(", ")}`);
  for (const card of declared) g.discard(card.uid, seat);
  for (const card of declared) {
    runCardField(g, seat, card, "farming");
    const hero = g.heroOf(seat, card);
    const args = { on: g.cardRef(card.uid), by: g.playerRef(seat) };
    g.raise("farmed", hero ? { ...args, for: g.heroRef(hero) } : args);
  }
  g.raise("farming-done", { by: g.playerRef(seat) });
  shop(g, seat);
}

/** One thing the Merchant offers: its label, its price (a sale's is negative) and what it does (null: done). */
interface Deal {
  readonly label: string;
  readonly cost: number;
  readonly make: (() => void) | null;
}

/** The Merchant, after farming: deals the player can afford, until they are done. */
function shop(g: EloGame, seat: number): void {
  for (let n = 0; n < MAX_DEALS; n++) {
    const gold = g.table.players[seat].resources.gold;
    const deals = merchantDeals(g, seat).filter((d) => d.cost <= gold);
    // Advice for greedy bots: spend (the dearer the better), rather than sell.
    const scores = deals.map((d) => (d.make === null ? 0 : d.cost < 0 ? -1 : d.cost));
    const labels = deals.map((d) => d.label);
    const deal = deals[g.pick(seat, "Merchant: buy, upgrade or sell?", labels, scores)];
    if (deal.make === null) return;
    g.log.add(`${g.seatName(seat)}: ${deal.label}`);
    g.table.addResource(g.table.players[seat], "gold", -deal.cost);
    deal.make();
  }
}

/**
 * An Item for its cost, its upgraded side directly for both costs, an upgrade for the back's
 * cost; an Item sells back to the Item deck for half the cost of the side it shows, rounded
 * down. The tile holds one Item per Class.
 */
function merchantDeals(g: EloGame, seat: number): Deal[] {
  const deals: Deal[] = [{ label: "done", cost: 0, make: null }];
  const offer = (label: string, cost: number, make: () => void) => deals.push({ label, cost, make });
  const classOf = (i: CardInstance) => CLASSES.find((c) => g.has(i, c));
  const tile = g.table.peek("merchant", seat);
  for (const item of g.table.peek("item-deck", seat)) {
    if (tile.some((t) => classOf(t) === classOf(item))) continue;
    const { cost, upgrade, "upgrade-cost": more } = g.card(item.cardId);
    offer(`buy ${g.name(item.cardId)} for ${cost} gold`, cost!, () => g.table.move(item.uid, "merchant", seat));
    if (!upgrade) continue;
    offer(`buy ${g.name(upgrade)} directly for ${cost! + more!} gold`, cost! + more!, () => {
      g.table.move(item.uid, "merchant", seat);
      item.cardId = upgrade;
    });
  }
  for (const item of tile) {
    const { cost, upgrade, "upgrade-cost": more } = g.card(item.cardId);
    if (upgrade) {
      offer(`upgrade ${g.name(item.cardId)} to ${g.name(upgrade)} for ${more} gold`, more!, () => {
        item.cardId = upgrade;
      });
    }
    const price = Math.floor(cost! / 2);
    offer(`sell ${g.name(item.cardId)} for ${price} gold`, -price, () => {
      // It goes back to the Item deck basic side up.
      item.cardId = g.catalogue.cards.find((f) => g.card(f.id).upgrade === item.cardId)?.id ?? item.cardId;
      g.table.move(item.uid, "item-deck", seat);
    });
  }
  return deals;
}
