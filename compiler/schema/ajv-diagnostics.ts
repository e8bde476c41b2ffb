/**
 * Turns ajv's errors into designer-facing diagnostics at the exact YAML node. Raw ajv messages
 * never reach the user: each keyword gets its own wording, built from the schema's `x-expect`
 * phrases ("a list of numbers 0-6") and the offending value.
 */
import AjvModule, { type ErrorObject, type ValidateFunction } from "ajv";
import type { Node } from "yaml";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { CardLocator } from "../source/card-locator.ts";
import type { SourceFile } from "../source/source-file.ts";
import { keyNode, nodeRange } from "../source/yaml-file.ts";
import { didYouMean } from "../check/suggest.ts";
import { withArticle } from "../diagnostics/words.ts";
import { compileCached } from "./schema-cache.ts";

const Ajv = AjvModule.default ?? AjvModule;
// `code.source` keeps each validator's code, so schema-cache.ts can save it.
export const ajv = new Ajv({ allErrors: true, verbose: true, strict: false, code: { source: true } });
// The checker's wording phrase: an annotation, declared so that it is a known keyword, not a typo.
ajv.addKeyword({ keyword: "x-expect", schemaType: "string" });

export type Validator = ValidateFunction;

export function compileSchema(schema: object): Validator {
  return compileCached(ajv, schema);
}

interface SchemaNode {
  "x-expect"?: string;
  properties?: Record<string, SchemaNode>;
}

/** `at` finds the validated value's nodes: a document's, or a template's for an expanded card. */
export function ajvDiagnostics(errors: ErrorObject[], at: Pick<CardLocator, "source" | "nodeAt">, rootSchema: SchemaNode): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const err of errors) {
    if (err.keyword === "if") continue; // the failing `then` branch reports the real problem
    const path = err.instancePath.split("/").slice(1).map(unescapePointer);
    const key = `${err.instancePath}|${err.keyword}|${JSON.stringify(err.params)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const d = describe(err, path, at, rootSchema);
    if (d) out.push(d);
  }
  // One node can fail several keywords at once (type and pattern); keep the first per node.
  const byNode = new Map<string, Diagnostic>();
  for (const d of out) {
    const k = `${d.span?.start.offset}-${d.span?.end.offset}-${d.code}`;
    if (!byNode.has(k)) byNode.set(k, d);
  }
  return [...byNode.values()];
}

function unescapePointer(s: string): string {
  return s.replace(/~1/g, "/").replace(/~0/g, "~");
}

function spanOf(source: SourceFile, node: Node) {
  const [s, e] = nodeRange(node);
  return source.span(s, e);
}

function fieldName(path: string[]): string {
  return path.filter((p) => !/^\d+$/.test(p)).join(".") || "the card";
}

function describeValue(v: unknown): string {
  if (v === null || v === undefined) return "nothing";
  if (typeof v === "string") return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (Array.isArray(v)) return "a list";
  return "a mapping";
}

/** The phrase for what the top-level field expects: "`initiative` must be a list of numbers 0-6". */
function fieldExpectation(path: string[], root: SchemaNode, err: ErrorObject): string {
  const top = path.length ? root.properties?.[path[0]] : undefined;
  const own = (err.parentSchema as SchemaNode | undefined)?.["x-expect"];
  if (path.length <= 1 || (top && /list/.test(top["x-expect"] ?? ""))) return top?.["x-expect"] ?? own ?? "something else";
  return own ?? top?.["x-expect"] ?? "something else";
}

function describe(err: ErrorObject, path: string[], at: Pick<CardLocator, "source" | "nodeAt">, root: SchemaNode): Diagnostic | undefined {
  const { source } = at;
  const { node } = at.nodeAt(path);
  const span = spanOf(source, node);
  const field = fieldName(path);
  switch (err.keyword) {
    case "required": {
      const missing = (err.params as { missingProperty: string }).missingProperty;
      const kind = (err.data as { kind?: unknown } | null)?.kind;
      const where = path.length === 0 && typeof kind === "string" ? `${withArticle(kind)} card` : `\`${field}\``;
      const anchor = path.length === 0 ? (keyNode(node, "kind") ?? keyNode(node, "id") ?? node) : node;
      return {
        code: "CS2001",
        severity: "error",
        message: `${where} needs the field \`${missing}\``,
        span: spanOf(source, anchor),
        label: `\`${missing}\` is missing`,
      };
    }
    case "additionalProperties": {
      const extra = (err.params as { additionalProperty: string }).additionalProperty;
      const known = Object.keys((err.parentSchema as SchemaNode).properties ?? {});
      const k = keyNode(node, extra) ?? node;
      return {
        code: "CS2003",
        severity: "error",
        message: path.length ? `\`${field}\` has no field \`${extra}\`` : `unknown field \`${extra}\``,
        span: spanOf(source, k),
        label: "unknown field",
        help: didYouMean(extra, known) ?? (known.length ? `known fields: ${known.join(", ")}` : undefined),
      };
    }
    case "type":
    case "minimum":
    case "maximum":
    case "pattern":
    case "minLength":
    case "maxLength":
    case "enum":
    case "const": {
      const code =
        err.keyword === "minimum" || err.keyword === "maximum"
          ? "CS2004"
          : err.keyword === "enum" || err.keyword === "const"
            ? "CS2005"
            : err.keyword === "pattern" && path.length === 1 && path[0] === "id"
              ? "CS2008"
              : "CS2002";
      const allowed = err.keyword === "enum" ? ((err.params as { allowedValues: unknown[] }).allowedValues ?? []).map(String) : [];
      return {
        code,
        severity: "error",
        message: `\`${field}\` must be ${fieldExpectation(path, root, err)}, got ${describeValue(err.data)}`,
        span,
        help: typeof err.data === "string" && allowed.length ? didYouMean(err.data, allowed) : undefined,
      };
    }
    case "minItems":
    case "maxItems":
    case "uniqueItems": {
      const limit = (err.params as { limit?: number }).limit;
      const what =
        err.keyword === "uniqueItems"
          ? "must not list the same value twice"
          : err.keyword === "minItems"
            ? `needs at least ${limit} item${limit === 1 ? "" : "s"}`
            : `allows at most ${limit} item${limit === 1 ? "" : "s"}`;
      return { code: "CS2006", severity: "error", message: `\`${field}\` ${what}`, span };
    }
    case "propertyNames":
      return undefined; // reported through the nested error on the name itself
    default:
      return {
        code: "CS2002",
        severity: "error",
        message: `\`${field}\` must be ${fieldExpectation(path, root, err)}`,
        span,
      };
  }
}
