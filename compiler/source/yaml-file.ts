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
  if (text.length > MAX_FILE_BYTES) {
    diagnostics.push({
      code: "CS1003",
      severity: "error",
      message: `file is too large (${text.length} characters; the limit is ${MAX_FILE_BYTES})`,
      span: source.span(0),
      help: "split the cards into several files",
    });
    return { source, documents };
  }
  for (const doc of parseAllDocuments(text, { uniqueKeys: true, prettyErrors: false, strict: true })) {
    if (doc.errors.length) {
      for (const e of doc.errors) {
        const duplicate = e.code === "DUPLICATE_KEY";
        diagnostics.push({
          code: duplicate ? "CS1005" : "CS1001",
          severity: "error",
          message: duplicate ? "this key appears twice in the same mapping" : yamlMessage(e.message),
          span: source.span(e.pos[0], e.pos[1]),
          label: duplicate ? "duplicate key" : undefined,
        });
      }
      continue;
    }
    if (doc.contents === null) continue; // an empty document (e.g. a trailing `---`)
    const depth = nodeDepth(doc.contents as Node, 0);
    if (depth > MAX_DEPTH) {
      diagnostics.push({
        code: "CS1003",
        severity: "error",
        message: `the document is nested ${depth} levels deep; cards never need more than ${MAX_DEPTH}`,
        span: source.span(doc.range[0]),
      });
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

function yamlMessage(raw: string): string {
  // The yaml library appends " at line X, column Y" and a code frame; we print our own.
  return raw.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");
}

function nodeDepth(node: Node | null, depth: number): number {
  if (depth > MAX_DEPTH) return depth;
  if (isMap(node) || isSeq(node)) {
    let max = depth + 1;
    for (const item of node.items as unknown[]) {
      const child = isPair(item) ? (item.value as Node | null) : (item as Node);
      max = Math.max(max, nodeDepth(child, depth + 1));
      if (max > MAX_DEPTH) break;
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
