/**
 * Derived values (stats after modifiers, blank cards) cached per table version: rules read them
 * far more often than the table changes. Values computed while a requirement is being evaluated
 * see that card as blank, so they are never cached.
 */
export class DerivedCache {
  private readonly values = new Map<string, number>();
  private version = -1;
  /** Card instances whose requirements are being evaluated (a cycle counts them as blank). */
  readonly evaluating = new Set<string>();

  constructor(private readonly currentVersion: () => number) {}

  get(key: string): number | undefined {
    if (this.version !== this.currentVersion()) return undefined;
    return this.values.get(key);
  }

  set(key: string, value: number): void {
    if (this.evaluating.size) return;
    const v = this.currentVersion();
    if (this.version !== v) {
      this.values.clear();
      this.version = v;
    }
    this.values.set(key, value);
  }
}
