/**
 * `npm run bench`: Cardsmith's performance figures on a synthetic 10,000-card corpus.
 *
 * A list of small measured sections, run in order against one shared context; each returns the
 * figures it measured (value, target, pass/fail). The machine is shared and noisy, so timed work
 * runs several times after a warm-up and the median is reported; check and the ajv-only baseline
 * are interleaved so both see the same noise. The bench reports, it is not a test: missed targets
 * print MISSED and the exit code stays 0. A corpus that does not check clean, or a build that
 * fails, is a broken bench and exits 1.
 *
 *   BENCH_CARDS=2000 npm run bench   smaller corpus (targets still refer to 10,000 cards)
 *   BENCH_REPS=3                     repetitions per timed figure (default 5)
 *   BENCH_KEEP=1                     keep tmp/bench-* for inspection
 *   BENCH_ONLY=check,rebuild         only the sections whose names contain one of these
 *   BENCH_GAMES=10000                games for the runtime's memory figure
 *   BENCH_GAME_SECONDS=2.5           how long the games-per-second figure plays
 *   BENCH_SIM_GAMES=4000             games per run of the simulation speed-up figure
 *   BENCH_CLUSTER_GAMES=2000         games per run of the cluster figure (sim --queue vs --workers 2)
 *   BENCH_FUZZ_CASE_SECONDS=3        how long each fuzzer's cases-per-second figure runs
 *
 * Build and start-up figures run the real CLI as separate processes (cli-sections.ts) in a
 * project folder holding the corpus as `cards/shadows/`; the bench first precompiles the CLI
 * (`npm run precompile`), as `npm ci` does. The in-process check, re-check and watch figures run
 * that precompiled JavaScript too (dist/), the code `cardsmith check` runs: tsx's loader keeps
 * function names (keepNames), which wraps every closure the effect parser makes and would bill
 * the checker for a cost no user pays. Beside each wall time the bench prints the CPU time (the
 * machine is shared: under load the wall time grows with other work, the CPU time much less).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { dirname, join, relative, resolve, sep } from "node:path";
import { performance } from "node:perf_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import AjvModule, { type ValidateFunction } from "ajv";
import fg from "fast-glob";
import { LineCounter, parseAllDocuments } from "yaml";
import { pathToFileURL } from "node:url";
import { relativeTo, VOCABULARY_FILE, type CheckState } from "../../compiler/check/check-game.ts";
import type * as CheckGameModule from "../../compiler/check/check-game.ts";
import type * as CheckCommandModule from "../../compiler/cli/check-command.ts";
import type * as WatchModule from "../../compiler/cli/watch.ts";
import { cardsmith } from "./cli-sections.ts";
import type { Diagnostic } from "../../compiler/diagnostics/diagnostic.ts";
import { kindSchema } from "../../compiler/schema/card-schema.ts";
import { loadVocabulary } from "../../compiler/vocab/load-vocabulary.ts";
import type { Vocabulary } from "../../compiler/vocab/vocabulary.ts";
import { editOneCard, generateCorpus, REPO_ROOT, type Corpus } from "./corpus.ts";
import { runtimeSections } from "./runtime-sections.ts";
import { simSections } from "./sim-sections.ts";
import { clusterSections } from "./cluster-sections.ts";
import { fuzzSections } from "./fuzz-sections.ts";

const CARDS = Number(process.env.BENCH_CARDS ?? 10000);
const REPS = Math.max(1, Number(process.env.BENCH_REPS ?? 5));
/** Past this many ms per run, a figure uses 3 repetitions instead of REPS to keep the bench short. */
const SLOW_RUN_MS = 4000;

const TMP = join(REPO_ROOT, "tmp");
/** A project folder as `cardsmith build` expects one: cards/<game>/, generated/, .cardsmith-cache/. */
const PROJECT = join(TMP, "bench-project");
const CORPUS_DIR = join(PROJECT, "cards", "shadows");
const OUT_ROOT = join(PROJECT, "generated");
const CACHE_DIR = join(PROJECT, ".cardsmith-cache");
/** The bench dirs are fixed paths: two benches at once would clobber each other's corpus. */
const LOCK = join(TMP, "bench.lock");

