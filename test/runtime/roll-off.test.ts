/**
 * CardEngine.rollOff: each seat rolls once in order, logged; the highest roll wins and, of equal
 * rolls, the earlier seat. The dice are the engine's seeded RNG, so the expected winner is worked
 * out from the logged rolls.
 */
import { describe, expect, it } from "vitest";
import { PlainCardEngine } from "../../runtime/core/card-engine.ts";
import { Catalogue } from "../../runtime/core/catalogue.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import type { EffectApi } from "../../runtime/api.ts";
import { toyRules } from "../support/toy-rules.ts";

class Dice extends PlainCardEngine<object> {
  constructor(seed: number) {
    super(toyRules<GameRules<EffectApi<object>>>("dice", [], {}), new Catalogue([]), { seed, agents: [], resourceBounds: {}, counterBounds: {} });
  }
  readonly hooks: GameHookSet<object> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
}

describe("a roll-off", () => {
  it("rolls for each seat in order and picks the highest, the earlier seat on a tie", () => {
    let ties = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const g = new Dice(seed);
      const winner = g.rollOff([2, 0, 3], (seat) => `seat ${seat} rolls`, 3);
      const rolls = g.log.all.map((l) => /^seat (\d) rolls: rolled (\d)$/.exec(l.text)!).map((m) => [Number(m[1]), Number(m[2])] as const);
      expect(rolls.map(([seat]) => seat)).toEqual([2, 0, 3]);
      const high = Math.max(...rolls.map(([, r]) => r));
      expect(winner).toBe(rolls.find(([, r]) => r === high)![0]);
      if (rolls.filter(([, r]) => r === high).length > 1) ties++;
    }
    expect(ties).toBeGreaterThan(0); // three dice of three sides tie often: the rule was exercised
  });
});
