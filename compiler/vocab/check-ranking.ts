/**
 * A declared ranking (game.yaml's `ranking:`, run by runtime/core/declared-ranking.ts): every value
 * it reads, in `ruled-out`, `by`, `marks` and the braces of `says`, is a player's stat, resource,
 * counter, per-player zone (its cards counted) or `score` (the declared score sum), each `decides`
 * names a `by` value, and `score: ranking` needs a ranking to score by. CS1014 at the name otherwise.
 */
import { didYouMean } from "../check/suggest.ts";
import type { ContractReport } from "./check-contract.ts";
import type { Vocabulary } from "./vocabulary.ts";

/** The names in braces of a ranking's `says` (`{vp} VP`). */
export function saysValues(says: string): string[] {
  return [...says.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]);
}

export function checkRanking(v: Vocabulary, report: ContractReport): void {
  const r = v.ranking;
  if (!r) {
    if (v.procedure.score === "ranking") report("CS1014", ["procedure", "score"], "`score: ranking` but the game declares no ranking", "declare `ranking: { by: [<values>], says: <text> }` at the top level");
    return;
  }
  const zones = Object.keys(v.zones).filter((zone) => v.zones[zone]["per-player"]);
  const sum = typeof v.procedure.score === "object" ? ["score"] : [];
  const values = [...Object.keys(v.stats), ...Object.keys(v.resources), ...Object.keys(v.counters), ...sum, ...zones];
  const value = (name: string, at: (string | number)[]) => {
    if (!values.includes(name)) report("CS1014", at, `\`${name}\` is not a stat, resource, counter, per-player zone or declared score`, didYouMean(name, values) ?? "a ranking reads a player's values");
  };
  if (r["ruled-out"] !== undefined) value(r["ruled-out"], ["ranking", "ruled-out"]);
  r.by.forEach((name, i) => value(name, ["ranking", "by", i]));
  for (const name of saysValues(r.says)) value(name, ["ranking", "says"]);
  for (const name of Object.keys(r.marks ?? {})) value(name, ["ranking", "marks", name]);
  for (const name of Object.keys(r.decides ?? {})) {
    if (!r.by.includes(name)) report("CS1014", ["ranking", "decides", name], `\`${name}\` is not one of the ranking's \`by\` values`, didYouMean(name, r.by) ?? "`decides` says why a `by` value decided");
  }
}
