/**
 * Type-checks emitted games with the TypeScript compiler API, under the repo's strict options.
 * The output goes to tmp/ inside the repo so imports of runtime/api.ts resolve as they will from
 * generated/<game>/.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import type { CheckedGame } from "../../compiler/check/checked.ts";
import { emitGame } from "../../compiler/emit/emit-game.ts";
import { writeGenerated } from "../../compiler/emit/write-output.ts";

const REPO = fileURLToPath(new URL("../../", import.meta.url));

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  allowImportingTsExtensions: true,
  noFallthroughCasesInSwitch: true,
  noImplicitOverride: true,
  skipLibCheck: true,
  types: [],
};

/** Emits, formats and writes `games` into a temp folder, returns the type errors (empty = clean). */
export async function typeCheckGames(games: CheckedGame[]): Promise<string[]> {
  mkdirSync(join(REPO, "tmp"), { recursive: true });
  const tmp = mkdtempSync(join(REPO, "tmp", "emit-test-"));
  try {
    const roots: string[] = [];
    for (const [i, game] of games.entries()) {
      // tmp/emit-test-x/<n>/ is one level deeper than generated/<game>/.
      const out = join(tmp, String(i));
      const files = emitGame(game, { runtimeApi: "../../../runtime/api.ts" });
      await writeGenerated(out, files, { check: false, cacheFile: join(tmp, `cache-${i}.json`) });
      roots.push(...[...files.keys()].map((p) => join(out, p)));
    }
    const program = ts.createProgram(roots, OPTIONS);
    return ts.getPreEmitDiagnostics(program).map((d) => {
      const where = d.file ? `${d.file.fileName.slice(tmp.length)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}` : "";
      return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
    });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
