/**
 * Crash-safe builds: `cardsmith build` killed with SIGKILL anywhere leaves generated/<game>/ as
 * exactly the old or exactly the new complete output (or, between the two renames of the swap,
 * absent with the journal that finishes it); the next build recovers and cleans up; two builds
 * never interleave. Runs the real CLI on a small copy of the fixture game in a temp project.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildGame } from "../../compiler/build.ts";
import { acquireBuildLock, releaseBuildLock, withBuildLock } from "../../compiler/build-lock.ts";
import { recoverSwap } from "../../compiler/emit/output-swap.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const BIN = join(ROOT, "compiler/cli/bin.mjs");
const FIXTURE = join(ROOT, "test/fixtures/golden-game");
/** Random kills; the deterministic ones at each step of the swap come on top. */
const KILLS = 30;

let project: string;
const gameDir = () => join(project, "cards", "golden");
const generated = () => join(project, "generated");
const outDir = () => join(generated(), "shadows");
const cacheDir = () => join(project, ".cardsmith-cache");
const lockFile = () => join(cacheDir(), "lock", "build.lock");

type Tree = Map<string, string>;
let OLD: Tree;
let NEW: Tree;
let OLD_CACHE: Tree;
/** Wall time of one CLI build from the old output to the new: kill delays are spread over it. */
let buildMs = 0;

function readTree(dir: string): Tree | null {
  if (!existsSync(dir)) return null;
  const tree: Tree = new Map();
  const walk = (abs: string, rel: string) => {
    for (const e of readdirSync(abs, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (e.isDirectory()) walk(join(abs, e.name), `${rel}${e.name}/`);
      else tree.set(`${rel}${e.name}`, readFileSync(join(abs, e.name), "utf8"));
    }
  };
  walk(dir, "");
  return tree;
}

function writeTree(dir: string, tree: Tree): void {
  for (const [path, text] of tree) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

const same = (a: Tree | null, b: Tree) => a !== null && a.size === b.size && [...b].every(([p, t]) => a.get(p) === t);
const which = (t: Tree | null) => (t === null ? "absent" : same(t, OLD) ? "old" : same(t, NEW) ? "new" : "MIXED");

/** The project as the old build left it; `cold` drops the cache so the kill lands in a full build. */
function restoreOld(cold: boolean): void {
  rmSync(generated(), { recursive: true, force: true });
  rmSync(cacheDir(), { recursive: true, force: true });
  writeTree(outDir(), OLD);
  if (!cold) writeTree(cacheDir(), OLD_CACHE);
}

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
  ms: number;
}

function cli(args: string[], opts: { killAfterMs?: number; env?: Record<string, string>; onStderr?: (text: string) => void } = {}): Promise<Run> {
  const started = Date.now();
  const child = spawn(process.execPath, [BIN, ...args], { cwd: project, env: { ...process.env, ...opts.env }, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (d: Buffer) => {
    stderr += d.toString();
    opts.onStderr?.(stderr);
  });
  const timer = opts.killAfterMs === undefined ? undefined : setTimeout(() => child.kill("SIGKILL"), opts.killAfterMs);
  return new Promise((done) =>
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      done({ code, signal, stderr, ms: Date.now() - started });
    }),
  );
}

/** What is left beside the game's output and in the cache that a finished build would not leave. */
function leftovers(): string[] {
  // Beside the games, generated/ holds the schema of game.yaml (compiler/editor/workspace-files.ts).
  const extra = readdirSync(generated()).filter((n) => n !== "shadows" && n !== "game.schema.json");
  const temps = [...(readTree(outDir())?.keys() ?? []), ...(readTree(cacheDir())?.keys() ?? [])].filter((p) => /\.tmp-\d+$/.test(p) || p.startsWith("lock/"));
  return [...extra, ...temps];
}

/** The next build, in-process: takes over the dead build's lock, recovers, rebuilds. */
async function nextBuild(): Promise<void> {
  await withBuildLock(lockFile(), { timeoutMs: 10_000 }, () => buildGame(gameDir(), { outRoot: generated(), cacheDir: cacheDir() }));
}

