/**
 * What a game's map of places (the MapTable its hooks hand over, map-table.ts) lets names mean
 * with no TypeScript of the game's: a noun meaning `places [held-by <who>] [<trait>...]` stands
 * for the places' cards, in the map's order, held as it says and carrying every trait listed
 * (`captured-castle: places held-by anyone Castle`); a fact meaning `held-by <who>` holds when
 * the place whose card's effect it is, is held so (`yours: held-by you`). Who: `you` (the acting
 * player), `others` (another player), `rivals` (another player not on the acting player's team,
 * team-play.ts), `anyone`, `nobody`.
 */
import type { EffectContext, Ref } from "../api.ts";
import type { Engine } from "./engine.ts";
import type { MapTable } from "./map-table.ts";
import type { NounMeaning, PlaceHolder } from "./rules.ts";
import { teammates } from "./team-play.ts";
import { usedFits } from "./used-resources.ts";

type PlacesMeaning = Extract<NounMeaning, { kind: "places" }>;

export function mapOf<V extends object>(e: Engine<V>, name: string): MapTable {
  const map = e.hooks.map;
  if (!map) throw new Error(`the ${e.rules.game} rules give \`${name}\` a meaning on the map, but the game's hooks hand over no map`);
  return map;
}

/** Whether a place held by `holder` (null: nobody) is held as `held` says, seen from `seat` (of the engine `e`: its team). */
export function heldAs(e: object, held: PlaceHolder, holder: number | null, seat: number): boolean {
  if (held === "nobody") return holder === null;
  if (held === "anyone") return holder !== null;
  if (held === "you") return holder === seat;
  if (held === "rivals") return holder !== null && holder !== seat && !teammates(e, seat, holder);
  return holder !== null && holder !== seat;
}

/** A place's card on the table (one nobody owns: a player's copy of a place card is not the place), by the place's id; remembered per engine. */
const placeCards = new WeakMap<object, Map<string, string>>();
export function placeRef<V extends object>(e: Engine<V>, place: string): Ref | null {
  let uids = placeCards.get(e);
  if (!uids) placeCards.set(e, (uids = new Map()));
  let uid = uids.get(place);
  if (uid === undefined || e.table.cards.get(uid)?.cardId !== place) {
    uid = [...e.table.cards.values()].find((i) => i.cardId === place && i.owner === null)?.uid;
    if (uid === undefined) return null;
    uids.set(place, uid);
  }
  return e.cardRef(uid);
}

/**
 * The places' cards, in the map's order, held as `held` says (null: whoever holds them), with
 * every trait and of one of the kinds listed; `unmarked`: not marked for the acting player;
 * `fittingUsed`: when the effect used resources, carrying a trait they fit (used-resources.ts).
 */
export function placesOfMap<V extends object>(e: Engine<V>, ctx: EffectContext, noun: string, meaning: PlacesMeaning): Ref[] {
  const map = mapOf(e, noun);
  const seat = e.resolution(ctx).seat;
  const { held, traits, kinds } = meaning;
  const fits = meaning.fittingUsed ? usedFits(e, ctx) : null;
  const out: Ref[] = [];
  for (const place of map.graph.places) {
    if (held !== null && !heldAs(e, held, map.holder(place), seat)) continue;
    if (!traits.every((t) => e.catalogue.hasTrait(place, t))) continue;
    if (kinds && !kinds.includes(e.catalogue.card(place).kind)) continue;
    if (meaning.unmarked && map.marked(place, seat)) continue;
    if (fits && ![...fits].some((t) => e.catalogue.hasTrait(place, t))) continue;
    const ref = placeRef(e, place);
    if (ref) out.push(ref);
  }
  return out;
}

/** Whether the place whose card's effect this is, is held as `held` says (a card that is no place: held by nobody). */
export function placeHeldAs<V extends object>(e: Engine<V>, ctx: EffectContext, fact: string, held: PlaceHolder): boolean {
  const map = mapOf(e, fact);
  const place = e.table.cards.get(ctx.card.id)?.cardId;
  const holder = place !== undefined && map.graph.has(place) ? map.holder(place) : null;
  return heldAs(e, held, holder, e.resolution(ctx).seat);
}
