/**
 * Entry point of code generation: a checked game → the TypeScript modules of `generated/<game>/`,
 * as unformatted text keyed by path relative to that folder (format.ts and write-output.ts finish
 * the job). Each file is built in one pass with ts-morph's CodeBlockWriter and created once with
 * `createSourceFile` (a writer function, or for card modules the text their writer rendered):
 * every later manipulation would re-parse the file.
 */
import { IndentationText, NewLineKind, Project, QuoteKind, type CodeBlockWriter } from "ts-morph";
import type { CheckedGame } from "../check/checked.ts";
import { cardModule } from "./card-module.ts";
import { gameContext } from "./game-context.ts";
import { INDEX_PATH, writeIndex } from "./index-module.ts";
import { KINDS_PATH, writeKinds } from "./kinds-module.ts";
import type { EmitOptions } from "./paths.ts";
import { RULES_PATH, rulesModule } from "./rules-module.ts";
import { SCENARIO_PATH, scenarioModule } from "./scenario-module.ts";
import { VOCABULARY_PATH, writeVocabulary } from "./vocabulary-module.ts";

export type { EmitOptions } from "./paths.ts";
export { EmitError } from "./errors.ts";

export function emitGame(game: CheckedGame, opts: EmitOptions = {}): Map<string, string> {
  const ctx = gameContext(game, opts);
  const project = new Project({
    useInMemoryFileSystem: true,
    manipulationSettings: {
      indentationText: IndentationText.TwoSpaces,
      newLineKind: NewLineKind.LineFeed,
      quoteKind: QuoteKind.Double,
    },
  });
  const files = new Map<string, string>();
  const create = (path: string, content: string | ((w: CodeBlockWriter) => void)) => {
    const sf = project.createSourceFile(`/${path}`, content);
    files.set(path, sf.getFullText());
    // Nothing refers to it again; keeping thousands of parsed modules only feeds the GC.
    project.removeSourceFile(sf);
  };
  create(VOCABULARY_PATH, (w) => writeVocabulary(w, ctx));
  create(KINDS_PATH, (w) => writeKinds(w, ctx));
  create(RULES_PATH, rulesModule(ctx, game.afterUse, game.phaseEffects, game.defeatEffects, game.capacities));
  const scenario = scenarioModule(ctx);
  if (scenario !== null) create(SCENARIO_PATH, scenario);
  for (const file of ctx.files) {
    if (!opts.skip?.has(file.source)) create(file.path, cardModule(ctx, file));
  }
  create(INDEX_PATH, (w) => writeIndex(w, ctx));
  // Sorted, so callers iterating the map see the same order every time.
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
