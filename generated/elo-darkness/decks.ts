import type { CardId } from "./vocabulary.ts";

/** Deck types, as game.yaml declares them under `decks:`. */
export const DECK_TYPES = ["main", "items", "starter-items"] as const;
export type DeckType = (typeof DECK_TYPES)[number];
/** Every deck id, sorted. */
export const DECK_IDS = [
  "team-blue",
  "team-blue-items",
  "team-orange",
  "team-orange-items",
] as const;
export type DeckId = (typeof DECK_IDS)[number];

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
    "team-blue",
    {
      id: "team-blue",
      name: "Team Blue",
      type: "main",
      file: "decks/team-blue.deck.yaml",
      cards: [
        ["neutralizing-shield", 3],
        ["bionic-javelin", 2],
        ["data-transfer", 3],
        ["arcane-research", 2],
        ["golden-tears", 3],
        ["flaming-tears", 2],
        ["dark-denial", 3],
        ["sens-hug", 2],
        ["data-reload", 3],
        ["grabbing-manoeuvre", 2],
        ["warding", 2],
        ["last-hit", 2],
        ["play-safe", 1],
        ["peeling", 2],
        ["minion-wave", 2],
        ["coordinated-assault", 1],
        ["taunt", 1],
        ["call", 1],
        ["mana-recover-marksman", 2],
        ["mana-recover-fighter", 1],
      ],
    },
  ],
  [
    "team-blue-items",
    {
      id: "team-blue-items",
      name: "Team Blue Item deck",
      type: "starter-items",
      file: "decks/team-blue.deck.yaml",
      cards: [
        ["thunder-helm", 1],
        ["elders-formula", 1],
        ["golden-chest", 1],
        ["dark-cloak", 1],
        ["amethyst-blade", 1],
      ],
    },
  ],
  [
    "team-orange",
    {
      id: "team-orange",
      name: "Team Orange",
      type: "main",
      file: "decks/team-orange.deck.yaml",
      cards: [
        ["infernal-charge", 3],
        ["dread-sword", 2],
        ["guardians-threat", 3],
        ["cobra-hypnosis", 2],
        ["torrent-of-arrows", 3],
        ["bloody-shot", 2],
        ["ancestral-ritual", 3],
        ["awakening-the-forest", 2],
        ["guiding-light", 3],
        ["dark-premonition", 2],
        ["warding", 2],
        ["worth-it", 1],
        ["recall", 1],
        ["peeling", 2],
        ["coordinated-assault", 1],
        ["brush", 1],
        ["play-safe", 2],
        ["minion-wave", 2],
        ["mana-recover-jungler", 2],
        ["mana-recover-support", 1],
      ],
    },
  ],
  [
    "team-orange-items",
    {
      id: "team-orange-items",
      name: "Team Orange Item deck",
      type: "starter-items",
      file: "decks/team-orange.deck.yaml",
      cards: [
        ["golden-shield", 1],
        ["silver-sickle", 1],
        ["merciless-archers-bow", 1],
        ["sorceress-water", 1],
        ["celerity-boots", 1],
      ],
    },
  ],
]);
