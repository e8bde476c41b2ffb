/**
 * Checks an effect text against the Shadows vocabulary as a skill card's, for the checker tests
 * of the language's constructs: what it reports, each finding with the text it points at.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect } from "vitest";
import { EffectChecker } from "../../compiler/check/effect-checker.ts";
import { entityTypesShownBy } from "../../compiler/check/shown-entities.ts";
import type { Diagnostic } from "../../compiler/diagnostics/diagnostic.ts";
import { loadVocabulary } from "../../compiler/vocab/load-vocabulary.ts";
import { parseEffect } from "../../dsl/index.ts";

const path = resolve(import.meta.dirname, "../../cards/shadows/game.yaml");
/** What loading the Shadows vocabulary reported (a test asserts it is nothing). */
export const loadProblems: Diagnostic[] = [];
export const vocab = loadVocabulary(path, readFileSync(path, "utf8"), loadProblems)!;

export interface Found {
  code: string;
  message: string;
  at: string;
  help?: string;
}

/** Checks `text` as a skill card's effect, the card's other fields being `data` (its traits, Health). */
export function checkAsSkill(text: string, data: Record<string, unknown> = {}): Found[] {
  const parsed = parseEffect(text);
  expect(parsed.problems).toEqual([]);
  const found: Found[] = [];
  new EffectChecker({
    vocab,
    kind: "skill",
    shows: entityTypesShownBy(vocab, "skill", data),
    cardIds: new Set(),
    report: (code, message, span, help) => found.push({ code, message, at: text.slice(span.start, span.end), help }),
  }).checkProgram(parsed.ast!);
  return found;
}
