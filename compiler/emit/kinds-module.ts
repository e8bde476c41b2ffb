/** `kinds.ts`: one interface per card kind, typed from the vocabulary's field types, and `Card`. */
import type CodeBlockWriter from "code-block-writer";
import { kindFields } from "./card-data.ts";
import type { GameContext } from "./game-context.ts";
import { RUNTIME_TYPES, writeImports } from "./imports.ts";
import { importSpecifier, runtimeSpecifier } from "./paths.ts";
import { docComment, propertyKey, stringLiteral } from "./strings.ts";
import { fieldType } from "./ts-types.ts";
import { VOCABULARY_PATH } from "./vocabulary-module.ts";

export const KINDS_PATH = "kinds.ts";

export function writeKinds(w: CodeBlockWriter, game: GameContext): void {
  const uses = new Set<string>();
  const interfaces = [...game.kindNames].map(([kind, name]) => {
    const members = kindFields(game.vocab, kind).map(([field, spec]) => {
      // `id` and `kind` are typed tighter than their schema type `string`.
      const type = field === "id" ? "CardId" : field === "kind" ? stringLiteral(kind) : fieldType(spec, uses);
      if (field === "id") uses.add("CardId");
      const doc = spec.description ? `${docComment(spec.description)}\n` : "";
      return `${doc}readonly ${propertyKey(field)}${spec.required ? "" : "?"}: ${type};`;
    });
    return { kind, name, members };
  });
  writeImports(w, [
    { specifier: runtimeSpecifier(KINDS_PATH, game.opts), types: [...uses].filter((t) => RUNTIME_TYPES.has(t)) },
    { specifier: importSpecifier(KINDS_PATH, VOCABULARY_PATH), types: [...uses].filter((t) => !RUNTIME_TYPES.has(t)) },
  ]);
  for (const { kind, name, members } of interfaces) {
    const description = game.vocab.kinds[kind].description;
    w.writeLine(docComment(description ? `A ${kind} card: ${description}` : `A ${kind} card.`));
    w.write(`export interface ${name}`).block(() => members.forEach((m) => w.writeLine(m)));
    w.blankLine();
  }
  const names = [...game.kindNames.values()];
  w.writeLine(docComment("Any card of the game."));
  w.writeLine(`export type Card = ${names.length ? names.join(" | ") : "never"};`);
}
