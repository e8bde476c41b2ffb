/**
 * A contest between two sides, as game.yaml's `contests:` declares it (a battle, a duel of
 * champions): each side commits cards in secret, as many as its commit zone holds; both are
 * revealed; the sides' stat is compared, the tie going to the side the rule names; each side may
 * apply the effect field of one committed card, winner first; the cards go to their pile; the
 * winner's and the loser's events are raised, `by` that side's player and `against` the other's
 * when the event declares it. The game says who the sides are and what the
 * contest is about; the events' rules (cards triggered by them) give its consequences.
 */
import type { Ref } from "../api.ts";
import type { Engine } from "./engine.ts";
import { applyOneCardField } from "./card-fields.ts";
import { printedNumber } from "./catalogue.ts";
import { pickUpTo } from "./menus.ts";
import type { ContestRule } from "./rules.ts";
import { own } from "./table.ts";

export interface ContestSide {
  readonly seat: number;
  /**
   * A side no player runs (a solo game's automaton): its power worked out by the game instead of
   * the stat; it commits no cards and applies no field.
   */
  readonly power?: () => number;
}

export interface ContestOptions {
  /** The side (0 or 1) that wins without a contest (no cards committed, no field applied). */
  readonly decided?: 0 | 1;
  /** The payload of the won and lost events. */
  readonly payload?: Readonly<Record<string, unknown>>;
}

/** A declared name as the log writes it: `combat-power` is "combat power". */
const spoken = (name: string) => name.replace(/-/g, " ");

/** The contest's rule, or an error naming the contests there are. */
export function contestRule<V extends object>(e: Engine<V>, name: string): ContestRule {
  const rule = own(e.rules.contests, name);
  if (!rule) throw new RangeError(`no contest \`${name}\` (contests: ${Object.keys(e.rules.contests ?? {}).join(", ") || "none"})`);
  return rule;
}

/** Runs the contest between two sides, the first the one that started it; returns the winner's and loser's seats. */
export function runContest<V extends object>(e: Engine<V>, name: string, sides: readonly [ContestSide, ContestSide], options: ContestOptions = {}): { winner: number; loser: number } {
  const rule = contestRule(e, name);
  const players = sides.filter((side) => !side.power);
  let won = options.decided;
  if (won === undefined) {
    for (const side of players) commit(e, rule, side.seat);
    for (const side of players) reveal(e, rule, side.seat);
    const [first, second] = sides.map((side) => side.power?.() ?? e.value(side.seat, rule.power));
    e.log.add(`${spoken(rule.power)}: ${e.seatName(sides[0].seat)} ${first}, ${e.seatName(sides[1].seat)} ${second}`);
    won = first > second || (first === second && rule.ties === "first") ? 0 : 1;
  }
  const [winner, loser] = [sides[won].seat, sides[1 - won].seat];
  e.log.add(`${e.seatName(winner)} wins the ${spoken(name)}`);
  if (options.decided === undefined && rule.apply !== null) {
    for (const seat of [winner, loser]) if (players.some((side) => side.seat === seat)) applyOneCardField(e, seat, rule.commit.into, rule.apply);
  }
  for (const side of sides) for (const inst of e.table.inZone(rule.commit.into, side.seat)) e.table.move(inst.uid, rule.commit.then, null, { quiet: true });
  e.raise(rule.won, sideArgs(e, rule.won, winner, loser), options.payload);
  e.raise(rule.lost, sideArgs(e, rule.lost, loser, winner), options.payload);
  return { winner, loser };
}

/** A side's event: `by` its player, and `against` the other side's when the event declares that argument. */
function sideArgs<V extends object>(e: Engine<V>, event: string, side: number, other: number): Record<string, Ref> {
  const declared = e.rules.events.find((ev) => ev.name === event)?.args ?? [];
  return declared.includes("against") ? { by: e.playerRef(side), against: e.playerRef(other) } : { by: e.playerRef(side) };
}

/** The seat picks, unseen, up to as many of its cards of the committed kinds as the commit zone has room for. */
function commit<V extends object>(e: Engine<V>, rule: ContestRule, seat: number): void {
  const { kinds, from, into, weigh } = rule.commit;
  const offered = e.table.inZone(from, seat).filter((inst) => kinds.includes(e.catalogue.card(inst.cardId).kind));
  const capacity = e.zoneCapacity(into, seat);
  const limit = capacity === null ? offered.length : Math.max(0, capacity - e.table.inZone(into, seat).length);
  const worth = (cardId: string) => 1 + (weigh !== null ? printedNumber(e.catalogue, cardId, weigh) : 0);
  const label = (inst: { cardId: string }) => e.catalogue.name(inst.cardId);
  const chosen = pickUpTo(e, seat, kinds[0], `commit a ${spoken(kinds[0])}?`, offered, limit, label, (inst) => worth(inst.cardId));
  for (const inst of chosen) e.table.move(inst.uid, into, seat, { quiet: true });
}

/** The log shows the cards the seat committed. */
function reveal<V extends object>(e: Engine<V>, rule: ContestRule, seat: number): void {
  const names = e.table.inZone(rule.commit.into, seat).map((inst) => e.catalogue.name(inst.cardId));
  e.log.add(`${e.seatName(seat)} reveals ${names.join(", ") || `no ${rule.commit.kinds.map((k) => `${spoken(k)}s`).join(" or ")}`}`);
}
