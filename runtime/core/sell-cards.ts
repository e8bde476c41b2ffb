/**
 * Selling cards from the hand (a verb declared `means: sell-cards`, its terms in the verb's
 * `sale:`): the acting player picks up to N cards of their hand, each bringing the sale's price
 * in its currency, and goes where a played card of it would go. A sale may cap the cards a player
 * sells in a period (`at-most`, `per`): the count is kept with the usage limits, so it starts
 * again when the game says that period ends.
 */
import type { EffectContext, Limit } from "../api.ts";
import type { Engine } from "./engine.ts";
import { pickUpTo } from "./menus.ts";
import { playZone } from "./procedure.ts";
import type { VerbSale } from "./rules.ts";

/** Greedy advice, not a rule: a bot sells while it holds less than this many sales' worth. */
const POOR = 3;

/** The acting player sells up to `n` cards of their hand, within the sale's limit for the period. */
export function sellCards<V extends object>(e: Engine<V>, ctx: EffectContext, verb: string, n: number, sale: VerbSale): void {
  const seat = e.resolution(ctx).seat;
  const player = e.table.players[seat];
  // Sales are counted per player under a key no card uses, one "use" per card sold.
  const key = `${verb}@${seat}`;
  const limit: Limit | null = sale.atMost === null ? null : { count: sale.atMost, per: sale.per! };
  const most = limit ? Math.min(n, e.limits.left(key, 0, limit)) : n;
  const price = `${sale.price} ${sale.currency}`;
  const poor = () => (player.resources[sale.currency] ?? 0) < POOR * sale.price;
  const hand = e.table.inZone("hand", seat);
  const sold = pickUpTo(e, seat, "sell", `sell a card for ${price}?`, hand, most, (i) => e.catalogue.name(i.cardId), () => (poor() ? 1 : -1));
  for (const card of sold) {
    e.log.add(`${e.seatName(seat)} sells ${e.catalogue.name(card.cardId)}`);
    e.table.move(card.uid, playZone(e, card.cardId), null, { quiet: true });
    e.table.addResource(player, sale.currency, sale.price);
  }
  if (limit) e.limits.use(key, 0, [limit], sold.length);
}
