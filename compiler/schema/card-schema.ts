/**
 * Derives JSON Schema (draft-07) for a game's card files from its vocabulary: one schema per
 * card kind for checking, and one combined schema for editors' YAML language servers.
 * `x-expect` phrases feed the designer-facing wording of schema errors.
 */
import { COMMON_FIELDS, mapKeyNames, type FieldSpec, type FieldType, type Vocabulary } from "../vocab/vocabulary.ts";

export const ID_PATTERN = "^[a-z0-9]+(-[a-z0-9]+)*$";
import { withArticle } from "../diagnostics/words.ts";
import { traitItemSchema } from "./trait-schema.ts";

type Schema = Record<string, unknown>;

/**
 * `editor`: the schema editors use. It is stricter than the checker's, whose semantic checks say
 * more with a better position (CS4002 for an unknown trait): traits come from the vocabulary and
 * a `complete` map needs every key.
 */
export interface SchemaOptions {
  editor?: boolean;
}

function rangeText(min?: number, max?: number): string {
  if (min !== undefined && max !== undefined) return ` ${min}-${max}`;
  if (min !== undefined) return ` of at least ${min}`;
  if (max !== undefined) return ` of at most ${max}`;
  return "";
}

/** Phrase used in messages: "a number 0-6", "a list of numbers 0-6". */
export function expectPhrase(vocab: Vocabulary, ft: FieldType, plural = false): string {
  const s = plural ? "s" : "";
  const a = plural ? "" : "a ";
  switch (ft.type) {
    case "string":
      return `${a}text${s}`;
    case "int":
      return `${a}whole number${s}${rangeText(ft.min, ft.max)}`;
    case "bool":
      return plural ? "true or false values" : "true or false";
    case "enum":
      return `one of ${ft.values.join(", ")}`;
    case "list":
      return `a list of ${expectPhrase(vocab, ft.of, true)}`;
    case "ref":
      return `${a}${ft.to.join(" or ")} id${s}`;
    case "traits":
      return "a list of traits";
    case "effect":
      return plural ? "effect texts" : "an effect text";
    case "condition":
      return `${a}condition${s} such as \`strength >= 3\``;
    case "icon":
      return `${plural ? "icons" : "an icon"} (${vocab.icons.join(", ")})`;
    case "map":
      return `a mapping of ${Array.isArray(ft.keys) ? ft.keys.join("/") : ft.keys} to ${expectPhrase(vocab, ft.values, true)}`;
  }
}

export function fieldSchema(vocab: Vocabulary, ft: FieldType, opts: SchemaOptions = {}): Schema {
  const base: Schema = { "x-expect": expectPhrase(vocab, ft) };
  const description = (ft as FieldSpec).description;
  if (description) base.description = description;
  switch (ft.type) {
    case "string":
    case "effect":
    case "condition":
      return { ...base, type: "string" };
    case "int":
      return { ...base, type: "integer", ...(ft.min !== undefined && { minimum: ft.min }), ...(ft.max !== undefined && { maximum: ft.max }) };
    case "bool":
      return { ...base, type: "boolean" };
    case "enum":
      return { ...base, enum: ft.values };
    case "icon":
      return { ...base, enum: vocab.icons };
    case "ref":
      return { ...base, type: "string", pattern: ID_PATTERN };
    case "traits":
      return { ...base, type: "array", items: opts.editor ? traitItemSchema(vocab) : { type: "string", "x-expect": "a trait name" } };
    case "list":
      return {
        ...base,
        type: "array",
        items: fieldSchema(vocab, ft.of, opts),
        ...(ft.min !== undefined && { minItems: ft.min }),
        ...(ft.max !== undefined && { maxItems: ft.max }),
        ...(ft.unique && { uniqueItems: true }),
      };
    case "map": {
      const value = fieldSchema(vocab, ft.values, opts);
      const keys = mapKeyNames(vocab, ft.keys);
      const properties = Object.fromEntries(keys.map((k) => [k, value]));
      return { ...base, type: "object", properties, additionalProperties: false, ...(opts.editor && ft.complete && { required: keys }) };
    }
  }
}

export function kindSchema(vocab: Vocabulary, kind: string, opts: SchemaOptions = {}): Schema {
  const fields: Record<string, FieldSpec> = { ...COMMON_FIELDS, ...vocab.kinds[kind].fields };
  const properties: Record<string, Schema> = {};
  for (const [name, spec] of Object.entries(fields)) properties[name] = fieldSchema(vocab, spec, opts);
  properties.id = { ...properties.id, pattern: ID_PATTERN, "x-expect": "a lowercase kebab-case id such as `sword-strike`" };
  properties.kind = { const: kind, "x-expect": `\`${kind}\`` };
  return {
    type: "object",
    "x-expect": `${withArticle(kind)} card`,
    properties,
    required: Object.entries(fields).filter(([, s]) => s.required).map(([n]) => n),
    additionalProperties: false,
  };
}
