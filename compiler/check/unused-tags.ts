/**
 * A trait declared `means: tag` has no rule of its own: its meaning is that effects can find the
 * cards carrying it (`each hero with Dwarf`). A tag nothing refers to would mean
 * nothing, so it is reported (a warning: the rulebook may print it for effects still to come).
 * An incremental check remembers, per file, the names its cards refer to.
 */
import type * as A from "../../dsl/ast.ts";
import type { Diagnostic, SourceSpan } from "../diagnostics/diagnostic.ts";
import { isSingleCapacity, type Vocabulary } from "../vocab/vocabulary.ts";
import type { CheckedCard, CheckedEffect } from "./checked.ts";

export function unusedTags(
  vocab: Vocabulary,
  effects: Iterable<CheckedEffect>,
  cards: readonly CheckedCard[],
  spanAt: (path: string[], onKey: boolean) => SourceSpan,
  /** Names referred to by cards not read this time (an incremental check remembers them). */
  alsoUsed: Iterable<string> = [],
): Diagnostic[] {
  // a tag with `modes` means something of its own: its cards are out of the other modes' games
  const tags = Object.entries(vocab.traits).filter(([, t]) => t.means === "tag" && t.modes === undefined).map(([name]) => name);
  if (!tags.length) return [];
  const used = new Set<string>(alsoUsed);
  for (const e of effects) visitNames(e.program, used);
  for (const c of cards) for (const name of tagsReferenced(c)) used.add(name);
  // Declarations of game.yaml that count or find cards by trait refer to it too.
  for (const z of Object.values(vocab.zones)) {
    const cap = z["at-most"];
    if (cap !== undefined && !isSingleCapacity(cap)) for (const t of Object.keys(cap)) used.add(t);
  }
  for (const resource of Object.values(vocab.resources)) if (resource.bars) used.add(resource.bars.onto);
  for (const cls of Object.values(vocab.entities)) for (const t of cls.cards?.with ?? []) used.add(t);
  for (const deck of Object.values(vocab.decks ?? {})) for (const rule of deck.rules ?? []) for (const t of [rule.with ?? [], rule["each-trait"] ?? [], rule["card-limit"] ?? []].flat()) used.add(t);
  return tags
    .filter((name) => !used.has(name))
    .map((name) => ({
      code: "CS1013",
      severity: "warning" as const,
      message: `the tag \`${name}\` is declared, but no effect refers to it`,
      span: spanAt(["traits", name], true),
      help: `a tag's meaning is that effects find the cards carrying it: refer to it (\`each card with ${name}\`), or give it a rule of its own`,
    }));
}

/** The trait names a card's effects, conditions and trait parameters refer to. */
export function tagsReferenced(c: CheckedCard): Set<string> {
  const used = new Set<string>();
  for (const e of c.effects) visitNames(e.program, used);
  for (const cond of c.conditions) visitNames(cond.expr, used);
  // A trait whose parameter names another (`Response (Tactic)`) refers to it.
  const traits = c.data.traits;
  if (Array.isArray(traits)) for (const t of traits) for (const m of String(t).matchAll(/\(([A-Za-z][A-Za-z0-9-]*)\)/g)) used.add(m[1]);
  return used;
}

function visitNames(node: unknown, used: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) visitNames(item, used);
    return;
  }
  if (!node || typeof node !== "object") return;
  const n = node as A.Node;
  if (n.kind === "With") used.add(n.name.text);
  else if (n.kind === "Is") used.add(n.noun.text);
  for (const key in node) if (key !== "span") visitNames((node as Record<string, unknown>)[key], used);
}
