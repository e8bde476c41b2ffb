/**
 * The editor schema of a card template document (`template:` / `params:` / `variants:`). The
 * template is its kind's card schema without `id` (each variant gives one), with `name` optional
 * (a variant may give it), and with a placeholder allowed wherever a value goes: `"{cost}"` for a
 * number, `"{hero}-dodge"` for an id. The compiler checks each expanded card exactly; this schema
 * only has to accept what expands well and guide completion.
 */
import { MAX_VARIANTS_PER_FILE } from "../templates/expand-template.ts";
import { PLACEHOLDER_PATTERN } from "../templates/placeholders.ts";
import type { Vocabulary } from "../vocab/vocabulary.ts";
import { ID_PATTERN, kindSchema } from "./card-schema.ts";

type Schema = Record<string, unknown>;

export function templateDocumentSchema(vocab: Vocabulary): Schema {
  const kinds = Object.keys(vocab.kinds);
  return {
    type: "object",
    description: "a card template: the card written once, and one card per variant",
    required: ["template", "variants"],
    additionalProperties: false,
    properties: {
      template: {
        type: "object",
        description: "the card's fields, without `id`; `{param}` stands for each variant's value",
        required: ["kind"],
        properties: { kind: { enum: kinds, description: "the card kind" } },
        allOf: kinds.map((k) => ({ if: { properties: { kind: { const: k } }, required: ["kind"] }, then: templateBody(vocab, k) })),
      },
      params: {
        type: "array",
        description: "the parameters' names, used as `{name}` in the template",
        uniqueItems: true,
        items: { type: "string", pattern: `^${PLACEHOLDER_PATTERN.slice(2, -2)}$`, not: { enum: ["id", "name"] } },
      },
      variants: {
        type: "array",
        description: "one card per entry: its id, its name if it differs, and each parameter's value",
        minItems: 1,
        maxItems: MAX_VARIANTS_PER_FILE,
        items: {
          type: "object",
          required: ["id"],
          properties: { id: { type: "string", pattern: ID_PATTERN, description: "the card's id" }, name: { type: "string", description: "the card's title" } },
          additionalProperties: { anyOf: [{ type: "string" }, { type: "number" }, { type: "boolean" }], description: "a parameter's value: text, a number or true/false" },
        },
      },
    },
  };
}

function templateBody(vocab: Vocabulary, kind: string): Schema {
  const card = kindSchema(vocab, kind, { editor: true });
  const properties: Record<string, Schema> = {};
  for (const [name, field] of Object.entries(card.properties as Record<string, Schema>)) {
    if (name !== "id") properties[name] = name === "kind" ? field : placeholderAllowed(field);
  }
  return { ...card, properties, required: (card.required as string[]).filter((r) => r !== "id" && r !== "name") };
}

/** A value, or text holding a placeholder in its place (items and fields of lists and mappings too). */
function placeholderAllowed(s: Schema): Schema {
  if (s.type === "array") return { ...s, items: placeholderAllowed(s.items as Schema) };
  if (s.type === "object") {
    const properties = Object.fromEntries(Object.entries((s.properties ?? {}) as Record<string, Schema>).map(([k, v]) => [k, placeholderAllowed(v)]));
    return { ...s, properties };
  }
  if (s.type === "string" && s.pattern === undefined && s.anyOf === undefined) return s;
  return { anyOf: [s, { type: "string", pattern: PLACEHOLDER_PATTERN }] };
}
