/** `index.ts`: every card, as a list and by id, plus the vocabulary and kind types re-exported. */
import type CodeBlockWriter from "code-block-writer";
import type { GameContext } from "./game-context.ts";
import { writeImports } from "./imports.ts";
import { KINDS_PATH } from "./kinds-module.ts";
import { importSpecifier } from "./paths.ts";
import { docComment, propertyKey, stringLiteral } from "./strings.ts";
import { RULES_PATH } from "./rules-module.ts";
import { VOCABULARY_PATH } from "./vocabulary-module.ts";

export const INDEX_PATH = "index.ts";

export function writeIndex(w: CodeBlockWriter, game: GameContext): void {
  writeImports(w, [
    { specifier: importSpecifier(INDEX_PATH, KINDS_PATH), types: ["Card"] },
    { specifier: importSpecifier(INDEX_PATH, VOCABULARY_PATH), types: ["CardId"] },
    ...game.files.map((f) => ({ specifier: importSpecifier(INDEX_PATH, f.path), values: f.cards.map((c) => game.constNames.get(c.id)!) })),
  ]);
  w.writeLine(`export * from ${stringLiteral(importSpecifier(INDEX_PATH, VOCABULARY_PATH))};`);
  w.writeLine(`export type * from ${stringLiteral(importSpecifier(INDEX_PATH, KINDS_PATH))};`);
  w.writeLine(`export { RULES } from ${stringLiteral(importSpecifier(INDEX_PATH, RULES_PATH))};`);
  const names = game.cards.map((c) => game.constNames.get(c.id)!);
  if (names.length) w.writeLine(`export { ${[...names].sort().join(", ")} };`);
  w.blankLine();
  w.writeLine(docComment("Every card of the game, in file order."));
  w.writeLine(`export const cards: readonly Card[] = [${names.join(", ")}];`);
  w.blankLine();
  w.writeLine(docComment("Cards by id."));
  const entries = game.cards.map((c) => `${propertyKey(c.id)}: ${game.constNames.get(c.id)}`);
  w.writeLine(`export const cardsById: Readonly<Record<CardId, Card>> = { ${entries.join(", ")} };`);
}
