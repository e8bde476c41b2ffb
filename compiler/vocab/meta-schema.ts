/**
 * JSON Schema (draft-07) for `game.yaml` itself: a vocabulary is user input too, and a typo in
 * it deserves the same file:line:col diagnostic as a typo in a card.
 */
const name = { type: "string", pattern: "^[A-Za-z][A-Za-z0-9_]*(-[A-Za-z][A-Za-z0-9_]*)*$", "x-expect": "a name (letters, digits, hyphens)" };
const description = { type: "string", "x-expect": "a text" };
const described = { type: "object", properties: { description }, additionalProperties: false, "x-expect": "a mapping" };
const bounds = {
  type: "object",
  properties: { min: { type: "integer" }, max: { type: "integer" }, description },
  additionalProperties: false,
  "x-expect": "a mapping with optional min, max and description",
};
const namedMap = (value: object) => ({ type: "object", propertyNames: name, additionalProperties: value, "x-expect": "a mapping of names" });
const nameList = { type: "array", items: name, uniqueItems: true, "x-expect": "a list of names" };

const fieldType: Record<string, unknown> = {
  type: "object",
  "x-expect": "a field type such as { type: int, min: 0 }",
  required: ["type"],
  properties: {
    type: {
      enum: ["string", "int", "bool", "enum", "list", "ref", "traits", "effect", "condition", "icon", "map"],
      "x-expect": "one of string, int, bool, enum, list, ref, traits, effect, condition, icon, map",
    },
    min: { type: "integer" },
    max: { type: "integer" },
    values: { $ref: "#/definitions/fieldTypeOrValues" },
    of: { $ref: "#/definitions/fieldType" },
    unique: { type: "boolean" },
    to: nameList,
    keys: { anyOf: [{ enum: ["stats", "resources", "counters", "icons"] }, nameList], "x-expect": "stats, resources, counters, icons or a list of names" },
    complete: { type: "boolean" },
    required: { type: "boolean" },
    description,
  },
  additionalProperties: false,
};

export const VOCABULARY_SCHEMA = {
  $schema: "http://json-schema.org/draft-07/schema#",
  definitions: {
    fieldType,
    fieldTypeOrValues: { anyOf: [{ $ref: "#/definitions/fieldType" }, { type: "array", items: { type: "string" } }], "x-expect": "a field type or a list of values" },
  },
  type: "object",
  "x-expect": "a game vocabulary mapping",
  required: ["game", "title", "kinds"],
  additionalProperties: false,
  properties: {
    game: { type: "string", pattern: "^[a-z][a-z0-9]*(-[a-z0-9]+)*$", "x-expect": "a lowercase kebab-case id" },
    title: description,
    players: {
      type: "object",
      required: ["min", "max"],
      properties: { min: { type: "integer", minimum: 1 }, max: { type: "integer", minimum: 1 } },
      additionalProperties: false,
      "x-expect": "{ min, max }",
    },
    types: namedMap({ type: "object", properties: { is: name, description }, additionalProperties: false, "x-expect": "a mapping with optional is" }),
    stats: namedMap(described),
    resources: namedMap(bounds),
    counters: namedMap(bounds),
    zones: namedMap(described),
    periods: nameList,
    phases: nameList,
    steps: namedMap({
      type: "object",
      required: ["phase"],
      properties: { phase: name, numbers: { type: "array", items: { type: "integer" } }, description },
      additionalProperties: false,
      "x-expect": "{ phase, numbers }",
    }),
    icons: nameList,
    traits: namedMap({
      type: "object",
      properties: { param: { enum: ["number", "roman", "multiplier", "name", "numbers"], "x-expect": "number, roman, multiplier, name or numbers" }, description },
      additionalProperties: false,
      "x-expect": "a mapping with optional param and description",
    }),
    nouns: namedMap({ type: "object", required: ["type"], properties: { type: name, many: { type: "boolean" }, description }, additionalProperties: false, "x-expect": "{ type, many }" }),
    facts: namedMap(described),
    events: namedMap({
      type: "object",
      properties: { respondable: { type: "boolean" }, args: namedMap(name), payload: namedMap(name), kinds: nameList, description },
      additionalProperties: false,
      "x-expect": "an event declaration",
    }),
    verbs: namedMap({
      type: "object",
      required: ["params"],
      properties: {
        description,
        kinds: nameList,
        params: namedMap({
          type: "object",
          required: ["type"],
          properties: {
            type: name,
            positional: { type: "boolean" },
            required: { type: "boolean" },
            unit: name,
            units: nameList,
            values: nameList,
            description,
          },
          additionalProperties: false,
          "x-expect": "a parameter declaration { type, positional, required, unit(s) }",
        }),
      },
      additionalProperties: false,
      "x-expect": "a verb declaration { params }",
    }),
    kinds: namedMap({
      type: "object",
      required: ["fields"],
      properties: { description, fields: namedMap({ $ref: "#/definitions/fieldType" }) },
      additionalProperties: false,
      "x-expect": "a kind declaration { fields }",
    }),
  },
} as const;
