/**
 * The places game.yaml's `seating:` names (each mode's homes, its rule-played seat's place) are
 * cards of the map: each id must be a card's, checked once the cards are read.
 */
import type { Diagnostic, SourceSpan } from "../diagnostics/diagnostic.ts";
import type { Vocabulary } from "../vocab/vocabulary.ts";
import { didYouMean } from "./suggest.ts";

export function unknownSeatingPlaces(vocab: Vocabulary, cards: ReadonlyMap<string, unknown>, spanAt: (path: Array<string | number>, onKey: boolean) => SourceSpan): Diagnostic[] {
  const out: Diagnostic[] = [];
  const check = (place: string, path: Array<string | number>) => {
    if (cards.has(place)) return;
    const help = didYouMean(place, [...cards.keys()]) ?? "a seating names its places by their cards' ids";
    out.push({ code: "CS1014", severity: "error", message: `no card has the id \`${place}\``, span: spanAt(path, false), label: "unknown place", help });
  };
  for (const [mode, spec] of Object.entries(vocab.seating?.modes ?? {})) {
    spec.homes.forEach((home, i) => check(home, ["seating", "modes", mode, "homes", i]));
    if (spec["rule-played"]) check(spec["rule-played"].on, ["seating", "modes", mode, "rule-played", "on"]);
  }
  return out;
}
