/**
 * A kind's `restocks: { stock, on, says }` (runtime/core/restock-days.ts): `stock` is a map field of
 * the kind (a stock, as `exchange` trades it), `on` a list field of game turns, and game turns are
 * counted only when the lead passes round the table. CS1014 at the name otherwise.
 */
import { didYouMean } from "../check/suggest.ts";
import type { ContractReport } from "./check-contract.ts";
import type { Vocabulary } from "./vocabulary.ts";

export function checkRestocks(v: Vocabulary, kind: string, report: ContractReport): void {
  const restocks = v.kinds[kind].restocks;
  if (!restocks) return;
  const fields = v.kinds[kind].fields;
  const field = (name: string, type: string, key: "stock" | "on") => {
    if (fields[name]?.type !== type) report("CS1014", ["kinds", kind, "restocks", key], `\`${name}\` is not a ${type} field of \`${kind}\``, didYouMean(name, Object.keys(fields).filter((f) => fields[f].type === type)) ?? `declare it under the kind's fields, of type ${type}`);
  };
  field(restocks.stock, "map", "stock");
  field(restocks.on, "list", "on");
  if (v.rules.leader !== "passes-clockwise") report("CS1014", ["kinds", kind, "restocks"], "game turns are counted only when the lead passes round the table", "declare `leader: passes-clockwise` in `rules:`", true);
}
