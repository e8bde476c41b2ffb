/**
 * A `cast` verb's `casts:` (runtime/core/cast-spell.ts): its zones are each player's, its element a
 * field of listed values each naming a declared trait, its spent mark a declared counter, its roll
 * a declared table whose outcomes `works` and `returns` name; the events it raises carry only the
 * spell (`on`) and the caster (`by`). `casts:` belongs to that meaning only, and the meaning needs
 * it. CS1014 at the offending name.
 */
import { didYouMean } from "../check/suggest.ts";
import type { ContractReport } from "./check-contract.ts";
import type { Vocabulary } from "./vocabulary.ts";

export function checkCasts(v: Vocabulary, verb: string, report: ContractReport): void {
  const { means, casts } = v.verbs[verb];
  const at = (...path: string[]) => ["verbs", verb, ...path];
  if (means !== "cast") return report("CS1014", at("casts"), `\`casts:\` gives the terms of a verb meaning \`cast\`, and \`${verb}\` means \`${means}\``, "remove `casts:`, or declare `means: cast`", true);
  if (!casts) return report("CS1014", at("means"), "`means: cast` casts on the verb's terms, and it has no `casts:`", "add `casts: { casters: <zone>, element: <field>, spent: <counter>, to: <zone>, roll: <roll table>, works: [<outcome>], says: <text> }`", true);
  const zone = (name: string, ...path: string[]) => {
    if (!Object.hasOwn(v.zones, name)) report("CS1014", at("casts", ...path), `unknown zone \`${name}\``, didYouMean(name, Object.keys(v.zones)));
    else if (!v.zones[name]["per-player"]) report("CS1014", at("casts", ...path), `zone \`${name}\` is not per player`, "a player casts with, and discards to, zones of their own: declare it `per-player: true`");
  };
  zone(casts.casters, "casters");
  zone(casts.to, "to");
  for (const [outcome, back] of Object.entries(casts.returns ?? {})) zone(back, "returns", outcome);
  checkElement(v, casts.element, at("casts", "element"), report);
  if (!Object.hasOwn(v.counters ?? {}, casts.spent)) report("CS1014", at("casts", "spent"), `unknown counter \`${casts.spent}\``, didYouMean(casts.spent, Object.keys(v.counters ?? {})));
  const table = Object.hasOwn(v.rolls ?? {}, casts.roll) ? v.rolls![casts.roll] : undefined;
  if (!table) return report("CS1014", at("casts", "roll"), `unknown roll table \`${casts.roll}\``, didYouMean(casts.roll, Object.keys(v.rolls ?? {})) ?? "declare it under `rolls:`");
  const outcomes = new Set(Object.values(table.on));
  const outcome = (o: string, ...path: string[]) => outcomes.has(o) || report("CS1014", at("casts", ...path), `the roll \`${casts.roll}\` has no outcome \`${o}\``, `its outcomes: ${[...outcomes].join(", ")}`);
  casts.works.forEach((o, i) => outcome(o, "works", String(i)));
  for (const o of Object.keys(casts.returns ?? {})) outcome(o, "returns", o);
  for (const [name, event] of Object.entries(v.events)) {
    if (!(event["raised-by"] ?? []).includes(verb)) continue;
    for (const arg of Object.keys(event.args ?? {})) {
      if (arg !== "on" && arg !== "by") report("CS1014", ["events", name, "args", arg], `\`${verb}\` (\`means: cast\`) raises \`${name}\` on the spell, by the caster, and no \`${arg}\``, "give the event only the arguments `on` and `by`");
    }
  }
}

/** The element is a field some kind lists values of, each value a declared trait (the spells of that element carry it). */
function checkElement(v: Vocabulary, field: string, path: string[], report: ContractReport): void {
  const specs = Object.values(v.kinds).flatMap((k) => (Object.hasOwn(k.fields ?? {}, field) ? [k.fields[field]] : []));
  const listed = specs.flatMap((f) => (f.type === "enum" ? [f] : []));
  if (!listed.length) return report("CS1014", path, `no kind has a field \`${field}\` of listed values`, "the element is a field such as `orb: { type: enum, values: [Fire, Water] }`, each value a trait");
  for (const value of listed.flatMap((f) => f.values)) {
    if (!Object.hasOwn(v.traits, value)) report("CS1014", path, `\`${field}\` may be \`${value}\`, which is not a declared trait`, "declare the trait: the spells of that element carry it");
  }
}
