/**
 * A card set as the engine reads it: cards by id, their traits (name and parameter) and the
 * events and periods their abilities name. Built once per card set: rules ask constantly.
 */
import type { CompiledEffect, Condition, Trigger } from "../api.ts";

/** What the engine reads of a compiled card; a game's kinds add their own fields. */
export interface CatalogueCard {
  readonly id: string;
  readonly kind: string;
  readonly name?: string;
  readonly traits?: readonly string[];
  readonly effect?: CompiledEffect<never>;
  readonly requires?: Condition<never>;
}

/** A card's printed number in the field `field` (a kind's own field, such as a battle card's power); 0 when it has none. */
export function printedNumber(catalogue: Catalogue, cardId: string, field: string): number {
  const card = catalogue.card(cardId) as unknown as Readonly<Record<string, unknown>>;
  return Object.hasOwn(card, field) ? Number(card[field]) : 0;
}

/** A trait string's name and parameter: `Delay II` → [`Delay`, `II`], `Response (Spell)` → [`Response`, `Spell`]. */
export function traitParts(trait: string): [string, string] {
  const m = /^([A-Za-z][A-Za-z0-9-]*)\s*(.*)$/.exec(trait.trim());
  return m ? [m[1], m[2].replace(/^\((.*)\)$/, "$1")] : [trait, ""];
}

const ROMAN: Readonly<Record<string, number>> = { I: 1, II: 2, III: 3, IV: 4, V: 5 };

/** A trait parameter as a number: `II` → 2, `X3` → 3, `4` → 4; anything else 0. */
export function traitNumber(param: string): number {
  return ROMAN[param] ?? (Number.parseInt(param.replace(/^[xX]/, ""), 10) || 0);
}

/**
 * What the engine reads of one card, in one object shape: the cards themselves have a shape per
 * kind, and rules read these fields constantly (V8 then reads them as one shape, not many).
 */
class Entry {
  readonly name: string;
  readonly effect: CompiledEffect<unknown> | undefined;
  readonly requires: Condition<never> | undefined;
  /** Whether the card can be blank: it has a `requires`, or its effect has. */
  readonly hasRequirements: boolean;
  traits: Map<string, string> | undefined;
  triggerKeys: Set<string> | undefined;

  constructor(readonly card: CatalogueCard) {
    this.name = card.name ?? card.id;
    this.effect = card.effect as CompiledEffect<unknown> | undefined;
    this.requires = card.requires;
    this.hasRequirements = !!(card.requires || card.effect?.requires);
  }
}

const NO_TRAITS: ReadonlyMap<string, string> = new Map();

export class Catalogue {
  private readonly byId = new Map<string, Entry>();
  /** Trait names are compared case-insensitively; the few names asked about are lowered once. */
  private readonly lowered = new Map<string, string>();

