/**
 * A map as data: places joined by routes, each route with a distance (what a figure travelling
 * it pays, in whatever the game counts) and tags (a route's colour, a road forbidden on it...).
 * Every map game builds one from its cards (`graphFromCards`: place cards joined by route cards,
 * or place cards listing their neighbours; a game declaring `map: places:` has place-map.ts build
 * it from the declaration) and asks it where a figure may step, how far two places
 * are in locations crossed, and which places are nearest. The map's state (who stands and holds
 * where, movement costs) is map-table.ts; numbered spaces with counters as positions, space-map.ts.
 */

export interface Route {
  readonly id: string;
  readonly a: string;
  readonly b: string;
  readonly distance: number;
  readonly tags: ReadonlySet<string>;
}

export interface RouteSpec {
  readonly id?: string;
  readonly from: string;
  readonly to: string;
  readonly distance: number;
  readonly tags?: readonly string[];
}

/** Which routes a hop count may use (a game may ignore some, such as links between teleporters). */
export type RouteFilter = (route: Route) => boolean;

export class PlaceGraph {
  private readonly routesOf = new Map<string, Route[]>();
  readonly routes: readonly Route[];
  /** The map never changes once built: unfiltered hop counts and distances are worked out once per place (bots ask constantly). */
  private readonly hopsFrom = new Map<string, ReadonlyMap<string, number>>();
  private readonly distancesFrom = new Map<string, ReadonlyMap<string, number>>();
  private placeList: readonly string[] | undefined;

  constructor(places: readonly string[], routes: readonly RouteSpec[]) {
    for (const p of places) this.routesOf.set(p, []);
    const built: Route[] = [];
    for (const r of routes) {
      for (const end of [r.from, r.to]) if (!this.routesOf.has(end)) throw new RangeError(`route ${r.from}-${r.to}: no place \`${end}\``);
      if (r.from === r.to) throw new RangeError(`route ${r.from}-${r.to} joins a place to itself`);
      if (!Number.isInteger(r.distance) || r.distance < 0) throw new RangeError(`route ${r.from}-${r.to}: distance ${r.distance} is not a whole number >= 0`);
      if (this.route(r.from, r.to)) throw new RangeError(`two routes join ${r.from} and ${r.to}`);
      const route: Route = { id: r.id ?? `${r.from}~${r.to}`, a: r.from, b: r.to, distance: r.distance, tags: new Set(r.tags ?? []) };
      built.push(route);
      this.routesOf.get(r.from)!.push(route);
      this.routesOf.get(r.to)!.push(route);
    }
    this.routes = built;
  }

  get places(): readonly string[] {
    return (this.placeList ??= [...this.routesOf.keys()]);
  }

  has(place: string): boolean {
    return this.routesOf.has(place);
  }

  /** The routes leaving a place, in declaration order. */
  routesFrom(place: string): readonly Route[] {
    const r = this.routesOf.get(place);
    if (!r) throw new RangeError(`no place \`${place}\``);
    return r;
  }

  /** The place at the other end of a route. */
  other(route: Route, place: string): string {
    return route.a === place ? route.b : route.a;
  }

  neighbours(place: string, filter?: RouteFilter): string[] {
    return this.routesFrom(place)
      .filter((r) => !filter || filter(r))
      .map((r) => this.other(r, place));
  }

  /** The route joining two places directly, if there is one. */
  route(a: string, b: string): Route | undefined {
    return this.routesOf.get(a)?.find((r) => this.other(r, a) === b);
  }

  /** How many locations each reachable place is from `from` (0 for itself), by breadth-first search. */
  hops(from: string, filter?: RouteFilter): ReadonlyMap<string, number> {
    if (filter) return this.breadthFirst(from, filter);
    let seen = this.hopsFrom.get(from);
    if (!seen) this.hopsFrom.set(from, (seen = this.breadthFirst(from)));
    return seen;
  }

  private breadthFirst(from: string, filter?: RouteFilter): Map<string, number> {
    const seen = new Map<string, number>([[from, 0]]);
    const queue = [from];
    for (let i = 0; i < queue.length; i++) {
      const here = queue[i];
      const away = seen.get(here)! + 1;
      const routes = this.routesFrom(here);
      for (let r = 0; r < routes.length; r++) {
        if (filter && !filter(routes[r])) continue;
        const next = this.other(routes[r], here);
        if (seen.has(next)) continue;
        seen.set(next, away);
        queue.push(next);
      }
    }
    return seen;
  }

