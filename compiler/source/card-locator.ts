/**
 * Where a card's fields are in its file. A card written out is one YAML document; a card expanded
 * from a template has its fields in the template and its `id` in the variant, so every check asks
 * a locator instead of walking the document itself.
 */
import { isScalar, type Document, type Node } from "yaml";
import type { SourceSpan } from "../diagnostics/diagnostic.ts";
import { scalarOffsetMap } from "./scalar-offsets.ts";
import type { SourceFile } from "./source-file.ts";
import { documentAt, nodeAtPath, nodeRange } from "./yaml-file.ts";

export type FieldPath = ReadonlyArray<string | number>;

export interface CardLocator {
  readonly source: SourceFile;
  /** The node of a field path of the card, or the deepest node that exists on the way. */
  nodeAt(path: FieldPath): { node: Node; exact: boolean };
  /** The span of the node at `path`; with offsets, of [start, end) inside the string value there. */
  spanAt(path: FieldPath, start?: number, end?: number): SourceSpan;
}

/** A card that is a whole YAML document. */
export function documentLocator(doc: Document.Parsed, source: SourceFile, prefix: FieldPath = []): CardLocator {
  return {
    source,
    nodeAt: (path) => nodeAtPath(doc, [...prefix, ...path]),
    spanAt(path, start, end) {
      const { node } = nodeAtPath(doc, [...prefix, ...path]);
      return start !== undefined && isScalar(node) ? valueSpan(source, node, start, end ?? start) : nodeSpan(source, node);
    },
  };
}

/**
 * A locator for a card that is a whole document, holding only where the document starts: the
 * syntax tree is parsed again, from the file's text, if a diagnostic needs a position.
 */
export function lazyDocumentLocator(doc: Document.Parsed, source: SourceFile): CardLocator {
  const offset = doc.range[0];
  let eager: CardLocator | undefined;
  const locate = () => (eager ??= documentLocator(documentAt(source, offset), source));
  return {
    source,
    nodeAt: (path) => locate().nodeAt(path),
    spanAt: (path, start, end) => locate().spanAt(path, start, end),
  };
}

export function nodeSpan(source: SourceFile, node: Node): SourceSpan {
  const [s, e] = nodeRange(node);
  return source.span(s, e);
}

/** The span of value offsets [start, end) of a scalar, through block and quote layout. */
export function valueSpan(source: SourceFile, node: Node, start: number, end: number): SourceSpan {
  if (!isScalar(node)) return nodeSpan(source, node);
  const map = scalarOffsetMap(source.text, node);
  return source.span(map(start), map(end));
}
