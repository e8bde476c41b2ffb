/**
 * A card's effect fields besides its `effect:` (a `bonus:` field that a rule of the game applies
 * at some moment): kinds in game.yaml declare them `type: effect`, the compiler compiles them as
 * it does `effect:`, and the game says when one runs. The engine runs it on request.
 */
import type { Ability, CompiledEffect, EffectApi, EventInfo } from "../api.ts";
import type { Engine } from "./engine.ts";
import { pick } from "./menus.ts";
import type { CardInstance } from "./table.ts";

/**
 * Every field any kind of a game's cards declares, each optional, typed as the kinds that have it
 * type it: for a game's TypeScript that reads a card's printed fields without narrowing the
 * generated `Card` union by kind (`FieldsOfAnyKind<Card>["cost"]` is `number | undefined`).
 */
export type FieldsOfAnyKind<U> = { readonly [K in U extends unknown ? keyof U : never]?: U extends unknown ? (K extends keyof U ? U[K] : never) : never };

/**
 * Runs the abilities of the card's effect field `field` as `seat`'s; with an event, only those
 * triggered by it (`when <event>:`), in the context of that event. A card without it does nothing.
 */
export function runCardField<V extends object>(e: Engine<V>, seat: number, inst: CardInstance, field: string, event: EventInfo | null = null): void {
  const card = e.catalogue.card(inst.cardId) as unknown as Readonly<Record<string, unknown>>;
  const effect = Object.hasOwn(card, field) ? (card[field] as CompiledEffect<EffectApi<V>> | undefined) : undefined;
  effect?.abilities.forEach((ability: Ability<EffectApi<V>>, index) => {
    const triggered = event === null || (ability.trigger.kind === "when" && ability.trigger.event === event.name);
    if (triggered) e.runAbility(e.context(seat, inst.uid, inst.cardId, event), ability, index, null);
  });
}

/** Whether the card has abilities in its effect field `field`. */
function hasField<V extends object>(e: Engine<V>, inst: CardInstance, field: string): boolean {
  const card = e.catalogue.card(inst.cardId) as unknown as Readonly<Record<string, unknown>>;
  return Object.hasOwn(card, field) && !!(card[field] as CompiledEffect<EffectApi<V>> | undefined)?.abilities.length;
}

/**
 * The seat may apply the effect field `field` of one of its cards in `zone`, or none (after a
 * battle, one blessing of the cards it revealed): it picks, the log says which, the field runs.
 */
export function applyOneCardField<V extends object>(e: Engine<V>, seat: number, zone: string, field: string): void {
  const offered: (CardInstance | null)[] = [null, ...e.table.inZone(zone, seat).filter((inst) => hasField(e, inst, field))];
  const label = (inst: CardInstance | null) => (inst ? e.catalogue.name(inst.cardId) : "none");
  const chosen = pick(e, seat, field, `apply which ${field}?`, offered, label, (inst) => (inst ? 1 : 0));
  if (!chosen) return;
  e.log.add(`${e.seatName(seat)} applies the ${field} of ${e.catalogue.name(chosen.cardId)}`);
  runCardField(e, seat, chosen, field);
}
