/**
 * Attackers assigned to defenders, each attacker to one defender (an attacking card to a defending one): the
 * attackers on one defender are its group. Cards are named by their uids.
 */
export class Assignment {
  private readonly defenders = new Map<string, string>();

  defenderOf(attacker: string): string | undefined {
    return this.defenders.get(attacker);
  }

  assign(attacker: string, defender: string): void {
    this.defenders.set(attacker, defender);
  }

  /** Whether some attacker is assigned to the defender. */
  isEngaged(defender: string): boolean {
    for (const d of this.defenders.values()) if (d === defender) return true;
    return false;
  }

  /** The attackers among `attackers` assigned to the defender, in their order. */
  group<T extends { readonly uid: string }>(defender: string, attackers: readonly T[]): T[] {
    return attackers.filter((a) => this.defenders.get(a.uid) === defender);
  }

  /** The defender leaves the fight: its attackers are free to be assigned again. */
  release(defender: string): void {
    for (const [a, d] of this.defenders) if (d === defender) this.defenders.delete(a);
  }

  /** The card leaves the fight, on either side. */
  forget(uid: string): void {
    this.defenders.delete(uid);
    this.release(uid);
  }

  /**
   * Each attacker without a defender that is still there gets one, chosen among its candidates:
   * among those none of these attackers is assigned to while there are any, so attackers spread
   * out first (an attacker gone from the fight no longer counts, forgotten or not).
   */
  assignFree<T extends { readonly uid: string }>(
    attackers: readonly T[],
    stillThere: (defender: string) => boolean,
    candidates: (attacker: T) => readonly T[],
    choose: (attacker: T, defenders: readonly T[]) => T | undefined,
    assigned: (attacker: T, defender: T) => void,
  ): void {
    for (const attacker of attackers) {
      const current = this.defenders.get(attacker.uid);
      if (current !== undefined && stillThere(current)) continue;
      const all = candidates(attacker);
      const free = all.filter((d) => !attackers.some((a) => this.defenders.get(a.uid) === d.uid));
      const defender = choose(attacker, free.length ? free : all);
      if (!defender) continue;
      this.assign(attacker.uid, defender.uid);
      assigned(attacker, defender);
    }
  }
}
