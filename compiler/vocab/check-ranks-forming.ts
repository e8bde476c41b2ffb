/**
 * A zone's `ranks: { forms }` (runtime/core/rank-forming.ts): a player forms the ranks of a zone of
 * their own from zones of their own, sets aside fewer cards than they draw, and orders the rest by
 * a whole-number field some kind has. CS1014 at the offending name.
 */
import { didYouMean } from "../check/suggest.ts";
import type { ContractReport } from "./check-contract.ts";
import type { RanksFormingSpec, Vocabulary } from "./vocabulary.ts";

export function checkRanksForming(v: Vocabulary, zone: string, forms: RanksFormingSpec, report: ContractReport): void {
  const at = (...path: string[]) => ["zones", zone, "ranks", "forms", ...path];
  if (!v.zones[zone]["per-player"]) report("CS1014", at(), `zone \`${zone}\` is not per player`, "a player forms the ranks of a zone of their own: declare it `per-player: true`");
  const own = (name: string, key: string) => {
    if (!Object.hasOwn(v.zones, name)) report("CS1014", at(key), `unknown zone \`${name}\``, didYouMean(name, Object.keys(v.zones)));
    else if (!v.zones[name]["per-player"]) report("CS1014", at(key), `zone \`${name}\` is not per player`, "a player forms their ranks from, and sets cards aside to, zones of their own: declare it `per-player: true`");
  };
  own(forms.from, "from");
  if (forms["aside-to"] !== undefined) own(forms["aside-to"], "aside-to");
  if ((forms.aside ?? 0) >= forms.draw) report("CS1014", at("aside"), `setting ${forms.aside} of ${forms.draw} cards aside leaves none to form the ranks`, `set aside fewer than ${forms.draw}`);
  const ordered = Object.values(v.kinds).some((k) => Object.hasOwn(k.fields ?? {}, forms.order) && k.fields[forms.order].type === "int");
  if (!ordered) report("CS1014", at("order"), `no kind has a whole-number field \`${forms.order}\``, "the ranks are ordered by a field such as `melee: { type: int }`, highest in front");
}
