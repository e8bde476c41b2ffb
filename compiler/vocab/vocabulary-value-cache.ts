/**
 * game.yaml's data kept in the cache folder between processes, by the hash of its text: parsing
 * the YAML of a game's rules is most of what a one-card `check` costs in a fresh process (the
 * parser's code is still cold), while reading the same data back as JSON is a millisecond. Only
 * a game.yaml that parsed without a problem is kept, and only data that JSON carries exactly;
 * where a position is needed (a diagnostic), the YAML is parsed then. Sealed like the other
 * caches: a damaged file is ignored and the YAML parsed. Off unless a command names a folder.
 */
import { createHash } from "node:crypto";
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readSealedSync, sealed } from "../cache-file.ts";
import { toolchainFingerprint } from "../check-cache.ts";
import type { SavedTrees } from "./rule-text-trees.ts";

let folder: string | undefined;

/** Keep game.yaml data in `dir` (the project's cache folder) from now on. */
export function cacheVocabularyValues(dir: string): void {
  folder = join(dir, "vocabulary");
}

/** The file for a text; the toolchain (the yaml package's version among it) is part of the key. */
function fileFor(text: string): string | undefined {
  if (!folder) return undefined;
  return join(folder, `${createHash("sha256").update(toolchainFingerprint()).update("\0").update(text).digest("hex")}.json`);
}

/** What is kept of a game.yaml text that parsed without a problem. */
export interface SavedVocabulary {
  value: unknown;
  /** The data passed the vocabulary's schema: validating it again would say the same. */
  valid: boolean;
  /** Syntax trees of its rule texts that parsed cleanly (rule-text-trees.ts). */
  trees?: SavedTrees;
}

/** What was kept of this very text before, or undefined. */
export function savedVocabularyValue(text: string): SavedVocabulary | undefined {
  const file = fileFor(text);
  if (!file) return undefined;
  const saved = readSealedSync(file) as { value?: unknown; valid?: unknown; trees?: unknown } | null | undefined;
  if (!saved || typeof saved !== "object" || !("value" in saved)) return undefined;
  return { value: saved.value, valid: saved.valid === true, ...(Array.isArray(saved.trees) && { trees: saved.trees as SavedTrees }) };
}

/**
 * Best effort: a folder that cannot be written only means parsing again next time. Trees that
 * JSON would not give back exactly are left out (parsed again).
 */
export function saveVocabularyValue(text: string, kept: SavedVocabulary): void {
  const file = fileFor(text);
  if (!file || !jsonExact(kept.value)) return;
  const trees = (kept.trees ?? []).filter(([, tree]) => jsonExact(tree));
  const tmp = `${file}.tmp-${process.pid}`;
  try {
    mkdirSync(folder!, { recursive: true });
    writeFileSync(tmp, sealed({ value: kept.value, valid: kept.valid, ...(trees.length && { trees }) }, 0), "utf8");
    renameSync(tmp, file);
  } catch {
    rmSync(tmp, { force: true });
  }
}

/** Would JSON give this value back as it is? (YAML's `.inf`, `-0` or a `__proto__` key would not.) */
function jsonExact(value: unknown): boolean {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return value.every(jsonExact);
  if (typeof value !== "object" || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.keys(value).every((k) => k !== "__proto__") && Object.values(value).every(jsonExact);
}
