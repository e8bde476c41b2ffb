/**
 * newEngineGame (runtime/scenario/table-support.ts): a TableGame's `newGame` made from an engine
 * class, given the scenario's seed, agents and players' names, its steps followed by `onStep`.
 */
import { describe, expect, it } from "vitest";
import type { EffectApi } from "../../runtime/api.ts";
import { RandomAgent } from "../../runtime/core/agents.ts";
import { PlainCardEngine } from "../../runtime/core/card-engine.ts";
import { Catalogue } from "../../runtime/core/catalogue.ts";
import type { PlayOptions } from "../../runtime/core/game-module.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { newEngineGame } from "../../runtime/scenario/table-support.ts";
import type { Scenario } from "../../runtime/scenario/types.ts";
import { toyRules } from "../support/toy-rules.ts";

class Toy extends PlainCardEngine<object> {
  readonly hooks: GameHookSet<object> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
  constructor(readonly options: PlayOptions) {
    super(toyRules<GameRules<EffectApi<object>>>("toy", [], {}), new Catalogue([]), { ...options, resourceBounds: {}, counterBounds: {} });
  }
}

const scenario = { seed: 9, players: [{ name: "Ann" }, { name: "Bo" }] } as unknown as Scenario;

describe("newEngineGame", () => {
  it("makes the engine from the scenario's seed, agents and players' names", () => {
    const agents = [new RandomAgent(1), new RandomAgent(2)];
    const e = newEngineGame(Toy)(scenario, { agents });
    expect(e.options.seed).toBe(9);
    expect(e.options.names).toEqual(["Ann", "Bo"]);
    expect(e.options.agents).toEqual(agents);
  });

  it("follows each step with onStep when given one, and nothing otherwise", () => {
    const seen: Toy[] = [];
    const e = newEngineGame(Toy)(scenario, { agents: [], onStep: (g) => seen.push(g) });
    e.afterStep();
    e.afterStep();
    expect(seen).toEqual([e, e]);
    expect(() => newEngineGame(Toy)(scenario, { agents: [] }).afterStep()).not.toThrow();
  });
});
