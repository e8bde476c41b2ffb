/**
 * The physical state of a game as plain data: card instances in zones, counters on cards and
 * players, player resources. Changed only through these primitives, each of which logs.
 * Counters and resources are kept within the bounds the vocabulary declares.
 */
import type { GameLog } from "./log.ts";

export interface Bounds {
  min?: number;
  max?: number;
}

export interface CardInstance {
  /** Unique per physical card in this game (`c12`). */
  readonly uid: string;
  /** The card (side) currently shown; flipping a double-sided card changes it. */
  cardId: string;
  /** Seat of the owning player, or null for shared cards (a market, a shared deck). */
  owner: number | null;
  zone: string;
  counters: Record<string, number>;
}

export interface PlayerState {
  readonly seat: number;
  readonly name: string;
  resources: Record<string, number>;
  counters: Record<string, number>;
}

/** A value outside its declared bounds; `seat` names the player whose own value it is, when it is one. */
export class BoundsError extends Error {
  constructor(
    message: string,
    readonly seat: number | null = null,
  ) {
    super(message);
  }
}

/**
 * A value the record holds itself, never one inherited from Object.prototype: counter and
 * resource names come from a game's vocabulary (`toString` is a legal name there). A table the
 * rules may leave out (undefined or null) holds nothing.
 */
export function own<T>(record: Readonly<Record<string, T>> | null | undefined, name: string): T | undefined {
  return record && Object.hasOwn(record, name) ? record[name] : undefined;
}

/** An empty name-keyed record with no prototype. */
export function nameRecord<T>(): Record<string, T> {
  return new NameRecord() as Record<string, T>;
}
// Objects from Object.create(null) start in V8's slow dictionary mode, and counters are read all
// the time; `new` on a constructor whose prototype is an empty null-prototype object gives a
// fast object that still inherits no names (no `toString`, no `constructor`).
const NameRecord = function NameRecord() {} as unknown as new () => object;
NameRecord.prototype = Object.create(null);

const EMPTY: readonly CardInstance[] = Object.freeze([]);

/** One zone's cards, in order, and how often they changed: one object per zone for the whole game. */
export interface ZoneList {
  readonly cards: readonly CardInstance[];
  /** Bumped whenever a card enters or leaves the zone or its order changes. */
  readonly version: number;
}

class ZoneCards implements ZoneList {
  readonly cards: CardInstance[] = [];
  version = 0;
  /** `P1's hand`, made once the owner's name is known. */
  label: string | undefined;
}

const NO_MOVE_OPTIONS: { top?: boolean; quiet?: boolean } = {};

/** Removes one item in place, keeping the order (splice would also make an array of what it removed). */
function removeAt<T>(xs: T[], i: number): void {
  if (i < 0) return;
  for (let k = i + 1; k < xs.length; k++) xs[k - 1] = xs[k];
  xs.pop();
}

export class Table {
  readonly cards = new Map<string, CardInstance>();
  readonly players: PlayerState[] = [];
  /**
   * Zone contents in order, shared zones and each player's zones apart. Instances rather than
   * ids, and no composite string keys: rules read zones constantly.
   */
  private readonly shared = new Map<string, ZoneCards>();
  private readonly owned: Array<Map<string, ZoneCards>> = [];
  private nextUid = 1;
  /** Bumped on every change: derived values (stats, blank cards) may be cached per version. */
  version = 0;

  constructor(
    private readonly log: GameLog,
    private readonly resourceBounds: Record<string, Bounds>,
    private readonly counterBounds: Record<string, Bounds>,
    private readonly cardName: (cardId: string) => string,
  ) {}

  addPlayer(name: string, resources: readonly string[]): PlayerState {
    const p: PlayerState = { seat: this.players.length, name, resources: Object.assign(nameRecord<number>(), Object.fromEntries(resources.map((r) => [r, 0]))), counters: nameRecord() };
    this.players.push(p);
    return p;
  }

  private key(zone: string, owner: number | null): string {
    return owner === null ? zone : `${zone}@${owner}`;
  }

