/**
 * Where the cursor is in a card file, read from the lines' indentation rather than a YAML parse:
 * while a designer types, the document is often not valid YAML (`flip` with no colon yet), and
 * completion must still know it is at a key of the card. Block-style YAML only, as cards are
 * written; a flow list on the cursor's line (`traits: [Attack, Se`) is understood too.
 */

export interface YamlContext {
  /** Keys from the document's top to the cursor; `-` for a list item. */
  path: string[];
  /**
   * `key`: where a key of the mapping at `path` is written; `value`: after `key:` on the key's
   * line (the key ends `path`); `item`: an item of the list at `path`; `block`: inside the block
   * scalar (`|`, `>`) of the key ending `path`.
   */
  at: "key" | "value" | "item" | "block";
  /** The name being typed, up to the cursor, and where it starts. */
  prefix: string;
  prefixStart: number;
  /** The cursor's line up to the cursor: from the value's start for `value` and `item`, whole for `block`. */
  before: string;
  /** Offsets of the current YAML document (between `---` lines). */
  docStart: number;
  docEnd: number;
}

const NAME_CHAR = /[A-Za-z0-9_-]/;
const KEY_LINE = /^(\s*)(?:(-)(\s+))?([^\s#'"{[\-][^:#]*?|"[^"]*"|'[^']*')\s*:(?:\s+(.*))?$/;

interface Line {
  start: number;
  text: string;
}

function linesOf(text: string): Line[] {
  const out: Line[] = [];
  let start = 0;
  for (const m of text.matchAll(/\r\n|\n|\r/g)) {
    out.push({ start, text: text.slice(start, m.index) });
    start = m.index! + m[0].length;
  }
  out.push({ start, text: text.slice(start) });
  return out;
}

function indentOf(s: string): number {
  return s.length - s.trimStart().length;
}

/** The identifier-like word around `offset` (a card id, verb, trait: `[A-Za-z0-9_-]`). */
export function wordAt(text: string, offset: number): { word: string; start: number; end: number } | undefined {
  let start = offset;
  let end = offset;
  while (start > 0 && NAME_CHAR.test(text[start - 1])) start--;
  while (end < text.length && NAME_CHAR.test(text[end])) end++;
  // A hyphen joins two words (`attack-many`) but does not end one.
  while (end > start && text[end - 1] === "-") end--;
  while (start < end && text[start] === "-") start++;
  return end > start ? { word: text.slice(start, end), start, end } : undefined;
}

export function contextAt(text: string, offset: number): YamlContext {
  const lines = linesOf(text);
  let li = lines.length - 1;
  while (li > 0 && lines[li].start > offset) li--;
  const isSeparator = (i: number) => /^---(\s|$)/.test(lines[i].text);
  let docFirst = li;
  while (docFirst > 0 && !isSeparator(docFirst)) docFirst--;
  if (isSeparator(docFirst) && docFirst < li) docFirst++;
  let docLast = li;
  while (docLast + 1 < lines.length && !isSeparator(docLast + 1)) docLast++;
  const docStart = lines[docFirst].start;
  const docEnd = lines[docLast].start + lines[docLast].text.length;

  const line = lines[li];
  const col = offset - line.start;
  const before = line.text.slice(0, col);
  let prefixStart = col;
  while (prefixStart > 0 && NAME_CHAR.test(before[prefixStart - 1])) prefixStart--;
  const base = { prefix: before.slice(prefixStart), prefixStart: line.start + prefixStart, docStart, docEnd };
  const meaningful = (i: number) => lines[i].text.trim() !== "" && !lines[i].text.trimStart().startsWith("#");

  /** The keys of the mappings and lists that hold a line indented `indent`, from the lines above `from`. */
  const ancestors = (from: number, indent: number): string[] => {
    const path: string[] = [];
    for (let i = from; i >= docFirst && indent > 0; i--) {
      if (!meaningful(i)) continue;
      const t = lines[i].text;
      const ind = indentOf(t);
      if (ind >= indent) continue; // a sibling, or deeper
      const dash = /^(\s*)-(\s+|$)(.*)$/.exec(t);
      if (dash) {
        const key = KEY_LINE.exec(" ".repeat(ind + 1 + dash[2].length) + dash[3]);
        if (key && ind + 1 + dash[2].length < indent) path.unshift(unquote(key[4]));
        path.unshift("-");
      } else {
        const key = KEY_LINE.exec(t);
        if (key) path.unshift(unquote(key[4]));
      }
      indent = ind;
    }
    return path;
  };

  /** The path of the list whose item starts at column `dashCol` of line `at` (`key:` may be as indented as its items). */
  const listPath = (at: number, dashCol: number): string[] => {
    for (let i = at - 1; i >= docFirst; i--) {
      if (!meaningful(i)) continue;
      const t = lines[i].text;
      const ind = indentOf(t);
      if (ind > dashCol || (ind === dashCol && /^\s*-(\s|$)/.test(t))) continue;
      const key = KEY_LINE.exec(t);
      return key && !/^\s*-/.test(t) ? [...ancestors(i - 1, ind), unquote(key[4])] : ancestors(at - 1, dashCol);
    }
    return [];
  };

  // Inside a block scalar: above the cursor, every line down to `key: |` is indented deeper than
  // it. (Effect text has lines like `if x:` that look like keys; the header is what decides.)
  const lineIndent = before.trim() ? indentOf(before) : col;
  let least = lineIndent;
  for (let i = li - 1; i >= docFirst && least > 0; i--) {
    if (!meaningful(i)) continue;
    const t = lines[i].text;
    const ind = indentOf(t);
    if (ind >= least) continue;
    const dash = /^(\s*)-(\s+)(.*)$/.exec(t);
    const key = KEY_LINE.exec(dash ? " ".repeat(ind + 1 + dash[2].length) + dash[3] : t);
    if (key && /^[|>][+-]?\d*\s*(#.*)?$/.test((key[5] ?? "").trim())) {
      return { ...base, path: ancestors(i, ind + 1), at: "block", before };
    }
    least = ind;
  }

  const key = KEY_LINE.exec(before);
  if (key && (key[5] !== undefined || before.endsWith(":"))) {
    const path = [...ancestors(li - 1, key[1].length), ...(key[2] ? ["-"] : []), unquote(key[4])];
    const value = key[5] ?? "";
    if (value.trimStart().startsWith("[") && !value.includes("]")) return { ...base, path, at: "item", before: value };
    return { ...base, path, at: "value", before: value };
  }
  const item = /^(\s*)-(\s+)(.*)$/.exec(before);
  if (item) return { ...base, path: listPath(li, item[1].length), at: "item", before: item[3] };
  return { ...base, path: ancestors(li - 1, lineIndent), at: "key", before: before.trimStart() };
}

function unquote(key: string): string {
  return /^(["']).*\1$/.test(key) ? key.slice(1, -1) : key.trim();
}
