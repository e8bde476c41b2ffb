/**
 * Counters that are a card's own supply of tokens (game.yaml's `starts-from` and `spent-goes-to`
 * on a counter): a card comes into play with as many as its field shows (charges printed on the
 * card), and once its last one is removed it goes to a zone (flipped facedown, used up).
 */
import type { Ref } from "../api.ts";
import type { Engine } from "./engine.ts";
import type { CardInstance } from "./table.ts";

/** Gives a card entering play the tokens its fields show, each said in the log. */
export function startingTokens<V extends object>(e: Engine<V>, inst: CardInstance): void {
  const card = e.catalogue.card(inst.cardId) as unknown as Readonly<Record<string, unknown>>;
  for (const rule of e.rules.tokens ?? []) {
    const n = rule.startsFrom === null ? undefined : card[rule.startsFrom];
    if (typeof n !== "number") continue;
    e.table.setCounter(inst, rule.counter, n);
    e.log.add(`${e.describe(e.cardRef(inst.uid))} comes with ${n} ${rule.counter}`);
  }
}

/** After tokens were removed from `card`: with none of a counter left that says so, it goes to that zone (its owner's). */
export function spentTokens<V extends object>(e: Engine<V>, card: Ref, counter: string, move: (zone: string) => void): void {
  const rule = e.rules.tokens?.find((r) => r.counter === counter);
  const inst = e.table.cards.get(card.id);
  if (!rule?.spentGoesTo || !inst || (inst.counters[counter] ?? 0) > 0) return;
  e.log.add(`${e.describe(card)} has no ${counter} left: it goes to ${rule.spentGoesTo}`);
  move(rule.spentGoesTo);
}
