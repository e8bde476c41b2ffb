/**
 * Behaviour tables: an enemy that no player runs (an app-driven game's enemy AI, a solo bot's
 * deck) carries its decisions as data, a card field `behaviour` holding a list of effects, the
 * rows. Activating it does the first row whose `requires` holds (a row without one always
 * holds), with the card acting as itself. A verb declared `means: behave` runs this; one declared
 * `means: activate` first raises its event on the card, so players may interrupt.
 */
import type { CompiledEffect, EffectApi, EffectContext, Ref } from "../api.ts";
import type { Engine } from "./engine.ts";

/** The card field holding a card's behaviour table (the compiler checks some kind declares it). */
export const BEHAVIOUR_FIELD = "behaviour";

/** The rows of a card's behaviour table (empty when it has none). */
export function behaviourRows<V extends object>(e: Engine<V>, cardId: string): readonly CompiledEffect<EffectApi<V>>[] {
  const rows = (e.catalogue.card(cardId) as unknown as Readonly<Record<string, unknown>>)[BEHAVIOUR_FIELD];
  return Array.isArray(rows) ? (rows as CompiledEffect<EffectApi<V>>[]) : [];
}

/**
 * Activating a card no player runs: `event` is raised on it (respondable: players may interrupt
 * the activation), then, if it is still in the zone it was in (not defeated meanwhile), it does
 * its behaviour table.
 */
export function activate<V extends object>(e: Engine<V>, ctx: EffectContext, card: Ref, event: string): void {
  const zone = e.table.cards.get(card.id)?.zone;
  if (zone === undefined) return;
  e.raise(event, { on: card }, {}, () => {
    if (e.table.cards.get(card.id)?.zone === zone) behave(e, ctx, card);
  });
}

/**
 * `card` does the first row of its table whose requirement holds, as itself, the context's player
 * making any choice its row leaves open. Returns the row's index, or -1 when none held (logged).
 */
export function behave<V extends object>(e: Engine<V>, ctx: EffectContext, card: Ref): number {
  const inst = e.table.cards.get(card.id);
  if (!inst) return -1;
  const rows = behaviourRows(e, inst.cardId);
  const name = e.describe(card);
  const own = e.cardContext(e.resolution(ctx).seat, inst, null);
  const row = rows.findIndex((r) => !r.requires || r.requires(e.rt, own));
  if (row < 0) {
    e.log.add(`${name}: no row of its behaviour table applies, so it does nothing`);
    return -1;
  }
  e.log.add(`${name} follows row ${row + 1} of its behaviour table`);
  const abilities = rows[row].abilities;
  for (let index = 0; index < abilities.length; index++) if (abilities[index].trigger.kind === "play") e.runAbility(own, abilities[index], index, null);
  return row;
}
