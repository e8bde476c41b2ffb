/**
 * The abilities a player may use at will from the cards in front of them: an ability with no
 * trigger (`pay 5 gold and 1 curse: nothing`, `pay 5 relics: complete a barrier`) on a card in
 * one of the seat's live zones, offered as a free action while its usage limits and costs allow
 * and the card is not blank. A game's action menu adds these to its own items.
 */
import type { EffectApi } from "../api.ts";
import { canRun } from "./abilities.ts";
import type { Engine } from "./engine.ts";
import type { MenuItem } from "./menus.ts";

/** Greedy advice for using such an ability: a little better than stopping. */
const USE_SCORE = 0.5;

export function liveActions<V extends object>(e: Engine<V>, seat: number): MenuItem[] {
  const items: MenuItem[] = [];
  for (const inst of e.liveCards(seat)) {
    const abilities = e.catalogue.effectOf<EffectApi<V>>(inst.cardId)?.abilities ?? [];
    abilities.forEach((ability, index) => {
      if (ability.trigger.kind !== "play" || e.isBlank(inst)) return;
      const ctx = e.cardContext(seat, inst, null);
      if (!canRun(e, ctx, ability, index, inst.uid)) return;
      items.push({ label: `${e.catalogue.name(inst.cardId)}: ${ability.text.replace(/\s*\n\s*/g, " ")}`, score: USE_SCORE, run: () => void e.runAbility(ctx, ability, index, inst.uid) });
    });
  }
  return items;
}
