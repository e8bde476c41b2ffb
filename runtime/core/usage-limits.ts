/**
 * Usage limits (`once per round`, `3 times per game`), tracked per card instance and ability,
 * separately for each period, and reset when the game says a period ends.
 */
import type { Limit } from "../api.ts";

export class UsageLimits {
  private readonly used = new Map<string, number>();

  private key(uid: string, ability: number, per: string): string {
    return `${uid}#${ability}@${per}`;
  }

  canUse(uid: string, ability: number, limits: readonly Limit[]): boolean {
    return limits.every((l) => (this.used.get(this.key(uid, ability, l.per)) ?? 0) < l.count);
  }

  use(uid: string, ability: number, limits: readonly Limit[]): void {
    for (const l of limits) {
      const k = this.key(uid, ability, l.per);
      this.used.set(k, (this.used.get(k) ?? 0) + 1);
    }
  }

  /** A period ended: its counts start again. Other periods' counts stay. */
  reset(per: string): void {
    for (const k of [...this.used.keys()]) if (k.endsWith(`@${per}`)) this.used.delete(k);
  }

  /** A card left play: its per-round uses are forgotten, its per-game uses are not. */
  forgetCard(uid: string, keep: readonly string[] = ["game"]): void {
    for (const k of [...this.used.keys()]) {
      if (k.startsWith(`${uid}#`) && !keep.some((p) => k.endsWith(`@${p}`))) this.used.delete(k);
    }
  }
}
