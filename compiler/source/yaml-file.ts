/**
 * Loads a YAML file into documents that keep their source positions. Hostile input (huge files,
 * alias bombs, deep nesting, bad encodings) becomes a diagnostic, never a crash.
 */
import { isMap, isPair, isScalar, isSeq, parseAllDocuments, type Document, type Node, type Pair } from "yaml";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { SourceFile } from "./source-file.ts";

export const MAX_FILE_BYTES = 2 * 1024 * 1024;
const MAX_ALIASES = 50;
const MAX_DEPTH = 64;

export interface YamlDocument {
  doc: Document.Parsed;
  /** The document as plain data. */
  value: unknown;
}

export interface YamlFile {
  source: SourceFile;
  documents: YamlDocument[];
}

// logLevel "error": the library would print its own warnings (a collection used as a key) past our diagnostics.
const parseDocuments = (text: string) => parseAllDocuments(text, { uniqueKeys: true, prettyErrors: false, strict: true, logLevel: "error" }) as Document.Parsed[];

const reparsed = new WeakMap<SourceFile, Document.Parsed[]>();

/**
 * The document starting at `offset` of a file parseYamlFile read without problems, parsed again
 * (once per file). The checker drops each card's syntax tree after its first look and asks for
 * it again only to place a diagnostic: holding every tree of a large game at once raised a cold
 * check's peak memory by a fifth (test/bench/PROFILE.md).
 */
export function documentAt(source: SourceFile, offset: number): Document.Parsed {
  let docs = reparsed.get(source);
  if (!docs) reparsed.set(source, (docs = parseDocuments(source.text)));
  const doc = docs.find((d) => d.range[0] === offset);
  if (!doc) throw new Error(`no YAML document at offset ${offset} of ${source.path}`);
  return doc;
}

/** Decodes file bytes as UTF-8; returns undefined for invalid UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } catch {
    return undefined;
  }
}

export function parseYamlFile(path: string, text: string, diagnostics: Diagnostic[]): YamlFile {
  const source = new SourceFile(path, text);
  const documents: YamlDocument[] = [];
  const bytes = Buffer.byteLength(text, "utf8");
  if (bytes > MAX_FILE_BYTES) {
    diagnostics.push({
      code: "CS1003",
      severity: "error",
      message: `file is too large (${bytes} bytes; the limit is ${MAX_FILE_BYTES})`,
      span: source.span(0),
      help: "split the cards into several files",
    });
    return { source, documents };
  }
  const flowDepth = maxFlowDepth(text);
  if (flowDepth > MAX_DEPTH) {
    diagnostics.push(tooDeep(source, flowDepth));
    return { source, documents };
  }
  let parsed: Document.Parsed[];
  try {
    // An empty file yields an (empty) EmptyStream, which is an array as well.
    parsed = parseDocuments(text);
  } catch (err) {
    // The yaml library recurses per nesting level; absurd nesting exhausts the stack.
    if (err instanceof RangeError) {
      diagnostics.push(tooDeep(source, undefined));
      return { source, documents };
    }
    throw err;
  }
  for (const doc of parsed) {
    if (doc.errors.length) {
      for (const e of doc.errors) {
        if (e.code === "DUPLICATE_KEY") diagnostics.push(duplicateKey(source, doc, e.pos[0]));
        else diagnostics.push({ code: "CS1001", severity: "error", message: yamlMessage(e.message), span: source.span(e.pos[0], e.pos[1]) });
      }
      continue;
    }
    if (isEmptyDocument(doc)) continue; // an empty document (e.g. a trailing `---`)
    const depth = nodeDepth(doc.contents as Node, 0);
    if (depth > MAX_DEPTH) {
      diagnostics.push(tooDeep(source, depth, doc.range[0]));
      continue;
    }
    try {
      documents.push({ doc, value: doc.toJS({ maxAliasCount: MAX_ALIASES }) });
    } catch (err) {
      diagnostics.push({
        code: "CS1003",
        severity: "error",
        message: `the document expands too many aliases (${(err as Error).message})`,
        span: source.span(doc.range[0]),
        help: "anchors and aliases (&x, *x) are limited to keep checking fast and safe",
      });
    }
  }
  return { source, documents };
}

/** No content at all: `---` at the end of a file yields an empty scalar, not null. */
function isEmptyDocument(doc: Document.Parsed): boolean {
  const c = doc.contents;
  if (c === null) return true;
  return isScalar(c) && c.value === null && c.source === "" && !c.tag && !c.anchor;
}

