/**
 * Using one ability: its usage limits and its card's trait limits, its costs, then its body. An
 * effect that runs out of targets fizzles quietly (logged), the rest of the game goes on.
 */
import { evaluate, type Ability, type EffectApi, type EffectContext, type Limit } from "../api.ts";
import { Fizzle } from "./effect-host.ts";
import type { Engine } from "./engine.ts";

/** Trait limits are counted per card, apart from any ability's own limits. */
const CARD_USE = -1;

function limitsAllow(e: { limits: Engine<object>["limits"] }, uid: string | null, index: number, ability: { limits: readonly Limit[] }, traitLimits: readonly Limit[]): boolean {
  if (!uid) return true;
  return e.limits.canUse(uid, index, ability.limits) && (!traitLimits.length || e.limits.canUse(uid, CARD_USE, traitLimits));
}

/**
 * A cost is payable when paying it leaves the resource within its declared `min`: with HP at
 * least 1, paying 2 HP at 2 HP is impossible (the clamp would make it cost 1).
 */
function costsPayable<V extends object>(e: Engine<V>, ctx: EffectContext, ability: Ability<EffectApi<V>>): boolean {
  const seat = e.resolution(ctx).seat;
  const resources = e.table.players[seat]?.resources;
  for (const c of ability.costs) {
    if (c.kind === "pay" && (resources?.[c.unit] ?? 0) - evaluate(c.amount, e.rt, ctx) < e.table.resourceFloor(c.unit)) return false;
  }
  return true;
}

/** Can this ability be used now (limits, trait limits, costs)? */
export function canRun<V extends object>(e: Engine<V>, ctx: EffectContext, ability: Ability<EffectApi<V>>, index: number, uid: string | null, cardLimits = true): boolean {
  const traitLimits = uid && cardLimits ? e.traitRules.limits(ctx.cardId) : [];
  return limitsAllow(e, uid, index, ability, traitLimits) && costsPayable(e, ctx, ability);
}

/**
 * Uses an ability: records its limits, pays its costs, runs its body. False when it could not be
 * used. `cardLimits: false` when the card's trait limits were already counted (a card played once
 * whose use-effect repeats).
 */
export function runAbility<V extends object>(e: Engine<V>, ctx: EffectContext, ability: Ability<EffectApi<V>>, index: number, uid: string | null, cardLimits = true): boolean {
  if (!canRun(e, ctx, ability, index, uid, cardLimits)) return false;
  if (uid) {
    e.limits.use(uid, index, ability.limits);
    const traitLimits = cardLimits ? e.traitRules.limits(ctx.cardId) : [];
    if (traitLimits.length) e.limits.use(uid, CARD_USE, traitLimits);
  }
  const seat = e.resolution(ctx).seat;
  try {
    for (const cost of ability.costs) {
      if (cost.kind === "pay") e.table.addResource(e.table.players[seat], cost.unit, -evaluate(cost.amount, e.rt, ctx));
      else cost.run(e.rt, ctx);
    }
    ability.run(e.rt, ctx);
  } catch (err) {
    if (!(err instanceof Fizzle)) throw err;
    e.log.add(`${e.catalogue.name(ctx.cardId)}: ${err.message}, so the rest does not apply`);
  }
  return true;
}
