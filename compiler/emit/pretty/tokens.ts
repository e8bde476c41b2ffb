/**
 * Tokens of the TypeScript the emitter writes, for pretty/parse.ts. Anything outside that small
 * language (template literals, regular expressions, line comments, odd characters) throws
 * `Unsupported`: the file then goes to prettier instead.
 */

export class Unsupported extends Error {}

export type TokenKind = "ident" | "number" | "string" | "punct" | "comment" | "eof";

export interface Token {
  kind: TokenKind;
  text: string;
  /** Newlines between the previous token and this one (2 or more: a blank line). */
  newlines: number;
  /** Offsets in the source text. */
  start: number;
  end: number;
}

/** Longest first: `===` before `==` before `=`. `>>` is never one token (types close `<<>>`). */
const PUNCTUATORS = ["...", "===", "!==", "**", "=>", "==", "!=", "<=", ">=", "&&", "||", "??"];
const SINGLE = new Set("{}()[];,.:?<>=+-*/%!|&");
const IDENT_START = /[A-Za-z_$]/;
const IDENT_PART = /[A-Za-z0-9_$]/;

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let newlines = 0;
  let i = 0;
  const push = (kind: TokenKind, end: number) => {
    out.push({ kind, text: text.slice(i, end), newlines, start: i, end });
    newlines = 0;
    i = end;
  };
  while (i < text.length) {
    const c = text[i];
    if (c === "\n") {
      newlines++;
      i++;
    } else if (c === " " || c === "\t" || c === "\r") {
      i++;
    } else if (c === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      if (end < 0) throw new Unsupported("unterminated comment");
      push("comment", end + 2);
    } else if (c === "/" && text[i + 1] === "/") {
      throw new Unsupported("line comment");
    } else if (c === '"' || c === "'") {
      push("string", stringEnd(text, i));
    } else if (c >= "0" && c <= "9") {
      let end = i;
      while (end < text.length && /[0-9.]/.test(text[end])) end++;
      if (IDENT_PART.test(text[end] ?? "")) throw new Unsupported("number with a suffix or exponent");
      push("number", end);
    } else if (IDENT_START.test(c)) {
      let end = i + 1;
      while (end < text.length && IDENT_PART.test(text[end])) end++;
      push("ident", end);
    } else {
      const multi = PUNCTUATORS.find((p) => text.startsWith(p, i));
      if (multi) push("punct", i + multi.length);
      else if (SINGLE.has(c)) push("punct", i + 1);
      else throw new Unsupported(`character ${JSON.stringify(c)}`);
    }
  }
  out.push({ kind: "eof", text: "", newlines, start: text.length, end: text.length });
  return out;
}

function stringEnd(text: string, start: number): number {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === quote) return i + 1;
    else if (text[i] === "\n") break;
  }
  throw new Unsupported("unterminated string");
}
