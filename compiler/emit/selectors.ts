/**
 * Selectors become plain `SelectorSpec` literals that the runtime interprets; the emitter only
 * decides whether a selector means many things (loop over `rt.select`) or one (`rt.choose`).
 */
import type * as A from "../../dsl/ast.ts";
import type { Vocabulary } from "../vocab/vocabulary.ts";
import { stringLiteral } from "./strings.ts";

function filterSpec(f: A.Filter): string {
  if (f.kind === "With") return `{ ${f.negated ? "without" : "with"}: ${stringLiteral(f.name.text)} }`;
  return `{ in: ${stringLiteral(f.zone.text)}, owner: ${f.owner === null ? "null" : stringLiteral(f.owner)} }`;
}

export function specLiteral(noun: string, determiner: string | null, filters: readonly A.Filter[], other = false): string {
  const det = determiner === null ? "null" : stringLiteral(determiner);
  return `{ noun: ${stringLiteral(noun)}, determiner: ${det}, filters: [${filters.map(filterSpec).join(", ")}]${other ? ", other: true" : ""} }`;
}

export function selectorSpec(sel: A.Selector): string {
  return specLiteral(sel.noun.text, sel.determiner, sel.filters, sel.other);
}

/** A bare noun used as a value: `this`, `target`. */
export function nounSpec(noun: string): string {
  return specLiteral(noun, null, []);
}

export function isManyNoun(vocab: Vocabulary, noun: string): boolean {
  return vocab.nouns[noun]?.many === true;
}

/** `each`/`all`, or a plural noun (`cards with support`). */
export function isManySelector(vocab: Vocabulary, sel: A.Selector): boolean {
  return sel.determiner === "each" || sel.determiner === "all" || isManyNoun(vocab, sel.noun.text);
}
