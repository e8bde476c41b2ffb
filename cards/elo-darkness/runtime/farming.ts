/**
 * The two steps of the Farming phase the language cannot say: declaring the farmed cards at once
 * (one per Class, one per Mana card); then the Merchant (the engine's upgrade shop).
 */
import { runCardField } from "../../../runtime/core/card-fields.ts";
import { pickOneByOne } from "../../../runtime/core/menus.ts";
import type { CardInstance } from "../../../runtime/core/table.ts";
import { visitShop, type UpgradeShop } from "../../../runtime/core/upgrade-shop.ts";
import type { EloGame } from "./game.ts";

/** The Merchant: Items bought from the Item deck onto the Merchant tile, one per Class, for gold. */
const MERCHANT: UpgradeShop = {
  name: "Merchant",
  stock: "item-deck",
  shop: "merchant",
  currency: "gold",
  slots: ["Fighter", "Mage", "Marksman", "Jungler", "Support"],
  maxDeals: 8,
};

/** Farming: declare Hero and Mana cards (one per Class, one per Mana card), discard them together, then resolve each. */
export function farm(g: EloGame, seat: number): void {
  const key = (i: CardInstance) => (g.card(i.cardId).kind === "mana" ? i.cardId : g.classOf(i));
  const open = (declared: readonly CardInstance[]) => {
    return g.table.peek("hand", seat).filter((i) => key(i) !== undefined && !declared.some((d) => key(d) === key(i)));
  };
  const name = (i: CardInstance) => g.title(i);
  // Bots farm every card they can.
  const declared = pickOneByOne(g, seat, "choice", "farm which card?", "done", open, name, () => 1);
  if (declared.length) g.log.add(`${g.seatName(seat)} farms ${g.names(declared)}`);
  for (const card of declared) g.discard(card.uid, seat);
  for (const card of declared) {
    runCardField(g, seat, card, "farming");
    g.raise("farmed", g.cardArgs(seat, card));
  }
  g.raise("farming-done", { by: g.playerRef(seat) });
  visitShop(g, seat, MERCHANT);
}
