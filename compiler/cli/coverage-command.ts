/**
 * `cardsmith coverage [--effects FILE]`: which effect patterns the bundled cards demonstrate,
 * from each card's `covers:` list (and each scenario file's, for worked examples). Given the effect catalogue (a markdown list of `- ID ...`
 * lines, like EFFECTS.md), it also lists the IDs no card covers yet and exits 1 while any remain.
 */
import { readFileSync } from "node:fs";
import fg from "fast-glob";
import { parse } from "yaml";
import { join } from "node:path";
import { checkGame, relativeTo } from "../check/check-game.ts";
import { gamesUnder, UsageError } from "../project.ts";

const ID = /^[A-Z]+-[A-Z0-9]+$/;

export function runCoverage(opts: { effects?: string; format: "text" | "json" }): number {
  const covered = new Map<string, string[]>();
  for (const dir of gamesUnder(join(process.cwd(), "cards"))) {
    const check = checkGame(dir, relativeTo(process.cwd()));
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
    for (const [id, cards] of [...covered].sort(([a], [b]) => a.localeCompare(b, "en", { numeric: true }))) {
      process.stdout.write(`${id.padEnd(10)} ${cards.join(", ")}\n`);
    }
    if (opts.effects) {
      process.stdout.write(`\n${catalogue.length - missing.length} of ${catalogue.length} effect patterns covered`);
      process.stdout.write(missing.length ? `; not yet: ${missing.join(", ")}\n` : "\n");
    }
  }
  // CI uses this as a gate: a catalogue with uncovered patterns is a failure.
  return missing.length ? 1 : 0;
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
