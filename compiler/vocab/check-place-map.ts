/**
 * A map of places joined by routes (game.yaml `map: { places, routes, pieces, moves }`,
 * runtime/core/place-map.ts) and the meanings that need it. The declaration's kinds, fields,
 * tags, types and resources must be declared; a meaning played on the map (place nouns, map
 * verbs and stats, `held-by` facts, figures' moves and move advice, seating) in a game declaring
 * no such map, or needing pieces or a move cost the map does not declare, is CS1014 at the
 * meaning: `check` refuses what `play` could not run.
 */
import { didYouMean } from "../check/suggest.ts";
import type { ContractReport } from "./check-contract.ts";
import { placeMapOf, type MapSpec, type Vocabulary } from "./vocabulary.ts";

/** The meanings played on a map of places (runtime/core/place-nouns.ts, map-verbs.ts, figure-steps.ts, map-stats.ts). */
const NOUN_HEADS: ReadonlySet<string> = new Set(["places", "figure-place", "nearest-place", "players-on", "rivals-on"]);
const MAP_VERB_MEANINGS: ReadonlySet<string> = new Set(["hold", "mark", "unmark", "build-pieces", "move-pieces", "retreat", "step-to", "step-toward", "step-away", "step-aside"]);
const MAP_STAT_MEANINGS: ReadonlySet<string> = new Set(["pieces", "pieces-on-way", "steps-from-you", "marked-sum"]);
/** Those counting or moving pieces on routes, which need the map's `pieces:`. */
const PIECE_MEANINGS: ReadonlySet<string> = new Set(["pieces", "pieces-on-way", "build-pieces", "move-pieces"]);
const DECLARE = "declare the map: `map: { places: [<kind>...], routes: { kind, from, to, distance } }`";

export function checkPlaceMap(v: Vocabulary, report: ContractReport): void {
  const map = placeMapOf(v);
  if (map) checkDeclaration(v, map, report);
  const needsMap = (path: Array<string | number>, what: string, onKey = false) => {
    if (!map) report("CS1014", path, `${what} is played on a map of places, but the game declares none`, DECLARE, onKey);
  };
  const needsPieces = (path: Array<string | number>, what: string) => {
    if (map && !map.pieces) report("CS1014", path, `${what} counts pieces on routes, but the map declares no pieces`, "declare them: `map: pieces: { per-player: <n>, not-on: <route tag> }`");
  };
  for (const [noun, spec] of Object.entries(v.nouns)) {
    const head = (spec.means ?? "").split(" ")[0];
    if (NOUN_HEADS.has(head)) needsMap(["nouns", noun, "means"], `\`means: ${spec.means}\``);
  }
  for (const [fact, spec] of Object.entries(v.facts)) {
    if ((spec.means ?? "").startsWith("held-by ")) needsMap(["facts", fact, "means"], `\`means: ${spec.means}\``);
  }
  for (const [stat, spec] of Object.entries(v.stats)) {
    const head = (spec.means ?? "").split(" ")[0];
    if (!MAP_STAT_MEANINGS.has(head)) continue;
    needsMap(["stats", stat, "means"], `\`means: ${spec.means}\``);
    if (PIECE_MEANINGS.has(head)) needsPieces(["stats", stat, "means"], `\`means: ${spec.means}\``);
  }
  for (const [verb, spec] of Object.entries(v.verbs)) {
    const means = spec.means ?? "";
    if (!MAP_VERB_MEANINGS.has(means)) continue;
    needsMap(["verbs", verb, "means"], `\`means: ${means}\``);
    if (PIECE_MEANINGS.has(means)) needsPieces(["verbs", verb, "means"], `\`means: ${means}\``);
  }
  (v["free-actions"]?.offers ?? []).forEach((offer, i) => {
    if (offer.move === undefined) return;
    const at = ["free-actions", "offers", i, "move"];
    needsMap(at, `\`move: ${offer.move}\``);
    if (map && offer.raises === undefined && !Object.hasOwn(map.moves ?? {}, offer.move)) {
      report("CS1014", at, `a ${offer.move} moving with no \`raises:\` pays the map's cost, and the map declares none for it`, `declare it: \`map: moves: ${offer.move}: { pays: <resource>, per: route }\`, or price the move by an event (\`raises:\`)`);
    }
  });
  for (const type of Object.keys(v.advice?.moves ?? {})) needsMap(["advice", "moves", type], "move advice", true);
  if (v.seating) needsMap(["seating"], "seating", true);
}

