/**
 * Exchanging with a card's stock (a verb declared `means: exchange`): a trading post, a bank.
 * The card's stock of a resource R is its counter `stock-R` (game.yaml declares the counter); the
 * acting player gives 1 of a resource they have and takes 1 of another the card has in stock, one
 * for one, as often as they like. Greedy advice weighs a swap by the worth of each item (resource-worth.ts).
 */
import type { EffectContext, Ref } from "../api.ts";
import type { Engine } from "./engine.ts";
import { pick } from "./menus.ts";
import { worthOf } from "./resource-worth.ts";
import type { CardInstance } from "./table.ts";

/** The counter holding a card's stock of a resource. */
export const stockCounter = (resource: string) => `stock-${resource}`;

/**
 * Stocks a card from one of its printed fields, a map from resource to number (its stock at
 * setup, after a restock...): each resource listed, 0 included, is stocked and traded.
 */
export function stockFrom<V extends object>(e: Engine<V>, inst: CardInstance, field: string): void {
  const levels = (e.catalogue.card(inst.cardId) as unknown as Readonly<Record<string, unknown>>)[field];
  if (typeof levels !== "object" || levels === null) throw new Error(`${inst.cardId} has no stock \`${field}\``);
  for (const [resource, n] of Object.entries(levels)) e.table.setCounter(inst, stockCounter(resource), n as number);
}

/** A safety limit for bot games, not a rule: the swaps one exchange allows at most. */
const MAX_SWAPS = 20;

type Swap = readonly [give: string, take: string];

/** The swaps open now: an item the player has for another the card has in stock. */
function swaps<V extends object>(e: Engine<V>, seat: number, counters: Readonly<Record<string, number>>): Swap[] {
  const resources = e.table.players[seat].resources;
  const items = Object.keys(resources).filter((r) => Object.hasOwn(counters, stockCounter(r)));
  const out: Swap[] = [];
  for (const give of items) {
    if (resources[give] <= 0) continue;
    for (const take of items) if (take !== give && counters[stockCounter(take)] > 0) out.push([give, take]);
  }
  return out;
}

/** The acting player exchanges items with the card's stock until they stop. */
export function exchange<V extends object>(e: Engine<V>, ctx: EffectContext, at: Ref): void {
  const inst = e.table.cards.get(at.id);
  if (!inst) return;
  const seat = e.resolution(ctx).seat;
  const player = e.table.players[seat];
  const where = e.describe(at);
  const worth = (item: string) => worthOf(e, seat, item);
  for (let n = 0; n < MAX_SWAPS; n++) {
    const open: (Swap | null)[] = [null, ...swaps(e, seat, inst.counters)];
    const label = (s: Swap | null) => (s ? `give 1 ${s[0]}, take 1 ${s[1]}` : "no more");
    const swap = pick(e, seat, "trade", `exchange an item with ${where}?`, open, label, (s) => (s ? worth(s[1]) - worth(s[0]) : 0));
    if (!swap) return;
    const [give, take] = swap;
    e.log.add(`${e.seatName(seat)} trades 1 ${give} for 1 ${take} at ${where}`);
    e.table.addResource(player, give, -1);
    e.table.addCounter(inst, stockCounter(give), 1, where);
    e.table.addCounter(inst, stockCounter(take), -1, where);
    e.table.addResource(player, take, 1);
  }
}
