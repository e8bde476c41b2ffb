/** The schema editors use for `game.yaml`, the vocabulary format (`generated/game.schema.json`). */
import { VOCABULARY_SCHEMA } from "../vocab/meta-schema.ts";
import { forEditors } from "./editor-schema.ts";

export function vocabularySchema(): Record<string, unknown> {
  return forEditors({
    ...VOCABULARY_SCHEMA,
    $id: "cardsmith:game",
    title: "Cardsmith game vocabulary (game.yaml)",
    description: "everything a game's cards may name: stats, resources, zones, traits, verbs, nouns, events, the round and the card kinds",
  });
}
