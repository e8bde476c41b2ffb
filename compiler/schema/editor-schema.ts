/**
 * Turns a checker schema into one for editors and other tools: only standard draft-07 keywords,
 * so strict ajv (and any validator) compiles it. The checker's own `x-expect` phrase ("a whole
 * number 0-6") becomes the `description` an editor shows on hover, where there is none.
 */
type Schema = Record<string, unknown>;

/** Keywords whose value maps names to subschemas. */
const SCHEMA_MAPS = new Set(["properties", "patternProperties", "definitions", "$defs", "dependencies"]);
/** Keywords whose value is a subschema (or, for `items`, a list of them). */
const SUBSCHEMAS = new Set(["items", "additionalItems", "additionalProperties", "contains", "propertyNames", "not", "if", "then", "else"]);
const SCHEMA_LISTS = new Set(["allOf", "anyOf", "oneOf"]);

export function forEditors(schema: Schema): Schema {
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === "x-expect") continue;
    if (SCHEMA_MAPS.has(key) && isObject(value)) out[key] = mapValues(value, (v) => (isObject(v) ? forEditors(v) : v));
    else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) out[key] = value.map((v) => (isObject(v) ? forEditors(v) : v));
    else if (SUBSCHEMAS.has(key) && Array.isArray(value)) out[key] = value.map((v) => (isObject(v) ? forEditors(v) : v));
    else if (SUBSCHEMAS.has(key) && isObject(value)) out[key] = forEditors(value);
    else out[key] = value;
  }
  if (typeof schema["x-expect"] === "string" && out.description === undefined) out.description = schema["x-expect"];
  return out;
}

function isObject(v: unknown): v is Schema {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function mapValues(o: Schema, f: (v: unknown) => unknown): Schema {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)]));
}
