/**
 * Decks declared as data (`generated/<game>/decks.ts`, from the game's `*.deck.yaml` files) for
 * a game's setup: each card id as many times as the deck holds copies, in the file's order.
 */

/** A deck as the generated `DECKS` holds it. */
export interface DeckData<Id extends string = string> {
  readonly id: string;
  readonly cards: ReadonlyArray<readonly [Id, number]>;
}

/** The deck's card ids, one per copy: `[[a, 2], [b, 1]]` → `[a, a, b]`. Shuffle it with the game's RNG. */
export function expandDeck<Id extends string>(deck: DeckData<Id>): Id[] {
  return deck.cards.flatMap(([id, n]) => Array.from({ length: n }, () => id));
}

/** The deck with this id, or an error naming the decks there are (a setup asking for a deck that is not declared is a bug). */
export function deckById<D extends { readonly id: string }>(decks: ReadonlyMap<string, D>, id: string): D {
  const deck = decks.get(id);
  if (!deck) throw new Error(`no deck \`${id}\`; decks: ${[...decks.keys()].join(", ") || "none"}`);
  return deck;
}

/** Where a deck's cards are made: the engine's table (`Table.create`). */
export interface CardMaker<Card> {
  create(cardId: string, zone: string, owner: number | null): Card;
}

/**
 * Makes one card instance per copy of the deck in `zone` (the owner's, for a per-player zone), in
 * the deck file's order, and returns them. Shuffle the zone afterwards with the game's RNG
 * (`table.shuffleZone(zone, owner, (xs) => rng.shuffle(xs))`), so the order depends on the seed only.
 */
export function placeDeck<Card>(table: CardMaker<Card>, deck: DeckData, zone: string, owner: number | null): Card[] {
  return expandDeck(deck).map((id) => table.create(id, zone, owner));
}

/**
 * Each starting deck (generated `STARTING_DECKS`: a deck id and a zone) placed in the seat's zone
 * and shuffled there with `shuffle` (the game's RNG), in the order given.
 */
export function dealStartingDecks<D extends DeckData>(
  table: CardMaker<unknown> & { shuffleZone(zone: string, owner: number | null, shuffle: <T>(xs: T[]) => T[]): void },
  decks: ReadonlyMap<string, D>,
  starting: ReadonlyArray<readonly [string, string]>,
  seat: number,
  shuffle: <T>(xs: T[]) => T[],
): void {
  for (const [deck, zone] of starting) {
    placeDeck(table, deckById(decks, deck), zone, seat);
    table.shuffleZone(zone, seat, shuffle);
  }
}
