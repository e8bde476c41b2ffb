/**
 * fast-check mutations of a real file's text, the mistakes and accidents a card file meets:
 * tokens and lines deleted, duplicated and swapped, truncation, hostile characters inserted
 * (line separators, NUL, lone surrogates, BOM, CR, tabs, control and bidi characters), CRLF
 * line ends, tab indentation, and finally raw bytes (invalid UTF-8 included). Positions are
 * whole numbers taken modulo the text's size, so every mutation applies to any text and shrinks.
 */
import fc from "fast-check";

/** Characters and snippets that have broken parsers, positions or code frames somewhere. */
const HOSTILE = [
  "\u2028", "\u2029", "\0", "\ud800", "\udfff", "\ud83d", "\ufeff", "\r\n", "\r", "\n", "\t", "\u0085", "\u00a0", "\u200b", "\u202e",
  "\u001b[2J", "\u0007", "\u007f", "🗡️", "e\u0301", "漢字", "\ufffd", "\uffff",
  ":", ": ", "- ", "{", "}", "[", "]", "&a ", "*a", "!!binary ", "!!map ", "---\n", "...\n", "#", '"', "'", "|", ">", "%YAML 1.1\n", "<<: *a",
  "{hero}", "{", "99999999999999999999", "-1", "1e999", "0x10", ".nan", "~", "null", "__proto__", "constructor", "toString", "hasOwnProperty",
  "(", ")", "(((((", "if ", "when ", "choose one:", "repeat while ", "pay ", "or ", "and ", "not ", " of ", "X = ", "+", "/ 0", "1-3", "on 7-2",
];

export type TextMutation =
  | { op: "delete-token" | "duplicate-token" | "delete-line" | "duplicate-line" | "truncate"; at: number }
  | { op: "swap-tokens" | "swap-lines"; a: number; b: number }
  | { op: "insert" | "replace"; at: number; text: string }
  | { op: "crlf" | "bom" | "tabs" };

export type ByteMutation = { op: "bytes"; at: number; bytes: readonly number[]; overwrite: boolean };

const at = fc.nat();
const hostile = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 4 }) },
  // Any UTF-16 code unit, lone surrogates included.
  { weight: 1, arbitrary: fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 1, maxLength: 3 }).map((cs) => String.fromCharCode(...cs)) },
);

export const textMutation: fc.Arbitrary<TextMutation> = fc.oneof(
  fc.record({ op: fc.constantFrom("delete-token", "duplicate-token", "delete-line", "duplicate-line", "truncate" as const), at }),
  fc.record({ op: fc.constantFrom("swap-tokens", "swap-lines" as const), a: at, b: at }),
  fc.record({ op: fc.constantFrom("insert", "replace" as const), at, text: hostile }),
  fc.record({ op: fc.constantFrom("crlf", "bom", "tabs" as const) }),
) as fc.Arbitrary<TextMutation>;

/** Random bytes, and byte sequences UTF-8 forbids (a surrogate's encoding, an overlong, a lone continuation). */
const badBytes: fc.Arbitrary<readonly number[]> = fc.oneof<fc.Arbitrary<readonly number[]>[]>(
  fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 4 }),
  fc.constantFrom([0xed, 0xa0, 0x80], [0xc0, 0xaf], [0x80], [0xff, 0xfe], [0xef, 0xbb, 0xbf], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x80]),
);
export const byteMutation: fc.Arbitrary<ByteMutation> = fc.record({ op: fc.constant("bytes" as const), at, bytes: badBytes, overwrite: fc.boolean() });

/** One to three text mutations, then raw bytes one time in five. */
export const fileMutation = fc.record({
  text: fc.array(textMutation, { minLength: 1, maxLength: 3 }),
  bytes: fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: byteMutation }),
});
export type FileMutation = { text: TextMutation[]; bytes?: ByteMutation };

const TOKEN = /[\p{L}\p{N}_-]+|\s+|[^\p{L}\p{N}_\s-]/gu;

function swap<T>(items: T[], a: number, b: number): T[] {
  const out = [...items];
  const i = a % out.length;
  const j = b % out.length;
  [out[i], out[j]] = [out[j], out[i]];
  return out;
}

export function mutateText(text: string, m: TextMutation): string {
  switch (m.op) {
    case "crlf":
      return text.replace(/\r?\n/g, "\r\n");
    case "bom":
      return `\ufeff${text}`;
    case "tabs":
      return text.replace(/^( {2})+/gm, (s) => "\t".repeat(s.length / 2));
    case "truncate":
      return text.slice(0, m.at % (text.length + 1));
    case "insert":
    case "replace": {
      const i = m.at % (text.length + 1);
      return text.slice(0, i) + m.text + text.slice(m.op === "replace" ? i + m.text.length : i);
    }
  }
  const byLine = m.op.endsWith("line") || m.op.endsWith("lines");
  const parts = byLine ? text.split(/(?<=\n)/) : (text.match(TOKEN) ?? []);
  if (!parts.length) return text;
  if ("a" in m) return swap(parts, m.a, m.b).join("");
  const i = m.at % parts.length;
  if (m.op === "delete-token" || m.op === "delete-line") return [...parts.slice(0, i), ...parts.slice(i + 1)].join("");
  return [...parts.slice(0, i + 1), ...parts.slice(i)].join("");
}

export function mutateBytes(bytes: Buffer, m: ByteMutation): Buffer {
  const i = m.at % (bytes.length + 1);
  const tail = bytes.subarray(m.overwrite ? Math.min(bytes.length, i + m.bytes.length) : i);
  return Buffer.concat([bytes.subarray(0, i), Buffer.from(m.bytes), tail]);
}

/** The file's bytes after the mutation (text as UTF-8; a lone surrogate is written as U+FFFD, as Node writes it). */
export function mutateFile(text: string, m: FileMutation): Buffer {
  const mutated = m.text.reduce(mutateText, text);
  const bytes = Buffer.from(mutated, "utf8");
  return m.bytes ? mutateBytes(bytes, m.bytes) : bytes;
}
