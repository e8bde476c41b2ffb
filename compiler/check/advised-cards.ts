/**
 * A `use:` free-action offer's `advice` and `advice-if` are by card (game.yaml `free-actions:`):
 * each card they name must exist, checked once the cards are read (the vocabulary alone does not
 * know them). `others` is the advice for the rest.
 */
import type { Diagnostic, SourceSpan } from "../diagnostics/diagnostic.ts";
import type { Vocabulary } from "../vocab/vocabulary.ts";
import { didYouMean } from "./suggest.ts";

export function unknownAdvisedCards(
  vocab: Vocabulary,
  cards: ReadonlyMap<string, unknown>,
  spanAt: (path: Array<string | number>, onKey: boolean) => SourceSpan,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  (vocab["free-actions"]?.offers ?? []).forEach((offer, i) => {
    if (offer.use === undefined) return;
    for (const key of ["advice", "advice-if"] as const) {
      for (const card of Object.keys(offer[key] ?? {})) {
        if (cards.has(card) || (key === "advice" && card === "others")) continue;
        const span = spanAt(["free-actions", "offers", i, key, card], true);
        out.push({
          code: "CS1014",
          severity: "error",
          message: `no card has the id \`${card}\``,
          span,
          label: "unknown card id",
          help: didYouMean(card, [...cards.keys()]) ?? "a `use` offer's advice names its cards by id",
        });
      }
    }
  });
  return out;
}
