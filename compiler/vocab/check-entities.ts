/**
 * The entity and damage rules of game.yaml (`entities:`, `damage:`) and the meanings that lean on
 * them: verbs meaning `damage`, `lose-health` or `recover`, facts meaning `lost-health`, `absorbed` or
 * `defeated <class>`, nouns meaning `entities <type>`, `allies` or `enemies`. Everything named
 * must be declared (CS1014) and fit what the engine does with it (CS1016).
 */
import { didYouMean } from "../check/suggest.ts";
import type { ContractReport } from "./check-contract.ts";
import { isSubtype, mapKeyNames, type EntityClassSpec, type FieldSpec, type Vocabulary } from "./vocabulary.ts";

/** The type of a class's entities: its `type`, else its name. */
export const classType = (name: string, spec: EntityClassSpec): string => spec.type ?? name;

/** Is `type` the type of some entity class, or an ancestor of one (`entity`)? */
export function namesEntities(v: Vocabulary, type: string): boolean {
  return Object.entries(v.entities).some(([name, spec]) => isSubtype(v, classType(name, spec), type));
}

/** Whether every entity of the type is a card on the table (all its classes are `cards:` classes), so a verb taking a card takes it. */
export function entitiesAreCards(v: Vocabulary, type: string): boolean {
  const classes = Object.entries(v.entities).filter(([name, spec]) => isSubtype(v, classType(name, spec), type));
  return classes.length > 0 && classes.every(([, spec]) => spec.cards !== undefined);
}

/** Fields of that name over the given kinds (all kinds when none are given). */
function fieldsNamed(v: Vocabulary, field: string, kinds?: string[]): FieldSpec[] {
  const specs = kinds ? kinds.flatMap((k) => (v.kinds[k] ? [v.kinds[k]] : [])) : Object.values(v.kinds);
  return specs.flatMap((k) => (Object.hasOwn(k.fields, field) ? [k.fields[field]] : []));
}

/** Engine verb meanings that run the entity and damage rules (engine-verbs.ts). */
const DAMAGE_VERBS = ["damage", "lose-health", "recover", "summon", "redirect"];

const allFields = (v: Vocabulary) => [...new Set(Object.values(v.kinds).flatMap((k) => Object.keys(k.fields)))];

/** Names of the health a `recover` may restore: each class's health, and the absorbing points. */
export function recoverUnits(v: Vocabulary): string[] {
  const units = new Set(Object.values(v.entities).map((e) => e.health));
  if (v.damage?.absorb) units.add(v.damage.absorb.unit);
  return [...units];
}

export function checkEntities(v: Vocabulary, report: ContractReport): void {
  const classes = Object.entries(v.entities);
  const zones = Object.keys(v.zones);
  const types = Object.keys(v.types);
  const zone = (z: string, path: Array<string | number>) => {
    if (!v.zones[z]) report("CS1014", path, `unknown zone \`${z}\``, didYouMean(z, zones));
  };
  if (classes.length && !v.damage) report("CS1016", ["entities"], "entities need the damage rules", "declare `damage: { counter: <counter> }`: the counter that holds Damage tokens", true);
  const avatars = classes.filter(([, c]) => c.avatar !== undefined);
  for (const [name] of avatars.slice(1)) report("CS1016", ["entities", name, "avatar"], `\`${avatars[0][0]}\` is already each player's avatar`, "a player has one avatar: make this class `cards: { in: [...] }`");
  for (const [name, c] of classes) {
    const at = (...rest: Array<string | number>) => ["entities", name, ...rest];
    const type = classType(name, c);
    if (!v.types[type]) report("CS1014", c.type ? at("type") : ["entities", name], `unknown type \`${type}\``, didYouMean(type, types) ?? "an entity class makes entities of a type declared in `types`", !c.type);
    if ((c.avatar === undefined) === (c.cards === undefined)) {
      report("CS1016", ["entities", name], `the entity class \`${name}\` needs exactly one of \`avatar\` and \`cards\``, "`avatar: <kind>` (one per player: the card they play) or `cards: { in: [zones] }` (cards on the table)", true);
      continue;
    }
    if (c.avatar !== undefined) checkAvatar(v, name, c, report);
    else {
      for (const [i, z] of c.cards!.in.entries()) zone(z, at("cards", "in", i));
      for (const [i, t] of (c.cards!.with ?? []).entries()) if (!v.traits[t]) report("CS1014", at("cards", "with", i), `unknown trait \`${t}\``, didYouMean(t, Object.keys(v.traits)));
      for (const [i, k] of (c.cards!.kinds ?? []).entries()) if (!v.kinds[k]) report("CS1014", at("cards", "kinds", i), `unknown card kind \`${k}\``, didYouMean(k, Object.keys(v.kinds)));
      const health = fieldsNamed(v, c.health, c.cards!.kinds);
      if (!health.length || health.some((f) => f.type !== "int")) report("CS1014", at("health"), `no card kind has an int field \`${c.health}\``, didYouMean(c.health, allFields(v)) ?? "the Health of a card entity is an int field of its card");
      if (c.stats) report("CS1016", at("stats"), "only an avatar has stats of its own", "a card entity's values are its card's fields and counters");
    }
    if (c["per-player-damage"] && c.avatar !== undefined) report("CS1016", at("per-player-damage"), "an avatar's Damage is its player's", "remove `per-player-damage`");
    if (c.controller !== undefined && c.avatar !== undefined) report("CS1016", at("controller"), "an avatar is controlled by its player", "remove `controller`");
    checkDefeat(v, name, c, report);
  }
  checkDamage(v, report);
}

