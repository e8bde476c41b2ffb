/**
 * A game's whole scenario support from its `scenario:` data: the keys a file may use, its
 * validation (card by card, then the starting values against their bounds on a built table),
 * expectations, and building and playing the slice. A game's runtime folder supplies only a
 * `TableGame`: how to make an empty game, seat a player, and the values it reads itself.
 */
import type { Agent } from "../core/agents.ts";
import type { PlayOptions } from "../core/game-module.ts";
import { moments, momentReporter, reachable, runSlice } from "./slice.ts";
import { buildTable, type TableGame } from "./table-build.ts";
import { TableCards } from "./table-cards.ts";
import { checkExpectation, subjectKeys } from "./table-expect.ts";
import { probe } from "./table-probe.ts";
import { readTable, type TableSetup } from "./table-setup.ts";
import { boundProblem, tableCard, tableEntity, type AnyEngine } from "./table-values.ts";
import type { Scenario, ScenarioIssue, ScenarioSupport } from "./types.ts";

export type { TableGame } from "./table-build.ts";

/** A TableGame's `newGame` for an engine class made from PlayOptions: the scenario's seed, mode and players' names, each step followed. */
export function newEngineGame<E extends AnyEngine>(Make: new (options: PlayOptions) => E): TableGame<E>["newGame"] {
  return (s, { agents, onStep }) => {
    const e = new Make({ seed: s.seed, agents: [...agents], names: s.players.map((p) => p.name), mode: s.mode });
    if (onStep) e.afterStep = () => onStep(e);
    return e;
  };
}

export function tableScenario<E extends AnyEngine>(game: TableGame<E>): ScenarioSupport {
  const data = game.table;
  const cards = new TableCards(game.catalogue, data, game.rules);
  const hooks = game.values ?? new Map<string, (e: E, seat: number) => unknown>();
  const hooked = [...data.playerValues, ...data.table.flatMap((t) => t.values)].filter((v) => v.hook && !hooks.has(v.key));
  if (hooked.length) throw new Error(`the ${data.game} scenario support reads no value for: ${hooked.map((v) => v.key).join(", ")} (game.yaml declares them \`means: hook\`)`);
  const zones = game.rules.zones.map((z) => z.name);
  // Bounds are read on a built table: build one only when the data bounds something.
  const bounded = [...data.playerValues, ...data.table.flatMap((t) => t.values)].some((v) => v.set && v.below !== null);

  const read = (s: Scenario, issues: ScenarioIssue[]): TableSetup => readTable(cards, game.rules, s, issues);
  const build = (s: Scenario, setup: TableSetup, agents: readonly Agent[], onStep?: (e: E) => void) => buildTable(game, cards, setup, s, { agents, onStep });

  /** Starting values at or over their bound (Damage that would have knocked a Hero down), on the built table. */
  function boundIssues(s: Scenario, setup: TableSetup): ScenarioIssue[] {
    const silent: Agent[] = s.players.map(() => ({ name: "validate", decide: () => { throw new Error("a starting table asks no decision"); } }));
    const { e } = build(s, setup, silent);
    const issues: ScenarioIssue[] = [];
    setup.players.forEach((p, seat) => {
      for (const v of data.playerValues) {
        const problem = v.set ? boundProblem(e, v, seat, e.seatEntity(seat), p.role ? cards.name(p.role) : s.players[seat].name, p.values.get(v.key) ?? 0) : null;
        if (problem) issues.push({ path: [...s.players[seat].path, v.key], message: problem });
      }
    });
    for (const key of data.table) {
      const entity = tableEntity(e, key);
      const card = tableCard(e, key);
      const set = setup.table.get(key.key)!.values;
      if (!entity || card === null) continue;
      for (const v of key.values) {
        const value = set.get(v.key);
        const bySeat = typeof value === "number" ? new Map([[e.leader, value]]) : (value ?? new Map<number, number>());
        for (const [seat, n] of bySeat) {
          const problem = boundProblem(e, v, seat, entity, cards.name(card), n);
          if (problem) issues.push({ path: v.perPlayer ? [key.key, v.key, s.players[seat].name] : [key.key, v.key], message: problem });
        }
      }
    }
    return issues;
  }

  return {
    id: data.game,
    setupKeys: [...data.table.map((k) => k.key), "round", "play"],
    playerKeys: [...(data.role ? [data.role.key] : []), "leader", ...data.resources, ...data.playerValues.filter((v) => v.set).map((v) => v.key), ...data.playerZones.map((z) => z.key)],
    subjects: [...subjectKeys(cards).map((k) => k.key), "game"],
    moments: moments(game.rules),
    players: data.players,
    validate(s) {
      const issues: ScenarioIssue[] = [];
      const setup = read(s, issues);
      return issues.length || !bounded ? issues : boundIssues(s, setup);
    },
    checkExpectation: (s, subject, key, expected) => checkExpectation(cards, zones, s, subject, key, expected),
    reachable: (s) => reachable(game.rules, s),
    build(s, io) {
      const issues: ScenarioIssue[] = [];
      const setup = read(s, issues);
      if (issues.length) throw new Error(`invalid scenario setup: ${issues.map((i) => i.message).join("; ")}`);
      const { e, dealtTo } = build(s, setup, io.agents, momentReporter(io));
      const context = { e, cards, names: s.players.map((p) => p.name), roles: setup.players.map((p) => p.role), dealtTo, hooks };
      return runSlice(e, setup.range, (subject, key) => probe(context, subject, key));
    },
  };
}
