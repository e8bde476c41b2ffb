/**
 * The fuzzers' figures for `npm run bench`: cases per second of the effect-text fuzzer and the
 * card-file fuzzer (test/fuzz/), generation included, each for a few seconds on one thread, and
 * the slowest case seen (issue 13: no case over 1 s). Sections in bench.ts's shape.
 *
 *   BENCH_FUZZ_CASE_SECONDS=3   how long each fuzzer runs
 */
import fc from "fast-check";
import { performance } from "node:perf_hooks";
import { cardFilesOf, FUZZED_GAMES, GameCopies } from "../fuzz/card-files.ts";
import { effectTextsOf, runEffectText } from "../fuzz/effect-texts.ts";
import { fileMutation, mutateFile, mutateText, textMutation } from "../fuzz/mutations.ts";
import type { RuntimeFigure, RuntimeSection } from "./runtime-sections.ts";

const SECONDS = Math.max(0.5, Number(process.env.BENCH_FUZZ_CASE_SECONDS ?? 3));
const SLOW_CASE_MS = 1000;
const num = (n: number, digits = 0) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Runs `arb` through `run` for SECONDS; cases per second, the slowest case, and how many broke a rule. */
function measure<T>(arb: fc.Arbitrary<T>, run: (value: T) => string[]): { cases: number; perSecond: number; slowestMs: number; broken: number } {
  let cases = 0;
  let slowestMs = 0;
  let broken = 0;
  const start = performance.now();
  fc.check(
    fc.property(arb, (value) => {
      const t = performance.now();
      if (run(value).length) broken++;
      slowestMs = Math.max(slowestMs, performance.now() - t);
      cases++;
    }),
    { numRuns: Number.MAX_SAFE_INTEGER, interruptAfterTimeLimit: SECONDS * 1000, markInterruptAsFailure: false, seed: 1 },
  );
  return { cases, perSecond: cases / ((performance.now() - start) / 1000), slowestMs, broken };
}

function figures(name: string, m: ReturnType<typeof measure>, what: string): RuntimeFigure[] {
  return [
    { label: `fuzz ${name}`, value: `${num(m.perSecond)} cases/s`, note: `${num(m.cases)} cases in ${num(SECONDS, 1)} s on one thread, generation included; ${what}; ${m.broken} broke a rule` },
    { label: `  slowest ${name} case`, value: `${num(m.slowestMs, 1)} ms`, target: `< ${num(SLOW_CASE_MS)} ms`, ok: m.slowestMs < SLOW_CASE_MS },
  ];
}

const effectText: RuntimeSection = {
  name: "effect-text fuzzing",
  run() {
    const texts = FUZZED_GAMES.flatMap(effectTextsOf);
    const arb = fc.tuple(fc.nat({ max: texts.length - 1 }), fc.array(textMutation, { minLength: 1, maxLength: 4 }));
    const m = measure(arb, ([i, ms]) => runEffectText(texts[i], ms.reduce(mutateText, texts[i].text)));
    return figures("effect-text mutation", m, `${num(texts.length)} effects and conditions of the bundled and corpus cards, parsed and checked in their card's context`);
  },
};

const cardFiles: RuntimeSection = {
  name: "card-file fuzzing",
  run() {
    const files = FUZZED_GAMES.flatMap(cardFilesOf);
    const copies = new GameCopies();
    try {
      const arb = fc.tuple(fc.nat({ max: files.length - 1 }), fileMutation);
      const m = measure(arb, ([i, mutation]) => copies.run(files[i], mutateFile(files[i].text, mutation)).problems);
      return figures("card-file mutation", m, `${num(files.length)} card files, each written to a copy of its game and checked with checkGame, every report format rendered`);
    } finally {
      copies.cleanup();
    }
  },
};

export const fuzzSections: RuntimeSection[] = [effectText, cardFiles];
