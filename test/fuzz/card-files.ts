/**
 * The card-file fuzzer's harness, shared by its test and `npm run bench`: the real card files
 * (bundled Shadows cards and the corpus games), each checked as a user would check it, in a
 * throw-away copy of its game holding game.yaml, the file and the files of the cards it names
 * (so refs resolve as in the whole game, at a fraction of a whole-game check's cost). A case
 * writes the mutated bytes over the file, runs checkGame and renders every report format.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import fg from "fast-glob";
import { checkGame, relativeTo, VOCABULARY_FILE } from "../../compiler/check/check-game.ts";
import { countDiagnostics, renderGithub, renderHuman, renderJson } from "../../compiler/diagnostics/index.ts";
import { renderSarif } from "../../compiler/diagnostics/render-sarif.ts";
import { diagnosticProblems, renderedProblems } from "./outcome.ts";

const ROOT = resolve(import.meta.dirname, "../..");
/** Every game whose card files are fuzzed: the bundled one and the check-only corpus. */
export const FUZZED_GAMES = [join(ROOT, "cards/shadows"), ...fg.sync("test/corpus/*/game.yaml", { cwd: ROOT, absolute: true }).map(dirname).sort()];

export interface CardFile {
  /** `shadows/skills/x.yaml` */
  name: string;
  text: string;
  /** Files of the same game (relative to it) holding the cards this one names. */
  neighbours: string[];
  gameDir: string;
  rel: string;
}

/** The card files of one game, with their neighbours; the game must check clean. */
export function cardFilesOf(gameDir: string): CardFile[] {
  const check = checkGame(gameDir, relativeTo(ROOT));
  if (!check.game) throw new Error(`${gameDir} does not check clean: ${check.diagnostics.map((d) => d.message).join("; ")}`);
  const fileOfId = new Map<string, string>();
  for (const [rel, cards] of check.game.files) for (const c of cards) fileOfId.set(c.id, rel);
  const out: CardFile[] = [];
  for (const [rel, cards] of [...check.game.files].sort(([a], [b]) => a.localeCompare(b))) {
    const named = new Set<string>();
    const visit = (v: unknown): void => {
      if (typeof v === "string") {
        const f = fileOfId.get(v);
        if (f !== undefined && f !== rel) named.add(f);
      } else if (Array.isArray(v)) v.forEach(visit);
      else if (v && typeof v === "object") Object.values(v).forEach(visit);
    };
    for (const c of cards) visit(c.data);
    out.push({ name: `${basename(gameDir)}/${rel}`, text: readFileSync(join(gameDir, rel), "utf8"), neighbours: [...named].sort(), gameDir, rel });
  }
  return out;
}

export interface CaseOutcome {
  problems: string[];
  /** The codes reported, in order. */
  codes: string[];
}

/** Throw-away game copies, one per fuzzed file, made on first use. */
export class GameCopies {
  private readonly root = mkdtempSync(join(tmpdir(), "cardsmith-fuzz-"));
  private readonly made = new Map<string, string>();

  private copyFor(file: CardFile): string {
    let dir = this.made.get(file.name);
    if (dir) return dir;
    dir = join(this.root, String(this.made.size), basename(file.gameDir));
    for (const rel of [VOCABULARY_FILE, ...file.neighbours]) {
      mkdirSync(dirname(join(dir, rel)), { recursive: true });
      copyFileSync(join(file.gameDir, rel), join(dir, rel));
    }
    mkdirSync(dirname(join(dir, file.rel)), { recursive: true });
    this.made.set(file.name, dir);
    return dir;
  }

  /** Checks `bytes` as the content of `file`, in its game; what broke, if anything. */
  run(file: CardFile, bytes: Buffer): CaseOutcome {
    const dir = this.copyFor(file);
    writeFileSync(join(dir, file.rel), bytes);
    try {
      const check = checkGame(dir, relativeTo(dirname(dir)));
      const problems = diagnosticProblems(check.diagnostics, check.sources);
      const stats = { ...countDiagnostics(check.diagnostics), cards: check.cards, files: check.files };
      const lookup = (f: string) => check.sources.get(f);
      for (const rendered of [renderHuman(check.diagnostics, lookup, { color: false }), renderJson(check.diagnostics, stats), renderGithub(check.diagnostics, stats), renderSarif(check.diagnostics, "fuzz")]) {
        problems.push(...renderedProblems(rendered));
      }
      return { problems, codes: check.diagnostics.map((d) => d.code) };
    } catch (err) {
      return { problems: [`checkGame threw: ${(err as Error)?.stack ?? String(err)}`], codes: [] };
    }
  }

  cleanup(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}
