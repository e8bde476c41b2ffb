/**
 * Cards restocked on listed game turns (a kind's `restocks: { stock, on, says }` in game.yaml): when
 * a game turn is over, each card of the kind whose `on` field lists the next one gets its stock
 * from its `stock` field (exchange.ts' stockFrom), and the log says so (`{turn}`: that game turn).
 */
import type { Engine } from "./engine.ts";
import { stockFrom } from "./exchange.ts";

export function restockForNextGameTurn<V extends object>(e: Engine<V>): void {
  if (!e.rules.restocks?.length || !e.rotation?.turnOver) return;
  const next = e.rotation.gameTurn + 1;
  for (const rule of e.rules.restocks) {
    for (const inst of e.table.cards.values()) {
      const card = e.catalogue.card(inst.cardId) as unknown as Readonly<Record<string, unknown>>;
      const on = card.kind === rule.kind && Object.hasOwn(card, rule.on) ? card[rule.on] : null;
      if (!Array.isArray(on) || !on.includes(next)) continue;
      stockFrom(e, inst, rule.stock);
      e.log.add(rule.says.replaceAll("{turn}", String(next)));
    }
  }
}
