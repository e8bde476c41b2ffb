/**
 * The entity model a game declares (`entities:` in game.yaml, `RULES.entities`): which things have
 * Health and take Damage, who controls them, their Health and Damage and how the log names them.
 * An avatar is one per player (`champion@0`, its Damage on the player); a card entity is a card in one
 * of its class's zones (its Damage on the card, or per player). Read constantly, so the entity
 * list and the noun lists built from it are cached per state version.
 */
import type { EffectApi, Ref } from "../api.ts";
import type { Engine } from "./engine.ts";
import type { EntityClassRule } from "./rules.ts";
import type { CardInstance, ZoneList } from "./table.ts";

/** The entity list as of a state: zone contents (`zones`, a sum of zone-list versions) and, when a card there has requirements, the whole state version. */
type Listed = { version: number; zones: number; blankable: boolean; refs: readonly Ref[] };
/** A list derived from the entity list `from`. */
type Derived = { from: readonly Ref[]; refs: readonly Ref[] };

export class Entities<V extends object> {
  readonly classes: readonly EntityClassRule<EffectApi<V>>[];
  /** The class each player has one entity of (their champion), or null. */
  readonly avatar: EntityClassRule<EffectApi<V>> | null;
  private readonly counter: string;
  /** Per-player Damage of card entities, by card uid then seat. */
  private readonly perSeat = new Map<string, number[]>();
  /** Times each entity was defeated, by id. */
  private readonly defeats = new Map<string, number>();
  private readonly avatarRefs: Ref[] = [];
  private readonly cardRefs = new Map<string, Ref>();
  /** Card classification by zone then card id (null: not an entity there). */
  private readonly byZone = new Map<string, Map<string, EntityClassRule<EffectApi<V>> | null>>();
  private readonly supertypes = new Map<string, ReadonlySet<string>>();
  private all: Listed | null = null;
  /** The zone lists the classes' cards are in, each player's for a per-player zone (made once the players are seated). */
  private lists: ZoneList[] = [];
  private listsFor = -1;

  constructor(private readonly e: Engine<V>) {
    this.classes = e.rules.entities ?? [];
    this.avatar = this.classes.find((c) => c.avatar !== null) ?? null;
    this.zones = [...new Set(this.classes.flatMap((c) => c.zones))];
    this.counter = e.rules.damage?.counter ?? "damage";
  }

  /** `type` and every type it is a kind of (`champion`, `entity`), from the game's `types`. */
  typesOf(type: string): ReadonlySet<string> {
    let set = this.supertypes.get(type);
    if (!set) {
      const s = new Set<string>();
      const types = this.e.rules.types;
      for (let t: string | null | undefined = type; t && !s.has(t); t = types && Object.hasOwn(types, t) ? types[t] : null) s.add(t);
      this.supertypes.set(type, (set = s));
    }
    return set;
  }

  avatarRef(seat: number): Ref {
    return (this.avatarRefs[seat] ??= { id: `${this.avatar!.type}@${seat}`, type: this.avatar!.type });
  }

  /** The seat whose avatar `ref` is, or null. */
  avatarSeat(ref: Ref): number | null {
    if (!this.avatar || ref.type !== this.avatar.type) return null;
    for (let s = 0; s < this.avatarRefs.length; s++) if (this.avatarRefs[s] === ref) return s;
    const seat = this.e.seatOfId(ref.id);
    return seat !== null && seat < this.e.table.players.length && ref.id === this.avatarRef(seat).id ? seat : null;
  }

  /** The class a card in its zone belongs to, or null. Asked constantly: remembered per card until it moves or flips. */
  classOfCard(inst: CardInstance): EntityClassRule<EffectApi<V>> | null {
    let seen = this.seen.get(inst);
    if (seen && seen.zone === inst.zone && seen.cardId === inst.cardId) return seen.cls;
    let zone = this.byZone.get(inst.zone);
    if (!zone) this.byZone.set(inst.zone, (zone = new Map()));
    let cls = zone.get(inst.cardId);
    if (cls === undefined) {
      cls = this.classes.find((c) => c.zones.includes(inst.zone) && this.fits(c, inst.cardId)) ?? null;
      zone.set(inst.cardId, cls);
    }
    if (seen) {
      seen.zone = inst.zone;
      seen.cardId = inst.cardId;
      seen.cls = cls;
    } else this.seen.set(inst, (seen = { zone: inst.zone, cardId: inst.cardId, cls }));
    return cls;
  }
  private readonly seen = new WeakMap<CardInstance, { zone: string; cardId: string; cls: EntityClassRule<EffectApi<V>> | null }>();

