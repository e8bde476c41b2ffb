/**
 * Rolls looked up in a table, as game.yaml's `rolls:` declares them: one die rolled in the open,
 * the log saying what for and every range's outcome (`casting roll (1-3 works, 4-6 fails): rolled
 * 2`), and the outcome of the range the result falls in. The check makes the ranges cover every
 * result of the die once, so a roll always has an outcome.
 */
import type { GameRules, RollTable } from "./rules.ts";
import { own } from "./table.ts";

/** What a roll needs of the engine: the declared tables and a die rolled in the open. */
export interface RollingEngine {
  readonly rules: Pick<GameRules<never>, "rolls">;
  roll(what: string, sides?: number): number;
}

/** One die rolled in the open: the log says what for and what came up. */
export function rollInTheOpen(e: { readonly rng: { die(sides: number): number }; readonly log: { add(text: string): unknown } }, what: string, sides = 6): number {
  const result = e.rng.die(sides);
  e.log.add(`${what}: rolled ${result}`);
  return result;
}

/** The table, or an error naming the tables there are. */
export function rollTable(e: RollingEngine, name: string): RollTable {
  const table = own(e.rules.rolls, name);
  if (!table) throw new RangeError(`no roll table \`${name}\` (rolls: ${Object.keys(e.rules.rolls ?? {}).join(", ") || "none"})`);
  return table;
}

/** The table's ranges as the log writes them: `1-3 works, 4-5 back to the hand, 6 lost`. */
export function describeRollTable(table: RollTable): string {
  return table.on.map((r) => `${r.low === r.high ? r.low : `${r.low}-${r.high}`} ${r.outcome}`).join(", ");
}

/** Rolls the table's die and returns the outcome of the result's range. */
export function rollOn(e: RollingEngine, name: string): string {
  const table = rollTable(e, name);
  const result = e.roll(`${table.says} (${describeRollTable(table)})`, table.sides);
  const range = table.on.find((r) => result >= r.low && result <= r.high);
  if (!range) throw new RangeError(`roll table \`${name}\` has no outcome for ${result}`);
  return range.outcome;
}