  /** The cheapest total distance from `from` to every reachable place (remembered per place, as `hops` is, when no filter). */
  distances(from: string, filter?: RouteFilter): ReadonlyMap<string, number> {
    if (filter) return this.dijkstra(from, filter);
    let best = this.distancesFrom.get(from);
    if (!best) this.distancesFrom.set(from, (best = this.dijkstra(from)));
    return best;
  }

  /** Dijkstra's cheapest distances (distances are small). */
  private dijkstra(from: string, filter?: RouteFilter): Map<string, number> {
    const best = new Map<string, number>([[from, 0]]);
    const open = new Set([from]);
    while (open.size) {
      let here = "";
      for (const p of open) if (here === "" || best.get(p)! < best.get(here)!) here = p;
      open.delete(here);
      for (const r of this.routesFrom(here)) {
        if (filter && !filter(r)) continue;
        const next = this.other(r, here);
        const d = best.get(here)! + r.distance;
        if (!best.has(next) || d < best.get(next)!) {
          best.set(next, d);
          open.add(next);
        }
      }
    }
    return best;
  }

  /** Of the candidates, those fewest locations from `from` (ties all kept, in candidate order); none reachable: []. */
  nearest(from: string, candidates: readonly string[], filter?: RouteFilter): string[] {
    const hops = this.hops(from, filter);
    const reachable = candidates.filter((c) => hops.has(c));
    if (!reachable.length) return [];
    const least = Math.min(...reachable.map((c) => hops.get(c)!));
    return reachable.filter((c) => hops.get(c) === least);
  }

  /** Bot advice: the best worth within reach of `from`, each location away multiplying it by `decay`. */
  potential(from: string, worth: (place: string) => number, decay: number, filter?: RouteFilter): number {
    let best = 0;
    for (const [p, hops] of this.hops(from, filter)) best = Math.max(best, worth(p) * decay ** hops);
    return best;
  }

  /**
   * Where a figure at `from` may end after moving up to `steps` locations so as to be as near
   * `toward` as it can (`away: true`: as far as it can); ties all kept, in place order.
   */
  stepToward(from: string, toward: string, steps: number, options: { away?: boolean; filter?: RouteFilter } = {}): string[] {
    const reach = this.hops(from, options.filter);
    const target = this.hops(toward, options.filter);
    const within = [...reach].filter(([p, h]) => h <= steps && target.has(p)).map(([p]) => p);
    if (!within.length) return [from];
    const sign = options.away ? -1 : 1;
    const best = Math.min(...within.map((p) => sign * target.get(p)!));
    return within.filter((p) => sign * target.get(p)! === best);
  }
}

/** A card as the map builder reads it: its id, its kind, and its other fields by name. */
interface MapCard {
  readonly id: string;
  readonly kind: string;
}
const field = (card: MapCard, name: string): unknown => (card as unknown as Readonly<Record<string, unknown>>)[name];

/**
 * How a game writes its map as cards: the kinds of its place cards, and the routes either as
 * route cards (their kind, the fields naming their two ends and their distance, and boolean
 * fields that tag a route when true) or as lists of neighbours on the place cards (each naming
 * places by their `key` field: a link written on either card joins both, at distance 1).
 */
export interface MapCards {
  readonly places: readonly string[];
  readonly routes?: { readonly kind: string; readonly from: string; readonly to: string; readonly distance: string; readonly tags?: readonly string[] };
  readonly adjacent?: { readonly field: string; readonly key: string };
}

/** The place graph the cards draw (the place cards in the order given, then their routes). */
export function graphFromCards(cards: readonly MapCard[], spec: MapCards): PlaceGraph {
  const places = cards.filter((c) => spec.places.includes(c.kind));
  const routes: RouteSpec[] = [];
  const r = spec.routes;
  if (r) {
    for (const c of cards.filter((x) => x.kind === r.kind)) {
      const tags = (r.tags ?? []).filter((t) => field(c, t) === true);
      routes.push({ id: c.id, from: String(field(c, r.from)), to: String(field(c, r.to)), distance: Number(field(c, r.distance)), tags });
    }
  }
  const adj = spec.adjacent;
  if (adj) {
    const idOf = new Map(places.map((p) => [String(field(p, adj.key)), p.id]));
    const seen = new Set<string>();
    for (const p of places) {
      const next = field(p, adj.field);
      for (const key of Array.isArray(next) ? next.map(String) : []) {
        const other = idOf.get(key);
        if (!other) throw new RangeError(`${p.id}: no place \`${key}\` next to it`);
        const pair = [p.id, other].sort().join("~");
        if (other === p.id || seen.has(pair)) continue;
        seen.add(pair);
        routes.push({ from: p.id, to: other, distance: 1 });
      }
    }
  }
  return new PlaceGraph(
    places.map((p) => p.id),
    routes,
  );
}
