/**
 * ELO Darkness on the engine: the table state the effect language cannot hold (each Lane's
 * Minion and Towers, the active Challenge) and the card moves every rule shares. What the
 * game's `hook` names mean is in hooks.ts, the battlefront and the Challenges in combat.ts.
 */
import type { Ref } from "../../../runtime/api.ts";
import type { FieldsOfAnyKind } from "../../../runtime/core/card-fields.ts";
import { Catalogue, type CatalogueCard } from "../../../runtime/core/catalogue.ts";
import { discardToPile } from "../../../runtime/core/discard-pile.ts";
import { PlainCardEngine } from "../../../runtime/core/card-engine.ts";
import type { PlayOptions } from "../../../runtime/core/game-module.ts";
import type { CardInstance } from "../../../runtime/core/table.ts";
import { TugTrack } from "../../../runtime/core/tug-track.ts";
import { cards, COUNTER_BOUNDS, RESOURCE_BOUNDS } from "../../../generated/elo-darkness/index.ts";
import type { EloDarknessVerbs } from "../../../generated/elo-darkness/index.ts";
import type { Card as AnyCard } from "../../../generated/elo-darkness/kinds.ts";
import { RULES } from "../../../generated/elo-darkness/rules.ts";
import { makeHooks } from "./hooks.ts";

export const CATALOGUE = new Catalogue(cards as unknown as readonly CatalogueCard[]);
/** A card's printed fields, as the kinds in game.yaml declare them. */
export type Card = FieldsOfAnyKind<AnyCard> & { readonly id: string; readonly kind: AnyCard["kind"] };

/**
 * A Lane: its card's id and name, its Class (`cls`), and its Minion on a tug-of-war track from
 * seat 0's side (-3..3, the centre 0; beyond 3 is a Base) whose strongholds are the Towers: seat
 * 0's at -2 and -1, seat 1's at 1 and 2.
 */
function newLane(g: EloGame, id: string) {
  return { id, name: g.catalogue.name(id), cls: g.card(id).class!, minion: new TugTrack(3, [-2, -1, 1, 2]) } as const;
}
export type Lane = ReturnType<typeof newLane>;
/** The Lanes' cards, in their order on the board (each is also the zone of its Laner slots). */
export const LANES = ["desert", "forest", "volcano"];

export class EloGame extends PlainCardEngine<EloDarknessVerbs> {
  readonly lanes: Lane[] = LANES.map((id) => newLane(this, id));
  /** The active Challenge's Lane, or null between Challenges. */
  challenge: { readonly lane: Lane } | null = null;
  /** Each seat's total Influence on the last active Lane, as it stood when the Challenge ended. */
  readonly lastTotals = [0, 0];
  winner: number | null = null;
  invaded = false;
  readonly hooks = makeHooks(this);

  constructor(readonly options: PlayOptions) {
    super(RULES, CATALOGUE, { ...options, resourceBounds: RESOURCE_BOUNDS, counterBounds: COUNTER_BOUNDS });
  }

  card(id: string): Card {
    return this.catalogue.card(id) as unknown as Card;
  }
  /** The card's printed name: the log tells whose it is by who plays it. */
  title(inst: CardInstance): string {
    return this.catalogue.name(inst.cardId);
  }
  /** The cards' names, for the log. */
  names(insts: readonly CardInstance[]): string {
    return insts.map((i) => this.title(i)).join(", ");
  }
  isHeroCard(inst: CardInstance): boolean {
    return this.kind(inst) === "hero-card";
  }
  /** A seat's Hero token (Ready, Exhausted or killed) by Hero id or Class; a Hero card's Hero with `heroOf`. */
  heroToken(seat: number, heroOrClass: string): CardInstance | null {
    const tokens = ["heroes", "exhausted", "fallen"].flatMap((zone) => this.table.peek(zone, seat));
    return tokens.find((i) => i.cardId === heroOrClass || this.card(i.cardId).class === heroOrClass) ?? null;
  }
  heroOf(seat: number, inst: CardInstance): CardInstance | null {
    return this.isHeroCard(inst) ? this.heroToken(seat, this.card(inst.cardId).hero!) : null;
  }
  classOf(inst: CardInstance): string | undefined {
    return this.isHeroCard(inst) ? this.card(this.card(inst.cardId).hero!).class : undefined;
  }
  /** An event's arguments for a card a seat uses: `for` its Hero, if a Hero card. */
  cardArgs(seat: number, inst: CardInstance): { on: Ref; by: Ref; for?: Ref } {
    const hero = this.heroOf(seat, inst);
    return { on: this.cardRef(inst.uid), by: this.playerRef(seat), ...(hero && { for: this.cardRef(hero.uid) }) };
  }
  /** A seat has a Roaming card on a Lane: the Lane is resolved, its Laner Hero roams. */
  roaming(seat: number, lane: string): boolean {
    return this.table.peek(lane, seat).some((i) => this.trait(i, "Roaming"));
  }
  /** A seat's resource of the active Challenge (`rampage`, `threat`...). */
  holds(seat: number, name: string): boolean {
    return this.table.players[seat].resources[name] > 0;
  }
  /** A card's Influence on the Lane: printed, plus the modifiers to it (a blank card keeps it). */
  cardInfluence(inst: CardInstance): number {
    return this.card(inst.cardId).influence! + this.modifiersTo(this.cardRef(inst.uid), "influence");
  }
  total(seat: number): number {
    const lane = this.challenge?.lane;
    return lane ? this.value(seat, "influence") + this.table.peek(lane.id, seat).reduce((n, i) => n + this.cardInfluence(i), 0) : this.lastTotals[seat];
  }
  /** Heroes in the active Challenge: the Lane's Laner (unless a Free Lane card stands for it) and those whose cards are in play there. */
  participants(seat: number): CardInstance[] {
    const slot = this.challenge ? this.table.peek(this.challenge.lane.id, seat) : [];
    const laner = this.challenge && this.heroToken(seat, this.challenge.lane.cls);
    const out = new Set(slot.map((i) => this.heroOf(seat, i)));
    if (laner && !slot.some((i) => this.trait(i, "Free-Lane"))) out.add(laner);
    return [...out].filter((h): h is CardInstance => !!h && h.zone !== "fallen");
  }
  /** Discards a card to its owner's pile; from the hand, a Special Activation card's `when discarded` runs there. */
  discard(uid: string, by: number): void {
    discardToPile(this, uid, by, { trait: "Special-Activation", says: "Special Activation" });
  }
}