function mulberry32(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), "cardsmith-crash-"));
  mkdirSync(gameDir(), { recursive: true });
  const gameYaml = readFileSync(join(FIXTURE, "game.yaml"), "utf8");
  const base = readFileSync(join(FIXTURE, "base.yaml"), "utf8");
  const extra = "id: quick-jab\nname: Quick Jab\nkind: skill\nhero: golden-hero\ninitiative: [2]\ntraits: [Attack]\neffect: |\n  attack a target for 2\n";
  // Old cards, built once.
  writeFileSync(join(gameDir(), "game.yaml"), gameYaml);
  writeFileSync(join(gameDir(), "base.yaml"), base);
  writeFileSync(join(gameDir(), "extra.yaml"), extra);
  expect((await cli(["build"])).code).toBe(0);
  OLD = readTree(outDir())!;
  OLD_CACHE = readTree(cacheDir())!;
  // New cards: a changed title (every module that prints it), a changed card, one file gone, one new.
  writeFileSync(join(gameDir(), "game.yaml"), gameYaml.replace('title: "Shadows: Heroes & Monsters"', 'title: "Shadows, revised"'));
  writeFileSync(join(gameDir(), "base.yaml"), base.replace("gain 1 experience", "gain 2 experience"));
  rmSync(join(gameDir(), "extra.yaml"));
  writeFileSync(join(gameDir(), "later.yaml"), extra.replace("quick-jab", "slow-jab").replace("Quick Jab", "Slow Jab"));
  restoreOld(true);
  const timed = await cli(["build"]);
  expect(timed.code).toBe(0);
  buildMs = timed.ms;
  NEW = readTree(outDir())!;
  const differing = [...NEW].filter(([p, t]) => OLD.get(p) !== t).length;
  expect(differing).toBeGreaterThanOrEqual(4); // part old, part new would be visible
  expect([...OLD.keys()].some((p) => !NEW.has(p)) && [...NEW.keys()].some((p) => !OLD.has(p))).toBe(true);
}, 600_000);
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe.sequential("a build killed with SIGKILL", () => {
  it(`at ${KILLS} random moments leaves the old or the new output whole, and the next build recovers`, async () => {
    const seed = Date.now() % 1_000_000;
    const random = mulberry32(seed);
    const seen = new Map<string, number>();
    for (let i = 0; i < KILLS; i++) {
      restoreOld(i % 2 === 1);
      const delay = Math.round(random() * buildMs * 1.1);
      const run = await cli(["build"], { killAfterMs: delay });
      const journal = existsSync(join(generated(), ".shadows.build-journal"));
      const state = which(readTree(outDir()));
      const where = `kill ${i} after ${delay} ms of ~${buildMs} (seed ${seed}, ${run.signal ?? `exit ${run.code}`})`;
      expect(state === "old" || state === "new" || (state === "absent" && journal), where).toBe(true);
      seen.set(state, (seen.get(state) ?? 0) + 1);

      await withBuildLock(lockFile(), { timeoutMs: 10_000 }, () => recoverSwap(outDir()));
      expect(["old", "new"], `${where}: after recovery`).toContain(which(readTree(outDir())));
      await nextBuild();
      expect(which(readTree(outDir())), `${where}: next build`).toBe("new");
      expect(leftovers(), where).toEqual([]);
    }
    // The spread of delays must actually have caught builds before they finished.
    expect(seen.get("old") ?? 0).toBeGreaterThan(0);
  }, 900_000);

  const steps: Array<[string, string, string]> = [
    // step, what generated/shadows is right after the kill, what recovery makes of it
    ["staged", "old", "old"],
    ["journal", "old", "new"],
    ["moved-old", "absent", "new"],
    ["moved-new", "new", "new"],
    ["journal-removed", "new", "new"],
  ];
  for (const [step, after, recovered] of steps) {
    it(`at the swap step \`${step}\`: ${after}, then ${recovered} after recovery`, async () => {
      restoreOld(false);
      const run = await cli(["build"], { env: { CARDSMITH_TEST_CRASH_AT: step } });
      expect(run.signal).toBe("SIGKILL");
      expect(which(readTree(outDir()))).toBe(after);
      await withBuildLock(lockFile(), { timeoutMs: 10_000 }, () => recoverSwap(outDir()));
      expect(which(readTree(outDir()))).toBe(recovered);
      expect(leftovers()).toEqual([]);
    }, 600_000);
  }

  it("build --check reports what an interrupted build left; the next build finishes it", async () => {
    restoreOld(false);
    expect((await cli(["build"], { env: { CARDSMITH_TEST_CRASH_AT: "moved-old" } })).signal).toBe("SIGKILL");
    writeFileSync(join(cacheDir(), "shadows.output.json.tmp-4242"), "{ half");
    const check = await cli(["build", "--check"]);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain("an interrupted build left");
    expect(check.stderr).toContain("generated/.shadows.build-journal");
    expect(check.stderr).toContain("generated/.shadows.build-next");
    const build = await cli(["build"]);
    expect(build.code, build.stderr).toBe(0);
    expect(build.stderr).toContain("finished the swap");
    expect(which(readTree(outDir()))).toBe("new");
    expect(leftovers()).toEqual([]);
    expect((await cli(["build", "--check"])).code).toBe(0);
  }, 600_000);
});

