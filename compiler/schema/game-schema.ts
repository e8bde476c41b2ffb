/** The schema of a game's card files that editors use (`generated/<game>/schema.json`). */
import type { Vocabulary } from "../vocab/vocabulary.ts";
import { kindSchema } from "./card-schema.ts";
import { templateDocumentSchema } from "./template-schema.ts";
import { forEditors } from "./editor-schema.ts";

type Schema = Record<string, unknown>;

/**
 * The schema editors use: a card, where `kind` selects the kind's schema, or a card template.
 * An editor applies it to each document of a multi-card file on its own.
 */
export function gameSchema(vocab: Vocabulary): Schema {
  const kinds = Object.keys(vocab.kinds);
  return forEditors({
    $schema: "http://json-schema.org/draft-07/schema#",
    $id: `cardsmith:${vocab.game}/card`,
    title: `${vocab.title} card`,
    type: "object",
    if: { properties: { template: true }, required: ["template"] },
    then: templateDocumentSchema(vocab),
    else: {
      required: ["id", "name", "kind"],
      properties: {
        id: { type: "string", description: "the card's id, unique in the game: lowercase words joined by hyphens" },
        name: { type: "string", description: "the card's title" },
        kind: { enum: kinds, description: "the card kind" },
      },
      allOf: kinds.map((k) => ({ if: { properties: { kind: { const: k } }, required: ["kind"] }, then: kindSchema(vocab, k, { editor: true }) })),
    },
  });
}