function tooDeep(source: SourceFile, depth: number | undefined, at = 0): Diagnostic {
  return {
    code: "CS1003",
    severity: "error",
    message: `the document is nested ${depth === undefined ? "too many" : depth} levels deep; cards never need more than ${MAX_DEPTH}`,
    span: source.span(at),
  };
}

/** Deepest `[`/`{` nesting, ignoring quoted text and comments: a cheap guard before parsing. */
function maxFlowDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = null;
      else if (c === "\\" && quote === '"') i++;
      else if (c === "\n") quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === "#") {
      const nl = text.indexOf("\n", i);
      i = nl < 0 ? text.length : nl;
    } else if (c === "[" || c === "{") max = Math.max(max, ++depth);
    else if (c === "]" || c === "}") depth = Math.max(0, depth - 1);
  }
  return max;
}

/** The duplicate key, with a note at its first occurrence in the same mapping. */
function duplicateKey(source: SourceFile, doc: Document.Parsed, at: number): Diagnostic {
  const found = findDuplicate(doc.contents as Node | null, at);
  const d: Diagnostic = { code: "CS1005", severity: "error", message: "this key appears twice in the same mapping", span: source.span(at, at + 1), label: "duplicate key" };
  if (!found) return d;
  const [s, e] = nodeRange(found.second);
  d.message = `the key \`${String((found.second as { value?: unknown }).value)}\` appears twice in the same mapping`;
  d.span = source.span(s, e);
  const [fs, fe] = nodeRange(found.first);
  d.related = [{ span: source.span(fs, fe), message: "first used here" }];
  d.help = "remove one of them, or merge their values";
  return d;
}

function findDuplicate(node: Node | null, at: number): { first: Node; second: Node } | undefined {
  if (isMap(node)) {
    const items = node.items as Pair[];
    const hit = items.find((p) => isScalar(p.key) && p.key.range?.[0] === at);
    if (hit) {
      const first = items.find((p) => p !== hit && isScalar(p.key) && (p.key as { value: unknown }).value === (hit.key as { value: unknown }).value);
      if (first) return { first: first.key as Node, second: hit.key as Node };
    }
    for (const p of items) {
      const r = findDuplicate(p.value as Node | null, at);
      if (r) return r;
    }
  } else if (isSeq(node)) {
    for (const item of node.items) {
      const r = findDuplicate(item as Node | null, at);
      if (r) return r;
    }
  }
  return undefined;
}

function yamlMessage(raw: string): string {
  // The yaml library appends " at line X, column Y" and a code frame; we print our own.
  return raw.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");
}

/** Nesting depth of a node, counted up to a bound far past the limit (so messages stay true). */
function nodeDepth(node: Node | null, depth: number): number {
  if (depth > 1000) return depth;
  if (isMap(node) || isSeq(node)) {
    let max = depth + 1;
    for (const item of node.items as unknown[]) {
      const child = isPair(item) ? (item.value as Node | null) : (item as Node);
      max = Math.max(max, nodeDepth(child, depth + 1));
      if (max > 1000) break;
    }
    return max;
  }
  return depth;
}

/** The node at a path of keys/indices, or the deepest node that exists on the way. */
export function nodeAtPath(doc: Document.Parsed, path: Array<string | number>): { node: Node; exact: boolean } {
  let node = doc.contents as Node;
  for (const key of path) {
    let next: Node | undefined;
    if (isMap(node)) next = (node.items as Pair[]).find((p) => isScalar(p.key) && String(p.key.value) === String(key))?.value as Node | undefined;
    else if (isSeq(node)) next = node.items[Number(key)] as Node | undefined;
    if (!next) return { node, exact: false };
    node = next;
  }
  return { node, exact: true };
}

/** The key node of `key` in a mapping, for diagnostics about the key itself. */
export function keyNode(map: Node, key: string): Node | undefined {
  if (!isMap(map)) return undefined;
  return (map.items as Pair[]).find((p) => isScalar(p.key) && String(p.key.value) === key)?.key as Node | undefined;
}

/** Source range of a node, trimmed to the value (no trailing comments or blank lines). */
export function nodeRange(node: Node): [number, number] {
  const r = node.range ?? [0, 0, 0];
  return [r[0], r[1]];
}
