/**
 * `cardsmith fmt [paths…] [--check]`: card files in their canonical form (compiler/format/
 * format-cards.ts says what that is). A file with YAML or effect syntax errors is left as it is,
 * with its diagnostics (exit 1). `--check` writes nothing and lists the files that would change
 * (exit 1 if any would).
 */
import { readFileSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { cardFiles, relativeTo, VOCABULARY_FILE } from "../check/check-game.ts";
import { isDeckFile } from "../decks/deck-files.ts";
import { renderHuman, type Diagnostic } from "../diagnostics/index.ts";
import { sanitizeText } from "../diagnostics/text-width.ts";
import { formatCardText } from "../format/format-cards.ts";
import { selectGames, UsageError } from "../project.ts";
import { decodeUtf8 } from "../source/yaml-file.ts";
import { loadGameVocabulary } from "../vocab/load-vocabulary.ts";

export interface FmtOptions {
  check?: boolean;
  color: boolean;
}

/** The paths must lie inside the project (the working directory). */
export function insideProject(path: string, root = process.cwd()): string {
  const abs = resolve(root, path);
  const rel = relative(root, abs);
  if (rel === ".." || rel.startsWith(`..${sep}`)) throw new UsageError(`\`${sanitizeText(path)}\` is outside the project (${sanitizeText(root)})`);
  return abs;
}

export async function runFmt(paths: string[], opts: FmtOptions): Promise<number> {
  const root = process.cwd();
  const display = relativeTo(root);
  for (const p of paths) {
    const abs = insideProject(p, root);
    let isFile: boolean;
    try {
      isFile = statSync(abs).isFile();
    } catch {
      throw new UsageError(`no such file or folder: ${sanitizeText(p)}`);
    }
    if (isFile && !/\.ya?ml$/i.test(abs)) throw new UsageError(`\`${sanitizeText(p)}\` is not a card file: card files are YAML files ending in .yaml or .yml`);
    if (isFile && abs.endsWith(`${sep}${VOCABULARY_FILE}`)) throw new UsageError(`\`${sanitizeText(p)}\` is a game's vocabulary: fmt formats card files only`);
  }
  const selection = selectGames(paths);
  if (selection.orphans.length) throw new UsageError(`\`${sanitizeText(selection.orphans[0])}\` is not inside a game folder (no game.yaml above it)`);
  const only = selection.only?.map((p) => resolve(p));
  const wanted = (abs: string) => !only || only.some((o) => abs === o || abs.startsWith(`${o}${sep}`));

  const diagnostics: Diagnostic[] = [];
  const sources = new Map<string, string>();
  let files = 0;
  const changed: string[] = [];
  for (const gameDir of selection.games) {
    const vocabPath = join(gameDir, VOCABULARY_FILE);
    const vocabText = readFileSync(vocabPath, "utf8");
    sources.set(display(vocabPath), vocabText);
    const before = diagnostics.length;
    const loaded = loadGameVocabulary(display(vocabPath), vocabText, diagnostics);
    if (!loaded || diagnostics.slice(before).some((d) => d.severity === "error")) {
      if (!diagnostics.slice(before).length) diagnostics.push({ code: "CS1010", severity: "error", message: `the vocabulary of ${display(gameDir)} has errors` });
      continue;
    }
    // Deck files hold decks, not cards: fmt leaves them as written.
    const named = paths.map((p) => resolve(p)).filter((p) => p.startsWith(`${gameDir}${sep}`) && statSync(p).isFile() && !isDeckFile(p));
    const list = [...new Set([...cardFiles(gameDir).map((rel) => join(gameDir, rel)), ...named])].filter(wanted).sort();
    for (const abs of list) {
      files++;
      const shown = display(abs);
      const text = decodeUtf8(readFileSync(abs));
      if (text === undefined) {
        diagnostics.push({ code: "CS1004", severity: "error", message: `\`${shown}\` is not valid UTF-8 text`, help: "save the file as UTF-8" });
        continue;
      }
      sources.set(shown, text);
      const result = formatCardText(shown, text, loaded.vocab);
      diagnostics.push(...result.diagnostics);
      if (result.text === undefined || result.text === text) continue;
      changed.push(shown);
      if (opts.check) {
        process.stdout.write(`would reformat ${sanitizeText(shown)}\n`);
      } else {
        // Loaded only when a file is written: the build's atomic write lives beside its formatter.
        const { writeAtomic } = await import("../emit/write-output.ts");
        await writeAtomic(abs, result.text);
        process.stdout.write(`formatted ${sanitizeText(shown)}\n`);
      }
    }
  }
  if (diagnostics.length) process.stderr.write(`${renderHuman(diagnostics, (f) => sources.get(f), { color: opts.color }).replace(/\n*$/, "")}\n`);
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  const verb = opts.check ? "would be reformatted" : "reformatted";
  const left = errors ? `; files with errors were left as they are (${errors} error${errors === 1 ? "" : "s"})` : "";
  process.stderr.write(`${changed.length} of ${files} card file${files === 1 ? "" : "s"} ${verb}${left}\n`);
  return errors || (opts.check && changed.length) ? 1 : 0;
}
