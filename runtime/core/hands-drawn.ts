/**
 * Every player still in draws their hand up (a zone's `draws-up-to:`), in seat order; when the
 * zone declares `leader-may-discard: <zone>`, the leader first may discard their whole hand to
 * that zone of theirs, to draw a fresh one (a mulligan). The game may give bots advice on it.
 */
import { drawHandUpTo } from "./draw-up-to.ts";
import type { Engine } from "./engine.ts";
import { pick } from "./menus.ts";

/** The leader's choice: discarding the hand is `true`; `advice` scores each answer for bots. */
export type DiscardAdvice = (discard: boolean) => number;

export function drawHandsUp<V extends object>(e: Engine<V>, hand: string, advice?: DiscardAdvice): void {
  const terms = e.rules.zones.find((z) => z.name === hand)?.drawsUpTo;
  if (terms?.leaderMayDiscard) offerLeaderDiscard(e, hand, terms.leaderMayDiscard, terms.leader, advice);
  for (const seat of e.inGame()) drawHandUpTo(e, hand, seat);
}

function offerLeaderDiscard<V extends object>(e: Engine<V>, hand: string, to: string, size: number, advice?: DiscardAdvice): void {
  const seat = e.leader;
  if (!e.table.size(hand, seat)) return;
  const label = (discard: boolean) => (discard ? "discard and draw" : "keep");
  if (!pick(e, seat, "mulligan", `discard your hand and draw ${size}?`, [false, true], label, advice)) return;
  for (const c of e.table.inZone(hand, seat)) e.table.move(c.uid, to, seat, { quiet: true });
  e.log.add(`${e.seatName(seat)} discards their hand`);
}
