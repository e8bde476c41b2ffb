/** `cardsmith build`: check every game, then emit generated/<game>/ (or verify it with --check). */
import { join } from "node:path";
import { buildGame, type GameBuild } from "../build.ts";
import { withBuildLock } from "../build-lock.ts";
import { UsageError, gamesUnder } from "../project.ts";
import { report, type OutputFormat } from "./check-command.ts";
import { cacheCompiledSchemas } from "../schema/schema-cache.ts";
import { cacheVocabularyValues } from "../vocab/vocabulary-value-cache.ts";
import { staleWorkspaceFiles, writeWorkspaceFiles } from "../editor/workspace-files.ts";
import { listenToProgress } from "../progress-events.ts";
import { stepBar } from "./progress.ts";
import { isQuiet } from "./quiet.ts";

export interface BuildCommandOptions {
  game?: string;
  check?: boolean;
  summary?: boolean;
  format: OutputFormat;
  color: boolean;
  /** Seconds to wait for another build holding the project's build lock. */
  lockTimeout?: string;
}

/** Where the project's build lock lives (beside the caches, never in generated/). */
export const buildLockFile = (root: string) => join(root, ".cardsmith-cache", "lock", "build.lock");

export async function runBuild(opts: BuildCommandOptions): Promise<number> {
  const root = process.cwd();
  cacheCompiledSchemas(join(root, ".cardsmith-cache"));
  // game.yaml's data and syntax trees, kept by the hash of its text, as `check` keeps them
  // (`--check` reads nothing it did not parse itself).
  if (!opts.check) cacheVocabularyValues(join(root, ".cardsmith-cache"));
  let games = gamesUnder(join(root, "cards"));
  if (opts.game) {
    games = games.filter((g) => g.split(/[\\/]/).pop() === opts.game);
    if (!games.length) throw new UsageError(`no game \`${opts.game}\` in cards/`);
  }
  const builds: GameBuild[] = [];
  let workspace: string[] = [];
  const waiting = { timeoutMs: lockTimeoutMs(opts.lockTimeout), onWait: (h: { pid: number; host: string }) => process.stderr.write(`waiting for the build running as pid ${h.pid} on ${h.host} (it holds ${buildLockFile(root)})\n`) };
  const bar = stepBar();
  listenToProgress(bar?.listener);
  try {
    await withBuildLock(buildLockFile(root), waiting, async () => {
      for (const dir of games) {
        builds.push(await buildGame(dir, { outRoot: join(root, "generated"), cacheDir: join(root, ".cardsmith-cache"), check: opts.check }));
      }
      // The editor's schema of game.yaml and the card-file associations, for every game found.
      workspace = opts.check ? staleWorkspaceFiles(root) : writeWorkspaceFiles(root);
    });
  } finally {
    listenToProgress(undefined);
    bar?.stop();
  }
  const diagnostics = builds.flatMap((b) => b.check.diagnostics);
  const sources = new Map(builds.flatMap((b) => [...b.check.sources]));
  const cards = builds.reduce((n, b) => n + b.check.cards, 0);
  const files = builds.reduce((n, b) => n + b.check.files, 0);
  report({ checks: builds.map((b) => b.check), diagnostics, sources, cards, files }, opts.format, opts.color);
  if (diagnostics.some((d) => d.severity === "error")) return 1;

  const stale = [...builds.flatMap((b) => b.stale.map((f) => `generated/${b.game}/${f}`)), ...workspace];
  if (opts.check) {
    const left = builds.flatMap((b) => b.leftovers.map((f) => `generated/${f}`));
    if (left.length) {
      process.stderr.write(`error: an interrupted build left these in generated/; run \`npm run build:cards\` to finish or clean up:\n${left.map((f) => `  ${f}`).join("\n")}\n`);
      return 1;
    }
    if (stale.length) {
      process.stderr.write(`error: generated/ is stale; run \`npm run build:cards\` and commit the result:\n${stale.map((f) => `  ${f}`).join("\n")}\n`);
      return 1;
    }
    if (!isQuiet()) process.stderr.write("generated/ is up to date\n");
    return 0;
  }
  for (const b of builds) for (const l of b.leftovers) process.stderr.write(`recovered: ${l}\n`);
  if (!isQuiet()) for (const b of builds) process.stdout.write(buildLine(b));
  if (workspace.length && !isQuiet()) process.stdout.write(`editor schemas: wrote ${workspace.join(", ")}\n`);
  if (opts.summary) for (const b of builds) process.stdout.write(summarize(b));
  return 0;
}

function lockTimeoutMs(text: string | undefined): number {
  if (text === undefined) return 10 * 60_000;
  const seconds = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || !Number.isFinite(seconds)) throw new UsageError(`--lock-timeout must be a number of seconds, not ${JSON.stringify(text)}`);
  return seconds * 1000;
}

function buildLine(b: GameBuild): string {
  const parts = [`${b.written.length} written`, `${b.unchanged.length} unchanged`];
  if (b.removed.length) parts.push(`${b.removed.length} removed`);
  return `generated/${b.game}: ${parts.join(", ")}\n`;
}

function summarize(b: GameBuild): string {
  const game = b.check.game!;
  const byKind = new Map<string, number>();
  for (const cards of game.files.values()) for (const c of cards) byKind.set(c.kind, (byKind.get(c.kind) ?? 0) + 1);
  const covered = new Set<string>();
  for (const cards of game.files.values()) for (const c of cards) for (const id of (c.data.covers as string[] | undefined) ?? []) covered.add(id);
  const kinds = [...byKind].map(([k, n]) => `${n} ${k}`).join(", ");
  return [
    "",
    `${game.vocab.title} (${game.vocab.game})`,
    `  ${b.check.cards} cards in ${b.check.files} files: ${kinds}`,
    `  effect patterns covered: ${covered.size ? [...covered].sort().join(", ") : "none"}`,
    "",
  ].join("\n");
}
