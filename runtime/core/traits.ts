/**
 * Trait rules as the game declares them (`GameRules.traits`), applied to every card with the
 * trait: where it goes when played, how many times its use-effect runs, the usage limits it
 * gives, what happens after each use, and where it goes at the end of a round once used.
 */
import type { EffectContext, Limit } from "../api.ts";
import { traitNumber, type Catalogue } from "./catalogue.ts";
import type { TraitRule } from "./rules.ts";

export class TraitRules<R> {
  private readonly byName = new Map<string, TraitRule<R>>();
  private readonly limitCache = new Map<string, readonly Limit[]>();

  constructor(
    rules: readonly TraitRule<R>[],
    private readonly catalogue: Catalogue,
  ) {
    for (const t of rules) this.byName.set(t.name.toLowerCase(), t);
  }

  /** The card's traits that have rules, with their numeric parameter: made once per card (rules ask on every use). */
  private ruled(cardId: string): ReadonlyArray<readonly [TraitRule<R>, number]> {
    let list = this.ruledCache.get(cardId);
    if (!list) {
      list = [];
      for (const [name, param] of this.catalogue.traits(cardId)) {
        const rule = this.byName.get(name);
        if (rule) list.push([rule, traitNumber(param)]);
      }
      this.ruledCache.set(cardId, list);
    }
    return list;
  }
  private readonly ruledCache = new Map<string, Array<readonly [TraitRule<R>, number]>>();

  /** Where a played card goes instead of the default zone, or null. */
  playedTo(cardId: string): string | null {
    for (const [rule] of this.ruled(cardId)) if (rule.playedTo) return rule.playedTo;
    return null;
  }

  /** How many times the use-effect runs (Attack X2: 2); at least once. */
  repeats(cardId: string): number {
    let n = 1;
    for (const [rule, k] of this.ruled(cardId)) if (rule.repeat) n = Math.max(n, k);
    return n;
  }

  /** Usage limits the card's traits give (`N times per game` with N the parameter). */
  limits(cardId: string): readonly Limit[] {
    let limits = this.limitCache.get(cardId);
    if (!limits) {
      const out: Limit[] = [];
      for (const [rule, k] of this.ruled(cardId)) for (const l of rule.limits) out.push({ count: l.count === "N" ? k : l.count, per: l.per });
      this.limitCache.set(cardId, (limits = out));
    }
    return limits;
  }

  hasAfterUse(cardId: string): boolean {
    return this.ruled(cardId).some(([rule]) => rule.afterUse);
  }

  /** Runs every `after-use` effect of the card's traits. */
  afterUse(cardId: string, rt: R, ctx: EffectContext): void {
    for (const [rule, k] of this.ruled(cardId)) rule.afterUse?.(rt, ctx, k);
  }

  /** Whether a trait of the card makes its entity immune (untouchable). */
  immune(cardId: string): boolean {
    for (const [rule] of this.ruled(cardId)) if (rule.immune) return true;
    return false;
  }

  /** The trait of `sourceId` the card is immune to (the parameter of an `immune-to` trait of its, `Immune Fire`), or null. */
  immuneTo(cardId: string, sourceId: string): string | null {
    for (const [name, param] of this.catalogue.traits(cardId)) {
      if (this.byName.get(name)?.immuneTo && param && this.catalogue.hasTrait(sourceId, param)) return param;
    }
    return null;
  }

  /** Where the card goes at the end of the round once used (One Time: the box), or null. */
  usedGoesTo(cardId: string): string | null {
    for (const [rule] of this.ruled(cardId)) if (rule.usedGoesTo) return rule.usedGoesTo;
    return null;
  }
}