  /** A card entity class the card belongs to wherever it is (by its traits), for a card acting as itself. */
  classOfCardId(cardId: string): EntityClassRule<EffectApi<V>> | null {
    let cls = this.byTraits.get(cardId);
    if (cls === undefined) this.byTraits.set(cardId, (cls = this.classes.find((c) => c.traits.length > 0 && this.fits(c, cardId)) ?? null));
    return cls;
  }
  private readonly byTraits = new Map<string, EntityClassRule<EffectApi<V>> | null>();

  /** A card's map field of stats (an avatar's or its gear's), looked up once per card. */
  private statsOf(cardId: string): Readonly<Record<string, number>> | null {
    let map = this.statMaps.get(cardId);
    if (map === undefined) {
      const field = this.avatar?.stats?.field;
      const value = field ? (this.e.catalogue.card(cardId) as unknown as Record<string, unknown>)[field] : undefined;
      this.statMaps.set(cardId, (map = value && typeof value === "object" ? (value as Readonly<Record<string, number>>) : null));
    }
    return map;
  }
  private readonly statMaps = new Map<string, Readonly<Record<string, number>> | null>();

  private fits(c: EntityClassRule<EffectApi<V>>, cardId: string): boolean {
    if (c.kinds?.length && !c.kinds.includes(this.e.catalogue.card(cardId).kind)) return false;
    if (c.traits.length && !c.traits.some((t) => this.e.catalogue.hasTrait(cardId, t))) return false;
    return typeof (this.e.catalogue.card(cardId) as unknown as Record<string, unknown>)[c.health] === "number";
  }

  /** The class of an entity, or null when `ref` is none (a player, a card that is no entity). */
  classOf(ref: Ref): EntityClassRule<EffectApi<V>> | null {
    const inst = this.e.table.cards.get(ref.id);
    if (inst) return this.classOfCard(inst);
    return this.avatarSeat(ref) === null ? null : this.avatar;
  }

  private cardRef(inst: CardInstance, cls: EntityClassRule<EffectApi<V>>): Ref {
    let ref = this.cardRefs.get(inst.uid);
    if (!ref || ref.type !== cls.type) this.cardRefs.set(inst.uid, (ref = { id: inst.uid, type: cls.type }));
    return ref;
  }

  /** The entity a card is, if it is one. */
  refOfCard(inst: CardInstance): Ref | null {
    const cls = this.classOfCard(inst);
    return cls ? this.cardRef(inst, cls) : null;
  }

  /**
   * Every entity: avatars in seat order, then each class's cards zone by zone (a per-player zone
   * seat by seat). A card whose requirements are unmet is no entity. One pass over the zones the
   * classes name: rebuilt whenever the state changes.
   */
  list(): readonly Ref[] {
    const seats = this.e.table.players.length;
    if (this.listsFor !== seats) {
      this.lists = this.zones.flatMap((z) => (this.e.isPerPlayerZone(z) ? Array.from({ length: seats }, (_, s) => this.e.table.zoneList(z, s)) : [this.e.table.zoneList(z)]));
      this.listsFor = seats;
      this.all = null;
    }
    // Only cards entering or leaving these zones change the list, unless a card there can be blank.
    let zones = 0;
    for (const l of this.lists) zones += l.version;
    const version = this.e.stateVersion();
    const all = this.all;
    if (all && all.zones === zones && (!all.blankable || all.version === version)) return all.refs;
    const buckets: Ref[][] = this.classes.map(() => []);
    let blankable = false;
    for (const l of this.lists) {
      for (const inst of l.cards) {
        const cls = this.classOfCard(inst);
        if (!cls) continue;
        if (this.e.catalogue.hasRequirements(inst.cardId)) {
          blankable = true;
          if (this.e.isBlank(inst)) continue;
        }
        buckets[this.classes.indexOf(cls)].push(this.cardRef(inst, cls));
      }
    }
    const out: Ref[] = [];
    if (this.avatar) for (let s = 0; s < seats; s++) out.push(this.avatarRef(s));
    for (const bucket of buckets) for (const ref of bucket) out.push(ref);
    // A requirement being evaluated sees its card as blank: such a list is not kept.
    if (!this.e.derived.evaluating.size) this.all = { version, zones, blankable, refs: out };
    return out;
  }

