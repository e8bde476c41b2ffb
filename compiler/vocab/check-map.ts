/**
 * A map of numbered spaces (game.yaml's `map:`) and the meanings that lean on it: nouns meaning
 * `distance <steps>` or `nearest`, facts meaning `distance <steps> <type>`, verbs meaning
 * `approach`. The map's zone, fields and counter must be declared, and a meaning that measures
 * steps needs a map and entities to measure (CS1016): nothing is declared that play cannot run.
 */
import { didYouMean } from "../check/suggest.ts";
import type { ContractReport } from "./check-contract.ts";
import { namesEntities } from "./check-entities.ts";
import { spaceMapOf, type Vocabulary } from "./vocabulary.ts";

/** `0`, `1`, `0-1`: the fewest and most steps a `distance` meaning takes in. */
export function stepRange(text: string): { min: number; max: number } | null {
  const m = /^(\d+)(?:-(\d+))?$/.exec(text);
  if (!m) return null;
  const min = Number(m[1]);
  const max = m[2] === undefined ? min : Number(m[2]);
  return min <= max ? { min, max } : null;
}

export function checkMap(v: Vocabulary, report: ContractReport): void {
  if (v.map && !v.map.places) checkMapSection(v, report);
  const needsMap = (path: Array<string | number>, what: string) => {
    if (!spaceMapOf(v)) report("CS1016", path, `${what} counts steps on the map, but the game declares none`, "declare `map: { spaces: <zone>, number: <field>, adjacent: <field>, position: <counter> }`");
  };
  const measures = (path: Array<string | number>, type: string) => {
    if (!namesEntities(v, type)) report("CS1016", path, `no entity class makes entities of type \`${type}\`, so there is nothing to find on the map`, "steps are counted between entities: declare `entities:` whose pieces stand on the map");
  };
  for (const [noun, spec] of Object.entries(v.nouns)) {
    const [head, steps] = (spec.means ?? "").split(" ");
    if (head !== "distance" && head !== "nearest") continue;
    const at = ["nouns", noun, "means"];
    needsMap(at, `\`means: ${spec.means}\``);
    measures(at, spec.type);
    if (head === "distance" && !stepRange(steps)) report("CS1014", at, `\`${steps}\` runs backward`, "write the fewest steps first: `distance 0-1`");
  }
  for (const [fact, spec] of Object.entries(v.facts)) {
    const [head, steps, type] = (spec.means ?? "").split(" ");
    if (head !== "distance") continue;
    const at = ["facts", fact, "means"];
    needsMap(at, `\`means: ${spec.means}\``);
    if (!v.types[type]) report("CS1014", at, `unknown type \`${type}\``, didYouMean(type, Object.keys(v.types)));
    else measures(at, type);
    if (!stepRange(steps)) report("CS1014", at, `\`${steps}\` runs backward`, "write the fewest steps first: `distance 0-1`");
  }
  for (const [verb, spec] of Object.entries(v.verbs)) {
    if (spec.means === "approach") needsMap(["verbs", verb, "means"], "`means: approach`");
  }
}

function checkMapSection(v: Vocabulary, report: ContractReport): void {
  const missing = (["spaces", "number", "adjacent", "position"] as const).filter((key) => v.map![key] === undefined);
  if (missing.length) return report("CS1014", ["map"], `a map of numbered spaces needs \`${missing.join("`, `")}\``, "declare `map: { spaces: <zone>, number: <field>, adjacent: <field>, position: <counter> }`, or `places:` for a map of places joined by routes", true);
  const map = spaceMapOf(v)!;
  if (!Object.hasOwn(v.zones, map.spaces)) report("CS1014", ["map", "spaces"], `unknown zone \`${map.spaces}\``, didYouMean(map.spaces, Object.keys(v.zones)));
  if (!Object.hasOwn(v.counters, map.position)) report("CS1014", ["map", "position"], `unknown counter \`${map.position}\``, didYouMean(map.position, Object.keys(v.counters)) ?? "the position is a counter on each piece: declare it in `counters`");
  const fields = Object.values(v.kinds).flatMap((k) => Object.entries(k.fields));
  const numbers = fields.filter(([, f]) => f.type === "int").map(([name]) => name);
  const lists = fields.filter(([, f]) => f.type === "list" && f.of.type === "int").map(([name]) => name);
  if (!numbers.includes(map.number)) report("CS1014", ["map", "number"], `no kind has a whole-number field \`${map.number}\``, didYouMean(map.number, numbers) ?? "a space card's number is an `int` field of its kind");
  if (!lists.includes(map.adjacent)) report("CS1014", ["map", "adjacent"], `no kind has a field \`${map.adjacent}\` listing space numbers`, didYouMean(map.adjacent, lists) ?? "a space card lists its neighbours in a `list` of `int` field");
}