  private zonesOf(owner: number | null): Map<string, ZoneCards> {
    if (owner === null) return this.shared;
    // Filled in seat order, never with holes: the array keeps one elements kind in every game.
    while (this.owned.length <= owner) this.owned.push(new Map());
    return this.owned[owner];
  }

  private get(zone: string, owner: number | null): CardInstance[] | undefined {
    return (owner === null ? this.shared : this.owned[owner])?.get(zone)?.cards;
  }

  /** Every zone with its key, for invariant checks. */
  private *allZones(): Iterable<[string, CardInstance[]]> {
    for (const [z, l] of this.shared) yield [this.key(z, null), l.cards];
    for (const [owner, m] of this.owned.entries()) if (m) for (const [z, l] of m) yield [this.key(z, owner), l.cards];
  }

  /**
   * A zone's list, the same object all game (made empty if the zone is new): a caller may keep it
   * and compare its version instead of looking the zone up again.
   */
  zoneList(zone: string, owner: number | null = null): ZoneList {
    return this.list(zone, owner);
  }

  /** Ids of the cards in a zone, in order (index 0 is the top of a deck). */
  zone(zone: string, owner: number | null = null): readonly string[] {
    return (this.get(zone, owner) ?? []).map((c) => c.uid);
  }

  /** Card instances in a zone, in order (index 0 is the top of a deck). A copy: safe to move cards while iterating. */
  inZone(zone: string, owner: number | null = null): CardInstance[] {
    const list = this.get(zone, owner);
    return list ? list.slice() : [];
  }

  /** The live contents of a zone, for reading only: do not move cards while iterating it. */
  peek(zone: string, owner: number | null = null): readonly CardInstance[] {
    return this.get(zone, owner) ?? EMPTY;
  }

  /** How many cards a zone holds. */
  size(zone: string, owner: number | null = null): number {
    return this.get(zone, owner)?.length ?? 0;
  }

  card(uid: string): CardInstance {
    const c = this.cards.get(uid);
    if (!c) throw new Error(`no card instance ${uid}`);
    return c;
  }

  /** Brings a physical card into the game (setup only): cards are conserved from then on. */
  create(cardId: string, zone: string, owner: number | null): CardInstance {
    this.version++;
    const inst: CardInstance = { uid: `c${this.nextUid++}`, cardId, owner, zone, counters: nameRecord() };
    this.cards.set(inst.uid, inst);
    const list = this.list(zone, owner);
    list.cards.push(inst);
    list.version++;
    return inst;
  }

  private list(zone: string, owner: number | null): ZoneCards {
    const zones = this.zonesOf(owner);
    let l = zones.get(zone);
    if (!l) zones.set(zone, (l = new ZoneCards()));
    return l;
  }

  move(uid: string, zone: string, owner: number | null, opts: { top?: boolean; quiet?: boolean } = NO_MOVE_OPTIONS): void {
    this.version++;
    const c = this.card(uid);
    const from = this.list(c.zone, c.owner);
    removeAt(from.cards, from.cards.indexOf(c));
    from.version++;
    const to = this.list(zone, owner);
    if (opts.top) to.cards.unshift(c);
    else to.cards.push(c);
    to.version++;
    if (!opts.quiet) this.log.add(`${this.cardName(c.cardId)}: ${this.label(from, c.zone, c.owner)} → ${this.label(to, zone, owner)}`);
    c.zone = zone;
    c.owner = owner;
  }

  /** `P1's hand`, or just `market` for a shared zone. */
  zoneName(zone: string, owner: number | null): string {
    return owner === null ? zone : `${this.players[owner]?.name ?? `seat ${owner + 1}`}'s ${zone}`;
  }

  /** A zone's name for the log, made once per zone (player names do not change). */
  private label(list: ZoneCards, zone: string, owner: number | null): string {
    if (list.label !== undefined) return list.label;
    const name = this.zoneName(zone, owner);
    if (owner === null || this.players[owner]) list.label = name;
    return name;
  }

