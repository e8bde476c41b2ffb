/**
 * What the engine knows about one resolving effect, carried on its context object: the seat
 * deciding, the card instance, the entity acting, whether it was used as a Response, and the
 * facts established while it resolved. A game may extend it with its own bookkeeping.
 */
import type { EffectContext, Ref } from "../api.ts";

/** What the damage rules record about one effect's damage (read by the damage facts). */
export interface DamageRecord {
  /** Its latest damage took health. */
  healthLost: boolean;
  /** Some of its damage went to absorbing points. */
  absorbed: boolean;
  /** Classes its latest damage defeated an entity of, that it had not defeated before. */
  readonly latest: Set<string>;
  /** Every entity it defeated. */
  readonly defeated: Set<string>;
  /** The class each entity it defeated was defeated as (a fact with a subject asks about one entity). */
  readonly defeatedAs: Map<string, string>;
  /** Every entity its damage took health from. */
  readonly lostHealth: Set<string>;
  /** Every entity some of whose damage went to absorbing points. */
  readonly absorbedOn: Set<string>;
}

export class Resolution {
  /** The entity acting (a creature, a shared card); null means the seat itself. */
  source: Ref | null = null;
  usedAsResponse = false;
  // Most contexts only ever answer "which seat?": the fact set is made on first use.
  private factSet: Set<string> | undefined;
  private damageRecord: DamageRecord | undefined;
  private keptValues: Map<string, unknown> | undefined;
  private usedResources: Set<string> | undefined;

  constructor(
    readonly seat: number,
    /** The card instance whose effect this is (null when none, e.g. a chart). */
    readonly uid: string | null,
  ) {}

  /** Facts established while it resolved (`responded`, `lost-health`...). */
  get facts(): Set<string> {
    return (this.factSet ??= new Set());
  }

  /** The effect's `keep` variables, by key; the repetitions of one effect share one map. */
  get kept(): Map<string, unknown> {
    return (this.keptValues ??= new Map());
  }

  /** This resolution goes on with another's effect (its next repetition, a player's turn of a block): same `keep` variables. */
  continues(other: Resolution): void {
    this.keptValues = other.kept;
  }

  /** The resources it used (the `use` verb meaning: used-resources.ts); null until it used one. */
  get used(): Set<string> | null {
    return this.usedResources ?? null;
  }

  /** Remembers a resource it used. */
  useResource(resource: string): void {
    (this.usedResources ??= new Set()).add(resource);
  }

  get damage(): DamageRecord {
    return (this.damageRecord ??= { healthLost: false, absorbed: false, latest: new Set(), defeated: new Set(), defeatedAs: new Map(), lostHealth: new Set(), absorbedOn: new Set() });
  }
}

/** An EffectContext as the engine makes it: the rules' bookkeeping rides on the context itself. */
export interface EngineContext<Res extends Resolution = Resolution> extends EffectContext {
  readonly resolution: Res;
}
