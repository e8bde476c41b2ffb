/**
 * Cases per second of a fuzzer, printed under `npm run fuzz` (CARDSMITH_FUZZ_SCALE > 1), and its
 * slowest case. Only the fuzz run looks at time: `npm test` bounds fuzzers by a count, never by
 * a clock, so a slow or loaded machine cannot fail it.
 */
import { performance } from "node:perf_hooks";

export const FUZZING = Number(process.env.CARDSMITH_FUZZ_SCALE) > 1;
/** A case slower than this under `npm run fuzz` is a bug (a runaway), once a re-run confirms it. */
export const SLOW_CASE_MS = 1000;

export class FuzzRate {
  cases = 0;
  private ms = 0;
  slowest = { ms: 0, again: (): number => 0 };

  constructor(readonly name: string) {}

  /** Runs one case, counting and timing it. */
  time<T>(run: () => T): T {
    const start = performance.now();
    try {
      return run();
    } finally {
      const took = performance.now() - start;
      this.cases++;
      this.ms += took;
      if (took > this.slowest.ms) {
        this.slowest = {
          ms: took,
          again: () => {
            const t = performance.now();
            run();
            return performance.now() - t;
          },
        };
      }
    }
  }

  /** Under `npm run fuzz`, the slowest case again: noise (a GC, another process) rarely strikes twice. */
  slowestConfirmed(): number {
    if (this.slowest.ms <= SLOW_CASE_MS) return this.slowest.ms;
    return Math.min(this.slowest.ms, this.slowest.again());
  }

  line(): string {
    const perSecond = this.ms ? this.cases / (this.ms / 1000) : 0;
    return `fuzz ${this.name}: ${this.cases.toLocaleString("en-US")} cases in ${(this.ms / 1000).toFixed(1)} s, ${Math.round(perSecond).toLocaleString("en-US")} cases/s, slowest ${this.slowest.ms.toFixed(0)} ms`;
  }
}

/** Prints each fuzzer's figure when fuzzing, and fails a fuzzer whose slowest case is over a second. */
export function reportRate(rate: FuzzRate, expectUnder: (ms: number, limit: number, what: string) => void): void {
  if (!FUZZING) return;
  console.log(rate.line());
  expectUnder(rate.slowestConfirmed(), SLOW_CASE_MS, `${rate.name}: the slowest case took over ${SLOW_CASE_MS} ms twice`);
}
