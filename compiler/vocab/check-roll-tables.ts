/**
 * Roll tables (game.yaml's `rolls:`, run by runtime/core/roll-tables.ts): every result of the die
 * must have exactly one outcome, so that a roll the engine makes always finds one. A range off the
 * die, backward, overlapping another, or a result no range covers is CS1014 at the table.
 */
import type { ContractReport } from "./check-contract.ts";
import type { RollTableSpec, Vocabulary } from "./vocabulary.ts";

/** A range key (`"1-3"`, `"6"`) as its lowest and highest result. */
export function rangeOf(key: string): { low: number; high: number } {
  const [low, high = low] = key.split("-").map(Number);
  return { low, high };
}

/** The sides of a die written `d6` (the meta-schema checked the shape). */
export function dieSides(die: string): number {
  return Number(die.slice(1));
}

export function checkRollTables(v: Vocabulary, report: ContractReport): void {
  for (const [name, table] of Object.entries(v.rolls ?? {})) checkRollTable(name, table, report);
}

function checkRollTable(name: string, table: RollTableSpec, report: ContractReport): void {
  const sides = dieSides(table.die);
  const taken = new Map<number, string>();
  let ok = true;
  for (const key of Object.keys(table.on)) {
    const at = ["rolls", name, "on", key];
    const { low, high } = rangeOf(key);
    const clash = [...taken].find(([result]) => result >= low && result <= high);
    const problem =
      high < low ? `the range ${key} runs backward`
      : low < 1 || high > sides ? `a ${table.die} rolls 1 to ${sides}, not ${key}`
      : clash ? `the range ${key} overlaps ${clash[1]} (both have ${clash[0]})`
      : null;
    if (problem) {
      ok = false;
      report("CS1014", at, problem, "give each result one outcome: `\"1-3\": works, \"4-6\": fails`");
      continue;
    }
    for (let r = low; r <= high; r++) taken.set(r, key);
  }
  const missing = Array.from({ length: sides }, (_, i) => i + 1).filter((r) => !taken.has(r));
  if (ok && missing.length) report("CS1014", ["rolls", name, "on"], `no outcome for ${missing.length === 1 ? "the result" : "the results"} ${missing.join(", ")} of the ${table.die}`, "every result of the die needs one outcome");
}
