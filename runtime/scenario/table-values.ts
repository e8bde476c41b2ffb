/**
 * Values a scenario sets and reads, through the game's own hooks: `property` (what a card's
 * `damage of the monster` reads) and `setProperty` for a starting table's counters. A player's
 * values are those of the player's entity (`seatEntity`); a shared card's those of the entity
 * its noun names (`monster`), read in a player's context when they are per player.
 */
import type { Ref } from "../api.ts";
import type { Engine } from "../core/engine.ts";
import type { TableCards } from "./table-cards.ts";
import type { TableKey, ValueRule } from "./table-rules.ts";

/** Any game on the engine: `any`, since a game's verbs type appears in both directions. */
export type AnyEngine = Engine<any, any>;

/** Values the game's scenario TypeScript reads itself (`means: hook` in game.yaml). */
export type ValueHooks<E extends AnyEngine> = ReadonlyMap<string, (e: E, seat: number) => unknown>;

/** A context for `seat`, as a card of theirs would have, to ask the game's hooks. */
function seatContext(e: AnyEngine, seat: number) {
  return e.context(seat, null, "scenario");
}

export function readProperty(e: AnyEngine, seat: number, of: Ref, name: string): number {
  return e.rt.property(seatContext(e, seat), name, of);
}

export function setProperty(e: AnyEngine, seat: number, of: Ref, name: string, value: number): void {
  e.setProperty(seatContext(e, seat), name, of, value);
}

/** The card a one-card top-level key names now (the active Monster), or null. */
export function tableCard(e: AnyEngine, key: TableKey): string | null {
  return e.table.peek(key.zone)[0]?.cardId ?? null;
}

/** The entity the key's noun names now, or null (no Monster in play). */
export function tableEntity(e: AnyEngine, key: TableKey): Ref | null {
  if (key.entity === null) return null;
  return e.rt.select(seatContext(e, e.leader), { noun: key.entity, determiner: null, filters: [] })[0] ?? null;
}

/**
 * The value a rule reads for `seat` (the player, or the player a per-player value is for):
 * `sub` is the name below an `each` key (`tech` in `stats.tech`). No entity reads as 0.
 */
export function readValue<E extends AnyEngine>(e: E, cards: TableCards, rule: ValueRule, seat: number, entity: Ref | null, card: string | null, sub: string | undefined, hooks: ValueHooks<E>): unknown {
  if (rule.hook) return hooks.get(rule.key)!(e, seat);
  if (rule.field !== null) return card === null ? 0 : (cards.field(card, rule.field) ?? 0);
  if (entity === null) return 0;
  if (rule.each !== null) return readProperty(e, seat, entity, sub!);
  return readProperty(e, seat, entity, rule.of!) - (rule.minus === null ? 0 : readProperty(e, seat, entity, rule.minus));
}

/** `9 damage would have knocked Akintunde down (9 health)`, or null when the value is below its bound. */
export function boundProblem(e: AnyEngine, rule: ValueRule, seat: number, entity: Ref, name: string, value: number): string | null {
  if (rule.below === null) return null;
  const bound = readProperty(e, seat, entity, rule.below);
  if (value < bound) return null;
  return rule.reached === null ? `${value} ${rule.key} is not below ${name}'s ${rule.below} (${bound})` : `${value} ${rule.key} would have ${rule.reached.replaceAll("{name}", name)} (${bound} ${rule.below})`;
}
