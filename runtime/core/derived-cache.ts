/**
 * Derived values (stats after modifiers, blank cards) cached per state version: rules read them
 * far more often than the state changes. Values computed while a requirement is being evaluated
 * see that card as blank, so they are never cached.
 *
 * Each kind of value has its own table, keyed by what it is about (a card instance, a stat name)
 * rather than by a string built for every lookup. A table holds the values of one version: it is
 * emptied when next written after the version moved on.
 */
export class DerivedTable<K, T> {
  /** The state version the values are of. */
  version = -1;
  readonly values = new Map<K, T>();
}

export class DerivedCache {
  /** Card instances whose requirements are being evaluated (a cycle counts them as blank). */
  readonly evaluating = new Set<string>();

  constructor(private readonly currentVersion: () => number) {}

  /** A new table of derived values. */
  table<K, T>(): DerivedTable<K, T> {
    return new DerivedTable<K, T>();
  }

  get<K, T>(table: DerivedTable<K, T>, key: K): T | undefined {
    if (table.version !== this.currentVersion()) return undefined;
    return table.values.get(key);
  }

  set<K, T>(table: DerivedTable<K, T>, key: K, value: T): void {
    if (this.evaluating.size) return;
    const v = this.currentVersion();
    if (table.version !== v) {
      if (table.values.size) table.values.clear();
      table.version = v;
    }
    table.values.set(key, value);
  }
}
