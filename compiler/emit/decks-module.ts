/**
 * `decks.ts`: the game's deck types and every deck of its `*.deck.yaml` files as typed constants,
 * so a game's setup deals its starting decks from data (`expandDeck(DECKS.get("starter")!)` with
 * runtime/core/decks.ts). Emitted only for a game that declares `decks:`; decks sorted by id.
 */
import type CodeBlockWriter from "code-block-writer";
import type { CheckedDeck } from "../decks/check-decks.ts";
import type { Vocabulary } from "../vocab/vocabulary.ts";
import { docComment, numberLiteral, stringLiteral } from "./strings.ts";

export const DECKS_PATH = "decks.ts";

export function writeDecks(w: CodeBlockWriter, vocab: Vocabulary, decks: readonly CheckedDeck[]): void {
  w.writeLine(`import type { CardId } from "./vocabulary.ts";`);
  w.blankLine();
  w.writeLine(docComment("Deck types, as game.yaml declares them under `decks:`."));
  w.writeLine(`export const DECK_TYPES = [${Object.keys(vocab.decks ?? {}).map(stringLiteral).join(", ")}] as const;`);
  w.writeLine("export type DeckType = (typeof DECK_TYPES)[number];");
  w.writeLine(docComment("Every deck id, sorted."));
  w.writeLine(`export const DECK_IDS = [${decks.map((d) => stringLiteral(d.id)).join(", ")}] as const;`);
  w.writeLine("export type DeckId = (typeof DECK_IDS)[number];");
  const starting = Object.values(vocab.decks ?? {}).flatMap((spec) => (spec.starting ? [`[${stringLiteral(spec.starting.deck)}, ${stringLiteral(spec.starting.zone)}]`] : []));
  if (starting.length) {
    w.writeLine(docComment("Each player's starting decks, in deck-type order: the deck and the zone (theirs) it is shuffled into at setup."));
    w.writeLine(`export const STARTING_DECKS: ReadonlyArray<readonly [DeckId, string]> = [${starting.join(", ")}];`);
  }
  w.blankLine();
  w.writeLine(docComment("A deck as its file lists it: each card with its number of copies, in file order."));
  w.write("export interface Deck").block(() => {
    w.writeLine("readonly id: DeckId;");
    w.writeLine("readonly name: string;");
    w.writeLine("readonly type: DeckType;");
    w.writeLine(docComment("The deck file, relative to the game folder."));
    w.writeLine("readonly file: string;");
    w.writeLine("readonly cards: ReadonlyArray<readonly [CardId, number]>;");
  });
  w.blankLine();
  w.writeLine(docComment("Every deck that checked, by id."));
  w.write("export const DECKS: ReadonlyMap<DeckId, Deck> = new Map<DeckId, Deck>([").indent(() => {
    for (const d of decks) {
      const cards = d.cards.map((c) => `[${stringLiteral(c.id)}, ${numberLiteral(c.count)}]`).join(", ");
      w.writeLine(`[${stringLiteral(d.id)}, { id: ${stringLiteral(d.id)}, name: ${stringLiteral(d.name)}, type: ${stringLiteral(d.type)}, file: ${stringLiteral(d.file)}, cards: [${cards}] }],`);
    }
  });
  w.writeLine("]);");
}