  shuffleZone(zone: string, owner: number | null, shuffle: <T>(xs: T[]) => T[]): void {
    this.version++;
    const list = this.list(zone, owner);
    shuffle(list.cards);
    list.version++;
  }

  counter(holder: { counters: Record<string, number> }, name: string): number {
    return own(holder.counters, name) ?? 0;
  }

  addCounter(holder: { counters: Record<string, number> }, name: string, delta: number, label: string): number {
    this.version++;
    const before = own(holder.counters, name) ?? 0;
    const after = clamp(before + delta, own(this.counterBounds, name));
    holder.counters[name] = after;
    if (after !== before) this.log.add(`${label}: ${name} ${before} → ${after}`);
    return after - before;
  }

  setCounter(holder: { counters: Record<string, number> }, name: string, value: number): void {
    this.version++;
    holder.counters[name] = clamp(value, own(this.counterBounds, name));
  }

  /** The least a resource may hold (its declared `min`, else 0): a cost may not pay below it. */
  resourceFloor(name: string): number {
    return own(this.resourceBounds, name)?.min ?? 0;
  }

  /** Told each time a player's resource goes up (the engine raises the resource's `rises` event: resource-rises.ts). */
  onResourceRise: ((p: PlayerState, name: string, was: number) => void) | null = null;

  addResource(p: PlayerState, name: string, delta: number): number {
    this.version++;
    const before = own(p.resources, name) ?? 0;
    const after = clamp(before + delta, own(this.resourceBounds, name));
    p.resources[name] = after;
    if (after !== before) this.log.add(`${p.name}: ${name} ${before} → ${after}`);
    if (after > before) this.onResourceRise?.(p, name, before);
    return after - before;
  }

  /** Resources back to 0 (within their bounds) without a log line: tokens returned to the box at a moment the rules name. */
  resetResources(p: PlayerState, names: readonly string[]): void {
    this.version++;
    for (const name of names) if (Object.hasOwn(p.resources, name)) p.resources[name] = clamp(0, own(this.resourceBounds, name));
  }

  /** Every instance sits in exactly one zone list, and the zone it names: tests call this. */
  checkConservation(): void {
    const seen = new Set<string>();
    for (const [key, insts] of this.allZones()) {
      for (const inst of insts) {
        const uid = inst.uid;
        if (seen.has(uid)) throw new Error(`card ${uid} is in two zones`);
        seen.add(uid);
        const c = this.card(uid);
        if (c !== inst) throw new Error(`card ${uid} is two different objects`);
        if (this.key(c.zone, c.owner) !== key) throw new Error(`card ${uid} says ${this.key(c.zone, c.owner)} but sits in ${key}`);
      }
    }
    if (seen.size !== this.cards.size) throw new Error(`${this.cards.size - seen.size} cards are in no zone`);
  }

  /** Every counter and resource within its declared bounds: tests call this. */
  checkBounds(): void {
    const check = (what: string, value: number, b: Bounds | undefined, seat: number | null = null) => {
      if (!Number.isInteger(value)) throw new BoundsError(`${what} is ${value}, not a whole number`, seat);
      if (b?.min !== undefined && value < b.min) throw new BoundsError(`${what} is ${value}, below ${b.min}`, seat);
      if (b?.max !== undefined && value > b.max) throw new BoundsError(`${what} is ${value}, above ${b.max}`, seat);
    };
    for (const p of this.players) {
      for (const [r, v] of Object.entries(p.resources)) check(`${p.name}'s ${r}`, v, own(this.resourceBounds, r), p.seat);
      for (const [r, v] of Object.entries(p.counters)) check(`${p.name}'s ${r}`, v, own(this.counterBounds, r), p.seat);
    }
    for (const c of this.cards.values()) {
      for (const [r, v] of Object.entries(c.counters)) check(`${c.cardId} (${c.uid}) ${r}`, v, own(this.counterBounds, r));
    }
  }
}

function clamp(v: number, b: Bounds | undefined): number {
  if (b?.min !== undefined && v < b.min) return b.min;
  if (b?.max !== undefined && v > b.max) return b.max;
  return v;
}
