/**
 * The card set as a scenario names it: physical cards (both sides of a double-sided card are one
 * card), cards named by a label instead of their id (`MxAttack+MxResponse`), how an expectation
 * shows a card, and where a card starts (played-to zone, passive step numbers).
 */
import type { Catalogue, CatalogueCard } from "../core/catalogue.ts";
import type { GameRules } from "../core/rules.ts";
import { TraitRules } from "../core/traits.ts";
import type { ScenarioTable } from "./table-rules.ts";

type Card = CatalogueCard & Readonly<Record<string, unknown>>;

export class TableCards {
  private readonly backs: ReadonlySet<string>;
  private readonly traits: TraitRules<never>;
  private readonly labelField = new Map<string, string>();

  constructor(
    readonly catalogue: Catalogue,
    readonly data: ScenarioTable,
    readonly rules: GameRules<never>,
  ) {
    const ds = data.doubleSided;
    this.backs = ds ? catalogue.backSides(ds.field, ds.front, ds.back) : new Set();
    this.traits = new TraitRules(rules.traits, catalogue);
    for (const l of data.labels) this.labelField.set(l.kind, l.field);
  }

  has(id: string): boolean {
    return this.catalogue.has(id);
  }

  card(id: string): Card {
    return this.catalogue.card(id) as Card;
  }

  /** A field of a card, never one inherited from Object.prototype. */
  field(id: string, name: string): unknown {
    const c = this.card(id);
    return Object.hasOwn(c, name) ? c[name] : undefined;
  }

  name(id: string): string {
    return this.catalogue.name(id);
  }

  ofKinds(kinds: readonly string[]): Card[] {
    return this.catalogue.cards.filter((c) => kinds.includes(c.kind)) as Card[];
  }

  isBack(id: string): boolean {
    return this.backs.has(id);
  }

  /** The physical card a side belongs to: a back side's front. */
  physical(id: string): string {
    const ds = this.data.doubleSided;
    return ds && this.backs.has(id) ? (this.field(id, ds.field) as string) : id;
  }

  /** Every side of the physical card `id` is a side of. */
  sides(id: string): readonly string[] {
    const ds = this.data.doubleSided;
    return ds ? this.catalogue.sides(id, ds.field) : [id];
  }

  /** The field a kind's cards may be named by, if any (`icons`). */
  labelOf(kind: string): string | undefined {
    return this.labelField.get(kind);
  }

  /** A card's label (`MxAttack+MxResponse`), or null when its kind has none. */
  label(id: string): string | null {
    const f = this.labelOf(this.card(id).kind);
    if (f === undefined) return null;
    const v = this.field(id, f);
    return Array.isArray(v) ? v.join("+") : String(v);
  }

  /** How an expectation shows a card: by its label if its kind has one, else by id. */
  show(id: string): string {
    return this.label(id) ?? id;
  }

  /** Where a card goes when played: a trait's played-to zone, else the game's default. */
  playedTo(id: string): string | null {
    return this.traits.playedTo(id) ?? this.rules.playedTo ?? null;
  }

  /** Whether a card lists a step's passive number (Initiative 0: always in play, never offered). */
  isPassive(id: string): boolean {
    return this.rules.steps.some((s) => {
      const listed = s.cardField === null ? undefined : this.field(id, s.cardField);
      return Array.isArray(listed) && s.passive.some((n) => listed.includes(n));
    });
  }
}
