/**
 * A verb meaning `contest` (game.yaml: `means: contest` with `fights:`): the acting player starts
 * the declared contest (contest.ts) against the player its `against` names, at the place its `at`
 * names. The verb's `fights:` says which contest, what the log calls it (`says`: "a duel"), the
 * payload of its won and lost events (`payload: { duel: true }`), what the log says when the
 * starting side wins without a contest (`at-once`), and what a fight spends for a period
 * (`once: { per: turn, on: against }`: the defender, or `on: at` the place, may not be fought
 * again that period: `fought` answers it). While it runs, the place is the contest's place
 * (`contestPlace`). A side no player runs (a solo automaton) gets its power from the game's
 * `contestPower` hook.
 */
import type { EffectContext, Ref } from "../api.ts";
import { runContest, type ContestSide } from "./contest.ts";
import type { Engine } from "./engine.ts";
import { own } from "./table.ts";
import { teammates } from "./team-play.ts";
import { unplayedPower } from "./unplayed-side.ts";

/** The places of the contests being run, the innermost last. */
const places = new WeakMap<object, string[]>();

/** The place of the contest being run (the innermost), or null when none is. */
export function contestPlace<V extends object>(e: Engine<V>): string | null {
  return places.get(e)?.at(-1) ?? null;
}

/** A fought side or place, as the usage limits count it (a key no card instance has). */
const foughtKey = (target: { seat: number } | { place: string }) => ("seat" in target ? `(fought player ${target.seat})` : `(fought place ${target.place})`);

/** Whether the player (or the place) was fought in a contest this `per` period, by a verb whose `once:` spends it. */
export function fought<V extends object>(e: Engine<V>, per: string, target: { seat: number } | { place: string }): boolean {
  return !e.limits.canUse(foughtKey(target), 0, [{ count: 1, per }]);
}

/** Runs the verb's declared contest: `attacker` against `defender`, at `place` (a card id). */
export function fight<V extends object>(e: Engine<V>, verb: string, attacker: number, defender: number, place: string): void {
  const terms = own(e.rules.verbContests, verb);
  if (!terms) throw new RangeError(`the verb \`${verb}\` declares no \`fights:\``);
  if (terms.once) e.limits.use(foughtKey(terms.once.on === "at" ? { place } : { seat: defender }), 0, [{ count: 1, per: terms.once.per }]);
  e.log.add(`${e.seatName(attacker)} attacks ${e.seatName(defender)} on ${e.catalogue.name(place)}: ${terms.says}`);
  if (terms.atOnce !== null) e.log.add(`${e.seatName(attacker)} ${terms.atOnce}`);
  const side = (seat: number): ContestSide => {
    const power = e.hooks.contestPower?.(seat) ?? unplayedPower(e, terms.contest, seat);
    return power ? { seat, power } : { seat };
  };
  let stack = places.get(e);
  if (!stack) places.set(e, (stack = []));
  stack.push(place);
  try {
    runContest(e, terms.contest, [side(attacker), side(defender)], { decided: terms.atOnce !== null ? 0 : undefined, payload: terms.payload });
  } finally {
    stack.pop();
  }
}

/** The `contest` meaning: the acting player against the `against` player, at the `at` card's place. */
export function contestVerb<V extends object>(e: Engine<V>, verb: string, ctx: EffectContext, against: Ref, at: Ref): void {
  const defender = e.controllerOf(against);
  const place = e.table.cards.get(at.id)?.cardId;
  if (defender === null || place === undefined) return;
  const attacker = e.resolution(ctx).seat;
  // teammates (a team mode, team-play.ts) never fight each other
  if (teammates(e, attacker, defender)) return e.log.add(`${e.seatName(attacker)} and ${e.seatName(defender)} play on one team: no fight`);
  fight(e, verb, attacker, defender, place);
}
