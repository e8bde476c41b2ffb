/**
 * Greedy advice on where a game's figures go, read from what it declares (game.yaml `advice:
 * moves: <figure type>:`, rules.ts' MoveAdviceRule): a place's worth to a player is that of the
 * first row of `places` matching it (by trait, zone, and a condition of the effect language judged
 * as the player, with the place's card as `this`), 0 when none does; its outlook is the best of
 * its worth and what lies near it, each location away counting `near` as much; and a move scores
 * the outlook it reaches less `stay` times the one it leaves, less its price, plus `each`.
 */
import type { EffectApi, EffectContext } from "../api.ts";
import { Fizzle } from "./effect-host.ts";
import type { Engine } from "./engine.ts";
import type { MovePrice } from "./move-trial.ts";
import { mapOf, placeRef } from "./place-nouns.ts";
import type { MoveAdviceRule, PlaceAdviceRow } from "./rules.ts";

type Advise = (figure: string, from: string, to: string, price: MovePrice) => number;

/** The declared advice on moving figures of the type, or undefined when the game declares none. */
export function declaredMoveAdvice<V extends object>(e: Engine<V>, seat: number, type: string): Advise | undefined {
  const rule = moveAdviceRule(e, type);
  if (!rule) return undefined;
  const worthOf = placeWorths(e, seat, type);
  return (_figure, from, to, price) => {
    let score = outlook(e, to, worthOf, rule) - rule.stay * outlook(e, from, worthOf, rule);
    for (const resource of Object.keys(rule.price)) score -= rule.price[resource] * (price.get(resource) ?? 0);
    return score + rule.each;
  };
}

function moveAdviceRule<V extends object>(e: Engine<V>, type: string): MoveAdviceRule<EffectApi<V>> | undefined {
  const rules = e.rules.moveAdvice;
  return rules && Object.hasOwn(rules, type) ? rules[type] : undefined;
}

/** Each place's worth to the seat for figures of the type, worked out once a place: nothing changes while one decision is scored. */
export function placeWorths<V extends object>(e: Engine<V>, seat: number, type: string): (place: string) => number {
  const rows = moveAdviceRule(e, type)?.places ?? [];
  const known = new Map<string, number>();
  return (place) => {
    let worth = known.get(place);
    if (worth === undefined) known.set(place, (worth = placeWorth(e, seat, place, rows)));
    return worth;
  };
}

/** A place's worth and what lies near it: the best of each place's worth, `near` as much for each location away. */
export function outlook<V extends object>(e: Engine<V>, place: string, worthOf: (place: string) => number, rule: { near: number }): number {
  return mapOf(e, "advice").graph.potential(place, worthOf, rule.near);
}

/** The outlook of a place for figures of the type, by its declared `near`. */
export function declaredOutlook<V extends object>(e: Engine<V>, type: string, place: string, worthOf: (place: string) => number): number {
  return outlook(e, place, worthOf, moveAdviceRule(e, type) ?? { near: 0 });
}

function placeWorth<V extends object>(e: Engine<V>, seat: number, place: string, rows: readonly PlaceAdviceRow<EffectApi<V>>[]): number {
  let ctx: EffectContext | undefined;
  const card = e.catalogue.has(place);
  for (const row of rows) {
    if (row.with !== null && !(card && e.catalogue.hasTrait(place, row.with))) continue;
    if (row.without !== null && card && e.catalogue.hasTrait(place, row.without)) continue;
    const before = row.on === null ? 0 : e.table.zone(row.on).findIndex((uid) => e.table.card(uid).cardId === place);
    if (before < 0) continue;
    ctx ??= e.context(seat, placeRef(e, place)?.id ?? null, place);
    if (row.holds && !judged(() => row.holds!(e.rt, ctx!), false)) continue;
    const worth = typeof row.worth === "number" ? row.worth : judged(() => (row.worth as (rt: EffectApi<V>, c: EffectContext) => number)(e.rt, ctx!), 0);
    return worth * row.times + row.eachBefore * before;
  }
  return 0;
}

/** A condition or value that reads something missing (a counter of no card) gives `missing`. */
function judged<T>(read: () => T, missing: T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof Fizzle) return missing;
    throw error;
  }
}
