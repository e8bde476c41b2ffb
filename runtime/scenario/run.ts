/**
 * Runs a scenario file: load and validate it, build the game in its starting state, play the
 * scripted decisions, check every checkpoint when its moment comes, and report each failure
 * with the expected and actual value, the moment, and the file:line of the expectation.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { BoundsError } from "../core/table.ts";
import { formatPos, loadScenario, ScenarioFileError } from "./load.ts";
import { ScenarioScript, ScenarioScriptError } from "./script.ts";
import type { Checkpoint, Scenario, ScenarioGameRun, ScenarioSupport, SourcePos } from "./types.ts";

export interface ScenarioFailure {
  readonly pos: SourcePos;
  /** When it was checked: `after initiative 2 (round 2 · combat · initiative 2)`. */
  readonly moment: string;
  readonly message: string;
  readonly expected?: unknown;
  readonly actual?: unknown;
}

export interface ScenarioResult {
  readonly file: string;
  readonly title: string;
  readonly status: "ok" | "fail" | "malformed";
  /** Expectations evaluated (each value and each `log:` list counts once). */
  readonly checks: number;
  /** How many of `checks` failed; the other failures are about the run (a stop, an unused decision). */
  readonly failedChecks: number;
  readonly failures: readonly ScenarioFailure[];
  /** Why the file is malformed (status `malformed`). */
  readonly problems: ReadonlyArray<{ pos: SourcePos; message: string }>;
  readonly log: readonly string[];
}

export type SupportResolver = (game: string) => Promise<ScenarioSupport | null>;

/**
 * By convention `cards/<game>/runtime/index.ts` exports `scenario: ScenarioSupport`: the game of
 * the project being tested (the current directory), not of wherever Cardsmith is installed.
 */
export async function findScenarioSupport(game: string): Promise<ScenarioSupport | null> {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(game)) return null;
  const path = join(process.cwd(), "cards", game, "runtime", "index.ts");
  if (!existsSync(path)) return null;
  const mod = (await import(pathToFileURL(path).href)) as { scenario?: ScenarioSupport };
  return mod.scenario ?? null;
}

export async function runScenarioFile(file: string, opts: { display?: string; support?: SupportResolver } = {}): Promise<ScenarioResult> {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    const display = opts.display ?? file;
    return { file: display, title: "", status: "malformed", checks: 0, failedChecks: 0, failures: [], problems: [{ pos: { file: display, line: 1, col: 1 }, message: `cannot read: ${(e as Error).message}` }], log: [] };
  }
  return runScenarioText(text, opts.display ?? file, opts.support);
}

export async function runScenarioText(text: string, file: string, support: SupportResolver = findScenarioSupport): Promise<ScenarioResult> {
  let loaded: { scenario: Scenario; support: ScenarioSupport };
  try {
    loaded = await loadScenario(text, file, support);
  } catch (e) {
    if (e instanceof ScenarioFileError) return { file, title: titleOf(text), status: "malformed", checks: 0, failedChecks: 0, failures: [], problems: e.problems, log: [] };
    throw e;
  }
  return runScenario(loaded.scenario, loaded.support);
}

