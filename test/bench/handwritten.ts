/**
 * Card effects written by hand against the runtime API, the way a programmer would without the
 * compiler: same calls, same order, constant arguments hoisted. The bench times them against the
 * generated handlers (generated/shadows) on the same stub runtime.
 */
import type { EffectContext, SelectorSpec } from "../../runtime/api.ts";
import type { Rt } from "../../generated/shadows/index.ts";

const A_TARGET: SelectorSpec = { noun: "target", determiner: "a", filters: [] };
const AN_OPPONENT: SelectorSpec = { noun: "opponent", determiner: "an", filters: [] };
const THE_PREDICTED_HERO: SelectorSpec = { noun: "predicted-hero", determiner: "the", filters: [] };
const ONE_EXPERIENCE = { amount: 1, unit: "experience" } as const;
const ONE_GOLD = { amount: 1, unit: "gold" } as const;
const GLIMPSE_OPTIONS = ["gain 1 gold", "lose 1 health on the predicted-hero"];

/** Sword Strike: attack a target for your Strength; if the target did not respond, gain 1 Experience. */
export function swordStrike(rt: Rt, ctx: EffectContext): void {
  const target = rt.choose(ctx, A_TARGET);
  rt.verbs.attack(ctx, { target, for: rt.property(ctx, "strength", null) });
  if (!rt.fact(ctx, "responded")) rt.verbs.gain(ctx, { amount: ONE_EXPERIENCE });
}

/** Glimpse: predict an opponent; if right, gain 1 Gold or the predicted Hero loses 1 health. */
export function glimpse(rt: Rt, ctx: EffectContext): void {
  rt.verbs.predict(ctx, { player: rt.choose(ctx, AN_OPPONENT) });
  if (!rt.fact(ctx, "predicted")) return;
  if (rt.chooseOption(ctx, GLIMPSE_OPTIONS) === 0) rt.verbs.gain(ctx, { amount: ONE_GOLD });
  else rt.verbs.lose(ctx, { amount: 1, on: rt.choose(ctx, THE_PREDICTED_HERO) });
}
