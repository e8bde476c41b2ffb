/**
 * Scenario files: the table is game.yaml's `scenario:` section, run by the generic support; this
 * adds the map: the place each player's Hero stands on (`at`), what they hold (`holds`), the
 * barriers they completed (`completed`) and their Capital (`capital`, by default the seat's).
 */
import type { Scenario } from "../../../runtime/scenario/types.ts";
import { tableScenario } from "../../../runtime/scenario/table-support.ts";
import { RULES } from "../../../generated/legacy-of-thracks/rules.ts";
import { SCENARIO } from "../../../generated/legacy-of-thracks/scenario.ts";
import { CAPITALS } from "./setup.ts";
import { CATALOGUE, ThracksGame } from "./game.ts";

const KEYS = ["at", "holds", "completed", "capital"];
const specs = new WeakMap<ThracksGame, Scenario>();
const places = (v: unknown) => (v === undefined ? [] : Array.isArray(v) ? v.map(String) : [String(v)]);

const table = tableScenario<ThracksGame>({
  table: SCENARIO,
  rules: RULES,
  catalogue: CATALOGUE,
  newGame: (s, { agents, onStep }) => {
    const g = new ThracksGame({ seed: s.seed, agents: [...agents], names: s.players.map((p) => p.name), onStep: onStep && (() => onStep(g)) });
    return (specs.set(g, s), g);
  },
  seat: (g, seat) => {
    const f = specs.get(g)!.players[seat].fields;
    g.capitalOf[seat] = places(f.capital)[0] ?? CAPITALS[seat];
    [g.capitalOf[seat], ...places(f.holds)].forEach((p) => g.map.hold(p, seat));
    [places(f.completed).forEach((b) => g.map.mark(b, seat)), g.map.put(g.hero(seat), places(f.at)[0] ?? g.capitalOf[seat])];
  },
  values: new Map<string, (g: ThracksGame, seat: number) => unknown>([
    ["outer", (g, seat) => Number(g.trait(g.heroAt(seat), "Outer") || !!g.barrier(g.heroAt(seat)))],
    ["barrier-reached", (g, seat) => g.table.zone("barriers").findIndex((uid) => g.table.card(uid).cardId === g.heroAt(seat)) + 1],
    ["in-dimara", (g, seat) => Number(g.dimara.has(seat))],
  ]),
});

/** The table's support, with the map's player keys; a place that is not one is a problem of the file. */
export const scenario = {
  ...table,
  playerKeys: [...table.playerKeys, ...KEYS],
  validate: (s: Scenario) => [...table.validate(s), ...s.players.flatMap((p) => KEYS.flatMap((k) => places(p.fields[k]).filter((v) => !CATALOGUE.has(v) || !["location", "barrier"].includes(CATALOGUE.card(v).kind)).map((v) => ({ path: [...p.path, k], message: `no place \`${v}\` on the map` }))))],
};
