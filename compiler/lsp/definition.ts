/**
 * Go to definition: from a card id (a `flip:` or `deck:` entry, an id in effect text) to the
 * card's `id`, and from a verb, trait, noun, keyword... to where game.yaml declares it. When one
 * word names several things, the one the effect language expects there wins.
 */
import type { Location } from "vscode-languageserver";
import { spanLocation } from "./positions.ts";
import { expectedAt } from "./effect-context.ts";
import { declarationSpan, namesCalled } from "./vocabulary-names.ts";
import type { GameModel } from "./workspace.ts";
import { contextAt, wordAt } from "./yaml-context.ts";

export function definition(model: GameModel, text: string, offset: number): Location | undefined {
  const w = wordAt(text, offset);
  if (!w) return undefined;
  const card = model.cards.byId.get(w.word);
  const loaded = model.loaded;
  const names = loaded ? namesCalled(loaded.vocab, w.word) : [];
  if (card && (!names.length || !isEffectWord(text, w.start))) return spanLocation(card.locate.spanAt(["id"]));
  if (!loaded || !names.length) return card ? spanLocation(card.locate.spanAt(["id"])) : undefined;
  const ctx = contextAt(text, w.start);
  const expected = expectedAt(loaded.vocab, ctx.before, "");
  if (card && expected[0] === "card") return spanLocation(card.locate.spanAt(["id"]));
  const best = [...names].sort((a, b) => score(expected, a.category) - score(expected, b.category))[0];
  return spanLocation(declarationSpan(loaded, best));
}

function score(expected: readonly string[], category: string): number {
  const i = expected.indexOf(category);
  return i < 0 ? expected.length : i;
}

/** Is the word inside a line of text rather than a YAML value of its own (`flip: x`, `- x`)? */
function isEffectWord(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const before = text.slice(lineStart, start);
  return !/^\s*(?:-\s+)?(?:[\w-]+:\s*)?["']?$/.test(before) && !/[[,]\s*$/.test(before);
}
