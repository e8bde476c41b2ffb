/**
 * The places game.yaml's `seating:` names (each mode's homes, its rule-played seat's place) are
 * cards of the map: each id must be a card's, of one of the map's place kinds (`map: places:`),
 * checked once the cards are read.
 */
import type { Diagnostic, SourceSpan } from "../diagnostics/diagnostic.ts";
import { placeMapOf, type Vocabulary } from "../vocab/vocabulary.ts";
import { didYouMean } from "./suggest.ts";

export function unknownSeatingPlaces(vocab: Vocabulary, cards: ReadonlyMap<string, { readonly kind: string }>, spanAt: (path: Array<string | number>, onKey: boolean) => SourceSpan): Diagnostic[] {
  const out: Diagnostic[] = [];
  // no map of places: check-place-map.ts reports the seating itself
  const placeKinds = placeMapOf(vocab)?.places ?? [];
  const check = (place: string, path: Array<string | number>) => {
    const card = cards.get(place);
    if (!card) {
      const help = didYouMean(place, [...cards.keys()]) ?? "a seating names its places by their cards' ids";
      out.push({ code: "CS1014", severity: "error", message: `no card has the id \`${place}\``, span: spanAt(path, false), label: "unknown place", help });
    } else if (placeKinds.length && !placeKinds.includes(card.kind)) {
      const help = `a seat starts on a place of the map: a card of the kinds ${placeKinds.map((k) => `\`${k}\``).join(", ")}`;
      out.push({ code: "CS1014", severity: "error", message: `\`${place}\` is a ${card.kind} card, not a place of the map`, span: spanAt(path, false), label: "not a place", help });
    }
  };
  for (const [mode, spec] of Object.entries(vocab.seating?.modes ?? {})) {
    spec.homes.forEach((home, i) => check(home, ["seating", "modes", mode, "homes", i]));
    if (spec["rule-played"]) check(spec["rule-played"].on, ["seating", "modes", mode, "rule-played", "on"]);
  }
  return out;
}