function checkAvatar(v: Vocabulary, name: string, c: EntityClassSpec, report: ContractReport): void {
  const at = (...rest: Array<string | number>) => ["entities", name, ...rest];
  const kind = v.kinds[c.avatar!];
  if (!kind) report("CS1014", at("avatar"), `unknown card kind \`${c.avatar}\``, didYouMean(c.avatar!, Object.keys(v.kinds)));
  if (!v.stats[c.health]) report("CS1014", at("health"), `\`${c.health}\` is not a stat`, didYouMean(c.health, Object.keys(v.stats)) ?? "an avatar's Health is one of its stats");
  const own = c.signature === undefined ? undefined : fieldsNamed(v, c.signature);
  if (own && (!own.length || own.some((f) => f.type !== "ref" || !f.to.includes(c.avatar!)))) {
    report("CS1014", at("signature"), `no card kind has a field \`${c.signature}\` naming a \`${c.avatar}\` card`, didYouMean(c.signature!, allFields(v)) ?? `declare \`${c.signature}: { type: ref, to: [${c.avatar}] }\` on the kinds of its own cards`);
  }
  if (!c.stats) return;
  const field = kind?.fields[c.stats.field];
  if (kind && (!field || field.type !== "map" || field.keys !== "stats")) {
    report("CS1014", at("stats", "field"), `the kind \`${c.avatar}\` has no map of stats \`${c.stats.field}\``, `declare \`${c.stats.field}: { type: map, keys: stats, values: { type: int } }\` on \`${c.avatar}\``);
  }
  for (const [i, z] of (c.stats.plus ?? []).entries()) {
    if (!v.zones[z]) report("CS1014", at("stats", "plus", i), `unknown zone \`${z}\``, didYouMean(z, Object.keys(v.zones)));
    else if (!v.zones[z]["per-player"]) report("CS1016", at("stats", "plus", i), `\`${z}\` is not a per-player zone`, "an avatar adds the stats of cards in its player's own zones");
  }
}

