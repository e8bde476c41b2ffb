/**
 * Codes for deck building (CS7xxx): the `decks:` rules of game.yaml and the `*.deck.yaml` files
 * checked against them. Registered in codes.ts with every other code.
 */
import type { CodeInfo } from "./codes.ts";

export const DECK_CODES: Record<string, CodeInfo> = {
  CS7001: {
    title: "deck rule names something the game does not have",
    explanation:
      "A deck type in `game.yaml` (`decks:`) names a card kind, trait or field that does not exist, or a field of the wrong type for what the rule does with it: `sum` adds up a whole-number field, `where`, `distinct` and `each` read one value per card, and `card-limit` replaces a per-card limit with a whole-number field or a trait with a number (`Deck-limit 2`). A rule naming nothing real would never count a card, so every deck would pass it silently.",
    example: "decks:\n  main:\n    kinds: [hero, action]\n    rules:\n      - { kind: heros, exactly: 25 }\n      - { sum: price, at-most: 100 }",
    fix: "Correct the name (the help line suggests the closest one), declare the field on every kind the rule can match, or narrow the rule with `kind:` to the kinds that have the field. A bound is `exactly: N`, or `at-least: N` and/or `at-most: N`.",
  },
  CS7002: {
    title: "malformed deck",
    explanation:
      "A deck file (`*.deck.yaml`) holds one deck per YAML document: a mapping with an `id`, the deck `type` (one of the game's `decks:`), an optional `name` and `description`, and `cards`, a mapping of card ids to how many copies the deck holds (1 or more).",
    example: "id: starter\ntype: main\ncards:\n  - fireball\n  - fireball",
    fix: "Write the cards as `id: copies` lines: `cards:` then `  fireball: 2` on its own line for each card.",
  },
  CS7003: {
    title: "unknown deck type",
    explanation: "A deck's `type` must be one of the deck types the game declares under `decks:` in its `game.yaml`; the type says which deck-building rules the deck must follow.",
    example: "id: starter\ntype: mian\ncards:\n  fireball: 2",
    fix: "Correct the type (the help line lists the game's deck types), or declare the deck type and its rules in `game.yaml`.",
  },
  CS7004: {
    title: "unknown card in a deck",
    explanation: "A line of a deck names a card id that no card of the game has, often because of a typo or a card that was renamed.",
    example: "cards:\n  firebal: 2",
    fix: "Correct the id (the help line suggests the closest card the deck could take) or add the card.",
  },
  CS7005: {
    title: "card of a kind the deck does not take",
    explanation: "The deck type lists the card kinds it takes (`kinds:` in its `decks:` entry), and this card is of another kind: a Monster in a player's deck, an Item in a Hero deck.",
    example: "decks:\n  hero:\n    kinds: [hero]\n# in the deck file:\ncards:\n  cave-troll: 1",
    fix: "Move the card to a deck of a type that takes its kind, or add the kind to the deck type's `kinds`.",
  },
  CS7006: {
    title: "deck breaks a deck-building rule",
    explanation:
      "The deck does not follow a rule of its type: its size, the number of cards of a kind, trait or field value, the total of a field (a gold value), or the number of different values (one Hero of each Class). When the deck has too much, the line that first went over the bound is marked; when it has too little, the deck's `cards:` key. The note points at the rule in `game.yaml`.",
    example: "decks:\n  encounter:\n    size: { at-least: 60 }\n    rules:\n      - { kind: item, sum: gp, at-most: 5000 }",
    fix: "Take out or swap cards on the marked line, or add cards until the bound is met. If the rule itself is wrong, change it in `game.yaml`.",
  },
  CS7007: {
    title: "too many copies of a card",
    explanation:
      "A rule with `each: card` limits every card apart: `at-most: 3` copies, once for a unique card (`with: Unique, at-most: 1`), or the card's own deck limit when the rule names a `card-limit` field and the card has a value there.",
    example: "decks:\n  main:\n    rules:\n      - { each: card, at-most: 3, card-limit: deck-limit }\n# in the deck file:\ncards:\n  fireball: 4",
    fix: "Lower the count on the marked line to the limit the message states.",
  },
  CS7008: {
    title: "duplicate deck id",
    explanation: "Two decks of one game have the same `id`. The runtime looks decks up by id (`DECKS` in `generated/<game>/decks.ts`), so each needs its own.",
    example: "id: starter\ntype: main\n---\nid: starter\ntype: items",
    fix: "Rename one of the two decks.",
  },
};
