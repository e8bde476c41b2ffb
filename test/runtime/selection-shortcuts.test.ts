/**
 * Two shortcuts the engine takes for speed must give the answers of the long way, in real games:
 * a trigger's argument test (`Engine.selects`: is this one ref among what a selector matches?)
 * against listing the whole selection, and the sums of modifiers with `to` (cached per state
 * version, with each modifier's targets) against summing afresh. Every bundled game is played with
 * both ways compared at every call; a game whose cards ask neither is still played, and the test
 * requires each shortcut to have been compared somewhere.
 */
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EffectContext, Ref, SelectorSpec } from "../../runtime/api.ts";
import { RandomAgent } from "../../runtime/core/agents.ts";
import { Engine } from "../../runtime/core/engine.ts";
import { Values } from "../../runtime/core/values.ts";
import type { CardInstance } from "../../runtime/core/table.ts";
import { playableGames } from "../support/bot-games.ts";

const GAMES_EACH = 8;
const games = await playableGames(resolve(import.meta.dirname, "../.."));

interface Comparisons {
  selects: number;
  sums: number;
  mismatches: string[];
}
const seen: Comparisons = { selects: 0, sums: 0, mismatches: [] };

type SumModifiersTo = (ref: Ref, name: string, vs: Ref | null, from: ((inst: CardInstance) => boolean) | undefined) => number;
const engine = Engine.prototype as unknown as { selects: Engine<object>["selects"] };
const values = Values.prototype as unknown as { modifiersTo: Values<object>["modifiersTo"]; sumModifiersTo: SumModifiersTo; scanningTargets: boolean };
const originalSelects = engine.selects;
const originalModifiersTo = values.modifiersTo;

beforeAll(() => {
  engine.selects = function (this: Engine<object>, ctx: EffectContext, spec: SelectorSpec, ref: Ref): boolean {
    const short = originalSelects.call(this, ctx, spec, ref);
    const long = this.rt.select(ctx, spec).some((r) => r.id === ref.id);
    seen.selects++;
    if (short !== long) seen.mismatches.push(`${this.rules.game}: ${spec.determiner ?? ""} ${spec.noun} on ${ref.id}: ${short} ≠ ${long}`);
    return short;
  };
  values.modifiersTo = function (this: typeof values, ref: Ref, name: string, vs: Ref | null = null, from?: (inst: CardInstance) => boolean): number {
    const short = originalModifiersTo.call(this, ref, name, vs, from);
    // A scan in progress answers 0 by design (values.ts); the long way is compared outside one.
    if (this.scanningTargets || from) return short;
    const long = this.sumModifiersTo(ref, name, vs, undefined);
    seen.sums++;
    if (short !== long) seen.mismatches.push(`${name} of ${ref.id}: cached ${short} ≠ ${long}`);
    return short;
  };
});

afterAll(() => {
  engine.selects = originalSelects;
  values.modifiersTo = originalModifiersTo;
});

describe("the engine's selection shortcuts agree with the long way", () => {
  for (const { folder, module } of games) {
    it(`in ${GAMES_EACH} seeded ${folder} games`, { timeout: 120_000 }, () => {
      seen.mismatches.length = 0;
      for (let seed = 1; seed <= GAMES_EACH; seed++) {
        module.play({ seed, agents: [new RandomAgent(2 * seed + 1), new RandomAgent(2 * seed + 2)] });
      }
      expect(seen.mismatches).toEqual([]);
    });
  }

  it("compared both shortcuts at least once", () => {
    expect(seen.selects).toBeGreaterThan(0);
    expect(seen.sums).toBeGreaterThan(0);
  });
});
