/**
 * What a game's `scenario:` section in game.yaml says about its table, compiled into
 * `generated/<game>/scenario.ts` (`SCENARIO`): the keys a scenario file may use to set out a
 * starting table, where the cards it does not name go, and the values expectations read. The
 * generic scenario support (table-support.ts) runs any game from this data; names are kept in
 * lists, never as keys of plain objects, since scenario files name them.
 */

import type { GameMode } from "../core/game-module.ts";

/** A value an expectation reads (and a starting table may set): `damage`, `health`, `stats`. */
export interface ValueRule {
  readonly key: string;
  /** The stat, resource or counter read through the game's `property` hook. */
  readonly of: string | null;
  /** Subtracted from `of` (`health` minus `damage`). */
  readonly minus: string | null;
  /** A vocabulary section whose every name is a key below this one (`stats: { tech: 2 }`). */
  readonly each: "stats" | "resources" | "counters" | null;
  /** A field of the subject's card (`level`). */
  readonly field: string | null;
  /** The game's scenario TypeScript reads it (`knockdowns`). */
  readonly hook: boolean;
  /** One value per player (a player's damage on a shared enemy), read in that player's context. */
  readonly perPlayer: boolean;
  /** A starting table may set it (a counter, through the game's `setProperty` hook). */
  readonly set: boolean;
  /** When set: the value must stay below this value of the same entity. */
  readonly below: string | null;
  /** The phrase for reaching `below`: `knocked {name} down` (`{name}`: the entity's card). */
  readonly reached: string | null;
}

/** A player key or top-level key listing the cards of one zone. */
export interface ZoneKey {
  readonly key: string;
  readonly zone: string;
  /** Card kinds allowed there. */
  readonly kinds: readonly string[];
  /** One card (or `none`) instead of a list. */
  readonly one: boolean;
  /**
   * A player's zone left out of the file starts with the cards of the role card's `from` field
   * not placed elsewhere: those of `kinds`, or with `passive` those listing a passive step
   * number that are played to this zone; with neither, all the rest.
   */
  readonly starts: { readonly from: string; readonly kinds: readonly string[]; readonly passive: boolean } | null;
  /** Cards with this trait set out here start attached to the player's entity, as when played. */
  readonly attached: string | null;
  /** At most `count` cards with this trait or of this kind (null: any card). */
  readonly atMost: readonly { readonly trait: string | null; readonly count: number }[];
}

/** A top-level key: the cards of a shared zone; with an `entity` noun, also an expectation subject. */
export interface TableKey extends ZoneKey {
  /** The noun naming the card there as an entity: its values are read through it. */
  readonly entity: string | null;
  readonly values: readonly ValueRule[];
}

/** Where setup puts the cards a scenario does not place, one rule after another. */
export interface RestRule {
  readonly kinds: readonly string[];
  readonly zone: string;
  /** A per-player zone: whose (the seat holding the lead). */
  readonly owner: "leader" | null;
  /** Only cards with (or without) a value in this field. */
  readonly with: string | null;
  readonly without: string | null;
  /** One card per value of this field, lowest first... */
  readonly onePer: string | null;
  /** ...above the value on the card a one-card top-level key placed. */
  readonly above: string | null;
  readonly copies: number;
  readonly shuffled: boolean;
}

export interface ScenarioTable {
  readonly game: string;
  readonly players: { readonly min: number; readonly max: number };
  readonly resources: readonly string[];
  readonly stats: readonly string[];
  readonly counters: readonly string[];
  /** Double-sided cards: the field naming the other side, and the traits marking front and back. */
  readonly doubleSided: { readonly field: string; readonly front: string; readonly back: string } | null;
  /** A card id may be listed several times, each a copy (`copies: true`); otherwise there is one of each card. */
  readonly copies?: boolean;
  /** Cards of a kind a file may name by a field instead of their id (`MxAttack+MxResponse`). */
  readonly labels: readonly { readonly kind: string; readonly field: string }[];
  /** The card each player plays (`hero: akintunde`); `owns`: a field tying other cards to one role card. */
  readonly role: { readonly key: string; readonly kinds: readonly string[]; readonly owns: string | null } | null;
  readonly playerZones: readonly ZoneKey[];
  readonly playerValues: readonly ValueRule[];
  /** Values of a player's card (`cards: { rampart: { shields: 0 } }`) besides zone, up, playable, attached-to. */
  readonly cardValues: readonly ValueRule[];
  /** A map game's player keys naming places (map-keys.ts): the figure's place, places held, places marked, keys the game reads; the kinds of card that are places. */
  readonly mapKeys?: { readonly at: string; readonly holds: string; readonly marks: string; readonly reads: readonly string[]; readonly placeKinds: readonly string[] };
  readonly table: readonly TableKey[];
  readonly rest: readonly RestRule[];
  /** The game's modes, when it declares some (a file's `mode:`; a team mode's players are one team). */
  readonly modes?: readonly GameMode[];
}
