/**
 * Greedy advice (bot heuristics, not rules): play toward Dimara. What each place is worth is
 * game.yaml's `advice:`; this file estimates whether Dimara is in reach (its facts), and advises
 * an effect's choice of places (the Nordic Portal only when ready) and of barriers.
 */
import type { EffectContext, Ref, SelectorSpec } from "../../../runtime/api.ts";
import { declaredOutlook, placeWorths } from "../../../runtime/core/place-advice.ts";
import type { ThracksGame } from "./game.ts";

/** What reaching a Portal this turn costs at most, in gold (a bot's estimate). */
function portalCost(g: ThracksGame, seat: number): number {
  const [here, near] = [g.heroAt(seat), g.graph.distances(g.heroAt(seat))];
  const portals = g.graph.places.filter((p) => g.trait(p, "Portal") && !g.trait(p, "Nordic") && p !== here && near.has(p));
  const away = g.trait(here, "Portal") ? [2 * Math.min(...g.graph.routesFrom(here).map((r) => r.distance))] : [];
  return Math.min(99, ...away, ...portals.map((p) => near.get(p)!));
}

/** Whether the Hero could reach Dimara this turn: a Portal (gold), its 1 HP, the Magical Path's 3 gold, every barrier not completed; with `hp` its HP. */
export function dimaraReady(g: ThracksGame, seat: number, hp = g.res(seat, "hp")): boolean {
  let [gold, left] = [g.res(seat, "gold") - 3 - portalCost(g, seat), hp - 1];
  for (const b of g.table.zone("barriers").map((uid) => g.table.card(uid).cardId)) if (!g.map.marked(b, seat)) [gold, left] = [gold - g.barrier(b)!.gold, left - g.barrier(b)!.hp];
  return gold >= 0 && left >= 1 && g.res(seat, "curse") <= 2 && g.heroFree(seat);
}

/** The facts game.yaml's move advice asks of a bot's estimates: whether Dimara is in reach, at the Hero's HP or at 5. */
export function adviceFacts(g: ThracksGame) {
  return {
    "dimara-ready": (ctx: EffectContext) => dimaraReady(g, g.resolution(ctx).seat),
    "dimara-ready-healed": (ctx: EffectContext) => dimaraReady(g, g.resolution(ctx).seat, 5),
  };
}

/** Advice on an effect's choice: places by their outlook (the Nordic Portal only when ready), barriers by what they would cost. */
export function score(g: ThracksGame, ctx: EffectContext, _spec: SelectorSpec, refs: readonly Ref[]): number[] {
  const seat = g.resolution(ctx).seat;
  const worthOf = placeWorths(g, seat, "hero");
  return refs.map((r) => {
    const p = g.placeOf(r);
    if (!p || !g.graph.has(p)) return 0;
    if (g.barrier(p)) return g.barrier(p)!.gold + 2 * g.barrier(p)!.hp;
    if (g.trait(p, "Nordic")) return dimaraReady(g, seat) ? 100 : -100;
    return declaredOutlook(g, "hero", p, worthOf);
  });
}