  /** Every zone some class's cards are in, in the order first named. */
  private readonly zones: readonly string[];


  /** Entities of a type or of its subtypes (`entities champion`). */
  ofType(type: string): readonly Ref[] {
    return this.filtered(this.byType, type, 0);
  }

  /** Entities a seat controls. */
  controlledBy(seat: number | null): readonly Ref[] {
    return this.filtered(this.bySide, seat, 1);
  }

  /** Entities not on `side` (a seat, or null for nobody's side), immune ones left out. */
  enemiesOf(side: number | null): readonly Ref[] {
    return this.filtered(this.against, side, 2);
  }

  private readonly byType = new Map<string, Derived>();
  private readonly bySide = new Map<number | null, Derived>();
  private readonly against = new Map<number | null, Derived>();

  /** A filtered entity list, kept while the entity list is the same (asked for every target and ally). */
  private filtered<K>(cache: Map<K, Derived>, key: K, how: 0 | 1 | 2): readonly Ref[] {
    const from = this.list();
    const hit = cache.get(key);
    if (hit?.from === from) return hit.refs;
    const refs: Ref[] = [];
    for (const r of from) {
      const keep = how === 0 ? this.typesOf(r.type).has(key as string) : how === 1 ? this.controller(r) === key : this.controller(r) !== key && !this.immune(r);
      if (keep) refs.push(r);
    }
    cache.set(key, { from, refs });
    return refs;
  }

  /** The seat controlling an entity; null for a card entity of a class nobody controls. */
  controller(ref: Ref): number | null {
    const inst = this.e.table.cards.get(ref.id);
    if (inst) return this.classOfCard(inst)?.controlled === false ? null : inst.owner;
    return this.e.seatOfId(ref.id);
  }

  /** The card an entity is, or that an avatar plays. */
  cardId(ref: Ref): string | undefined {
    const seat = this.avatarSeat(ref);
    return seat === null ? this.e.table.cards.get(ref.id)?.cardId : this.e.avatarCard(seat);
  }

  /** Maximum Health: an avatar's stat (with modifiers), a card entity's field. */
  health(ref: Ref, cls: EntityClassRule<EffectApi<V>>): number {
    const seat = this.avatarSeat(ref);
    if (seat !== null) return this.e.value(seat, cls.health);
    const id = this.cardId(ref);
    const value = id === undefined ? undefined : (this.e.catalogue.card(id) as unknown as Record<string, unknown>)[cls.health];
    return typeof value === "number" ? value : 0;
  }

  /** Brings a card from out of play (no live zone) into the first zone of the entity class it fits; never a second copy. */
  summon(cardId: string, seat: number): void {
    let spare: CardInstance | undefined;
    for (const inst of this.e.table.cards.values()) {
      if (inst.cardId !== cardId) continue;
      if (this.classOfCard(inst)) return;
      if (!spare && !this.e.isLiveZone(inst.zone)) spare = inst;
    }
    const cls = spare && this.classes.find((c) => c.zones.length > 0 && this.fits(c, cardId));
    if (!spare || !cls) return;
    const zone = cls.zones[0];
    this.e.table.move(spare.uid, zone, this.e.isPerPlayerZone(zone) ? seat : null);
    this.e.log.add(`${this.e.catalogue.name(cardId)} is summoned`);
  }

  /** Narrow reads for tools and bots (scenarios, greedy advice): Health and Damage, 0 for what is no entity. */
  healthOf(ref: Ref): number {
    const cls = this.classOf(ref);
    return cls ? this.health(ref, cls) : 0;
  }

  damageOf(ref: Ref, seat: number): number {
    const cls = this.classOf(ref);
    return cls ? this.damage(ref, cls, seat) : 0;
  }

  /** Damage tokens on an entity; for per-player Damage, those of `seat`. */
  damage(ref: Ref, cls: EntityClassRule<EffectApi<V>>, seat: number): number {
    const avatarSeat = this.avatarSeat(ref);
    if (avatarSeat !== null) return this.e.table.counter(this.e.table.players[avatarSeat], this.counter);
    if (cls.perPlayerDamage) return this.perSeat.get(ref.id)?.[seat] ?? 0;
    const inst = this.e.table.cards.get(ref.id);
    return inst ? this.e.table.counter(inst, this.counter) : 0;
  }