  constructor(readonly cards: readonly CatalogueCard[]) {
    for (const c of cards) this.byId.set(c.id, new Entry(c));
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  card(id: string): CatalogueCard {
    const e = this.byId.get(id);
    if (!e) throw new Error(`unknown card ${id}`);
    return e.card;
  }

  name(id: string): string {
    return this.byId.get(id)?.name ?? id;
  }

  effectOf<R>(id: string): CompiledEffect<R> | undefined {
    return this.byId.get(id)?.effect as CompiledEffect<R> | undefined;
  }

  /** The card's own `requires` field (not its effect's), if it has one. */
  requires(id: string): Condition<never> | undefined {
    return this.byId.get(id)?.requires;
  }

  /** Whether any card has a modifier with `to` (most card sets have none), worked out once. */
  hasTargetedModifiers(): boolean {
    return (this.targeted ??= this.cards.some((c) => c.effect?.modifiers.some((m) => m.to)));
  }
  private targeted: boolean | undefined;

  /** Whether the card has requirements that can blank it (its `requires`, or its effect's). */
  hasRequirements(id: string): boolean {
    return this.byId.get(id)?.hasRequirements ?? false;
  }

  /** Lower-cased trait name → parameter (`""` when it has none). */
  traits(id: string): ReadonlyMap<string, string> {
    const e = this.byId.get(id);
    if (!e) return NO_TRAITS;
    let m = e.traits;
    if (!m) {
      m = new Map();
      for (const t of e.card.traits ?? []) {
        const [n, p] = traitParts(t);
        m.set(n.toLowerCase(), p);
      }
      e.traits = m;
    }
    return m;
  }

  private lower(name: string): string {
    let l = this.lowered.get(name);
    if (l === undefined) this.lowered.set(name, (l = name.toLowerCase()));
    return l;
  }

  hasTrait(id: string, name: string): boolean {
    return this.traits(id).has(this.lower(name));
  }

  traitParam(id: string, name: string): string | undefined {
    return this.traits(id).get(this.lower(name));
  }

  /** A trait's number on a card (`Brutal 1`: 1), 0 without the trait or its number. */
  traitNumber(id: string, name: string): number {
    return traitNumber(this.traitParam(id, name) ?? "");
  }

  /**
   * Double-sided cards, their two sides linked by the card field `flip`: the back sides (a side
   * with the `back` trait, or whose partner has the `start` trait, or else the later of the two in
   * the card set). A back side never enters play on its own.
   */
  backSides(flip: string, start: string, back: string): ReadonlySet<string> {
    const key = `${flip}|${start}|${back}`;
    let set = this.backs.get(key);
    if (set) return set;
    set = new Set();
    const order = new Map(this.cards.map((c, i) => [c.id, i]));
    for (const c of this.cards) {
      const partner = (c as unknown as Record<string, unknown>)[flip];
      if (typeof partner !== "string" || !this.byId.has(partner)) continue;
      if (this.hasTrait(c.id, back) || this.hasTrait(partner, start)) set.add(c.id);
      else if (this.hasTrait(partner, back) || this.hasTrait(c.id, start)) set.add(partner);
      else if (!set.has(c.id) && order.get(c.id)! < order.get(partner)!) set.add(partner);
    }
    this.backs.set(key, set);
    return set;
  }
  private readonly backs = new Map<string, Set<string>>();

  /** The sides of the physical card `id` is a side of: itself, and its `flip` partner if any. */
  sides(id: string, flip: string): string[] {
    const partner = (this.byId.get(id)?.card as unknown as Record<string, unknown> | undefined)?.[flip];
    return typeof partner === "string" ? [id, partner] : [id];
  }

  /** Front sides by kind, in card-set order: the cards that enter a game. */
  frontsByKind(backSides: ReadonlySet<string>): ReadonlyMap<string, readonly CatalogueCard[]> {
    let m = this.fronts.get(backSides);
    if (!m) {
      m = new Map();
      for (const c of this.cards) if (!backSides.has(c.id)) m.set(c.kind, [...(m.get(c.kind) ?? []), c]);
      this.fronts.set(backSides, m);
    }
    return m;
  }
  private readonly fronts = new WeakMap<ReadonlySet<string>, Map<string, CatalogueCard[]>>();

  /** `prefix:name`, made once per pair: rules build these keys on every event. */
  key(prefix: string, name: string): string {
    let byName = this.keys.get(prefix);
    if (!byName) this.keys.set(prefix, (byName = new Map()));
    let k = byName.get(name);
    if (k === undefined) byName.set(name, (k = `${prefix}:${name}`));
    return k;
  }
  private readonly keys = new Map<string, Map<string, string>>();

  /** Whether any card in the set listens to `key` (`at:cleanup`): most periods need no scan at all. */
  listens(key: string): boolean {
    return this.listeners(key).size > 0;
  }

  /**
   * The ids of the cards that listen to `key`: walks over live cards ask this once, then one
   * set lookup per card.
   */
  listeners(key: string): ReadonlySet<string> {
    let ids = this.listening.get(key);
    if (ids === undefined) this.listening.set(key, (ids = new Set(this.cards.filter((c) => this.triggerKeys(c.id).has(key)).map((c) => c.id))));
    return ids;
  }
  private readonly listening = new Map<string, ReadonlySet<string>>();

  /**
   * The ids of the cards with an ability on `key` whose trigger also passes `wanted`, cached under
   * `fine` (which must name what `wanted` asks: a period, an edge, a step number): most moments no card
   * acts at, and their walk over live cards is then skipped altogether.
   */
  listenersWhere<R>(key: string, fine: string, wanted: (t: Trigger<R>) => boolean): ReadonlySet<string> {
    let ids = this.listening.get(fine);
    if (ids === undefined) {
      const matching = new Set<string>();
      for (const id of this.listeners(key)) if (this.effectOf<R>(id)?.abilities.some((a) => wanted(a.trigger))) matching.add(id);
      this.listening.set(fine, (ids = matching));
    }
    return ids;
  }

  /** What the card's abilities listen to: `when:<event>`, `response:<event>`, `at:<period>`. */
  triggerKeys(id: string): ReadonlySet<string> {
    const e = this.byId.get(id);
    if (!e) return NO_KEYS;
    let set = e.triggerKeys;
    if (!set) {
      set = new Set();
      for (const a of e.effect?.abilities ?? []) {
        const t = a.trigger;
        if (t.kind === "when") set.add(`when:${t.event}`);
        else if (t.kind === "response") set.add(`response:${t.event}`);
        else if (t.kind === "at") set.add(`at:${t.period}`);
      }
      e.triggerKeys = set;
    }
    return set;
  }
}

const NO_KEYS: ReadonlySet<string> = new Set();
