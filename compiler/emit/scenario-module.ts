/**
 * `scenario.ts`: game.yaml's `scenario:` section as data (`SCENARIO: ScenarioTable`, the type in
 * runtime/scenario/table-rules.ts), with every name kept in lists and every default filled in,
 * for the generic scenario support. Emitted only for a game that declares the section.
 */
import type { ScenarioValueSpec, ScenarioZoneSpec } from "../vocab/scenario-spec.ts";
import { isSingleCapacity, placeMapOf, type Capacity, type TeamSpec, type Vocabulary } from "../vocab/vocabulary.ts";
import { EmitError } from "./errors.ts";
import type { GameContext } from "./game-context.ts";
import { runtimeModuleSpecifier } from "./paths.ts";
import { docComment } from "./strings.ts";

export const SCENARIO_PATH = "scenario.ts";

export function scenarioModule(game: GameContext): string | null {
  const v = game.vocab;
  if (!v.scenario) return null;
  const types = runtimeModuleSpecifier(SCENARIO_PATH, "scenario/table-rules", game.opts);
  // JSON is valid TypeScript, and prettier formats it like the other modules.
  return [
    `import type { ScenarioTable } from ${JSON.stringify(types)};`,
    "",
    docComment(`How scenario files set out a table of ${v.title} and what their expectations read (game.yaml \`scenario:\`).`),
    `export const SCENARIO: ScenarioTable = ${JSON.stringify(scenarioTable(v))};`,
    "",
  ].join("\n");
}

/** The section as the runtime reads it (ScenarioTable), every default filled in. */
export function scenarioTable(v: Vocabulary): unknown {
  const s = v.scenario!;
  const player = s.player ?? {};
  const role = player.role;
  return {
    game: v.game,
    players: v.players,
    resources: Object.keys(v.resources),
    stats: Object.keys(v.stats),
    counters: Object.keys(v.counters),
    copies: s.copies ?? false,
    doubleSided: s["double-sided"] ? { ...s["double-sided"] } : null,
    labels: Object.entries(s.labels ?? {}).map(([kind, field]) => ({ kind, field })),
    role: role ? { key: role.key, kinds: role.kinds, owns: role.owns ?? null } : null,
    playerZones: Object.entries(player.zones ?? {}).map(([key, z]) => zoneKey(key, z, v)),
    playerValues: values(player.values),
    cardValues: values(player.cards),
    // the modes a file may name (`mode:`), with a team mode's sharing (runtime/core/team-play.ts)
    ...(v.modes ? { modes: Object.entries(v.modes).map(([name, m]) => ({ name, players: { ...m.players }, ...(m.team ? { team: teamMode(m.team) } : {}) })) } : {}),
    ...(player.map ? { mapKeys: { at: player.map.at, holds: player.map.holds, marks: player.map.marks, reads: player.map.reads ?? [], placeKinds: player.map["place-kinds"] ?? placeMapOf(v)?.places ?? [] } } : {}),
    table: Object.entries(s.table ?? {}).map(([key, t]) => ({ ...zoneKey(key, t, v), entity: t.entity ?? null, values: values(t.values) })),
    rest: (s.rest ?? []).map((r) => ({
      kinds: r.kinds,
      zone: r.zone,
      owner: r.owner ?? null,
      with: r.with ?? null,
      without: r.without ?? null,
      onePer: r["one-per"] ?? null,
      above: r.above ?? null,
      copies: r.copies ?? 1,
      shuffled: r.shuffled ?? false,
    })),
  };
}

function zoneKey(key: string, z: ScenarioZoneSpec, v: Vocabulary): Record<string, unknown> {
  return {
    key,
    zone: z.zone,
    kinds: z.kinds ?? Object.keys(v.kinds),
    one: z.one ?? false,
    starts: z.starts ? { from: z.starts.from, kinds: z.starts.kinds ?? [], passive: z.starts.passive ?? false } : null,
    attached: z.attached ?? null,
    atMost: atMost(z, v),
  };
}

/** What a scenario may set out in a zone: its own `at-most`, else the zone's capacity (`null`: any card). */
function atMost(z: ScenarioZoneSpec, v: Vocabulary): Array<{ trait: string | null; count: number }> {
  const capacity = z["at-most"] ?? (Object.hasOwn(v.zones, z.zone) ? v.zones[z.zone]["at-most"] : undefined);
  if (capacity === undefined) return [];
  // A capacity that depends on a value is the engine's to enforce in play, not the starting table's.
  const entries: Array<[string | null, Capacity]> = isSingleCapacity(capacity) ? [[null, capacity]] : Object.entries(capacity);
  return entries.flatMap(([trait, count]) => (typeof count === "number" ? [{ trait, count }] : []));
}

function values(spec: Record<string, ScenarioValueSpec> | undefined): unknown[] {
  return Object.entries(spec ?? {}).map(([key, x]) => ({
    key,
    of: x.of ?? null,
    minus: x.minus ?? null,
    each: x.each ?? null,
    field: x.field ?? null,
    hook: x.means === "hook",
    perPlayer: x["per-player"] ?? false,
    set: x.set ?? false,
    below: x.below ?? null,
    reached: x.reached ?? null,
  }));
}

/** A team mode's sharing as the runtime reads it (game-module.ts' TeamMode). */
function teamMode(team: TeamSpec): object {
  const needed = team["marks-needed"];
  return needed ? { marksNeeded: { ...needed } } : {};
}
