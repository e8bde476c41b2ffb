/**
 * Hand verbs the engine runs (game.yaml: `means: draw`, `means: discard-random`): a player takes
 * the top cards of a zone of theirs into their `hand`, or discards cards of their hand at random.
 */
import type { EffectContext, Ref } from "../api.ts";
import type { Engine } from "./engine.ts";

/**
 * `seat` takes up to `n` cards from the top of its `from` zone (an empty zone that `refills-from`
 * another refills first) into its hand: each card is told to the game's record only, the count
 * to everyone.
 */
export function drawCards<V extends object>(e: Engine<V>, seat: number, n: number, from = "deck"): void {
  let taken = 0;
  for (; taken < n; taken++) {
    const uid = e.drawTop(from, seat);
    if (uid === undefined) break;
    e.table.move(uid, "hand", seat, { quiet: true });
    e.log.addHidden(`${e.seatName(seat)} takes ${e.catalogue.name(e.table.card(uid).cardId)}`);
  }
  const where = from === "deck" ? "" : ` from their ${from}`;
  e.log.add(`${e.seatName(seat)} draws ${taken} card${taken === 1 ? "" : "s"}${where}`);
}

/** The acting player discards `n` cards of their hand picked at random, each by the game's `discard` verb. */
export function discardAtRandom<V extends object>(e: Engine<V>, ctx: EffectContext, seat: number, n: number): void {
  const discard = (e.rt.verbs as Record<string, (ctx: EffectContext, args: Record<string, Ref>) => void>).discard;
  for (let i = 0; i < n; i++) {
    const hand = e.table.zone("hand", seat);
    if (!hand.length) return;
    const uid = hand[e.rng.int(hand.length)];
    e.log.add(`${e.seatName(seat)} discards ${e.catalogue.name(e.table.card(uid).cardId)} at random`);
    discard(ctx, { card: e.cardRef(uid) });
  }
}
