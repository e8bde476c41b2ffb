/**
 * The step of the Farming phase the language cannot say: declaring the farmed cards at once (one
 * per Class, one per Mana card). The Merchant that follows is the engine's (visit-shops).
 */
import { runCardField } from "../../../runtime/core/card-fields.ts";
import { pickOneByOne } from "../../../runtime/core/menus.ts";
import type { CardInstance } from "../../../runtime/core/table.ts";
import type { EloGame } from "./game.ts";

/** Farming: declare Hero and Mana cards (one per Class, one per Mana card), discard them together, then resolve each. */
export function farm(g: EloGame, seat: number): void {
  const key = (i: CardInstance) => (g.card(i.cardId).kind === "mana" ? i.cardId : g.classOf(i));
  // A card may be declared while no declared card shares its key (its Class, or itself for a Mana card).
  const open = (declared: readonly CardInstance[]) => g.table.peek("hand", seat).filter((i) => key(i) !== undefined && !declared.some((d) => key(d) === key(i)));
  // Bots farm every card they can.
  const name = (i: CardInstance) => g.title(i);
  const declared = pickOneByOne(g, seat, "choice", "farm which card?", "done", open, name, () => 1);
  if (declared.length) g.log.add(`${g.seatName(seat)} farms ${g.names(declared)}`);
  for (const card of declared) g.discard(card.uid, seat);
  for (const card of declared) {
    runCardField(g, seat, card, "farming");
    g.raise("farmed", g.cardArgs(seat, card));
  }
}