function checkDeclaration(v: Vocabulary, map: MapSpec & { places: string[] }, report: ContractReport): void {
  for (const key of ["spaces", "number", "adjacent", "position"] as const) {
    if (map[key] !== undefined) report("CS1014", ["map", key], `\`${key}\` belongs to a map of numbered spaces, and this map is of places (\`places:\`)`, "declare one map: numbered spaces or places joined by routes", true);
  }
  const kinds = Object.keys(v.kinds);
  const unknownKind = (kind: string, at: Array<string | number>) => {
    if (Object.hasOwn(v.kinds, kind)) return false;
    report("CS1014", at, `unknown kind \`${kind}\``, didYouMean(kind, kinds) ?? "declare it in `kinds:`");
    return true;
  };
  map.places.forEach((kind, i) => unknownKind(kind, ["map", "places", i]));
  const routes = map.routes;
  if (routes && !unknownKind(routes.kind, ["map", "routes", "kind"])) {
    const fields = v.kinds[routes.kind].fields;
    const field = (key: "from" | "to" | "distance", want: (type: string) => boolean, what: string) => {
      const name = routes[key];
      const spec = Object.hasOwn(fields, name) ? fields[name] : undefined;
      if (!spec || !want(spec.type)) report("CS1014", ["map", "routes", key], `the ${routes.kind} kind has no ${what} field \`${name}\``, didYouMean(name, Object.keys(fields).filter((f) => want(fields[f].type))) ?? `a route card names ${what === "whole-number" ? "its distance in an `int` field" : "its ends in `ref` fields"}`);
    };
    field("from", (t) => t === "ref", "place");
    field("to", (t) => t === "ref", "place");
    field("distance", (t) => t === "int", "whole-number");
    // a route's ends are places: its ref fields may name no other kind of card
    for (const key of ["from", "to"] as const) {
      const spec = Object.hasOwn(fields, routes[key]) ? fields[routes[key]] : undefined;
      const others = spec?.type === "ref" ? spec.to.filter((kind) => !map.places.includes(kind)) : [];
      if (others.length) report("CS1014", ["map", "routes", key], `the ${routes.kind} kind's \`${routes[key]}\` may name a ${others.join(" or ")} card, which is no place of the map`, `a route joins places: its \`${routes[key]}\` refers to the kinds of \`places:\` only`);
    }
    (routes.tags ?? []).forEach((tag, i) => {
      if (!Object.hasOwn(fields, tag) || fields[tag].type !== "bool") report("CS1014", ["map", "routes", "tags", i], `the ${routes.kind} kind has no bool field \`${tag}\``, "a route carries a tag when its card's bool field of that name is true");
    });
  }
  const notOn = map.pieces?.["not-on"];
  if (notOn !== undefined && !(routes?.tags ?? []).includes(notOn)) report("CS1014", ["map", "pieces", "not-on"], `no route tag \`${notOn}\``, didYouMean(notOn, routes?.tags ?? []) ?? "name a tag of `routes: tags:`");
  for (const [type, cost] of Object.entries(map.moves ?? {})) {
    if (!Object.hasOwn(v.types, type)) report("CS1014", ["map", "moves", type], `unknown type \`${type}\``, didYouMean(type, Object.keys(v.types)) ?? "the figures' type, declared in `types:`", true);
    if (!Object.hasOwn(v.resources, cost.pays)) report("CS1014", ["map", "moves", type, "pays"], `unknown resource \`${cost.pays}\``, didYouMean(cost.pays, Object.keys(v.resources)));
    if (cost["less-pieces"] && !map.pieces) report("CS1014", ["map", "moves", type, "less-pieces"], "the map declares no pieces to lower the cost", "declare `map: pieces:`, or drop `less-pieces`");
  }
}
