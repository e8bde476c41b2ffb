/**
 * A `place-stacks` verb's `stacks:` (runtime/core/place-stacks.ts): its zones are each player's,
 * its kinds and traits declared, its summed field a whole-number field of a listed kind; `stacks:`
 * belongs to that meaning only, and the meaning needs it. CS1014 at the offending name.
 */
import { didYouMean } from "../check/suggest.ts";
import type { ContractReport } from "./check-contract.ts";
import type { Vocabulary } from "./vocabulary.ts";

export function checkStacks(v: Vocabulary, verb: string, report: ContractReport): void {
  const { means, stacks } = v.verbs[verb];
  const at = (...path: Array<string | number>) => ["verbs", verb, ...path];
  if (means !== "place-stacks") return report("CS1014", at("stacks"), `\`stacks:\` gives the terms of a verb meaning \`place-stacks\`, and \`${verb}\` means \`${means}\``, "remove `stacks:`, or declare `means: place-stacks`", true);
  if (!stacks) return report("CS1014", at("means"), "`means: place-stacks` places on the verb's terms, and it has no `stacks:`", "add `stacks: { from: <zone>, to: <zone>, onto: <zone>, kinds: [<kind>], sum: <field>, limit: { first: <number> }, says: <text> }`", true);
  for (const key of ["from", "to", "onto"] as const) {
    const zone = stacks[key];
    if (!Object.hasOwn(v.zones, zone)) report("CS1014", at("stacks", key), `unknown zone \`${zone}\``, didYouMean(zone, Object.keys(v.zones)));
    else if (!v.zones[zone]["per-player"]) report("CS1014", at("stacks", key), `zone \`${zone}\` is not per player`, "a stack is placed from and into the acting player's own zones, onto another player's: declare it `per-player: true`");
  }
  const kind = (name: string, ...path: Array<string | number>) => Object.hasOwn(v.kinds, name) || report("CS1014", at("stacks", ...path), `unknown kind \`${name}\``, didYouMean(name, Object.keys(v.kinds)));
  const trait = (name: string, ...path: Array<string | number>) => Object.hasOwn(v.traits, name) || report("CS1014", at("stacks", ...path), `unknown trait \`${name}\``, didYouMean(name, Object.keys(v.traits)));
  stacks.kinds.forEach((k, i) => kind(k, "kinds", i));
  (stacks.except ?? []).forEach((t, i) => trait(t, "except", i));
  for (const pairing of ["needs", "shuns"] as const) {
    for (const [t, k] of Object.entries(stacks[pairing] ?? {})) if (trait(t, pairing, t) === true) kind(k, pairing, t);
  }
  // Names from the file index nothing inherited (a field named `constructor` is not a field).
  const fieldOf = (k: string) => (Object.hasOwn(v.kinds, k) && Object.hasOwn(v.kinds[k].fields ?? {}, stacks.sum) ? v.kinds[k].fields[stacks.sum] : undefined);
  const summed = stacks.kinds.some((k) => fieldOf(k)?.type === "int");
  if (!summed) report("CS1014", at("stacks", "sum"), `no kind the stacks take has a whole-number field \`${stacks.sum}\``, `kinds: ${stacks.kinds.join(", ")}`);
}
