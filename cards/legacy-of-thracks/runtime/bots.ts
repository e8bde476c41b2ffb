/**
 * Greedy advice (bot heuristics, not rules): play toward Dimara. Gather what completes magical
 * barriers (relics toward 5, glory toward 4/7/10 by Fortresses, quests), heal when the run to
 * Dimara lacks only HP, and head for a Portal and the Nordic Portal once every barrier left can
 * be paid in one turn; never into the Outer Dimension before.
 */
import type { EffectContext, Ref, SelectorSpec } from "../../../runtime/api.ts";
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

/** How good a place is to step onto now; `ready(hp)` tells whether Dimara is in reach (dimaraReady). */
export function worth(g: ThracksGame, seat: number, p: string, hero: boolean, ready: (hp?: number) => boolean): number {
  const [gold, hp, glory] = [g.res(seat, "gold"), g.res(seat, "hp"), g.res(seat, "glory")];
  const mine = g.map.holder(p) === seat;
  if (g.barrier(p)) return 30 + 10 * g.table.zone("barriers").findIndex((uid) => g.table.card(uid).cardId === p); // onward, to Dimara
  if (g.trait(p, "Outer") && !g.trait(p, "Nordic")) return 20;
  if (hero && g.trait(p, "Portal")) return ready() ? 30 : 0;
  const heals = g.trait(p, "Healing-Well") || (g.trait(p, "Capital") && mine);
  if (hero && (hp <= 2 || (hp < 5 && ready(5)))) return heals ? 10 : 0;
  if (g.trait(p, hero ? "Relic" : "Mine")) return g.counter(p, hero ? "relic-here" : "crystal-here") * (hero ? 3 + Math.min(2, g.res(seat, "relics") / 2) : 3);
  if (mine) return 0;
  if (hero && g.trait(p, "Fortress")) return hp >= 3 ? (glory % 3 === 0 ? 5 : 3) : 0;
  if (hero && g.trait(p, "Castle")) return hp >= 4 ? 2.5 : 0;
  if (g.trait(p, "Village")) return gold >= 4 ? 2 : 0;
  if (g.trait(p, "Temple")) return gold >= 3 ? 2 : 0;
  return g.trait(p, "Armory") && gold >= 5 ? 1 : 0;
}

/** Each place's worth to the seat, worked out once a place, and Dimara's reach once an HP: nothing changes while one decision is scored. */
export function placeWorths(g: ThracksGame, seat: number, hero: boolean): (place: string) => number {
  const [known, reach] = [new Map<string, number>(), new Map<number, boolean>()];
  const ready = (hp = g.res(seat, "hp")) => reach.get(hp) ?? reach.set(hp, dimaraReady(g, seat, hp)).get(hp)!;
  return (place) => known.get(place) ?? known.set(place, worth(g, seat, place, hero, ready)).get(place)!;
}

/** The worth of a place and what lies near it, each location away counting 0.8 as much. */
export const outlook = (g: ThracksGame, p: string, worthOf: (place: string) => number) => g.graph.potential(p, worthOf, 0.8);

/** Advice on an effect's choice: places by their outlook (the Nordic Portal only when ready), barriers by what they would cost. */
export function score(g: ThracksGame, ctx: EffectContext, _spec: SelectorSpec, refs: readonly Ref[]): number[] {
  const seat = g.resolution(ctx).seat;
  const worthOf = placeWorths(g, seat, true);
  return refs.map((r) => {
    const p = g.placeOf(r);
    if (!p || !g.graph.has(p)) return 0;
    if (g.barrier(p)) return g.barrier(p)!.gold + 2 * g.barrier(p)!.hp;
    if (g.trait(p, "Nordic")) return dimaraReady(g, seat) ? 100 : -100;
    return outlook(g, p, worthOf);
  });
}


/** Shadow mode: a sacrifice, or the Shadow's (seat 0) Black Magic, with gold to spare while the power stands high; other standing actions as game.yaml advises. */
export function altarAdvice(g: ThracksGame, seat: number, card: string): number | undefined {
  if (card !== "sacrifice" && card !== "black-magic") return undefined;
  return g.res(seat, "gold") >= 5 && g.res(0, "shadow-power") >= 5 ? 1 : -1;
}
