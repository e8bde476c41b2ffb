/**
 * Derived values (stats after modifiers, blank cards) cached per state version: rules read them
 * far more often than the state changes. Values computed while a requirement is being evaluated
 * see that card as blank, so they are never cached.
 *
 * Each kind of value has its own table, keyed by what it is about (a card instance, a stat name)
 * rather than by a string built for every lookup; all tables empty together when the version
 * moves on.
 */
export class DerivedCache {
  private readonly tables: Array<Map<unknown, unknown>> = [];
  private version = -1;
  /** Card instances whose requirements are being evaluated (a cycle counts them as blank). */
  readonly evaluating = new Set<string>();

  constructor(private readonly currentVersion: () => number) {}

  /** A new table of derived values. */
  table<K, T>(): Map<K, T> {
    const t = new Map<K, T>();
    this.tables.push(t as Map<unknown, unknown>);
    return t;
  }

  get<K, T>(table: Map<K, T>, key: K): T | undefined {
    if (this.version !== this.currentVersion()) return undefined;
    return table.get(key);
  }

  set<K, T>(table: Map<K, T>, key: K, value: T): void {
    if (this.evaluating.size) return;
    const v = this.currentVersion();
    if (this.version !== v) {
      for (let i = 0; i < this.tables.length; i++) if (this.tables[i].size) this.tables[i].clear();
      this.version = v;
    }
    table.set(key, value);
  }
}
