/**
 * The last few vocabularies loaded, by path and text: `check --watch`, a build after a check and
 * a fuzzer re-check one game many times, and loading game.yaml (with its validators compiled per
 * vocabulary object) is most of a small game's check. A loaded vocabulary is never changed after
 * loading, so sharing it is safe; its diagnostics are copied out on every call.
 */
import { createHash } from "node:crypto";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { loadGameVocabulary, type LoadedVocabulary } from "./load-vocabulary.ts";

const KEEP = 8;
const memo = new Map<string, { loaded: LoadedVocabulary | undefined; diagnostics: Diagnostic[] }>();

export function loadGameVocabularyMemo(path: string, text: string, diagnostics: Diagnostic[]): LoadedVocabulary | undefined {
  const key = createHash("sha1").update(path).update("\0").update(text).digest("hex");
  let entry = memo.get(key);
  if (entry) {
    memo.delete(key); // re-inserted below: the map's order is least recently used first
  } else {
    const found: Diagnostic[] = [];
    entry = { loaded: loadGameVocabulary(path, text, found), diagnostics: found };
    if (memo.size >= KEEP) memo.delete(memo.keys().next().value!);
  }
  memo.set(key, entry);
  for (const d of entry.diagnostics) diagnostics.push(structuredClone(d));
  return entry.loaded;
}
