/**
 * Maps offsets inside a YAML scalar's *value* back to offsets in the file. Effects live in
 * block scalars (`|`, `>`), where YAML strips indentation, folds lines and drops `\r`; an
 * effect-language error at value offset 12 must still point at the right file:line:col.
 */
import type { Scalar } from "yaml";

export type OffsetMap = (valueOffset: number) => number;

export function scalarOffsetMap(src: string, node: Scalar): OffsetMap {
  const value = String(node.value ?? "");
  const [start, valueEnd] = node.range ?? [0, 0];
  const type = node.type ?? "PLAIN";
  const isBlock = type === "BLOCK_LITERAL" || type === "BLOCK_FOLDED";
  let j = start;
  let indent = 0;
  if (isBlock) {
    // Skip the header line (`|-`, `>2` ...) and find the content indentation.
    const headerEnd = src.indexOf("\n", start);
    j = headerEnd < 0 ? valueEnd : headerEnd + 1;
    // An explicit indentation indicator (`|2`) counts from the indentation of the key's line.
    const explicit = /^[|>][+-]?([1-9])/.exec(src.slice(start, start + 3));
    if (explicit) {
      const lineStart = src.lastIndexOf("\n", start - 1) + 1;
      let base = 0;
      while (src[lineStart + base] === " ") base++;
      indent = base + Number(explicit[1]);
    } else indent = blockIndent(src, j, valueEnd);
  } else if (type === "QUOTE_DOUBLE" || type === "QUOTE_SINGLE") {
    j = start + 1;
  }
  const map = new Array<number>(value.length + 1);
  const skipIndentation = () => {
    let n = 0;
    while (j < valueEnd && (src[j] === " " || (!isBlock && src[j] === "\t")) && (!isBlock || n < indent)) {
      j++;
      n++;
    }
  };
  if (isBlock) skipIndentation();
  let i = 0;
  while (i < value.length && j < valueEnd) {
    const c = value[i];
    const s = src[j];
    if (s === "\r") {
      j++;
      continue;
    }
    if (s === "\n") {
      // A line break in the source: either kept (`\n`), folded to a space, or dropped.
      if (c === "\n" || c === " ") map[i++] = j;
      j++;
      skipIndentation();
      continue;
    }
    if (c === s && !(type === "QUOTE_SINGLE" && s === "'")) {
      map[i++] = j++;
      continue;
    }
    if (type === "QUOTE_DOUBLE" && s === "\\") {
      map[i++] = j;
      j += escapeLength(src, j);
      continue;
    }
    if (type === "QUOTE_SINGLE" && s === "'" && src[j + 1] === "'") {
      map[i++] = j;
      j += 2;
      continue;
    }
    j++;
  }
  for (; i <= value.length; i++) map[i] = Math.min(j, valueEnd);
  return (offset) => map[Math.max(0, Math.min(offset, value.length))];
}

function blockIndent(src: string, from: number, end: number): number {
  let j = from;
  while (j < end) {
    let n = 0;
    while (src[j + n] === " ") n++;
    const next = src[j + n];
    if (next !== "\n" && next !== "\r") return n;
    j += n + 1;
  }
  return 0;
}

function escapeLength(src: string, at: number): number {
  switch (src[at + 1]) {
    case "x":
      return 4;
    case "u":
      return 6;
    case "U":
      return 10;
    default:
      return 2;
  }
}
