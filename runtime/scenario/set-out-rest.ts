/**
 * A game's setup laying out its cards by the same `rest` rules (game.yaml's `scenario.rest`) a
 * scenario file's table is completed with, so the two lay the table out alike: each rule's kinds'
 * cards, in the card set's order, into its zone (the leader's, for a per-player zone), as many
 * copies as it says, with (or without) a value in its `with` (`without`) field, then shuffled when
 * it says so. A card the game's mode does not use (its kind's or a trait's `modes`) goes to
 * `leftOutTo` when given, else is not made. A rule choosing one card per value (`one-per`) reads
 * a scenario's own table, which a setup has not: it is refused.
 */
import type { CatalogueCard } from "../core/catalogue.ts";
import type { Engine } from "../core/engine.ts";
import { cardInMode } from "../core/kind-modes.ts";
import type { RestRule } from "./table-rules.ts";

export function setOutRest<V extends object>(e: Engine<V>, rules: readonly RestRule[], leftOutTo: string | null = null): void {
  const has = (c: CatalogueCard, field: string) => !!(c as unknown as Readonly<Record<string, unknown>>)[field];
  for (const rule of rules) {
    if (rule.onePer !== null) throw new Error(`a setup cannot lay out one card per ${rule.onePer} (a scenario's rule) in ${rule.zone}`);
    const owner = rule.owner === "leader" ? e.leader : null;
    for (const c of e.catalogue.cards) {
      if (!rule.kinds.includes(c.kind) || (rule.with !== null && !has(c, rule.with)) || (rule.without !== null && has(c, rule.without))) continue;
      const zone = cardInMode(e, c) ? rule.zone : leftOutTo;
      for (let i = 0; zone !== null && i < rule.copies; i++) e.table.create(c.id, zone, zone === rule.zone ? owner : null);
    }
    if (rule.shuffled) e.table.shuffleZone(rule.zone, owner, (xs) => e.rng.shuffle(xs));
  }
}
