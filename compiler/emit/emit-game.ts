/**
 * Entry point of code generation: a checked game → the TypeScript modules of `generated/<game>/`,
 * as unformatted text keyed by path relative to that folder (format.ts and write-output.ts finish
 * the job). Each file is written in one pass with CodeBlockWriter (ts-morph's writer) and kept as
 * text: parsing it into a ts-morph source file only to read the same text back cost a build time
 * and memory for nothing.
 */
import type CodeBlockWriter from "code-block-writer";
import type { CheckedGame } from "../check/checked.ts";
import { cardModule } from "./card-module.ts";
import { DECKS_PATH, writeDecks } from "./decks-module.ts";
import { gameContext } from "./game-context.ts";
import { INDEX_PATH, writeIndex } from "./index-module.ts";
import { KINDS_PATH, writeKinds } from "./kinds-module.ts";
import { newWriter } from "./module-builder.ts";
import type { EmitOptions } from "./paths.ts";
import { RULES_PATH, rulesModule } from "./rules-module.ts";
import { SCENARIO_PATH, scenarioModule } from "./scenario-module.ts";
import { VOCABULARY_PATH, writeVocabulary } from "./vocabulary-module.ts";
import { reportProgress } from "../progress-events.ts";

export type { EmitOptions } from "./paths.ts";

/** The modules built from the whole game rather than one card file (`SCENARIO_PATH` only if the game has one). */
export const GAME_MODULES = [VOCABULARY_PATH, KINDS_PATH, RULES_PATH, INDEX_PATH] as const;
export const OPTIONAL_GAME_MODULES = [SCENARIO_PATH] as const;
export { EmitError } from "./errors.ts";

export function emitGame(game: CheckedGame, opts: EmitOptions = {}): Map<string, string> {
  const ctx = gameContext(game, opts);
  const files = new Map<string, string>();
  // The settings ts-morph's project used (two-space indent, LF, double quotes): the same bytes.
  const create = (path: string, content: string | ((w: CodeBlockWriter) => void)) => {
    if (typeof content === "string") return void files.set(path, content);
    const w = newWriter();
    content(w);
    files.set(path, w.toString());
  };
  if (!opts.skipGameModules) {
    create(VOCABULARY_PATH, (w) => writeVocabulary(w, ctx));
    create(KINDS_PATH, (w) => writeKinds(w, ctx));
    create(RULES_PATH, rulesModule(ctx, game.afterUse, game.phaseEffects, game.defeatEffects, game.capacities, game.factConditions, game.placeAdvice));
    const scenario = scenarioModule(ctx);
    if (scenario !== null) create(SCENARIO_PATH, scenario);
  }
  for (const [i, file] of ctx.files.entries()) {
    reportProgress("emitting card modules", i + 1, ctx.files.length);
    if (!opts.skip?.has(file.source)) create(file.path, cardModule(ctx, file));
  }
  if (!opts.skipGameModules) create(INDEX_PATH, (w) => writeIndex(w, ctx));
  // Deck files are not card files: a build that reuses every card module still rewrites the decks.
  if (game.vocab.decks) create(DECKS_PATH, (w) => writeDecks(w, game.vocab, game.decks ?? []));
  // Sorted, so callers iterating the map see the same order every time.
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
