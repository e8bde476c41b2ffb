/**
 * Standing actions written as cards: the untriggered abilities (what a card does "when used") of
 * the cards in a seat's zone, offered in a turn of free actions (menus.ts) while they can be used:
 * the card is not blank (its `requires` holds) and the ability's limits and costs allow it. A rule
 * card in front of each player (`pay 2 coins: draw 1 card from a deck`) is then an action the
 * turn offers, with no TypeScript of the game's.
 */
import type { EffectApi } from "../api.ts";
import type { Engine } from "./engine.ts";
import type { MenuItem } from "./menus.ts";

/** The usable actions of the cards in the seat's `zone`, each labelled with its card's name; `score` is greedy advice by card id. */
export function cardActions<V extends object>(e: Engine<V>, seat: number, zone: string, score: (cardId: string) => number): MenuItem[] {
  const out: MenuItem[] = [];
  for (const inst of e.table.inZone(zone, seat)) {
    const abilities = e.catalogue.effectOf<EffectApi<V>>(inst.cardId)?.abilities ?? [];
    for (let index = 0; index < abilities.length; index++) {
      const ability = abilities[index];
      if (ability.trigger.kind !== "play" || e.isBlank(inst)) continue;
      if (!e.canRun(e.cardContext(seat, inst, null), ability, index, inst.uid)) continue;
      const run = () => void e.runAbility(e.cardContext(seat, inst, null), ability, index, inst.uid);
      out.push({ label: e.catalogue.name(inst.cardId), score: score(inst.cardId), run });
    }
  }
  return out;
}
