/**
 * `cards/<file>.ts`: one exported, typed constant per card of a source file, preceded by the
 * module-level functions its effects and conditions compiled to.
 */
import { cardLiteral } from "./card-data.ts";
import { hoistConstants } from "./hoist.ts";
import type { CardFile, GameContext } from "./game-context.ts";
import { RUNTIME_TYPES, writeImports } from "./imports.ts";
import { KINDS_PATH } from "./kinds-module.ts";
import { ModuleBuilder, newWriter } from "./module-builder.ts";
import { importSpecifier, runtimeSpecifier } from "./paths.ts";
import { docComment } from "./strings.ts";
import { VOCABULARY_PATH } from "./vocabulary-module.ts";

/**
 * The module's text. The body is rendered first (to learn what to import), then the imports are
 * put above it as text: writing the body through a second writer would re-scan every character.
 */
export function cardModule(game: GameContext, file: CardFile): string {
  const m = new ModuleBuilder(game.constNameSet.child());
  const kinds = new Set<string>();
  for (const card of file.cards) {
    const constName = game.constNames.get(card.id)!;
    const kindName = game.kindNames.get(card.kind);
    const literal = cardLiteral(m, game.vocab, card, constName);
    kinds.add(kindName!);
    const name = typeof card.data.name === "string" ? card.data.name : card.id;
    m.body.writeLine(docComment(`${name} (${card.kind})`));
    m.body.writeLine(`export const ${constName}: ${kindName} = ${literal};`);
    m.body.blankLine();
  }
  const types = [...m.uses.types];
  const imports = newWriter();
  writeImports(imports, [
    { specifier: runtimeSpecifier(file.path, game.opts), types: types.filter((t) => RUNTIME_TYPES.has(t)), values: m.uses.runtimeValues },
    { specifier: importSpecifier(file.path, KINDS_PATH), types: kinds },
    { specifier: importSpecifier(file.path, VOCABULARY_PATH), types: types.filter((t) => !RUNTIME_TYPES.has(t)) },
  ]);
  const { body, declarations } = hoistConstants(m.body.toString(), m.names);
  return imports.toString() + declarations + body;
}
