/**
 * A contest's side no player runs (game.yaml: a contest's `unplayed:`; a seat taking no turns,
 * such as a solo game's automaton): a card is turned over from a shared deck, its `shows.field`
 * saying how many cards the side draws (less those spared: the verb meaning `spare-draws`, for
 * that contest only), and the drawn cards' `draws.sum` field summed is its power.
 */
import { printedNumber } from "./catalogue.ts";
import { reveal } from "./deck-top.ts";
import type { Engine } from "./engine.ts";
import { own } from "./table.ts";

/** The cards spared for the next unplayed side's draw, by engine. */
const spared = new WeakMap<object, number>();

/** The next side no player runs draws `count` fewer cards. */
export function spareDraws<V extends object>(e: Engine<V>, count: number): void {
  spared.set(e, (spared.get(e) ?? 0) + count);
}

/** The power of `seat`'s side in the contest, when no player runs the seat and the contest declares `unplayed`. */
export function unplayedPower<V extends object>(e: Engine<V>, contest: string, seat: number): (() => number) | undefined {
  const terms = own(e.rules.contests, contest)?.unplayed;
  if (!terms || e.seatsTakingTurns().includes(seat)) return undefined;
  return () => {
    const [shown] = reveal(e, null, 1, terms.shows.from, terms.shows.to);
    const count = Math.max(0, (shown === undefined ? 0 : printedNumber(e.catalogue, shown, terms.shows.field)) - (spared.get(e) ?? 0));
    spared.delete(e); // spared for one contest
    const drawn = reveal(e, null, count, terms.draws.from, terms.draws.to);
    const power = drawn.reduce((sum, cardId) => sum + printedNumber(e.catalogue, cardId, terms.draws.sum), 0);
    const values = new Map([["count", String(count)], ["card", shown === undefined ? "" : e.catalogue.name(shown)], ["power", String(power)]]);
    e.log.add(terms.says.replace(/\{(count|card|power)\}/g, (_, word: string) => values.get(word)!));
    return power;
  };
}
