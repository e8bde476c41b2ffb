import type { CardId } from "./vocabulary.ts";

/** Deck types, as game.yaml declares them under `decks:`. */
export const DECK_TYPES = ["hero", "encounter"] as const;
export type DeckType = (typeof DECK_TYPES)[number];
/** Every deck id, sorted. */
export const DECK_IDS = ["starter-encounters", "starter-heroes"] as const;
export type DeckId = (typeof DECK_IDS)[number];
/** Each player's starting decks, in deck-type order: the deck and the zone (theirs) it is shuffled into at setup. */
export const STARTING_DECKS: ReadonlyArray<readonly [DeckId, string]> = [
  ["starter-heroes", "hero-deck"],
  ["starter-encounters", "encounter-deck"],
];

/** A deck as its file lists it: each card with its number of copies, in file order. */
export interface Deck {
  readonly id: DeckId;
  readonly name: string;
  readonly type: DeckType;
  /** The deck file, relative to the game folder. */
  readonly file: string;
  readonly cards: ReadonlyArray<readonly [CardId, number]>;
}

/** Every deck that checked, by id. */
export const DECKS: ReadonlyMap<DeckId, Deck> = new Map<DeckId, Deck>([
  [
    "starter-encounters",
    {
      id: "starter-encounters",
      name: "Starter Encounter deck",
      type: "encounter",
      file: "decks/starter.deck.yaml",
      cards: [
        ["dwarven-shield", 1],
        ["iron-helm", 1],
        ["chain-armor", 1],
        ["leather-coat", 1],
        ["blessed-pendant", 1],
        ["lucky-charm", 1],
        ["orlows-infernal-ring", 1],
        ["elven-blade", 1],
        ["broadsword", 1],
        ["battle-axe", 1],
        ["longbow", 1],
        ["staff-of-healing", 1],
        ["wand-of-fear", 1],
        ["scroll-of-fire", 1],
        ["scroll-of-warding", 1],
        ["merloit", 2],
        ["skulker", 2],
        ["dragonette", 2],
        ["lesser-demon", 2],
        ["lesser-devil", 2],
        ["skeleton-knight", 2],
        ["ghoul", 2],
        ["fire-elemental", 2],
        ["sea-serpent", 2],
        ["wraith", 2],
        ["necromancer", 2],
        ["goblin-ambusher", 2],
        ["giant-rat", 2],
        ["kobold", 2],
        ["orc-raider", 2],
        ["harpy", 2],
        ["troll", 2],
        ["gargoyle", 2],
        ["fireball", 1],
        ["lightning-bolt", 1],
        ["terror", 1],
        ["quake", 1],
        ["stone-skin", 1],
        ["heroism", 1],
        ["healing-rain", 1],
        ["water-shield", 1],
        ["spell-eater-trap", 1],
        ["pickpocket-trap", 1],
        ["rust-trap", 1],
        ["pit-trap", 1],
        ["poison-needle-trap", 1],
        ["fear-gas-trap", 1],
        ["alarm-trap", 1],
        ["collapsing-ceiling-trap", 1],
      ],
    },
  ],
  [
    "starter-heroes",
    {
      id: "starter-heroes",
      name: "Starter Hero deck",
      type: "hero",
      file: "decks/starter.deck.yaml",
      cards: [
        ["byron", 1],
        ["spearman", 1],
        ["druid", 1],
        ["battle-sister", 1],
        ["paladin", 1],
        ["swordsman", 1],
        ["knight", 1],
        ["squire", 1],
        ["gnome-tinker", 1],
        ["thief", 1],
        ["monk", 1],
        ["shieldmaiden", 1],
        ["fire-mage", 1],
        ["air-elementalist", 1],
        ["water-priestess", 1],
        ["cleric", 1],
        ["earth-shaman", 1],
        ["dwarf-champion", 1],
        ["elven-captain", 1],
        ["warlord", 1],
        ["sorceress-of-the-tides", 1],
        ["barbarian", 1],
        ["templar", 1],
        ["archer", 1],
        ["ranger", 1],
        ["halfling-slinger", 1],
        ["exorcist", 1],
      ],
    },
  ],
]);
