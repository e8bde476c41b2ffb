/**
 * The abilities of the seats' live cards among `listening` (the cards listening on one key:
 * `when <event>`, `at <period>`),
 * seat by seat in turn order and card by card in zone order: what triggers and timed abilities
 * both walk. A card that moved, flipped or went blank while an earlier ability resolved is skipped.
 */
import type { Ability, EffectApi, Trigger } from "../api.ts";
import type { Engine } from "./engine.ts";
import type { CardInstance } from "./table.ts";

/**
 * What a walk looks for and does. An object with methods rather than two closures: the walks run
 * for most events of every game, and closures made per call are neither inlined by V8 nor free
 * to call the first time.
 */
export interface LiveAbilityVisitor<V extends object> {
  wants(t: Trigger<EffectApi<V>>): boolean;
  visit(seat: number, inst: CardInstance, ability: Ability<EffectApi<V>>, index: number): void;
}

export function forEachLiveAbility<V extends object>(e: Engine<V>, listening: ReadonlySet<string>, visitor: LiveAbilityVisitor<V>): void {
  if (!listening.size) return;
  // Indexed loops: this runs for every event of every game, and iterators allocate.
  const order = e.turnOrder();
  for (let s = 0; s < order.length; s++) {
    const seat = order[s];
    const cards = e.liveCards(seat);
    for (let c = 0; c < cards.length; c++) {
      const inst = cards[c];
      if (!listening.has(inst.cardId)) continue;
      const effect = e.catalogue.effectOf<EffectApi<V>>(inst.cardId);
      if (!effect || e.isBlank(inst)) continue;
      for (let index = 0; index < effect.abilities.length; index++) {
        const ability = effect.abilities[index];
        if (!visitor.wants(ability.trigger)) continue;
        if (e.catalogue.effectOf(inst.cardId) !== effect || !e.isLive(inst, seat)) continue;
        visitor.visit(seat, inst, ability, index);
      }
    }
  }
}
