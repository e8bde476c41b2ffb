/**
 * Deck-building rules as data: the `decks:` section of `game.yaml` declares deck types, each with
 * the card kinds it takes, its size and a list of rules. Every rule is one shape: which cards it
 * looks at (a filter), what it measures over them (how many, a field's total, how many different
 * values), optionally per group (each value of a field, or each card apart), and the bound.
 */

/** How many: `exactly`, or `at-least` and/or `at-most`. */
export interface DeckBounds {
  exactly?: number;
  "at-least"?: number;
  "at-most"?: number;
}

export interface DeckRule extends DeckBounds {
  /** Only cards of these kinds. */
  kind?: string | string[];
  /** Only cards with one of these traits. */
  with?: string | string[];
  /** Only cards whose fields have these values (a list: any of them). Fields here and below may be paths through refs: `hero.class`. */
  where?: Record<string, string | number | boolean | Array<string | number | boolean>>;
  /** Measure the total of this whole-number field instead of counting cards. */
  sum?: string;
  /** Measure how many different values of this field the cards have. */
  distinct?: string;
  /** Apply the bound to each value of this field apart (every value of an enum), or to each card (`card`). */
  each?: string;
  /** Apply the bound to the cards with each of these traits apart (`[Fighter, Mage]`: 2 Fighter Items, 2 Mage Items). */
  "each-trait"?: string[];
  /** With `each: card`: a whole-number field, or a trait with a number (`Deck-limit 2`), whose value on a card that has it replaces `at-most`. */
  "card-limit"?: string;
  /** Shown with a broken rule: what the rule is for, in the designer's words. */
  description?: string;
}

export interface DeckSpec {
  description?: string;
  /** The card kinds the deck may hold; any kind when absent. */
  kinds?: string[];
  /** How many cards in all: a number (exactly) or bounds. */
  size?: number | DeckBounds;
  rules?: DeckRule[];
  /** The deck of this type every player starts with, and the zone (each player's) it is shuffled into at setup. */
  starting?: { deck: string; zone: string };
}

/** The group name `each: card` uses: each card id apart. */
export const EACH_CARD = "card";

const count = { type: "integer", minimum: 0, "x-expect": "a whole number, 0 or more" };
const name = { type: "string", pattern: "^[A-Za-z][A-Za-z0-9_]*(-[A-Za-z][A-Za-z0-9_]*)*$", "x-expect": "a name" };
/** A field, or a path through fields that refer to cards: `hero.class`. */
const fieldPath = { type: "string", pattern: "^[A-Za-z][A-Za-z0-9_]*(-[A-Za-z][A-Za-z0-9_]*)*(\\.[A-Za-z][A-Za-z0-9_]*(-[A-Za-z][A-Za-z0-9_]*)*)*$", "x-expect": "a field name, or a path such as `hero.class`" };
const nameOrNames = { anyOf: [name, { type: "array", items: name, minItems: 1, uniqueItems: true }], "x-expect": "a name or a list of names" };
// One type per branch: strict JSON Schema tools (editors, ajv strict) refuse a union `type`.
const scalar = { anyOf: [{ type: "string" }, { type: "number" }, { type: "boolean" }] };
const bounds = { exactly: count, "at-least": count, "at-most": count };
const boundsOnly = {
  type: "object",
  properties: bounds,
  additionalProperties: false,
  minProperties: 1,
  "x-expect": "{ exactly: N } or { at-least: N, at-most: M }",
};

/** The JSON Schema of `game.yaml`'s `decks:` section (its shape; names are checked in check-deck-rules.ts). */
export const DECKS_SCHEMA = {
  type: "object",
  propertyNames: name,
  "x-expect": "a mapping of deck types",
  additionalProperties: {
    type: "object",
    properties: {
      description: { type: "string" },
      kinds: { type: "array", items: name, minItems: 1, uniqueItems: true, "x-expect": "a list of card kinds" },
      size: { anyOf: [count, boundsOnly], "x-expect": "a number of cards, or { at-least: N } / { at-most: N }" },
      starting: {
        type: "object",
        required: ["deck", "zone"],
        properties: { deck: { type: "string", pattern: "^[a-z0-9]+(-[a-z0-9]+)*$", "x-expect": "a deck id" }, zone: name },
        additionalProperties: false,
        "x-expect": "{ deck: <deck id>, zone: <zone each player has> }",
      },
      rules: {
        type: "array",
        "x-expect": "a list of deck rules",
        items: {
          type: "object",
          "x-expect": "a deck rule mapping: { kind, with, where, sum, distinct, each, each-trait, card-limit, exactly, at-least, at-most, description }",
          properties: {
            ...bounds,
            kind: nameOrNames,
            with: nameOrNames,
            where: { type: "object", propertyNames: fieldPath, additionalProperties: { anyOf: [scalar, { type: "array", items: scalar, minItems: 1 }] }, "x-expect": "a mapping of fields to values" },
            sum: fieldPath,
            distinct: fieldPath,
            each: fieldPath,
            "each-trait": { type: "array", items: name, minItems: 1, uniqueItems: true, "x-expect": "a list of traits" },
            "card-limit": name,
            description: { type: "string" },
          },
          additionalProperties: false,
        },
      },
    },
    additionalProperties: false,
    "x-expect": "a deck type { description, kinds, size, rules, starting }",
  },
} as const;

/** The JSON Schema of one deck document in a `*.deck.yaml` file. */
export const DECK_FILE_SCHEMA = {
  type: "object",
  "x-expect": "a deck: a mapping with id, type and cards",
  required: ["id", "type", "cards"],
  properties: {
    id: { type: "string", pattern: "^[a-z0-9]+(-[a-z0-9]+)*$", "x-expect": "a lowercase kebab-case id" },
    name: { type: "string" },
    type: name,
    description: { type: "string" },
    cards: {
      type: "object",
      "x-expect": "a mapping of card ids to how many copies (`fireball: 3`)",
      additionalProperties: { type: "integer", minimum: 1, "x-expect": "a number of copies, 1 or more" },
    },
  },
  additionalProperties: false,
} as const;
