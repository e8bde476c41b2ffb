/**
 * What kind of name the effect language expects where the cursor is, from the words before it
 * on its line: after `with` a trait, after `a` or `each` a noun, after a number a unit, at the
 * start of a line a verb or a keyword. Completion ranks by it; go-to-definition picks by it when
 * one word names several things (`monster` the noun, the zone and the kind).
 */
import { tokenize } from "../../dsl/lexer.ts";
import type { Vocabulary } from "../vocab/vocabulary.ts";
import type { NameCategory } from "./vocabulary-names.ts";

export type Expected = NameCategory | "keyword" | "card";

const DETERMINERS = new Set(["a", "an", "each", "the", "your", "another", "all", "any", "their", "other", "next", "previous"]);
const PLACES = new Set(["in", "to", "from", "into", "onto"]);
const CONDITIONS = new Set(["if", "not", "and", "or", "while", "requires", "until"]);

/** The categories most likely at the cursor, best first; every other category follows in the caller. */
export function expectedAt(vocab: Vocabulary, lineBefore: string, prefix: string): Expected[] {
  const head = lineBefore.slice(0, lineBefore.length - prefix.length);
  const words = tokenize(head).tokens.filter((t) => t.image !== "").map((t) => t.image);
  const prev = words[words.length - 1];
  const prev2 = words[words.length - 2];
  if (prev === undefined || prev === ":") return ["verb", "keyword"];
  if (prev === "with" || prev === "without") return ["trait", "counter", "kind"];
  if (prev === "when" || prev === "whenever" || (prev === "to" && prev2 === "response")) return ["event"];
  if (prev === "of" && (prev2 === "start" || prev2 === "end")) return ["phase", "step"];
  if (prev === "at") return ["phase", "step", "keyword"];
  if (prev === "per") return ["period"];
  if (prev === "is") return ["noun", "trait", "kind"];
  if (DETERMINERS.has(prev)) return ["noun"];
  if (PLACES.has(prev)) return ["zone", "noun", "keyword"];
  if (/^\d+$/.test(prev)) return ["resource", "counter", "stat", "noun"];
  if (prev === "of") return ["noun", "keyword"];
  if (CONDITIONS.has(prev)) return ["fact", "stat", "resource", "counter", "keyword"];
  if (Object.hasOwn(vocab.verbs, prev)) {
    const positional = Object.values(vocab.verbs[prev].params).find((p) => p.positional);
    if (positional?.type === "card-id") return ["card"];
    if (positional?.type === "zone") return ["zone"];
    if (positional?.type === "icon") return ["icon"];
    return ["keyword", "noun", "stat", "resource", "counter"];
  }
  return ["keyword", "noun", "stat", "resource", "counter", "fact"];
}
