/**
 * Roll tables (runtime/core/roll-tables.ts, game.yaml's `rolls:`): on a toy game declaring a
 * lock-picking roll, `rollOn` rolls the table's die in the open, the log line naming the roll and
 * every range's outcome, and returns the outcome of the range the logged result falls in. The dice
 * are the engine's seeded RNG, so the expected outcome is worked out from the logged result.
 */
import { describe, expect, it } from "vitest";
import { PlainCardEngine } from "../../runtime/core/card-engine.ts";
import { Catalogue } from "../../runtime/core/catalogue.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { rollOn } from "../../runtime/core/roll-tables.ts";
import type { GameRules, RollTable } from "../../runtime/core/rules.ts";
import type { EffectApi } from "../../runtime/api.ts";
import { toyRules } from "../support/toy-rules.ts";

const PICK_LOCK: RollTable = {
  sides: 8,
  says: "lock-picking roll",
  on: [
    { low: 1, high: 2, outcome: "opens" },
    { low: 3, high: 7, outcome: "holds" },
    { low: 8, high: 8, outcome: "jams" },
  ],
};

class Burglary extends PlainCardEngine<object> {
  constructor(seed: number) {
    const rules = { ...toyRules<GameRules<EffectApi<object>>>("burglary", [], {}), rolls: Object.assign(Object.create(null), { "pick-lock": PICK_LOCK }) };
    super(rules, new Catalogue([]), { seed, agents: [], resourceBounds: {}, counterBounds: {} });
  }
  readonly hooks: GameHookSet<object> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
}

describe("a roll table", () => {
  it("rolls its die in the open and returns the outcome of the result's range", () => {
    const seen = new Map<string, number>();
    for (let seed = 1; seed <= 60; seed++) {
      const g = new Burglary(seed);
      const outcome = rollOn(g, "pick-lock");
      const [line] = g.log.all.map((l) => l.text);
      const m = /^lock-picking roll \(1-2 opens, 3-7 holds, 8 jams\): rolled (\d)$/.exec(line);
      expect(m, line).not.toBeNull();
      const result = Number(m![1]);
      expect(result).toBeGreaterThanOrEqual(1);
      expect(result).toBeLessThanOrEqual(8);
      expect(outcome).toBe(result <= 2 ? "opens" : result <= 7 ? "holds" : "jams");
      seen.set(outcome, (seen.get(outcome) ?? 0) + 1);
    }
    // Sixty rolls of a d8 reach every range: each outcome was exercised.
    expect([...seen.keys()].sort()).toEqual(["holds", "jams", "opens"]);
  });

  it("names the tables there are when asked for one not declared", () => {
    expect(() => rollOn(new Burglary(1), "pick-pocket")).toThrow(/no roll table `pick-pocket` \(rolls: pick-lock\)/);
  });
});
