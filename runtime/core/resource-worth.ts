/**
 * Greedy advice read from what a game declares: what one of a resource is worth to a bot (the
 * game's `worth` hook, else the resource's `worth:` in game.yaml, else 1), and, from that, how good
 * each option of a `choose one` is when the game gives no advice of its own: doing something is
 * worth 1, less what the option's costs take (each resource paid at its worth, an alternative cost
 * at its cheapest way to pay a resource, a verb cost at nothing); doing `nothing` is worth 0.
 */
import { evaluate, type Cost, type EffectApi, type EffectContext } from "../api.ts";
import type { Engine } from "./engine.ts";

type Costs<V extends object> = readonly Cost<EffectApi<V>>[];

/** How much an option's worth drops for each point of worth its costs take. */
const COST_WEIGHT = 0.4;

/** What one of the resource is worth to the seat. */
export function worthOf<V extends object>(e: Engine<V>, seat: number, resource: string): number {
  return e.hooks.worth?.(seat, resource) ?? e.rules.resourceWorths?.[resource] ?? 1;
}

/** What paying the costs takes from the seat, in worth; null when they pay no resource (verbs only: no price the engine can tell). */
function price<V extends object>(e: Engine<V>, ctx: EffectContext, seat: number, costs: Costs<V>): number | null {
  let total: number | null = null;
  for (const cost of costs) {
    if (cost.kind === "pay") total = (total ?? 0) + evaluate(cost.amount, e.rt, ctx) * worthOf(e, seat, cost.unit);
    if (cost.kind !== "either") continue;
    // The alternatives are the designer's equal prices: the cheapest that pays a resource says it.
    const priced = cost.options.map((o) => price(e, ctx, seat, o.costs)).filter((p) => p !== null);
    if (priced.length) total = (total ?? 0) + Math.min(...priced);
  }
  return total;
}

/**
 * The default advice on a `choose one`'s offered options (their texts, and each one's cost or
 * null): none (undefined) when no option has a cost and none is `nothing`, all being alike.
 */
export function optionScores<V extends object>(e: Engine<V>, ctx: EffectContext, options: readonly string[], costs: readonly (Costs<V> | null)[]): number[] | undefined {
  if (!options.includes("nothing") && !costs.some((c) => c?.length)) return undefined;
  const seat = e.resolution(ctx).seat;
  return options.map((o, i) => (o === "nothing" ? 0 : 1 - COST_WEIGHT * (price(e, ctx, seat, costs[i] ?? []) ?? 0)));
}
