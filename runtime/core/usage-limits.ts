/**
 * Usage limits (`once per round`, `3 times per game`), tracked per card instance and ability,
 * separately for each period, and reset when the game says a period ends.
 */
import type { Limit } from "../api.ts";

/** How many times one ability of one card was used in one period. */
interface Use {
  readonly ability: number;
  readonly per: string;
  count: number;
}

/** What a card leaving play keeps by default: its per-game uses. */
const KEEP_GAME_USES: readonly string[] = ["game"];

export class UsageLimits {
  /**
   * Per card instance, a short list (a card has an ability or two, a period or two): rules ask
   * before every use and forget a card at every move out of play, so a card's entries are found
   * by one lookup, never by scanning every card's.
   */
  private readonly used = new Map<string, Use[]>();

  private count(uid: string, ability: number, per: string): number {
    const uses = this.used.get(uid);
    if (uses) for (let i = 0; i < uses.length; i++) if (uses[i].ability === ability && uses[i].per === per) return uses[i].count;
    return 0;
  }

  canUse(uid: string, ability: number, limits: readonly Limit[]): boolean {
    for (let i = 0; i < limits.length; i++) if (this.count(uid, ability, limits[i].per) >= limits[i].count) return false;
    return true;
  }

  /** How many more uses one limit allows this period (never below none). */
  left(uid: string, ability: number, limit: Limit): number {
    return Math.max(0, limit.count - this.count(uid, ability, limit.per));
  }

  /** Counts `times` uses (one by default) against each of the limits. */
  use(uid: string, ability: number, limits: readonly Limit[], times = 1): void {
    if (!limits.length) return;
    let uses = this.used.get(uid);
    if (!uses) this.used.set(uid, (uses = []));
    for (const l of limits) {
      const u = uses.find((x) => x.ability === ability && x.per === l.per);
      if (u) u.count += times;
      else uses.push({ ability, per: l.per, count: times });
    }
  }

  /** A period ended: its counts start again. Other periods' counts stay. */
  reset(per: string): void {
    for (const uses of this.used.values()) for (const u of uses) if (u.per === per) u.count = 0;
  }

  /** A card left play: its per-round uses are forgotten, its per-game uses are not. */
  forgetCard(uid: string, keep: readonly string[] = KEEP_GAME_USES): void {
    const uses = this.used.get(uid);
    if (!uses) return;
    for (const u of uses) if (!keep.includes(u.per)) u.count = 0;
  }
}
