/**
 * Damage an event carries before it is dealt (an event's `damage:` in game.yaml) and the verbs
 * meaning `redirect` that move part of it, or `prevent` that keep part of it off its target. The
 * declaration names a number payload field and an entity argument (CS1014); a Response must be
 * able to see it, and a redirect or prevent verb needs such an event to be used in (CS1016):
 * nothing is declared that the engine would never run.
 */
import { didYouMean } from "../check/suggest.ts";
import type { ContractReport } from "./check-contract.ts";
import { namesEntities } from "./check-entities.ts";
import type { Vocabulary } from "./vocabulary.ts";

/** The events that carry damage a Response may redirect. */
export function damageCarryingEvents(v: Vocabulary): string[] {
  return Object.entries(v.events).flatMap(([name, e]) => (e.damage ? [name] : []));
}

export function checkPendingDamage(v: Vocabulary, report: ContractReport): void {
  const rules = !!v.damage && Object.keys(v.entities).length > 0;
  for (const [name, spec] of Object.entries(v.events)) {
    const d = spec.damage;
    if (!d) continue;
    const at = ["events", name, "damage"];
    const payload = spec.payload ?? {};
    const args = spec.args ?? {};
    if (payload[d.amount] !== "number") {
      const numbers = Object.keys(payload).filter((f) => payload[f] === "number");
      const message = Object.hasOwn(payload, d.amount) ? `\`${d.amount}\` of \`${name}\` is not a number` : `\`${name}\` has no payload field \`${d.amount}\``;
      report("CS1014", [...at, "amount"], message, didYouMean(d.amount, numbers) ?? `the amount is a number the event carries: declare \`payload: { ${d.amount}: number }\``);
    }
    if (!Object.hasOwn(args, d.to)) {
      report("CS1014", [...at, "to"], `\`${name}\` has no argument \`${d.to}\``, didYouMean(d.to, Object.keys(args)) ?? `the damage is meant for one of the event's arguments: ${Object.keys(args).join(", ") || "it has none"}`);
    } else if (rules && !namesEntities(v, args[d.to])) {
      report("CS1014", [...at, "to"], `\`${d.to}\` of \`${name}\` is ${args[d.to]}, not an entity`, "damage is meant for an entity: an argument of a type some entity class makes");
    }
    if (!rules) report("CS1016", at, "damage carried by an event needs the game's entities and damage rules", "declare `entities:` and `damage:` (see dsl/SYNTAX.md, Declaring a game's rules)");
    else if (!spec.respondable) report("CS1016", at, `\`${name}\` carries damage, but nothing can answer it before the damage is dealt`, "declare `respondable: true` (a Response may then redirect part of the damage), or remove `damage:`");
  }
  const carrying = damageCarryingEvents(v);
  for (const [verb, spec] of Object.entries(v.verbs)) {
    if ((spec.means === "redirect" || spec.means === "prevent") && !carrying.length) {
      report("CS1016", ["verbs", verb, "means"], `no event carries damage for \`${verb}\` to ${spec.means}`, "declare on a respondable event the damage it carries: `damage: { amount: <payload field>, to: <argument> }`");
    }
  }
}
