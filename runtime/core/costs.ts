/**
 * Costs: whether the deciding player can pay them, and paying them. One piece of code for an
 * ability's header cost, a `pay ...:` line inside an effect and a `choose one` option's cost.
 * Alternatives (`pay A or B`) are paid by the one the payer picks among those they can pay.
 */
import { evaluate, type Cost, type EffectApi, type EffectContext } from "../api.ts";
import type { Engine } from "./engine.ts";

type Costs<V extends object> = readonly Cost<EffectApi<V>>[];

/**
 * A resource cost is payable when paying it leaves the resource within its declared `min`: with
 * a minimum of 1, paying 2 at 2 is impossible (the clamp would make it cost 1). A verb cost is
 * always payable; an alternative cost when any alternative is.
 */
export function canPayCosts<V extends object>(e: Engine<V>, ctx: EffectContext, costs: Costs<V>): boolean {
  const resources = e.table.players[e.resolution(ctx).seat]?.resources;
  for (const c of costs) {
    if (c.kind === "pay" && (resources?.[c.unit] ?? 0) - evaluate(c.amount, e.rt, ctx) < e.table.resourceFloor(c.unit)) return false;
    if (c.kind === "either" && !c.options.some((o) => canPayCosts(e, ctx, o.costs))) return false;
  }
  return true;
}

/** Pays costs the caller has found payable, in the order written. */
export function payCosts<V extends object>(e: Engine<V>, ctx: EffectContext, costs: Costs<V>): void {
  const seat = e.resolution(ctx).seat;
  for (const cost of costs) {
    if (cost.kind === "pay") e.table.addResource(e.table.players[seat], cost.unit, -evaluate(cost.amount, e.rt, ctx));
    else if (cost.kind === "do") cost.run(e.rt, ctx);
    else {
      const open = cost.options.filter((o) => canPayCosts(e, ctx, o.costs));
      // One way to pay is no choice; several are the payer's (logged by chooseOption).
      const picked = open.length === 1 ? open[0] : open[e.rt.chooseOption(ctx, open.map((o) => `pay ${o.text}`), open.map((o) => o.costs))];
      payCosts(e, ctx, picked.costs);
    }
  }
}
