/**
 * Scenario files: the table is game.yaml's `scenario:` section, run by the generic support; this
 * adds the map: where each player's Hero stands, what they hold, which barriers they completed.
 */
import type { Scenario } from "../../../runtime/scenario/types.ts";
import { tableScenario } from "../../../runtime/scenario/table-support.ts";
import { RULES } from "../../../generated/legacy-of-thracks/rules.ts";
import { SCENARIO } from "../../../generated/legacy-of-thracks/scenario.ts";
import { CAPITALS } from "./setup.ts";
import { CATALOGUE, ThracksGame } from "./game.ts";

const MAP_KEYS = ["at", "holds", "completed", "capital"];
const specs = new WeakMap<ThracksGame, Scenario>();
const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);

const table = tableScenario<ThracksGame>({
  table: SCENARIO,
  rules: RULES,
  catalogue: CATALOGUE,
  newGame: (s, { agents, onStep }) => {
    const g = new ThracksGame({ seed: s.seed, agents: [...agents], names: s.players.map((p) => p.name), onStep: onStep && (() => onStep(g)) });
    specs.set(g, s);
    return g;
  },
  seat: (g, seat) => {
    const f = specs.get(g)!.players[seat].fields;
    g.capitalOf[seat] = typeof f.capital === "string" ? f.capital : CAPITALS[seat];
    for (const p of [g.capitalOf[seat], ...list(f.holds)]) g.map.hold(p, seat);
    for (const b of list(f.completed)) g.map.mark(b, seat);
    g.map.put(g.hero(seat), typeof f.at === "string" ? f.at : g.capitalOf[seat]);
  },
  values: new Map<string, (g: ThracksGame, seat: number) => unknown>([
    ["outer", (g, seat) => Number(g.trait(g.heroAt(seat), "Outer") || !!g.barrier(g.heroAt(seat)))],
    ["barrier-reached", (g, seat) => g.table.zone("barriers").findIndex((uid) => g.table.card(uid).cardId === g.heroAt(seat)) + 1],
    ["in-dimara", (g, seat) => Number(g.dimara.has(seat))],
  ]),
});

/** The table's support, with the map's player keys; an unknown place is a problem of the file. */
export const scenario = {
  ...table,
  playerKeys: [...table.playerKeys, ...MAP_KEYS],
  validate: (s: Scenario) => [
    ...table.validate(s),
    ...s.players.flatMap((p) => MAP_KEYS.flatMap((k) => (k === "at" || k === "capital" ? [p.fields[k]] : list(p.fields[k])).filter((v) => v !== undefined && !CATALOGUE.has(String(v))).map((v) => ({ path: [...p.path, k], message: `no place \`${String(v)}\`` })))),
  ],
};
