/**
 * Where a file stops being UTF-8, so that "not valid UTF-8" points at the line and column of the
 * first bad byte (with a code frame of the text read so far) instead of at the top of the file.
 */
import { SourceFile } from "./source-file.ts";
import type { SourceSpan } from "../diagnostics/diagnostic.ts";

/** The longest prefix of `bytes` that is valid UTF-8 (an unfinished last character allowed). */
function validPrefixLength(bytes: Uint8Array): number {
  const valid = (n: number) => {
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, n), { stream: true });
      return true;
    } catch {
      return false;
    }
  };
  // Validity of prefixes is monotone: binary search for the last valid length.
  let lo = 0;
  let hi = bytes.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (valid(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** For bytes that are not UTF-8: the text as a lenient decoder reads it (for a code frame), and the span of the first bad byte. */
export function invalidUtf8(path: string, bytes: Uint8Array): { text: string; span: SourceSpan } {
  const stripBom = (s: string) => (s.charCodeAt(0) === 0xfeff ? s.slice(1) : s);
  const text = stripBom(new TextDecoder("utf-8").decode(bytes));
  // Only whole characters of the valid prefix: an unfinished one is where the bad bytes start.
  const before = stripBom(new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, validPrefixLength(bytes)), { stream: true }));
  return { text, span: new SourceFile(path, text).span(before.length, before.length + 1) };
}
