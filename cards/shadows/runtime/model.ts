/**
 * Shadows: Heroes & Monsters at the table: seats, the monster, the zones the rules use, and the
 * bookkeeping of one round. Plain data; the rules modules change it through the Table.
 */
import type { Ref } from "../../../runtime/api.ts";
import { traitParts } from "../../../runtime/core/catalogue.ts";
import { RULES } from "../../../generated/shadows/rules.ts";
import { RESOURCES as DECLARED_RESOURCES, STATS } from "../../../generated/shadows/vocabulary.ts";

/** Zones the rules use besides the vocabulary's own (which effects can name). */
export const Z = {
  hand: "hand",
  deck: "current-deck",
  library: "library",
  station: "station-field",
  combat: "combat-field",
  stunned: "stunned-area",
  inventory: "inventory",
  market: "market",
  itemDeck: "item-deck",
  itemDiscard: "item-discard",
  actionDeck: "monster-action-deck",
  actionDiscard: "monster-action-discard",
  box: "box",
  /** Facedown monster-action card in front of a player's Combat Field. */
  actionSlot: "monster-action-slot",
  /** Revealed monster actions, discarded at CleanUp. */
  actionRevealed: "monster-action-revealed",
  monsterStack: "monster-stack",
  monster: "monster",
  monsterCreature: "monster-creature",
  /** Monsters a player defeated (kept for missions). */
  trophies: "trophies",
  mission: "mission",
  /** Leader and Bounty cards a player holds. */
  status: "status",
  bountySupply: "bounty-supply",
  /** Cards set aside at setup (unused heroes, monsters, missions). */
  unused: "unused",
} as const;

/** A Hero's stats, a player's resources: as game.yaml declares them. */
export const HERO_STATS: readonly string[] = STATS;
export const RESOURCES: readonly string[] = DECLARED_RESOURCES;
/** Traits that send a played card to the Station Field: game.yaml's `played-to` rules, not a second list. */
const STATION_TRAITS: ReadonlySet<string> = new Set(RULES.traits.filter((t) => t.playedTo === Z.station).map((t) => t.name));

/**
 * Where setup puts a Hero's own card: Hero Specials, and Initiative 0 cards with a
 * Self/Creature/Object/Attachment trait, start on the Station Field.
 */
export function startsOnStation(card: { kind: string; initiative?: readonly number[]; traits?: readonly string[] }): boolean {
  if (card.kind === "hero-special") return true;
  return !!card.initiative?.includes(0) && (card.traits ?? []).some((t) => STATION_TRAITS.has(traitParts(t)[0]));
}

/** A new seat at the table, with an empty round's bookkeeping. */
export function newSeat(seat: number, name: string, hero = ""): Seat {
  return {
    seat,
    name,
    hero,
    heroRef: heroRef(seat),
    playerRef: playerRef(seat),
    predictedAgainst: new Set(),
    attacksThisRound: 0,
    standaloneUsed: false,
  };
}

export interface Seat {
  readonly seat: number;
  readonly name: string;
  hero: string;
  readonly heroRef: Ref;
  readonly playerRef: Ref;
  /** Initiative numbers already predicted against this player this round. */
  predictedAgainst: Set<number>;
  /** Attacks this player's entities used this round (for Attack (Standalone)). */
  attacksThisRound: number;
  standaloneUsed: boolean;
}

export const heroRef = (seat: number): Ref => ({ id: `hero@${seat}`, type: "hero" });
export const playerRef = (seat: number): Ref => ({ id: `player@${seat}`, type: "player" });
