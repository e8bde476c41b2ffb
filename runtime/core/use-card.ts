/**
 * A card used outright, not through a trigger or a Response: its play abilities run (a special
 * ability, a spell, a trap springing), then its traits' after-use rules (a Scroll is discarded).
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

export function useCard<V extends object>(engine: Engine<V>, seat: number, inst: CardInstance): void {
  const ctx = engine.cardContext(seat, inst, null);
  const abilities = engine.catalogue.effectOf<EffectApi<V>>(inst.cardId)?.abilities ?? [];
  abilities.forEach((a, i) => {
    if (a.trigger.kind === "play") engine.runAbility(ctx, a, i, inst.uid);
  });
  if (engine.traitRules.hasAfterUse(inst.cardId)) engine.traitRules.afterUse(inst.cardId, engine.rt, ctx);
}
