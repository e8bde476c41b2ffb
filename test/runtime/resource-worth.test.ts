/**
 * Advice read from declared worths (runtime/core/resource-worth.ts): one of a resource is worth
 * the game's `worth` hook, else its `worth:`, else 1; a `choose one` with no advice of the game's
 * weighs each option at 1 less 0.4 for each point of worth its costs take (an alternative cost at
 * its cheapest way of paying a resource), `nothing` at 0, and gives no advice when no option costs
 * anything and none is `nothing`. Toy game: gold (worth 1 by default), gems (worth 3), mana (worth 0).
 */
import { describe, expect, it } from "vitest";
import type { Cost, EffectApi } from "../../runtime/api.ts";
import { GreedyAgent, type Agent } from "../../runtime/core/agents.ts";
import { Catalogue } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import { optionScores, worthOf } from "../../runtime/core/resource-worth.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { toyRules } from "../support/toy-rules.ts";

type Verbs = Record<string, never>;
type Costs = readonly Cost<EffectApi<Verbs>>[];

const RULES: GameRules<EffectApi<Verbs>> = { ...toyRules<GameRules<EffectApi<Verbs>>>("toy-worth", [], {}), resourceWorths: Object.assign(Object.create(null), { gems: 3, mana: 0 }) };

class ToyWorth extends Engine<Verbs> {
  hooks: GameHookSet<Verbs> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
  constructor(agents: Agent[] = []) {
    super(RULES, new Catalogue([]), { seed: 1, agents, resourceBounds: {}, counterBounds: {} });
    this.table.addPlayer("Ann", []);
    this.table.players[0].resources.gold = 10;
    this.table.players[0].resources.gems = 10;
    this.table.players[0].resources.mana = 10;
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
}

const pay = (amount: number, unit: string): Cost<EffectApi<Verbs>> => ({ kind: "pay", amount, unit });
const act: Cost<EffectApi<Verbs>> = { kind: "do", run: () => {} };

describe("declared worths", () => {
  it("a resource is worth its `worth:`, 1 undeclared, the game's hook first", () => {
    const g = new ToyWorth();
    expect(["gold", "gems", "mana"].map((r) => worthOf(g, 0, r))).toEqual([1, 3, 0]);
    g.hooks = { ...g.hooks, worth: (_seat, r) => (r === "gold" ? 5 : 2) };
    expect(["gold", "gems"].map((r) => worthOf(g, 0, r))).toEqual([5, 2]);
  });

  it("weighs a `choose one`'s options by what their costs take", () => {
    const g = new ToyWorth();
    const ctx = g.context(0, null, "rule");
    const costs: (Costs | null)[] = [null, [pay(2, "gold")], [pay(1, "gems")], [pay(4, "mana")], [act]];
    const scores = optionScores(g, ctx, ["nothing", "a", "b", "c", "d"], costs)!;
    expect(scores.map((s) => Math.round(s * 100) / 100)).toEqual([0, 0.2, -0.2, 1, 1]);
  });

  it("prices an alternative cost at its cheapest way of paying a resource (a verb alternative has no price)", () => {
    const g = new ToyWorth();
    const ctx = g.context(0, null, "rule");
    const either = (...options: Costs[]): Cost<EffectApi<Verbs>> => ({ kind: "either", options: options.map((costs, i) => ({ text: `way ${i}`, costs })) });
    const scores = optionScores(g, ctx, ["gold or gems", "gold or a verb"], [[either([pay(2, "gold")], [pay(1, "gems")])], [either([pay(1, "gold")], [act])]])!;
    expect(scores.map((s) => Math.round(s * 100) / 100)).toEqual([0.2, 0.6]);
  });

  it("gives no advice when no option has a cost and none is `nothing`", () => {
    const g = new ToyWorth();
    expect(optionScores(g, g.context(0, null, "rule"), ["a", "b"], [null, null])).toBeUndefined();
    expect(optionScores(g, g.context(0, null, "rule"), ["a", "b"], [null, [act]])).toEqual([1, 1]);
  });

  it("a greedy bot's `choose one` takes the option that costs least, by default", () => {
    const g = new ToyWorth([new GreedyAgent(3)]);
    const picked = g.rt.chooseOption(g.context(0, null, "rule"), ["pay 1 gems", "pay 2 gold", "pay 5 mana"], [[pay(1, "gems")], [pay(2, "gold")], [pay(5, "mana")]]);
    expect(picked).toBe(2);
    expect(g.log.lines().at(-1)).toContain("chooses pay 5 mana");
  });
});
