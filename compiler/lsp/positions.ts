/** Between the compiler's positions (1-based lines and UTF-16 columns, offsets) and the protocol's (0-based). */
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Location, Range } from "vscode-languageserver";
import type { SourceSpan } from "../diagnostics/diagnostic.ts";

/** The absolute path of a `file:` URI, or undefined for any other scheme (an unsaved `untitled:` buffer). */
export function uriToPath(uri: string): string | undefined {
  if (!uri.startsWith("file:")) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}

export function pathToUri(path: string): string {
  return pathToFileURL(path).href;
}

/** A span's range: the compiler's columns count UTF-16 units from 1, the protocol's from 0. */
export function spanRange(span: SourceSpan): Range {
  return {
    start: { line: span.start.line - 1, character: span.start.col - 1 },
    end: { line: span.end.line - 1, character: span.end.col - 1 },
  };
}

/** A span's location; its file is an absolute path (the language server checks with absolute display paths). */
export function spanLocation(span: SourceSpan): Location {
  return { uri: pathToUri(span.file), range: spanRange(span) };
}
