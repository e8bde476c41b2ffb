/** `cardsmith check [paths…]`: validate only, report every diagnostic, exit 1 on errors. */
import { statSync } from "node:fs";
import { resolve } from "node:path";
import { checkGame, relativeTo, type GameCheck } from "../check/check-game.ts";
import { checkStateFile } from "../check-state-path.ts";
import { readCheckState, writeCheckState } from "../check-cache.ts";
import { cacheCompiledSchemas } from "../schema/schema-cache.ts";
import { cacheVocabularyValues } from "../vocab/vocabulary-value-cache.ts";
import { countDiagnostics, renderGithub, renderHuman, renderJson, renderSummary, type Diagnostic } from "../diagnostics/index.ts";
import { renderSarif } from "../diagnostics/render-sarif.ts";

import { packageVersion } from "../package-root.ts";
import { selectGames } from "../project.ts";
import { listenToProgress } from "../progress-events.ts";
import { stepBar } from "./progress.ts";
import { isQuiet } from "./quiet.ts";

/** The package version, for machine-readable reports. */
const TOOL_VERSION = packageVersion();

export type OutputFormat = "human" | "json" | "github" | "sarif";

export interface CheckOutcome {
  checks: GameCheck[];
  diagnostics: Diagnostic[];
  sources: Map<string, string>;
  cards: number;
  files: number;
}

/**
 * Checks the games behind `paths`, keeping only diagnostics for the files asked about. Each game's
 * check state is saved in the cache folder, so the next check re-reads only changed files.
 */
export function checkPaths(paths: string[], cacheDir: string = resolve(".cardsmith-cache")): CheckOutcome {
  cacheCompiledSchemas(cacheDir);
  cacheVocabularyValues(cacheDir);
  const selection = selectGames(paths);
  const display = relativeTo(process.cwd());
  const outcome: CheckOutcome = { checks: [], diagnostics: [], sources: new Map(), cards: 0, files: 0 };
  for (const orphan of selection.orphans) {
    outcome.diagnostics.push({
      code: "CS1011",
      severity: "error",
      message: `\`${orphan}\` is not inside a game folder (no game.yaml above it)`,
      help: "card files live in cards/<game>/ next to that game's game.yaml",
    });
  }
  const only = selection.only?.map((p) => display(resolve(p)));
  const wanted = (file: string) => !only || only.some((o) => file === o || file.startsWith(`${o}/`));
  const explicitFiles = paths.map((p) => resolve(p)).filter((p) => statSync(p).isFile());
  for (const file of explicitFiles) {
    if (!/\.ya?ml$/i.test(file)) {
      outcome.diagnostics.push({
        code: "CS1011",
        severity: "error",
        message: `\`${display(file)}\` is not a card file: card files are YAML files ending in .yaml or .yml`,
      });
    }
  }
  for (const dir of selection.games) {
    const stateFile = checkStateFile(cacheDir, dir);
    const check = checkGame(dir, display, explicitFiles, readCheckState(stateFile), only ? wanted : undefined);
    if (check.game) saveState(stateFile, check);
    outcome.checks.push(check);
    for (const [k, v] of check.sources) outcome.sources.set(k, v);
    for (const [file, n] of check.cardsPerFile) {
      if (!wanted(file)) continue;
      outcome.cards += n;
      outcome.files++;
    }
    for (const d of check.diagnostics) {
      const file = d.span?.file;
      if (file && !file.endsWith("game.yaml") && !wanted(file)) continue;
      outcome.diagnostics.push(d);
    }
  }
  return outcome;
}

/** A cache that cannot be written (a read-only checkout) only makes the next check slower. */
function saveState(file: string, check: GameCheck): void {
  try {
    writeCheckState(file, check.state);
  } catch {
    // not saved
  }
}

export function report(outcome: CheckOutcome, format: OutputFormat, color: boolean): void {
  const stats = { ...countDiagnostics(outcome.diagnostics), cards: outcome.cards, files: outcome.files };
  const lookup = (f: string) => outcome.sources.get(f);
  if (format === "json") process.stdout.write(`${renderJson(outcome.diagnostics, stats)}\n`);
  else if (format === "github") process.stdout.write(ensureNewline(renderGithub(outcome.diagnostics, stats)));
  else if (format === "sarif") process.stdout.write(`${renderSarif(outcome.diagnostics, TOOL_VERSION)}\n`);
  else {
    if (outcome.diagnostics.length) process.stderr.write(`${ensureNewline(renderHuman(outcome.diagnostics, lookup, { color }))}\n`);
    if (outcome.diagnostics.length || !isQuiet()) process.stderr.write(ensureNewline(renderSummary(stats, color)));
  }
}

function ensureNewline(s: string): string {
  return s.endsWith("\n") ? s : `${s}\n`;
}

export function runCheck(paths: string[], opts: { format: OutputFormat; color: boolean }): number {
  const bar = stepBar();
  listenToProgress(bar?.listener);
  let outcome: CheckOutcome;
  try {
    outcome = checkPaths(paths);
  } finally {
    listenToProgress(undefined);
    bar?.stop();
  }
  report(outcome, opts.format, opts.color);
  return outcome.diagnostics.some((d) => d.severity === "error") ? 1 : 0;
}
