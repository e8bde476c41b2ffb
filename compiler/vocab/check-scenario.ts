/**
 * The `scenario:` section of game.yaml names only what the vocabulary declares: zones (a
 * player's keys per-player zones, top-level keys shared ones), card kinds and their fields,
 * traits, nouns, stats, resources and counters; and its keys are unambiguous in a scenario file.
 */
import { didYouMean } from "../check/suggest.ts";
import type { ContractReport } from "./check-contract.ts";
import type { ScenarioValueSpec, ScenarioZoneSpec } from "./scenario-spec.ts";
import { placeMapOf, type Vocabulary } from "./vocabulary.ts";

type Path = Array<string | number>;

/** Top-level keys every scenario file has: a game's table keys cannot take them. */
const FILE_KEYS = ["scenario", "game", "covers", "seed", "players", "decisions", "expect", "round", "play"];
/** Keys every player has. */
const PLAYER_KEYS = ["name", "leader", "cards"];

export function checkScenario(v: Vocabulary, report: ContractReport): void {
  const s = v.scenario;
  if (!s) return;
  const at = (...path: Path): Path => ["scenario", ...path];
  const kindNames = Object.keys(v.kinds);
  const fieldsOf = (kinds: readonly string[]) => [...new Set(kinds.flatMap((k) => (v.kinds[k] ? Object.keys(v.kinds[k].fields) : [])))];
  const allFields = fieldsOf(kindNames);
  const values = [...Object.keys(v.stats), ...Object.keys(v.resources), ...Object.keys(v.counters)];

  const kinds = (list: readonly string[] | undefined, path: Path) => {
    for (const [i, k] of (list ?? []).entries()) if (!v.kinds[k]) report("CS1014", [...path, i], `unknown card kind \`${k}\``, didYouMean(k, kindNames));
  };
  const trait = (t: string | undefined, path: Path, onKey = false) => {
    if (t !== undefined && !v.traits[t]) report("CS1014", path, `unknown trait \`${t}\``, didYouMean(t, Object.keys(v.traits)), onKey);
  };
  const field = (f: string | undefined, of: readonly string[], path: Path, what: string) => {
    if (f !== undefined && !fieldsOf(of).includes(f)) report("CS1014", path, `${what} has no field \`${f}\``, didYouMean(f, fieldsOf(of)) ?? `fields: ${fieldsOf(of).join(", ")}`);
  };
  const zone = (z: string, perPlayer: boolean, path: Path) => {
    const spec = v.zones[z];
    if (!spec) report("CS1014", path, `unknown zone \`${z}\``, didYouMean(z, Object.keys(v.zones)));
    else if (!!spec["per-player"] !== perPlayer) report("CS1014", path, `\`${z}\` is ${perPlayer ? "a shared zone" : "a per-player zone"}`, perPlayer ? "a player's key names a per-player zone; shared zones are top-level keys (`table:`)" : "a top-level key names a shared zone; per-player zones are a player's keys (`player: zones:`)");
  };

  const ds = s["double-sided"];
  if (ds) {
    const refs = Object.values(v.kinds).some((k) => k.fields[ds.field]?.type === "ref");
    if (!refs) report("CS1014", at("double-sided", "field"), `no card kind has a card field \`${ds.field}\` (type ref) naming the other side`, didYouMean(ds.field, allFields));
    trait(ds.front, at("double-sided", "front"));
    trait(ds.back, at("double-sided", "back"));
  }
  for (const [kind, f] of Object.entries(s.labels ?? {})) {
    if (!v.kinds[kind]) report("CS1014", at("labels", kind), `unknown card kind \`${kind}\``, didYouMean(kind, kindNames), true);
    else field(f, [kind], at("labels", kind), `the kind \`${kind}\``);
  }

  const player = s.player ?? {};
  const role = player.role;
  if (role) {
    kinds(role.kinds, at("player", "role", "kinds"));
    if (role.owns !== undefined) {
      const owns = Object.values(v.kinds).some((k) => {
        const ft = k.fields[role.owns!];
        return ft?.type === "ref" && ft.to.some((t) => role.kinds.includes(t));
      });
      if (!owns) report("CS1014", at("player", "role", "owns"), `no card kind has a field \`${role.owns}\` naming a ${role.kinds.join(" or ")} card`, didYouMean(role.owns, allFields));
    }
  }
  const zoneKey = (key: string, z: ScenarioZoneSpec, perPlayer: boolean, path: Path) => {
    zone(z.zone, perPlayer, [...path, "zone"]);
    kinds(z.kinds, [...path, "kinds"]);
    for (const t of Object.keys(z["at-most"] ?? {})) trait(t, [...path, "at-most", t], true);
    trait(z.attached, [...path, "attached"]);
    if (!perPlayer && (z.starts || z.attached)) report("CS1014", [...path, z.starts ? "starts" : "attached"], `\`${key}\` is shared: only a player's zone starts with a role card's cards or attaches to the player`, undefined, true);
    if (!perPlayer || !z.starts) return;
    if (!role) report("CS1014", [...path, "starts"], "`starts:` takes cards from the role card, and `player:` declares no `role:`", "declare `role: { key, kinds }`", true);
    else field(z.starts.from, role.kinds, [...path, "starts", "from"], `the role kind ${role.kinds.join(" or ")}`);
    kinds(z.starts.kinds, [...path, "starts", "kinds"]);
    if (z.starts.passive && !Object.values(v.steps).some((st) => st.passive?.length && st["card-field"])) {
      report("CS1014", [...path, "starts", "passive"], "no step declares passive numbers and a card field, so no card is passive", "declare `passive:` and `card-field:` on a step");
    }
  };
  const valueKey = (key: string, val: ScenarioValueSpec, path: Path, subject: { kinds: readonly string[]; entity: boolean; shared: boolean }) => {
    const sources = (["of", "each", "field", "means"] as const).filter((k) => val[k] !== undefined);
    if (sources.length !== 1) {
      report("CS1014", path, `\`${key}\` must say what it reads: one of \`of:\`, \`each:\`, \`field:\` or \`means: hook\``, sources.length ? `it has ${sources.map((k) => `\`${k}:\``).join(" and ")}` : undefined, true);
      return;
    }
    for (const k of ["of", "minus", "below"] as const) {
      const name = val[k];
      if (name !== undefined && !values.includes(name)) report("CS1014", [...path, k], `\`${name}\` is not a stat, resource or counter`, didYouMean(name, values));
    }
    field(val.field, subject.kinds, [...path, "field"], subject.kinds.length ? `the kind ${subject.kinds.join(" or ")}` : "no card kind");
    if (val.minus !== undefined && val.of === undefined) report("CS1014", [...path, "minus"], "`minus:` subtracts from an `of:` value", undefined, true);
    if (val.of !== undefined && !subject.entity) report("CS1014", [...path, "of"], `\`${key}\` reads a value of an entity, and this key names none`, "declare the noun naming the card as an entity: `entity: <noun>`");
    if (val["per-player"] && !subject.shared) report("CS1014", [...path, "per-player"], "only a shared entity's value is per player", undefined, true);
    if (val.set && (val.of === undefined || !Object.hasOwn(v.counters, val.of))) report("CS1014", [...path, "set"], `a starting table sets counters only, and \`${key}\` reads ${val.of ? `\`${val.of}\`` : "no counter"}`, `counters: ${Object.keys(v.counters).join(", ")}`, true);
    if (!val.set && (val.below !== undefined || val.reached !== undefined)) report("CS1014", [...path, val.below !== undefined ? "below" : "reached"], "`below:` and `reached:` bound a value a starting table sets (`set: true`)", undefined, true);
  };

  const playerKeys = new Map<string, Path>();
  const claimKey = (key: string, path: Path) => {
    const first = playerKeys.get(key);
    if (PLAYER_KEYS.includes(key) || Object.hasOwn(v.resources, key)) report("CS1014", path, `\`${key}\` is already a key of every player`, `every player has ${[...PLAYER_KEYS, ...Object.keys(v.resources)].join(", ")}`, true);
    else if (first) report("CS1014", path, `the player key \`${key}\` is declared twice (also at ${first.join(".")})`, undefined, true);
    else playerKeys.set(key, path);
  };
  if (role) claimKey(role.key, at("player", "role", "key"));
  const roleSubject = { kinds: role?.kinds ?? [], entity: true, shared: false };
  for (const [key, z] of Object.entries(player.zones ?? {})) {
    claimKey(key, at("player", "zones", key));
    zoneKey(key, z, true, at("player", "zones", key));
  }
  for (const [key, val] of Object.entries(player.values ?? {})) {
    claimKey(key, at("player", "values", key));
    valueKey(key, val, at("player", "values", key), roleSubject);
  }
  if (player.map) {
    const keys = player.map;
    for (const k of ["at", "holds", "marks"] as const) claimKey(keys[k], at("player", "map", k));
    for (const [i, key] of (keys.reads ?? []).entries()) claimKey(key, at("player", "map", "reads", i));
    const placeKinds = keys["place-kinds"];
    const declared = placeMapOf(v)?.places;
    if (placeKinds === undefined) {
      if (!declared) report("CS1014", at("player", "map"), "the map keys need the place kinds, and the game declares no map of places", "declare `map: { places: [<kind>...] }` (or give `place-kinds:` here)", true);
    } else {
      kinds(placeKinds, at("player", "map", "place-kinds"));
      if (declared && (placeKinds.length !== declared.length || placeKinds.some((k) => !declared.includes(k)))) report("CS1014", at("player", "map", "place-kinds"), `the place kinds [${placeKinds.join(", ")}] are not the map's [${declared.join(", ")}]`, "drop `place-kinds:`: the map's `places:` are the default");
    }
  }
  for (const [key, val] of Object.entries(player.cards ?? {})) {
    if (["zone", "up", "playable", "attached-to"].includes(key)) report("CS1014", at("player", "cards", key), `every card already has \`${key}\``, undefined, true);
    if (val.of === undefined) report("CS1014", at("player", "cards", key), `a card's \`${key}\` reads a value of the card: \`of: <counter or stat>\``, undefined, true);
    else valueKey(key, val, at("player", "cards", key), { kinds: kindNames, entity: true, shared: false });
  }

  for (const [key, t] of Object.entries(s.table ?? {})) {
    const path = at("table", key);
    if (FILE_KEYS.includes(key)) report("CS1014", path, `\`${key}\` is a key of every scenario file`, `scenario files have ${FILE_KEYS.join(", ")}`, true);
    zoneKey(key, t, false, path);
    if (t.entity !== undefined && !v.nouns[t.entity]) report("CS1014", [...path, "entity"], `unknown noun \`${t.entity}\``, didYouMean(t.entity, Object.keys(v.nouns)));
    if (t.values && !t.one) report("CS1014", [...path, "values"], `values are read of one card: \`${key}\` needs \`one: true\``, undefined, true);
    for (const [vk, val] of Object.entries(t.values ?? {})) {
      if (vk === "card") report("CS1014", [...path, "values", vk], "`card` is always the card itself", undefined, true);
      valueKey(vk, val, [...path, "values", vk], { kinds: t.kinds ?? kindNames, entity: t.entity !== undefined, shared: true });
    }
  }

  for (const [i, r] of (s.rest ?? []).entries()) {
    const path = at("rest", i);
    kinds(r.kinds, [...path, "kinds"]);
    const z = v.zones[r.zone];
    if (!z) report("CS1014", [...path, "zone"], `unknown zone \`${r.zone}\``, didYouMean(r.zone, Object.keys(v.zones)));
    else if (z["per-player"] && r.owner === undefined) report("CS1014", [...path, "zone"], `\`${r.zone}\` is a per-player zone: say whose (\`owner: leader\`)`);
    else if (!z["per-player"] && r.owner !== undefined) report("CS1014", [...path, "owner"], `\`${r.zone}\` is a shared zone: it has no owner`);
    for (const k of ["with", "without", "one-per"] as const) field(r[k], r.kinds, [...path, k], `the kind ${r.kinds.join(" or ")}`);
    if (r.above !== undefined) {
      const t = s.table?.[r.above];
      if (!t?.one) report("CS1014", [...path, "above"], `\`above:\` names a one-card top-level key, and \`${r.above}\` is none`, didYouMean(r.above, Object.entries(s.table ?? {}).filter(([, x]) => x.one).map(([k]) => k)));
      else if (r["one-per"] === undefined) report("CS1014", [...path, "above"], "`above:` compares the `one-per:` field", undefined, true);
    }
  }
}