describe.sequential("the build lock", () => {
  it("a build fails with the holder's pid when the lock stays held, and waits for it otherwise", async () => {
    restoreOld(false);
    const me = await acquireBuildLock(lockFile(), { timeoutMs: 1000 });
    try {
      const refused = await cli(["build", "--lock-timeout", "1"]);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain(`another build holds`);
      expect(refused.stderr).toContain(`pid ${process.pid}`);
      expect(which(readTree(outDir()))).toBe("old");
    } finally {
      await releaseBuildLock(lockFile(), me);
    }

    const held = await acquireBuildLock(lockFile(), { timeoutMs: 1000 });
    let whileWaiting: string | undefined;
    const run = await cli(["build"], {
      onStderr: (text) => {
        if (whileWaiting || !text.includes(`waiting for the build running as pid ${process.pid}`)) return;
        whileWaiting = which(readTree(outDir()));
        void releaseBuildLock(lockFile(), held); // it waited without touching generated/: let it go
      },
    });
    expect(whileWaiting).toBe("old");
    expect(run.code, run.stderr).toBe(0);
    expect(which(readTree(outDir()))).toBe("new");
  }, 600_000);

  it("two builds started together both succeed, one after the other", async () => {
    restoreOld(true);
    const [a, b] = await Promise.all([cli(["build"]), cli(["build"])]);
    expect([a.code, b.code], a.stderr + b.stderr).toEqual([0, 0]);
    expect(which(readTree(outDir()))).toBe("new");
    expect(leftovers()).toEqual([]);
  }, 600_000);

  it("holders never overlap, even when they race to take over a dead holder's lock", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cardsmith-lock-"));
    try {
      const lock = join(dir, "build.lock");
      const log = join(dir, "log");
      const dead = spawn(process.execPath, ["-e", ""]);
      const deadPid = await new Promise<number>((done) => dead.on("exit", () => done(dead.pid!)));
      writeFileSync(lock, `${JSON.stringify({ pid: deadPid, host: (await import("node:os")).hostname(), since: null, token: "dead" })}\n`);
      const child = join(import.meta.dirname, "lock-child.ts");
      const runs = Array.from({ length: 4 }, () =>
        new Promise<number | null>((done) => spawn(process.execPath, ["--import", "tsx", child, lock, log, "3"], { cwd: ROOT, stdio: "ignore" }).on("exit", done)),
      );
      expect(await Promise.all(runs)).toEqual([0, 0, 0, 0]);
      const lines = readFileSync(log, "utf8").trim().split("\n");
      expect(lines).toHaveLength(4 * 3 * 2);
      for (let i = 0; i < lines.length; i += 2) {
        const [enter, leave] = [lines[i]!.split(" "), lines[i + 1]!.split(" ")];
        expect([enter[0], leave[0], leave[1]]).toEqual(["in", "out", enter[1]]);
      }
      expect(existsSync(lock)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 600_000);
});
