/**
 * A card used outright, not through a trigger or a Response: its play abilities run (a special
 * ability, a spell, a trap springing), then its traits' after-use rules (a Scroll is discarded).
 * A card entering play (placed or played where it acts) counts as played and is used unless blank.
 */
import type { EffectApi } from "../api.ts";
import type { Engine } from "./engine.ts";
import type { CardInstance } from "./table.ts";

/** Whether the card has an ability to use outright and is not blank. */
export function canUse<V extends object>(engine: Engine<V>, inst: CardInstance): boolean {
  if (engine.isBlank(inst)) return false;
  return (engine.catalogue.effectOf<EffectApi<V>>(inst.cardId)?.abilities ?? []).some((a) => a.trigger.kind === "play");
}

/** Whether the seat may use the card now: it has an ability to use outright, and their limits (`once per turn`) and costs allow it. */
export function canUseNow<V extends object>(engine: Engine<V>, seat: number, inst: CardInstance): boolean {
  if (!canUse(engine, inst)) return false;
  const ctx = engine.cardContext(seat, inst, null);
  return (engine.catalogue.effectOf<EffectApi<V>>(inst.cardId)?.abilities ?? []).every((a, i) => a.trigger.kind !== "play" || engine.canRun(ctx, a, i, inst.uid));
}

/** `cardLimits`: whether the card's own limits (once per game) count this use. */
export function useCard<V extends object>(engine: Engine<V>, seat: number, inst: CardInstance, cardLimits = true): void {
  const ctx = engine.cardContext(seat, inst, null);
  const abilities = engine.catalogue.effectOf<EffectApi<V>>(inst.cardId)?.abilities ?? [];
  abilities.forEach((a, i) => {
    if (a.trigger.kind === "play") engine.runAbility(ctx, a, i, inst.uid, cardLimits);
  });
  if (engine.traitRules.hasAfterUse(inst.cardId)) engine.traitRules.afterUse(inst.cardId, engine.rt, ctx);
}

export interface EnterPlayOptions {
  /** Whether the card's own limits count its use (see useCard); true unless said. */
  readonly cardLimits?: boolean;
  /** A game's own reason the card's text counts as empty now (a counter on it), besides unmet requirements. */
  readonly blank?: (inst: CardInstance) => boolean;
}

/** A card enters play: it counts as played by `seat`, and unless blank it is used. Answers whether it was used. */
export function enterPlay<V extends object>(engine: Engine<V>, seat: number, inst: CardInstance, options: EnterPlayOptions = {}): boolean {
  engine.cardsPlayed.push([seat, inst.cardId]);
  if (engine.isBlank(inst) || options.blank?.(inst)) return false;
  useCard(engine, seat, inst, options.cardLimits ?? true);
  return true;
}
