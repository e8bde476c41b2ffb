/**
 * `cardsmith test [files...]`: runs scenario files (default: every `*.scenario.yaml` under
 * test/scenarios/). One line per scenario, details under each failure, then a summary.
 * Exit codes: 0 all passed, 1 a scenario failed, 2 a scenario file is malformed (or none found).
 */
import { existsSync, statSync } from "node:fs";
import { relative, resolve } from "node:path";
import fg from "fast-glob";
import pc from "picocolors";
import { formatPos } from "../../runtime/scenario/load.ts";
import { formatFailure, runScenarioFile, type ScenarioResult } from "../../runtime/scenario/run.ts";
import { playableGames, refuseStale } from "./stale.ts";
import { UsageError } from "../project.ts";
import { isQuiet } from "./quiet.ts";

export interface TestCommandOptions {
  /** Print the game log of every failed scenario. */
  log?: boolean;
  color: boolean;
}

export const DEFAULT_SCENARIOS = "test/scenarios";
const PATTERN = "**/*.scenario.yaml";

/** The scenario files named (files, or folders searched for `*.scenario.yaml`), sorted. */
export function scenarioFiles(paths: string[], cwd = process.cwd()): string[] {
  const named = paths.length ? paths : [DEFAULT_SCENARIOS];
  const files: string[] = [];
  for (const p of named) {
    const abs = resolve(cwd, p);
    if (existsSync(abs) && statSync(abs).isDirectory()) files.push(...fg.sync(PATTERN, { cwd: abs, absolute: true }).sort());
    else files.push(abs); // a missing file is reported as unreadable, not skipped
  }
  if (!files.length) throw new UsageError(`no scenario files (*.scenario.yaml) in ${named.join(", ")}`);
  return [...new Set(files)];
}

export async function runTest(paths: string[], opts: TestCommandOptions): Promise<number> {
  const c = opts.color ? pc : pc.createColors(false);
  const out = (s: string) => process.stdout.write(s);
  const results: ScenarioResult[] = [];
  const files = scenarioFiles(paths);
  for (const game of playableGames()) refuseStale(game);
  for (const file of files) {
    const display = relative(process.cwd(), file) || file;
    const r = await runScenarioFile(file, { display });
    results.push(r);
    const title = r.title ? `  ${r.title}` : "";
    if (r.status === "ok") {
      if (!isQuiet()) out(`${c.green("ok")}    ${display}${c.dim(`${title} (${r.checks} checks)`)}\n`);
    } else if (r.status === "fail") {
      out(`${c.red("FAIL")}  ${display}${title} (${failSummary(r)})\n`);
      for (const f of r.failures) out(`  ${formatFailure(f)}\n`);
      if (opts.log) out(`  game log:\n${r.log.map((l) => `    ${l}\n`).join("")}`);
    } else {
      out(`${c.red("ERROR")} ${display}${title} (malformed scenario file)\n`);
      for (const p of r.problems) out(`  ${formatPos(p.pos)}: ${p.message}\n`);
    }
  }
  const passed = results.filter((r) => r.status === "ok").length;
  const failed = results.filter((r) => r.status === "fail").length;
  const malformed = results.filter((r) => r.status === "malformed").length;
  out(`\n${passed} passed, ${failed} failed${malformed ? `, ${malformed} malformed` : ""}\n`);
  return malformed ? 2 : failed ? 1 : 0;
}

/** "5 checks, 2 failed", and the failures that are no check ("the game stopped") counted apart. */
export function failSummary(r: Pick<ScenarioResult, "checks" | "failedChecks" | "failures">): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  const other = r.failures.length - r.failedChecks;
  return `${plural(r.checks, "check")}, ${r.failedChecks} failed${other ? `, ${plural(other, "other problem")}` : ""}`;
}
