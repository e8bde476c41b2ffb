/**
 * A shop of upgradable cards, visited until the player is done: from their stock zone they buy
 * a card onto their shop zone for its cost (or its upgraded side directly, for both costs),
 * upgrade a card there for its upgrade cost, or sell one back to the stock, basic side up, for
 * half the cost of the side it shows (rounded down). The shop zone holds one card per slot (a
 * trait). A card's upgraded side is the card its `upgrade` field names.
 */
import type { CardInstance } from "./table.ts";
import type { Engine } from "./engine.ts";
import { pick } from "./menus.ts";

export interface UpgradeShop {
  /** What the prompt calls the shop. */
  readonly name: string;
  /** The per-player zone the cards are bought from and sold back to. */
  readonly stock: string;
  /** The per-player zone bought cards go to. */
  readonly shop: string;
  /** The resource prices are paid in. */
  readonly currency: string;
  /** The traits naming the shop zone's slots: one card of each at most. */
  readonly slots: readonly string[];
  /** A bound on one visit, not a rule: no visit needs more deals. */
  readonly maxDeals: number;
}

/** The printed fields a shop reads: the side's cost, its upgraded side and the upgrade's cost. */
interface ShopFields {
  readonly cost?: number;
  readonly upgrade?: string;
  readonly "upgrade-cost"?: number;
}

/** One deal on offer: its label, its price (a sale's is negative) and what it does (null: done). */
interface Deal {
  readonly label: string;
  readonly cost: number;
  readonly make: (() => void) | null;
}

/** A bound on one visit to a declared shop, not a rule: no visit needs more deals. */
const MAX_DEALS = 8;

/** The shops game.yaml declares on zones (`shop:`), in the zones' order. */
export function declaredShops<V extends object>(e: Engine<V>): UpgradeShop[] {
  return e.rules.zones.flatMap((z) => (z.shop ? [{ ...z.shop, shop: z.name, maxDeals: MAX_DEALS }] : []));
}

/** The player deals with the shop, among the deals they can afford, until they are done. */
export function visitShop<V extends object>(e: Engine<V>, seat: number, shop: UpgradeShop): void {
  for (let n = 0; n < shop.maxDeals; n++) {
    const money = e.table.players[seat].resources[shop.currency];
    const deals = offers(e, seat, shop).filter((d) => d.cost <= money);
    // Advice for greedy bots: spend (the dearer the better), rather than sell.
    const score = (d: Deal) => (d.make === null ? 0 : d.cost < 0 ? -1 : d.cost);
    const deal = pick(e, seat, "choice", `${shop.name}: buy, upgrade or sell?`, deals, (d) => d.label, score);
    if (deal.make === null) return;
    e.log.add(`${e.seatName(seat)}: ${deal.label}`);
    e.table.addResource(e.table.players[seat], shop.currency, -deal.cost);
    deal.make();
  }
}

function offers<V extends object>(e: Engine<V>, seat: number, shop: UpgradeShop): Deal[] {
  const fields = (id: string) => e.catalogue.card(id) as ShopFields;
  const name = (id: string) => e.catalogue.name(id);
  const slotOf = (i: CardInstance) => shop.slots.find((s) => e.catalogue.hasTrait(i.cardId, s));
  const unit = shop.currency;
  const deals: Deal[] = [{ label: "done", cost: 0, make: null }];
  const offer = (label: string, cost: number, make: () => void) => deals.push({ label, cost, make });
  const owned = e.table.peek(shop.shop, seat);
  for (const card of e.table.peek(shop.stock, seat)) {
    if (owned.some((t) => slotOf(t) === slotOf(card))) continue;
    const { cost = 0, upgrade, "upgrade-cost": more = 0 } = fields(card.cardId);
    offer(`buy ${name(card.cardId)} for ${cost} ${unit}`, cost, () => e.table.move(card.uid, shop.shop, seat));
    if (!upgrade) continue;
    offer(`buy ${name(upgrade)} directly for ${cost + more} ${unit}`, cost + more, () => {
      e.table.move(card.uid, shop.shop, seat);
      card.cardId = upgrade;
    });
  }
  for (const card of owned) {
    const { cost = 0, upgrade, "upgrade-cost": more = 0 } = fields(card.cardId);
    if (upgrade) {
      offer(`upgrade ${name(card.cardId)} to ${name(upgrade)} for ${more} ${unit}`, more, () => {
        card.cardId = upgrade;
      });
    }
    const price = Math.floor(cost / 2);
    offer(`sell ${name(card.cardId)} for ${price} ${unit}`, -price, () => {
      // It goes back basic side up.
      card.cardId = e.catalogue.cards.find((f) => (f as ShopFields).upgrade === card.cardId)?.id ?? card.cardId;
      e.table.move(card.uid, shop.stock, seat);
    });
  }
  return deals;
}
