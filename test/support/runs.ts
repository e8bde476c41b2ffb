/**
 * Property-run counts. `npm test` runs each property a bounded number of times so the suite
 * holds on a slow, loaded machine; `npm run fuzz` sets CARDSMITH_FUZZ_SCALE to run many more.
 */
const scale = Math.max(1, Number(process.env.CARDSMITH_FUZZ_SCALE) || 1);

/** The number of runs for a property whose everyday count is `base`. */
export function runs(base: number): number {
  return Math.round(base * scale);
}

/** Explicit per-test timeout for property tests: generous, and growing with the scale. */
export const PROPERTY_TIMEOUT_MS = 180_000 * scale;