// ---------------------------------------------------------------------------------------------
// Figures and sections

interface Figure {
  label: string;
  value: string;
  /** e.g. `≥ 5,000`; absent for informational figures. */
  target?: string;
  ok?: boolean;
  /** Samples, spread, anything that helps read the value. */
  note?: string;
}

interface Context {
  corpus: Corpus;
  vocab: Vocabulary;
  display: (abs: string) => string;
  /** Median check time, shared with later sections. */
  checkMs?: number;
}

interface Section {
  name: string;
  run(ctx: Context): Promise<Figure[]> | Figure[];
}

class BenchError extends Error {}

/** The checker as the CLI runs it: dist/'s JavaScript, loaded after the bench precompiles it. */
let impl: { checkGame: typeof CheckGameModule.checkGame; checkPaths: typeof CheckCommandModule.checkPaths; watchPaths: typeof WatchModule.watchPaths };

async function loadPrecompiled(): Promise<void> {
  const load = <T>(rel: string) => import(pathToFileURL(join(REPO_ROOT, "dist", rel)).href) as Promise<T>;
  const [game, command, watch] = await Promise.all([load<typeof CheckGameModule>("compiler/check/check-game.js"), load<typeof CheckCommandModule>("compiler/cli/check-command.js"), load<typeof WatchModule>("compiler/cli/watch.js")]);
  impl = { checkGame: game.checkGame, checkPaths: command.checkPaths, watchPaths: watch.watchPaths };
}

// ---------------------------------------------------------------------------------------------
// Timing helpers

/** A full GC before each timed run, so one run's garbage is not billed to the next. */
const gc: () => void = (() => {
  try {
    setFlagsFromString("--expose-gc");
    return runInNewContext("gc") as () => void;
  } catch {
    return () => {};
  }
})();