  /** Adds Damage (negative: removes), within the counter's bounds; returns the change. */
  addDamage(ref: Ref, cls: EntityClassRule<EffectApi<V>>, seat: number, delta: number): number {
    const avatarSeat = this.avatarSeat(ref);
    if (avatarSeat !== null) return this.e.table.addCounter(this.e.table.players[avatarSeat], this.counter, delta, this.e.describe(ref));
    if (!cls.perPlayerDamage) {
      const inst = this.e.table.cards.get(ref.id);
      return inst ? this.e.table.addCounter(inst, this.counter, delta, this.e.describe(ref)) : 0;
    }
    const before = this.damage(ref, cls, seat);
    this.setDamage(ref, seat, Math.max(0, before + delta));
    return this.damage(ref, cls, seat) - before;
  }

  /** Sets an entity's Damage (per-player Damage: that seat's). Scenario set-ups use it too. */
  setDamage(ref: Ref, seat: number, value: number): void {
    const cls = this.classOf(ref);
    const avatarSeat = this.avatarSeat(ref);
    if (avatarSeat !== null) return this.e.table.setCounter(this.e.table.players[avatarSeat], this.counter, value);
    const inst = this.e.table.cards.get(ref.id);
    if (!cls?.perPlayerDamage) {
      if (inst) this.e.table.setCounter(inst, this.counter, value);
      return;
    }
    let list = this.perSeat.get(ref.id);
    if (!list) this.perSeat.set(ref.id, (list = []));
    list[seat] = value;
    this.e.table.version++;
  }

  /** Forgets all per-player Damage of a card (it left play). */
  clearDamage(uid: string): void {
    if (this.perSeat.delete(uid)) this.e.table.version++;
  }

  /** How many times an entity was defeated in this game. */
  timesDefeated(ref: Ref): number {
    return this.defeats.get(ref.id) ?? 0;
  }

  countDefeat(ref: Ref): void {
    this.defeats.set(ref.id, this.timesDefeated(ref) + 1);
  }

  /** An entity whose card has an immune trait (nothing can touch it). */
  immune(ref: Ref): boolean {
    const id = this.cardId(ref);
    return id !== undefined && this.e.traitRules.immune(id);
  }

  /** How the log names an entity: `Aria (Ann)`, `Wolf (Ann)`, `the Boss Ogre`; null when `ref` is none. */
  describe(ref: Ref): string | null {
    const seat = this.avatarSeat(ref);
    if (seat !== null) {
      const id = this.e.avatarCard(seat);
      return `${id ? this.e.catalogue.name(id) : ref.id} (${this.e.seatName(seat)})`;
    }
    const inst = this.e.table.cards.get(ref.id);
    const cls = inst ? this.classOfCard(inst) : null;
    if (!inst || !cls?.named || inst.owner !== null) return null;
    return `${cls.named} ${this.e.catalogue.name(inst.cardId)}`;
  }

  /** The short name of a nobody's entity for the log (`the Boss`), else its description. */
  shortName(ref: Ref): string {
    const cls = this.classOf(ref);
    return cls?.named && this.controller(ref) === null ? cls.named : this.e.describe(ref);
  }

  /** An avatar's stat before modifiers: its card's stats field plus that field of its player's cards in `plus`; null when `name` is no stat. */
  baseStat(seat: number, name: string): number | null {
    const stats = this.avatar?.stats;
    if (!stats || !this.isStat(seat, name)) return null;
    let total = this.statsOf(this.e.avatarCard(seat)!)![name];
    for (const zone of stats.plus) {
      for (const inst of this.e.table.peek(zone, seat)) {
        const map = this.statsOf(inst.cardId);
        if (map && Object.hasOwn(map, name) && !this.e.isBlank(inst)) total += map[name];
      }
    }
    return total;
  }

  /** Is `name` one of the avatar's stats (a key of its card's stats field)? */
  isStat(seat: number, name: string): boolean {
    const id = this.avatar?.stats ? this.e.avatarCard(seat) : undefined;
    const own = id === undefined ? null : this.statsOf(id);
    return !!own && Object.hasOwn(own, name);
  }
}
