/**
 * Drawing until a hand holds `size` cards (or the deck, refilled from its discard pile, runs
 * out): the log names each card for its owner only, and tells everyone how many were drawn. A
 * hand zone may declare its sizes (`draws-up-to:`), which `drawHandUpTo` reads.
 */
import type { Engine } from "./engine.ts";

export function drawUpTo<V extends object>(engine: Engine<V>, deck: string, hand: string, seat: number, size: number): number {
  let drawn = 0;
  // The deck is looked at (and refilled when empty) before the hand is counted, as a player does.
  for (let uid = engine.drawTop(deck, seat); uid && engine.table.size(hand, seat) < size; uid = engine.drawTop(deck, seat)) {
    engine.table.move(uid, hand, seat, { quiet: true });
    engine.log.addHidden(`${engine.seatName(seat)} draws ${engine.catalogue.name(engine.table.card(uid).cardId)}`);
    drawn++;
  }
  if (drawn) engine.log.add(`${engine.seatName(seat)} draws ${drawn} card${drawn === 1 ? "" : "s"}`);
  return drawn;
}

/**
 * The seat draws its `hand` zone up to the size game.yaml declares (`draws-up-to:`): the leader's
 * size once the rounds have begun (there is no leader during the setup), the others' otherwise.
 */
export function drawHandUpTo<V extends object>(engine: Engine<V>, hand: string, seat: number): number {
  const terms = engine.rules.zones.find((z) => z.name === hand)?.drawsUpTo;
  if (!terms) throw new Error(`the ${engine.rules.game} rules give the zone \`${hand}\` no \`draws-up-to:\``);
  const leads = engine.info.round > 0 && engine.leader === seat;
  return drawUpTo(engine, terms.from, hand, seat, leads ? terms.leader : terms.size);
}