export function runScenario(scenario: Scenario, support: ScenarioSupport): ScenarioResult {
  const failures: ScenarioFailure[] = [];
  let checks = 0;
  let failedChecks = 0;
  const done = new Set<Checkpoint>();
  let run: ScenarioGameRun | null = null;

  const evaluate = (cp: Checkpoint, moment: string) => {
    const failuresBefore = failures.length;
    evaluateChecks(cp, moment);
    failedChecks += failures.length - failuresBefore;
  };
  const evaluateChecks = (cp: Checkpoint, moment: string) => {
    done.add(cp);
    const at = run ? `${moment} (${run.where()})` : moment;
    for (const e of cp.expectations) {
      checks++;
      let actual: unknown;
      try {
        actual = run!.probe(e.subject, e.key);
      } catch (err) {
        failures.push({ pos: e.pos, moment: at, message: `${e.subject} ${e.key.join(".")}: cannot be read: ${(err as Error).message}` });
        continue;
      }
      if (!sameValue(e.expected, actual)) {
        failures.push({ pos: e.pos, moment: at, message: `${e.subject} ${e.key.join(".")}: expected ${show(e.expected)}, actual ${show(actual)}`, expected: e.expected, actual });
      }
    }
    if (cp.log) {
      checks++;
      const lines = run!.logLines();
      let from = 0;
      for (const want of cp.log.lines) {
        const i = lines.findIndex((l, n) => n >= from && l.includes(want));
        if (i < 0) {
          const before = lines.slice(from).findIndex((l) => l.includes(want)) < 0 && lines.some((l) => l.includes(want));
          const recent = lines.slice(Math.max(from, lines.length - 8));
          failures.push({
            pos: cp.log.pos,
            moment: at,
            message: `log: expected a line containing "${want}"${from ? " after the previous expected line" : ""}${before ? " (it appears, but earlier)" : ", actual: no such line"}; the log ends:\n${recent.map((l) => `      ${l}`).join("\n")}`,
            expected: want,
          });
          break;
        }
        from = i + 1;
      }
    }
  };

  const byMoment = (name: string) => scenario.checkpoints.filter((cp) => cp.after === name && !done.has(cp));
  const script = new ScenarioScript(
    scenario.script,
    scenario.players.map((p) => p.name),
    (cp, moment) => evaluate(cp, `check ${moment}`),
  );
  try {
    run = support.build(scenario, {
      agents: script.agents(),
      moment: (name) => {
        for (const cp of byMoment(name)) evaluate(cp, `after ${name}`);
      },
    });
  } catch (e) {
    // A starting table outside the game's bounds (HP left at 0 under `min: 1`) is the file's fault: say where.
    if (!(e instanceof BoundsError)) throw e;
    const player = e.seat === null ? undefined : scenario.players[e.seat];
    const pos = scenario.posOf(player ? player.path : ["players"]);
    return { file: scenario.file, title: scenario.title, status: "malformed", checks: 0, failedChecks: 0, failures: [], problems: [{ pos, message: `the starting table is out of bounds: ${e.message}${player ? " (set it in the player's entry)" : ""}` }], log: [] };
  }
  for (const cp of byMoment("start")) evaluate(cp, "at the start");

  let stopped = false;
  try {
    run.play();
  } catch (e) {
    stopped = true;
    const pos = e instanceof ScenarioScriptError && e.pos ? e.pos : scenario.posOf(["decisions"]);
    const left = scenario.checkpoints.filter((cp) => !done.has(cp)).length + script.unreachedChecks().length;
    const what = e instanceof ScenarioScriptError ? (e as Error).message : `the game threw an error: ${(e as Error).message}`;
    failures.push({
      pos,
      moment: `at ${run.where()}, ${script.describeLast()}`,
      message: `${what}${left ? ` (${left} later checkpoint${left === 1 ? "" : "s"} not checked)` : ""}`,
    });
    if (!(e instanceof ScenarioScriptError) && process.env.CARDSMITH_DEBUG) process.stderr.write(`${(e as Error).stack}\n`);
  }
  if (!stopped) {
    script.runChecks("at the end of play");
    const unused = script.unused();
    if (unused.length) {
      failures.push({
        pos: unused[0].pos,
        moment: `at the end of play (${run.where()})`,
        message: `${unused.length} scripted decision${unused.length === 1 ? " was" : "s were"} never asked: ${unused.map((u) => `#${u.index + 1} "${u.text}"`).join(", ")}`,
      });
    }
    for (const cp of byMoment("end")) evaluate(cp, "at the end");
    for (const cp of scenario.checkpoints.filter((c) => !done.has(c))) {
      failures.push({ pos: cp.pos, moment: `at the end of play (${run.where()})`, message: `the checkpoint after ${cp.after} was never reached` });
    }
  }
  return { file: scenario.file, title: scenario.title, status: failures.length ? "fail" : "ok", checks, failedChecks, failures, problems: [], log: run.logLines() };
}

/** Values compare exactly; lists compare regardless of order. */
export function sameValue(expected: unknown, actual: unknown): boolean {
  if (Array.isArray(expected) && Array.isArray(actual)) {
    if (expected.length !== actual.length) return false;
    const key = (x: unknown) => JSON.stringify(x);
    const a = expected.map(key).sort();
    const b = actual.map(key).sort();
    return a.every((x, i) => x === b[i]);
  }
  if (typeof expected === "object" && expected !== null && typeof actual === "object" && actual !== null) {
    const ek = Object.keys(expected);
    const ak = Object.keys(actual);
    return ek.length === ak.length && ek.every((k) => sameValue((expected as Record<string, unknown>)[k], (actual as Record<string, unknown>)[k]));
  }
  return expected === actual;
}

export function show(v: unknown): string {
  if (v === undefined) return "(nothing)";
  if (typeof v === "string") return v;
  if (Array.isArray(v)) return `[${v.map(show).join(", ")}]`;
  return JSON.stringify(v);
}

function titleOf(text: string): string {
  return /^scenario:\s*(.+)$/m.exec(text)?.[1]?.trim() ?? "";
}

/** A failure as printed: `file:line:col: after initiative 2 (…): Robert experience: expected 3, actual 2`. */
export function formatFailure(f: ScenarioFailure): string {
  return `${formatPos(f.pos)}: ${f.moment}: ${f.message}`;
}