function checkDefeat(v: Vocabulary, name: string, c: EntityClassSpec, report: ContractReport): void {
  const d = c.defeated;
  if (!d) return;
  const at = (...rest: Array<string | number>) => ["entities", name, "defeated", ...rest];
  if (d.event !== undefined) {
    const ev = v.events[d.event];
    if (!ev) report("CS1014", at("event"), `unknown event \`${d.event}\``, didYouMean(d.event, Object.keys(v.events)));
    else {
      for (const [label, type] of Object.entries(ev.args ?? {})) {
        if (label === "on" && isSubtype(v, classType(name, c), type)) continue;
        if (label === "by" && (type === "player" || namesEntities(v, type))) continue;
        report("CS1016", at("event"), `the engine cannot give \`${d.event}\` its argument \`${label}: ${type}\``, "a defeat event takes `on` (the entity, of a type its class is) and `by` (a player or an entity: what defeated it)");
      }
    }
  }
  for (const [i, other] of (d.with ?? []).entries()) {
    if (!Object.hasOwn(v.entities, other)) report("CS1014", at("with", i), `unknown entity class \`${other}\``, didYouMean(other, Object.keys(v.entities)));
    else if (other === name || v.entities[other].avatar !== undefined) report("CS1016", at("with", i), `\`${other}\` cannot fall with \`${name}\``, "name classes of card entities other than this one (a boss's minions)");
  }
  if (d["goes-to"] !== undefined) {
    if (c.avatar !== undefined) report("CS1016", at("goes-to"), "an avatar stays with its player", "remove `goes-to` (`recover: true` puts a defeated avatar back on its feet)");
    else if (!v.zones[d["goes-to"]]) report("CS1014", at("goes-to"), `unknown zone \`${d["goes-to"]}\``, didYouMean(d["goes-to"], Object.keys(v.zones)));
  }
  if (d.reward !== undefined) {
    const fields = fieldsNamed(v, d.reward, c.cards?.kinds);
    const maps = fields.filter((f): f is Extract<FieldSpec, { type: "map" }> => f.type === "map");
    if (!fields.length || maps.length !== fields.length) report("CS1014", at("reward"), `no card kind has a map field \`${d.reward}\``, didYouMean(d.reward, allFields(v)) ?? "a reward is a map of resources on the defeated card");
    const others = [...new Set(maps.flatMap((f) => mapKeyNames(v, f.keys)))].filter((k) => !Object.hasOwn(v.resources, k));
    if (others.length && !d.hook) report("CS1016", at("reward"), `the engine gives resources only, not ${others.map((k) => `\`${k}\``).join(", ")}`, "add `hook: true` and give the rest in the game's `defeated` hook");
  }
}

function checkDamage(v: Vocabulary, report: ContractReport): void {
  const dmg = v.damage;
  if (dmg) {
    if (!v.counters[dmg.counter]) report("CS1014", ["damage", "counter"], `unknown counter \`${dmg.counter}\``, didYouMean(dmg.counter, Object.keys(v.counters)));
    const a = dmg.absorb;
    if (a) {
      const fields = fieldsNamed(v, a.field);
      if (!fields.length || fields.some((f) => f.type !== "int")) report("CS1014", ["damage", "absorb", "field"], `no card kind has an int field \`${a.field}\``, didYouMean(a.field, allFields(v)));
      for (const [i, z] of a.in.entries()) {
        if (!v.zones[z]) report("CS1014", ["damage", "absorb", "in", i], `unknown zone \`${z}\``, didYouMean(z, Object.keys(v.zones)));
        else if (!v.zones[z]["per-player"]) report("CS1016", ["damage", "absorb", "in", i], `\`${z}\` is not a per-player zone`, "absorbing points are the defender's own cards");
      }
      if (!v.counters[a.unit]) report("CS1014", ["damage", "absorb", "unit"], `unknown counter \`${a.unit}\``, didYouMean(a.unit, Object.keys(v.counters)) ?? "the counter cards read and recover the points by");
    }
  }
  const needs = (path: Array<string | number>, what: string) => {
    if (!Object.keys(v.entities).length || !dmg) report("CS1016", path, `${what} needs the game's entities and damage rules`, "declare `entities:` and `damage:` (see dsl/SYNTAX.md, Declaring a game's rules)");
    return !!dmg && Object.keys(v.entities).length > 0;
  };
  for (const [verb, spec] of Object.entries(v.verbs)) {
    if (DAMAGE_VERBS.includes(spec.means)) needs(["verbs", verb, "means"], `\`means: ${spec.means}\``);
  }
  for (const [fact, spec] of Object.entries(v.facts)) {
    const [head, arg] = (spec.means ?? "").split(" ");
    if (head !== "lost-health" && head !== "absorbed" && head !== "defeated") continue;
    if (!needs(["facts", fact, "means"], `\`means: ${spec.means}\``)) continue;
    if (head === "absorbed" && !dmg?.absorb) report("CS1016", ["facts", fact, "means"], "nothing absorbs damage in this game", "declare `damage: { absorb: { ... } }`, or give the fact another meaning");
    if (head === "defeated" && !Object.hasOwn(v.entities, arg)) report("CS1014", ["facts", fact, "means"], `unknown entity class \`${arg}\``, didYouMean(arg, Object.keys(v.entities)) ?? `classes: ${Object.keys(v.entities).join(", ")}`);
  }
  for (const [noun, spec] of Object.entries(v.nouns)) {
    const [head, arg] = (spec.means ?? "").split(" ");
    if (head !== "entities" && head !== "allies" && head !== "enemies") continue;
    if (!needs(["nouns", noun, "means"], `\`means: ${spec.means}\``)) continue;
    const named = head === "entities" ? arg : spec.type;
    if (head === "entities" && !v.types[arg]) report("CS1014", ["nouns", noun, "means"], `unknown type \`${arg}\``, didYouMean(arg, Object.keys(v.types)));
    else if (!namesEntities(v, named)) report("CS1016", ["nouns", noun, "means"], `no entity class makes entities of type \`${named}\``, `entity classes make: ${Object.entries(v.entities).map(([n, c]) => classType(n, c)).join(", ")}`);
    else if (head === "entities" && !isSubtype(v, arg, spec.type)) report("CS1016", ["nouns", noun, "means"], `\`${noun}\` is ${spec.type} but \`${arg}\` entities are not`, `make the noun's type \`${arg}\` or one of its supertypes`);
  }
}