/** This process's CPU time so far (user + system), in ms. */
function cpuNow(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

async function timed<T>(fn: () => T | Promise<T>): Promise<{ ms: number; cpu: number; result: T }> {
  gc();
  const start = performance.now();
  const cpu = cpuNow();
  const result = await fn();
  return { ms: performance.now() - start, cpu: cpuNow() - cpu, result };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

function repsFor(sampleMs: number): number {
  return sampleMs > SLOW_RUN_MS ? Math.min(REPS, 3) : REPS;
}

const num = (n: number, digits = 0) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ms = (n: number) => (n >= 1000 ? `${num(n / 1000, 2)} s` : `${num(n, n < 10 ? 1 : 0)} ms`);
const spread = (xs: number[]) => `n=${xs.length}, ${ms(Math.min(...xs))}–${ms(Math.max(...xs))}`;
/** The CPU-time median beside a wall-time figure. */
const cpuNote = (xs: number[]) => `CPU ${ms(median(xs))}`;

function log(line: string): void {
  process.stderr.write(`  · ${line}\n`);
}

// ---------------------------------------------------------------------------------------------
// What is measured

function check(ctx: Context) {
  const result = impl.checkGame(ctx.corpus.dir, ctx.display);
  assertClean(result.diagnostics, "cardsmith check");
  if (result.cards !== ctx.corpus.cards) throw new BenchError(`check saw ${result.cards} cards, the corpus has ${ctx.corpus.cards}`);
  return result;
}

function assertClean(diagnostics: Diagnostic[], what: string): void {
  if (!diagnostics.length) return;
  const shown = diagnostics
    .slice(0, 10)
    .map((d) => `    ${d.code} ${d.span ? `${d.span.file}:${d.span.start.line}:${d.span.start.col} ` : ""}${d.message}`)
    .join("\n");
  throw new BenchError(`${what}: the synthetic corpus must be clean, got ${diagnostics.length} diagnostics:\n${shown}`);
}

/** Validators compiled once from the same per-kind schemas cardsmith uses. */
function ajvValidators(vocab: Vocabulary): Map<string, ValidateFunction> {
  const Ajv = AjvModule.default ?? AjvModule;
  const ajv = new Ajv({ allErrors: true, strict: false });
  return new Map(Object.keys(vocab.kinds).map((k) => [k, ajv.compile(kindSchema(vocab, k))]));
}

/** The baseline: list, read, parse, toJS, validate. Nothing else. */
function ajvOnly(dir: string, validators: Map<string, ValidateFunction>): { cards: number; invalid: number } {
  let cards = 0;
  let invalid = 0;
  for (const rel of fg.sync("**/*.{yaml,yml}", { cwd: dir, ignore: [VOCABULARY_FILE] })) {
    const text = readFileSync(join(dir, rel), "utf8");
    for (const doc of parseAllDocuments(text)) {
      const value = doc.toJS() as { kind?: string } | null;
      if (value === null) continue;
      cards++;
      const validate = validators.get(String(value.kind));
      if (!validate || !validate(value)) invalid++;
    }
  }
  return { cards, invalid };
}

/** Bare YAML parsing, as the checker must at least do: every document, with line positions. */
function yamlOnly(dir: string): number {
  let docs = 0;
  for (const rel of fg.sync("**/*.{yaml,yml}", { cwd: dir, ignore: [VOCABULARY_FILE] })) {
    const lineCounter = new LineCounter();
    docs += parseAllDocuments(readFileSync(join(dir, rel), "utf8"), { lineCounter }).length;
  }
  return docs;
}

/** A CLI run that must succeed; its output is the bench's business only when it fails. */
function cliOk(args: string[], cwd: string, what: string, nodeAlone = false) {
  const r = cardsmith(args, cwd, nodeAlone);
  if (r.status !== 0) throw new BenchError(`${what} (cardsmith ${args.join(" ")}) exited ${r.status}:\n${r.stderr.slice(-2000)}`);
  return r;
}

/** How many files a build line reports written (`… N written …`), for notes. */
const writtenOf = (out: string) => Number(/(\d+) written/.exec(out)?.[1] ?? NaN);

/** The package specifier generated modules import the runtime API by (the package's `exports`). */
const RUNTIME_SPECIFIER = "cardsmith/runtime/api";

/** Every generated module that imports the runtime must import it by the package specifier. */
function assertRuntimeImports(outDir: string): number {
  const files = fg.sync("**/*.ts", { cwd: outDir, absolute: true });
  if (!files.length) throw new BenchError(`the build wrote no TypeScript modules under ${relative(REPO_ROOT, outDir)}`);
  let checked = 0;
  for (const file of files) {
    for (const m of readFileSync(file, "utf8").matchAll(/from\s+"([^"]*runtime\/api(?:\.ts)?)"/g)) {
      if (m[1] !== RUNTIME_SPECIFIER) {
        throw new BenchError(`${relative(REPO_ROOT, file)} imports "${m[1]}", not "${RUNTIME_SPECIFIER}"`);
      }
      checked++;
    }
  }
  if (!checked) throw new BenchError(`no generated module under ${relative(REPO_ROOT, outDir)} imports the runtime API`);
  return checked;
}

// ---------------------------------------------------------------------------------------------
/** `check --watch` on a corpus: the median time from saving one card to the end of its re-check. */
async function watchReaction(corpus: Corpus): Promise<Figure> {
  const cacheDir = join(TMP, "bench-watch-cache");
  rmSync(cacheDir, { recursive: true, force: true });
  let done: (() => void) | undefined;
  let errors = 0;
  const w = impl.watchPaths(
    [corpus.dir],
    () => {
      const outcome = impl.checkPaths([corpus.dir], cacheDir);
      errors += outcome.diagnostics.length;
      done?.();
    },
    () => {},
  );
  await w.ready;
  const runs: number[] = [];
  const cpus: number[] = [];
  try {
    for (let i = 0; i < REPS; i++) {
      await new Promise((r) => setTimeout(r, 300)); // let the watcher settle between saves
      const checked = new Promise<void>((r) => (done = r));
      const start = performance.now();
      const cpu = cpuNow();
      editOneCard(corpus.dir, corpus.editable, `watch edit ${i + 1}`);
      await checked;
      runs.push(performance.now() - start);
      cpus.push(cpuNow() - cpu);
      log(`save ${i + 1}/${REPS} (${num(corpus.cards)} cards): checked ${ms(runs[i])} after the save (CPU ${ms(cpus[i])})`);
    }
  } finally {
    await w.close();
    rmSync(cacheDir, { recursive: true, force: true });
  }
  if (errors) throw new BenchError(`check --watch found ${errors} diagnostics in the clean corpus`);
  const reaction = median(runs);
  return { label: `watch: save of one card → checked (${num(corpus.cards)} cards)`, value: ms(reaction), target: "< 0.1 s", ok: reaction < 100, note: `${spread(runs)}; ${cpuNote(cpus)}; from the write to the end of the check` };
}

// The sections. Later figures (games per second, memory) are new entries here.

const sections: Section[] = [
  {
    name: "check vs YAML parsing and ajv-only",
    async run(ctx) {
      const validators = ajvValidators(ctx.vocab);
      // Warm-up: one of each, also proving all three see the whole corpus.
      const warmCheck = await timed(() => check(ctx));
      const warmYaml = await timed(() => yamlOnly(ctx.corpus.dir));
      const warmAjv = await timed(() => ajvOnly(ctx.corpus.dir, validators));
      if (warmAjv.result.cards !== ctx.corpus.cards || warmAjv.result.invalid) {
        throw new BenchError(`ajv-only saw ${warmAjv.result.cards} cards, ${warmAjv.result.invalid} invalid (corpus: ${ctx.corpus.cards})`);
      }
      const reps = repsFor(warmCheck.ms);
      log(`first runs in this process: check ${ms(warmCheck.ms)}, YAML-only ${ms(warmYaml.ms)}, ajv-only ${ms(warmAjv.ms)}; ${reps} interleaved runs each`);
      const checks: number[] = [];
      const yamls: number[] = [];
      const ajvs: number[] = [];
      const cpu = { checks: [] as number[], yamls: [] as number[], ajvs: [] as number[] };
      for (let i = 0; i < reps; i++) {
        const c = await timed(() => check(ctx));
        const y = await timed(() => yamlOnly(ctx.corpus.dir));
        const a = await timed(() => ajvOnly(ctx.corpus.dir, validators));
        checks.push(c.ms), yamls.push(y.ms), ajvs.push(a.ms);
        cpu.checks.push(c.cpu), cpu.yamls.push(y.cpu), cpu.ajvs.push(a.cpu);
        log(`run ${i + 1}/${reps}: check ${ms(checks[i])}, YAML-only ${ms(yamls[i])}, ajv-only ${ms(ajvs[i])} (CPU ${ms(c.cpu)}, ${ms(y.cpu)}, ${ms(a.cpu)})`);
      }
      const checkMs = median(checks);
      const yamlMs = median(yamls);
      const ajvMs = median(ajvs);
      ctx.checkMs = checkMs;
      const throughput = ctx.corpus.cards / (checkMs / 1000);
      const vsYaml = checkMs / yamlMs;
      const vsAjv = checkMs / ajvMs;
      const cpuVsYaml = median(cpu.checks) / median(cpu.yamls);
      return [
        { label: "check throughput (no saved state)", value: `${num(throughput)} cards/s`, target: "≥ 5,000", ok: throughput >= 5000, note: `check ${ms(checkMs)} (${spread(checks)}; ${cpuNote(cpu.checks)})` },
        { label: "YAML-only baseline", value: ms(yamlMs), note: `parseAllDocuments with a LineCounter (${spread(yamls)}; ${cpuNote(cpu.yamls)})` },
        { label: "check / YAML parsing", value: `${num(vsYaml, 2)}x`, target: "≤ 1.5x", ok: vsYaml <= 1.5, note: `per-run ratios ${checks.map((c, i) => num(c / yamls[i], 2)).join(", ")}; first run ${num(warmCheck.ms / warmYaml.ms, 2)}x` },
        { label: "  in CPU time", value: `${num(cpuVsYaml, 2)}x`, target: "≤ 1.5x", ok: cpuVsYaml <= 1.5, note: `per-run ratios ${cpu.checks.map((c, i) => num(c / cpu.yamls[i], 2)).join(", ")}` },
        { label: "ajv-only baseline", value: `${num(ctx.corpus.cards / (ajvMs / 1000))} cards/s`, note: `${ms(ajvMs)} (${spread(ajvs)}; ${cpuNote(cpu.ajvs)})` },
        { label: "check / ajv-only", value: `${num(vsAjv, 2)}x`, target: "≤ 3x", ok: vsAjv <= 3, note: `per-run ratios ${checks.map((c, i) => num(c / ajvs[i], 2)).join(", ")}` },
      ];
    },
  },
  {
    name: "warm re-check",
    async run(ctx) {
      let state: CheckState = check(ctx).state;
      const runs: number[] = [];
      const cpus: number[] = [];
      for (let i = 0; i < REPS; i++) {
        const { ms: t, cpu, result } = await timed(() => impl.checkGame(ctx.corpus.dir, ctx.display, [], state));
        assertClean(result.diagnostics, "warm re-check");
        if (result.reused.size !== ctx.corpus.files.length) throw new BenchError(`a warm re-check reused ${result.reused.size} of ${ctx.corpus.files.length} files`);
        state = result.state;
        runs.push(t);
        cpus.push(cpu);
      }
      const warm = median(runs);
      return [{ label: "warm re-check, nothing changed", value: ms(warm), target: "< 0.2 s", ok: warm < 200, note: `${spread(runs)}; ${cpuNote(cpus)}; saved state of the previous check, every file read and hashed` }];
    },
  },
  {
    name: "watch reaction",
    async run(ctx) {
      // The designer-experience goal is stated for a 1,000-card project, the speed goal for the
      // full corpus: both, one after the other in this run.
      const smallDir = join(TMP, "bench-watch-1k");
      rmSync(smallDir, { recursive: true, force: true });
      const small = generateCorpus(smallDir, Math.min(1000, ctx.corpus.cards), 7);
      try {
        return [await watchReaction(small), await watchReaction(ctx.corpus)];
      } finally {
        rmSync(smallDir, { recursive: true, force: true });
      }
    },
  },
  {
    name: "CLI start-up (whole processes)",
    async run(ctx) {
      const oneCard = "cards/shadows/skills/neutral/arcane-shield.yaml";
      const bigOne = relative(PROJECT, join(ctx.corpus.dir, ctx.corpus.editable));
      cliOk(["check", oneCard], REPO_ROOT, "one-card check"); // leaves its saved state
      cliOk(["check", bigOne], PROJECT, "one-card check in the 10,000-card project");
      const figures: Figure[] = [];
      const cases: Array<{ label: string; args: string[]; cwd: string; goal?: number }> = [
        { label: "cardsmith --help", args: ["--help"], cwd: REPO_ROOT, goal: 300 },
        { label: "cardsmith explain CS4001", args: ["explain", "CS4001"], cwd: REPO_ROOT, goal: 300 },
        { label: "cardsmith check <one card> (Shadows)", args: ["check", oneCard], cwd: REPO_ROOT, goal: 500 },
        { label: `cardsmith check <one card> (${num(ctx.corpus.cards)} cards)`, args: ["check", bigOne], cwd: PROJECT },
        { label: "node alone (baseline)", args: [], cwd: REPO_ROOT },
      ];
      for (const c of cases) {
        const runs: number[] = [];
        const cpus: number[] = [];
        for (let i = 0; i < REPS; i++) {
          const r = cliOk(c.args.length ? c.args : ["--version"], c.cwd, c.label, !c.args.length);
          runs.push(r.ms);
          cpus.push(r.cpuMs);
        }
        const m = median(runs);
        figures.push({ label: c.label, value: ms(m), ...(c.goal !== undefined && { target: `< ${ms(c.goal)}`, ok: m < c.goal }), note: `${spread(runs)}; ${cpuNote(cpus)}` });
      }
      return figures;
    },
  },
  {
    name: "cold build (whole process)",
    async run(ctx) {
      rmSync(OUT_ROOT, { recursive: true, force: true });
      rmSync(CACHE_DIR, { recursive: true, force: true });
      const cold = cliOk(["build"], PROJECT, "cold build");
      const outDir = join(OUT_ROOT, ctx.vocab.game);
      const imports = assertRuntimeImports(outDir);
      log(`cold build ${ms(cold.ms)}, peak ${num(cold.peakMiB)} MiB: ${cold.stdout.trim()}; ${imports} runtime imports resolve`);
      return [
        { label: "cold build", value: ms(cold.ms), target: "< 10 s", ok: cold.ms < 10_000, note: `one run of \`cardsmith build\`, CPU ${ms(cold.cpuMs)}; ${cold.stdout.trim()}${ctx.checkMs ? `; check alone ≈ ${ms(ctx.checkMs)}` : ""}` },
        { label: "  its peak memory", value: `${num(cold.peakMiB)} MiB`, target: "< 400 MiB", ok: cold.peakMiB < 400, note: "peak resident set of the build process" },
      ];
    },
  },
  {
    name: "rebuild (whole processes)",
    async run(ctx) {
      const warm = cliOk(["build"], PROJECT, "no-change rebuild");
      if (writtenOf(warm.stdout) !== 0) throw new BenchError(`a rebuild with nothing changed wrote files: ${warm.stdout}`);
      const one: number[] = [];
      const oneCpu: number[] = [];
      const none: number[] = [warm.ms];
      const noneCpu: number[] = [warm.cpuMs];
      for (let i = 0; i < REPS; i++) {
        editOneCard(ctx.corpus.dir, ctx.corpus.editable, `bench edit ${i + 1}`);
        const edited = cliOk(["build"], PROJECT, "one-card rebuild");
        if (!(writtenOf(edited.stdout) > 0)) throw new BenchError(`a one-card change rebuilt nothing: ${edited.stdout}`);
        one.push(edited.ms);
        oneCpu.push(edited.cpuMs);
        const same = cliOk(["build"], PROJECT, "no-change rebuild");
        if (writtenOf(same.stdout) !== 0) throw new BenchError(`a rebuild with nothing changed wrote files: ${same.stdout}`);
        none.push(same.ms);
        noneCpu.push(same.cpuMs);
        log(`run ${i + 1}/${REPS}: one-card ${ms(edited.ms)} (${edited.stdout.trim()}), no-change ${ms(same.ms)}`);
      }
      const oneMs = median(one);
      return [
        { label: "one-card rebuild (cardsmith build)", value: ms(oneMs), target: "< 0.5 s", ok: oneMs < 500, note: `${spread(one)}; ${cpuNote(oneCpu)}` },
        { label: "no-change rebuild (cardsmith build)", value: ms(median(none)), note: `${spread(none)}; ${cpuNote(noneCpu)}` },
      ];
    },
  },
  // The runtime: games per second, memory over 10,000 games, generated vs hand-written handlers.
  ...runtimeSections,
  // Simulation: sim's speed-up from 1 to 2 worker threads, fuzz-games' checked games per second.
  ...simSections,
  // The cluster: games/s through sim --queue with two local sim-workers, beside --workers 2.
  ...clusterSections,
  // Fuzzing: effect-text and card-file mutation cases per second, and the slowest case.
  ...fuzzSections,
];

// ---------------------------------------------------------------------------------------------

function printTable(figures: Figure[]): void {
  const rows = figures.map((f) => [f.label, f.value, f.target ? `target ${f.target}` : "", f.ok === undefined ? "" : f.ok ? "ok" : "MISSED", f.note ?? ""]);
  const widths = [0, 1, 2, 3].map((c) => Math.max(...rows.map((r) => r[c].length)));
  const out = rows.map((r) => [r[0].padEnd(widths[0]), r[1].padStart(widths[1]), r[2].padEnd(widths[2]), r[3].padEnd(widths[3]), r[4]].join("   ").trimEnd());
  process.stdout.write(`\n${out.join("\n")}\n`);
}

async function main(): Promise<void> {
  const started = performance.now();
  process.stdout.write(`Cardsmith bench: node ${process.version}, ${cpus().length} CPUs, ${num(CARDS)} cards, up to ${REPS} runs per figure (median)\n`);

  const pre = spawnSync(process.execPath, [join(REPO_ROOT, "scripts", "precompile.mjs")], { encoding: "utf8" });
  if (pre.status !== 0) throw new BenchError(`npm run precompile failed: ${pre.stderr}`);
  await loadPrecompiled();
  rmSync(PROJECT, { recursive: true, force: true });
  const gen = await timed(() => generateCorpus(CORPUS_DIR, CARDS, 1));
  const corpus = gen.result;
  const kinds = Object.entries(corpus.kinds)
    .map(([k, n]) => `${num(n)} ${k}`)
    .join(", ");
  log(`corpus: ${num(corpus.cards)} cards in ${num(corpus.files.length)} files (${kinds}), generated in ${ms(gen.ms)}`);

  const vocabPath = join(corpus.dir, VOCABULARY_FILE);
  const vocabDiagnostics: Diagnostic[] = [];
  const vocab = loadVocabulary(vocabPath, readFileSync(vocabPath, "utf8"), vocabDiagnostics);
  assertClean(vocabDiagnostics, "game.yaml");
  if (!vocab) throw new BenchError("the corpus vocabulary did not load");

  const ctx: Context = { corpus, vocab, display: relativeTo(REPO_ROOT) };
  const figures: Figure[] = [];
  const only = process.env.BENCH_ONLY?.split(",");
  for (const section of sections) {
    if (only && !only.some((o) => section.name.includes(o))) continue;
    log(`${section.name}…`);
    figures.push(...(await section.run(ctx)));
  }

  printTable(figures);
  const targeted = figures.filter((f) => f.ok !== undefined);
  const missed = targeted.filter((f) => !f.ok);
  const total = ms(performance.now() - started);
  process.stdout.write(
    missed.length
      ? `\nMISSED ${missed.length} of ${targeted.length} targets (${missed.map((f) => f.label).join(", ")}); bench took ${total}\n`
      : `\nall ${targeted.length} targets met; bench took ${total}\n`,
  );
}

/** Takes tmp/bench.lock, waiting (up to 10 minutes) while another live bench holds it. */
async function lock(): Promise<void> {
  const deadline = Date.now() + 10 * 60_000;
  let told = false;
  for (;;) {
    try {
      writeFileSync(LOCK, String(process.pid), { flag: "wx" });
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") {
        mkdirSync(TMP, { recursive: true });
        continue;
      }
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    const holder = Number(readFileSync(LOCK, "utf8"));
    if (!alive(holder)) {
      rmSync(LOCK, { force: true }); // left by a bench that died
      continue;
    }
    if (Date.now() > deadline) throw new BenchError(`another bench (pid ${holder}) has held ${relative(REPO_ROOT, LOCK)} for 10 minutes`);
    if (!told) log(`waiting for another bench (pid ${holder}) to finish…`);
    told = true;
    await new Promise((r) => setTimeout(r, 2000));
  }
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function unlock(): void {
  try {
    if (Number(readFileSync(LOCK, "utf8")) === process.pid) rmSync(LOCK, { force: true });
  } catch {
    // not held
  }
}

function cleanUp(): void {
  if (process.env.BENCH_KEEP) return;
  rmSync(PROJECT, { recursive: true, force: true });
}

let locked = false;
try {
  await lock();
  locked = true;
  await main();
} catch (err) {
  process.stderr.write(`\nbench failed: ${err instanceof BenchError ? err.message : (err as Error).stack}\n`);
  process.exitCode = 1;
} finally {
  if (locked) {
    cleanUp();
    unlock();
  }
}
