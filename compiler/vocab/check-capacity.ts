/**
 * Zone capacities that depend on a value (`at-most: "(health + 1) / 2"`, or a range table
 * `{ by: health, "1-2": 1, "3-4": 2, "5": 3 }`): each value is an effect-language number
 * expression, read as the zone's owner, checked at its position in game.yaml.
 */
import { parseCondition, type Expr, type ParseResult } from "../../dsl/index.ts";
import type { CheckedCapacity } from "../check/checked.ts";
import { declaredTextChecker, parsedTree } from "./declared-text.ts";
import { isSingleCapacity, type Capacity, type Vocabulary } from "./vocabulary.ts";

type SpanReport = (code: string, message: string, start: number, end: number, help?: string, label?: string) => void;

/** Reports at a path of game.yaml: inside the scalar there (offsets into its text), or on the key. */
export type PathReport = (path: Array<string | number>) => SpanReport;

/** `parse` reads an expression: the parser itself, or trees of texts parsed before (rule-text-trees.ts). */
export function checkCapacities(vocab: Vocabulary, at: PathReport, parse: { condition(text: string): ParseResult<Expr> } = { condition: parseCondition }): CheckedCapacity[] {
  const out: CheckedCapacity[] = [];
  for (const [zone, spec] of Object.entries(vocab.zones)) {
    const atMost = spec["at-most"];
    if (atMost === undefined) continue;
    const entries: Array<[string | null, Capacity, Array<string | number>]> = isSingleCapacity(atMost)
      ? [[null, atMost, ["zones", zone, "at-most"]]]
      : Object.entries(atMost).map(([of, c]) => [of, c, ["zones", zone, "at-most", of]]);
    for (const [of, capacity, path] of entries) {
      if (typeof capacity === "number") continue;
      const checked = checkOne(vocab, zone, of, capacity, path, at, parse.condition(typeof capacity === "object" ? String((capacity as { by: unknown }).by) : capacity));
      if (checked) out.push(checked);
    }
  }
  return out;
}

function checkOne(vocab: Vocabulary, zone: string, of: string | null, capacity: string | { by: string }, path: Array<string | number>, at: PathReport, parsed: ParseResult<Expr>): CheckedCapacity | undefined {
  const table = typeof capacity === "object" ? (capacity as Record<string, string | number>) : null;
  const exprPath = table ? [...path, "by"] : path;
  const report = at(exprPath);
  const expr = parsedTree(parsed, report);
  if (!expr) return undefined;
  const { checker, ok } = declaredTextChecker(vocab, report);
  const { names } = checker.checkNumber(expr, `the capacity of \`${zone}\``);
  const ranges = table ? tableRanges(table, path, at) : null;
  if (!ok() || ranges === undefined) return undefined;
  return { zone, of, expr, names, ranges };
}

/** `"1-2": 1` rows, in order; overlapping or backward ranges are errors at their key. */
function tableRanges(table: Record<string, string | number>, path: Array<string | number>, at: PathReport): CheckedCapacity["ranges"] | undefined {
  const rows: Array<{ low: number; high: number; count: number }> = [];
  let ok = true;
  for (const [key, count] of Object.entries(table)) {
    if (key === "by") continue;
    const [low, high = low] = key.split("-").map(Number);
    const clash = rows.find((r) => low <= r.high && r.low <= high);
    const problem = high < low ? `the range ${key} runs backward` : clash ? `the range ${key} overlaps ${clash.low === clash.high ? clash.low : `${clash.low}-${clash.high}`}` : null;
    if (problem) {
      ok = false;
      at([...path, key])("CS1014", problem, 0, String(count).length, "give each value one count: `\"1-2\": 1, \"3-4\": 2`");
      continue;
    }
    rows.push({ low, high, count: Number(count) });
  }
  if (ok && !rows.length) {
    at(path)("CS1014", "a capacity table needs at least one range", 0, 0, "for example `{ by: health, \"1-2\": 1, \"3-4\": 2, \"5\": 3 }`");
    return undefined;
  }
  return ok ? rows : undefined;
}
