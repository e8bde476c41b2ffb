/**
 * Using one ability: its usage limits and its card's trait limits, its costs, then its body. An
 * effect that runs out of targets fizzles quietly (logged), the rest of the game goes on.
 */
import type { Ability, EffectApi, EffectContext, Limit } from "../api.ts";
import { canPayCosts, payCosts } from "./costs.ts";
import { Fizzle } from "./effect-host.ts";
import type { Engine } from "./engine.ts";

/** Trait limits are counted per card, apart from any ability's own limits. */
const CARD_USE = -1;
const NO_LIMITS: readonly Limit[] = [];

function limitsAllow(e: { limits: Engine<object>["limits"] }, uid: string | null, index: number, ability: { limits: readonly Limit[] }, traitLimits: readonly Limit[]): boolean {
  if (!uid) return true;
  return e.limits.canUse(uid, index, ability.limits) && (!traitLimits.length || e.limits.canUse(uid, CARD_USE, traitLimits));
}

/** Can this ability be used now (limits, trait limits, costs)? */
export function canRun<V extends object>(e: Engine<V>, ctx: EffectContext, ability: Ability<EffectApi<V>>, index: number, uid: string | null, cardLimits = true): boolean {
  const traitLimits = uid && cardLimits ? e.traitRules.limits(ctx.cardId) : NO_LIMITS;
  return limitsAllow(e, uid, index, ability, traitLimits) && canPayCosts(e, ctx, ability.costs);
}

/**
 * Uses an ability: records its limits, pays its costs, runs its body. False when it could not be
 * used. `cardLimits: false` when the card's trait limits were already counted (a card played once
 * whose use-effect repeats).
 */
export function runAbility<V extends object>(e: Engine<V>, ctx: EffectContext, ability: Ability<EffectApi<V>>, index: number, uid: string | null, cardLimits = true): boolean {
  const traitLimits = uid && cardLimits ? e.traitRules.limits(ctx.cardId) : NO_LIMITS;
  if (!limitsAllow(e, uid, index, ability, traitLimits)) return false;
  if (!canPayCosts(e, ctx, ability.costs)) {
    // Said in the log: a played card that does nothing must not look like a silent no-op.
    e.log.add(`${e.catalogue.name(ctx.cardId)}: cannot pay its cost, so it does nothing`);
    return false;
  }
  if (uid) {
    e.limits.use(uid, index, ability.limits);
    if (traitLimits.length) e.limits.use(uid, CARD_USE, traitLimits);
  }
  try {
    payCosts(e, ctx, ability.costs);
    ability.run(e.rt, ctx);
  } catch (err) {
    if (!(err instanceof Fizzle)) throw err;
    e.log.add(`${e.catalogue.name(ctx.cardId)}: ${err.message}, so the rest does not apply`);
  }
  return true;
}
