/**
 * `cardsmith coverage [--effects FILE] [--cards DIR...]`: which effect patterns the cards
 * demonstrate, from each card's `covers:` list (and each scenario file's, for worked examples).
 * The cards are those of every game under `cards/` (the bundled games), or under the `--cards`
 * folders.
 * A game that does not check clean covers nothing: it is named on stderr. Given the effect
 * catalogue (a markdown list of `- ID ...` lines, like EFFECTS.md), it also lists the IDs no card
 * covers yet and exits 1 while any remain.
 */
import { existsSync, readFileSync } from "node:fs";
import fg from "fast-glob";
import { parse } from "yaml";
import { join, resolve } from "node:path";
import { checkGame, relativeTo } from "../check/check-game.ts";
import { gamesUnder, UsageError } from "../project.ts";
import { isQuiet } from "./quiet.ts";

const ID = /^[A-Z]+-[A-Z0-9]+$/;

/** Where games are looked for when `--cards` is not given. */
export const DEFAULT_CARD_ROOTS = ["cards"];

/** What a pattern ID is, said once above the text listing. */
export const PATTERN_IDS_EXPLAINED =
  "Effect patterns: each ID (SHM-01, ELO-04...) names one entry of the effect catalogue, one thing the effect language must be able to say, taken from a game's rulebook (the prefix names the game; EX marks a worked example of play). Cards and scenarios list the patterns they demonstrate in `covers:`.";

export function runCoverage(opts: { effects?: string; format: "text" | "json"; cards?: string[]; reportOnly?: boolean }): number {
  const covered = new Map<string, string[]>();
  const roots = opts.cards?.length ? opts.cards : DEFAULT_CARD_ROOTS.filter((r) => existsSync(join(process.cwd(), r)));
  for (const root of roots) if (!existsSync(root)) throw new UsageError(`no such folder: ${root}`);
  for (const dir of roots.flatMap((root) => gamesUnder(resolve(root)))) {
    const check = checkGame(dir, relativeTo(process.cwd()));
    if (!check.game) {
      process.stderr.write(`${relativeTo(process.cwd())(dir)} has errors (run \`cardsmith check\` on it): its cards cover nothing\n`);
      continue;
    }
    const game = check.vocab?.game ?? dir;
    for (const cards of check.game?.files.values() ?? []) {
      for (const c of cards) {
        for (const id of (c.data.covers as string[] | undefined) ?? []) covered.set(id, [...(covered.get(id) ?? []), `${game}/${c.id}`]);
      }
    }
  }
  // Worked examples are covered by scenario files, which name them the same way.
  for (const file of fg.sync("**/*.scenario.yaml", { ignore: ["**/node_modules/**"] }).sort()) {
    const covers = (parse(readFileSync(file, "utf8")) as { covers?: unknown } | null)?.covers;
    for (const id of Array.isArray(covers) ? covers.map(String) : []) covered.set(id, [...(covered.get(id) ?? []), file]);
  }
  const catalogue = opts.effects ? readCatalogue(opts.effects) : [];
  const missing = catalogue.filter((id) => !covered.has(id));
  if (opts.format === "json") {
    process.stdout.write(`${JSON.stringify({ covered: Object.fromEntries([...covered].sort()), missing }, null, 2)}\n`);
  } else {
    if (!isQuiet()) process.stdout.write(`${PATTERN_IDS_EXPLAINED}\n\n`);
    for (const [id, cards] of [...covered].sort(([a], [b]) => a.localeCompare(b, "en", { numeric: true }))) {
      process.stdout.write(`${id.padEnd(10)} ${cards.join(", ")}\n`);
    }
    if (opts.effects) {
      process.stdout.write(`\n${catalogue.length - missing.length} of ${catalogue.length} effect patterns covered`);
      process.stdout.write(missing.length ? `; not yet: ${missing.join(", ")}\n` : "\n");
    } else if (!isQuiet()) {
      process.stdout.write("\nGive the catalogue (`--effects EFFECTS.md`) to list the patterns no card covers yet.\n");
    }
  }
  // CI uses this as a gate: a catalogue with uncovered patterns is a failure, unless only a report is wanted.
  return missing.length && !opts.reportOnly ? 1 : 0;
}

function readCatalogue(path: string): string[] {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    throw new UsageError(`cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  const ids = text.split(/\r?\n/).flatMap((line) => {
    const m = /^\s*[-*]\s+([A-Z]+-[A-Z0-9]+)\b/.exec(line);
    return m && ID.test(m[1]) ? [m[1]] : [];
  });
  if (!ids.length) throw new UsageError(`${path} lists no effect IDs (lines like \`- SHM-01 ...\`)`);
  return ids;
}
