/**
 * Contests (game.yaml's `contests:`, run by runtime/core/contest.ts): every name a contest gives
 * must be declared, so that what check accepts the engine can run. The committed cards' kinds and
 * zones (the zone they go into is each player's own, and its `at-most` is the limit), the stat
 * compared, the card field bots weigh (a whole number) and the field applied (an effect) of those
 * kinds, and the two events, each with a `by` player argument for the side's player.
 */
import { didYouMean } from "../check/suggest.ts";
import type { ContractReport } from "./check-contract.ts";
import type { ContestSpec, Vocabulary } from "./vocabulary.ts";

export function checkContests(v: Vocabulary, report: ContractReport): void {
  for (const [name, contest] of Object.entries(v.contests ?? {})) checkContest(v, name, contest, report);
}

function checkContest(v: Vocabulary, name: string, c: ContestSpec, report: ContractReport): void {
  const at = (...path: Array<string | number>) => ["contests", name, ...path];
  const zones = Object.keys(v.zones);
  c.commit.kinds.forEach((kind, i) => {
    if (!Object.hasOwn(v.kinds, kind)) report("CS1014", at("commit", "kinds", i), `unknown kind \`${kind}\``, didYouMean(kind, Object.keys(v.kinds)));
  });
  for (const key of ["from", "into", "then"] as const) {
    const zone = c.commit[key];
    if (!Object.hasOwn(v.zones, zone)) report("CS1014", at("commit", key), `unknown zone \`${zone}\``, didYouMean(zone, zones));
  }
  const into = Object.hasOwn(v.zones, c.commit.into) ? v.zones[c.commit.into] : undefined;
  if (into && !into["per-player"]) report("CS1014", at("commit", "into"), `zone \`${c.commit.into}\` is not per player`, "each side commits its cards to a zone of its own: declare it `per-player: true`");
  const kinds = c.commit.kinds.filter((k) => Object.hasOwn(v.kinds, k)).map((k) => v.kinds[k]);
  const fieldsOfType = (type: string) => [...new Set(kinds.flatMap((k) => Object.entries(k.fields).filter(([, f]) => f.type === type).map(([f]) => f)))];
  if (c.commit.weigh !== undefined && !fieldsOfType("int").includes(c.commit.weigh)) report("CS1014", at("commit", "weigh"), `the committed kinds have no whole-number field \`${c.commit.weigh}\``, didYouMean(c.commit.weigh, fieldsOfType("int")));
  if (c.apply !== undefined && !fieldsOfType("effect").includes(c.apply)) report("CS1014", at("apply"), `the committed kinds have no effect field \`${c.apply}\``, didYouMean(c.apply, fieldsOfType("effect")));
  if (!Object.hasOwn(v.stats, c.power)) report("CS1014", at("power"), `unknown stat \`${c.power}\``, didYouMean(c.power, Object.keys(v.stats)));
  for (const key of ["won", "lost"] as const) {
    const event = c[key];
    if (!Object.hasOwn(v.events, event)) report("CS1014", at(key), `unknown event \`${event}\``, didYouMean(event, Object.keys(v.events)));
    else if (v.events[event].args?.by !== "player") report("CS1014", at(key), `event \`${event}\` has no \`by\` argument of type player`, "the contest raises it `by` each side's player: declare `args: { by: player }`");
    else if (v.events[event].args?.against !== undefined && v.events[event].args?.against !== "player") report("CS1014", at(key), `event \`${event}\` has an \`against\` argument that is not a player`, "the contest raises it `against` the other side's player: declare `against: player`, or leave it out");
  }
  if (c.unplayed) checkUnplayed(v, name, c.unplayed, report);
}

/** An unplayed side's decks: shared zones; the shown card's count and the drawn cards' power whole-number fields of some kind. */
function checkUnplayed(v: Vocabulary, name: string, u: NonNullable<ContestSpec["unplayed"]>, report: ContractReport): void {
  const at = (...path: Array<string | number>) => ["contests", name, "unplayed", ...path];
  const intFields = [...new Set(Object.values(v.kinds).flatMap((k) => Object.entries(k.fields).filter(([, f]) => f.type === "int").map(([f]) => f)))];
  for (const [part, key] of [["shows", "from"], ["shows", "to"], ["draws", "from"], ["draws", "to"]] as const) {
    const zone = u[part][key];
    if (!Object.hasOwn(v.zones, zone)) report("CS1014", at(part, key), `unknown zone \`${zone}\``, didYouMean(zone, Object.keys(v.zones)));
    else if (v.zones[zone]["per-player"]) report("CS1014", at(part, key), `\`${zone}\` is a zone each player has`, "a side no player runs turns over and draws shared decks");
  }
  for (const [part, key] of [["shows", "field"], ["draws", "sum"]] as const) {
    const field = (u[part] as Record<string, string>)[key];
    if (!intFields.includes(field)) report("CS1014", at(part, key), `no kind has a whole-number field \`${field}\``, didYouMean(field, intFields));
  }
  for (const [, word] of u.says.matchAll(/\{([^}]*)\}/g)) {
    if (!["count", "card", "power"].includes(word)) report("CS1014", at("says"), `\`{${word}}\` is not a value of the log line`, "the line may say {count} (the cards drawn), {card} (the card shown) and {power}");
  }
}
