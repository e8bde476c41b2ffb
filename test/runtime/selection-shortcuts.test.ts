/**
 * Two shortcuts the engine takes for speed must give the answers of the long way, in real games:
 * a trigger's argument test (`Engine.selects`: is this one ref among what a selector matches?)
 * against listing the whole selection, the sums of modifiers with `to` (cached per state version)
 * against summing afresh, and each modifier's targets (cached too) against selecting afresh. Every bundled game is played with
 * both ways compared at every call; a game whose cards ask neither is still played, and the test
 * requires each shortcut to have been compared somewhere. (A first version of the targets cache
 * kept a game hook noun's answer, `the meleeing monster`, past the fight it named: this caught it.)
 */
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EffectContext, ModifierTarget, Ref, SelectorSpec } from "../../runtime/api.ts";
import { GreedyAgent, RandomAgent } from "../../runtime/core/agents.ts";
import { Engine } from "../../runtime/core/engine.ts";
import { Values } from "../../runtime/core/values.ts";
import type { CardInstance } from "../../runtime/core/table.ts";
import { playableGames } from "../support/bot-games.ts";

const GAMES_EACH = 8;
const games = await playableGames(resolve(import.meta.dirname, "../.."));

interface Comparisons {
  selects: number;
  sums: number;
  targets: number;
  mismatches: string[];
}
const seen: Comparisons = { selects: 0, sums: 0, targets: 0, mismatches: [] };

type SumModifiersTo = (ref: Ref, name: string, vs: Ref | null, from: ((inst: CardInstance) => boolean) | undefined) => number;
type CardTargets = (seat: number, inst: CardInstance, target: ModifierTarget) => ReadonlySet<string>;
const engine = Engine.prototype as unknown as { selects: Engine<object>["selects"] };
const values = Values.prototype as unknown as {
  modifiersTo: Values<object>["modifiersTo"];
  sumModifiersTo: SumModifiersTo;
  cardTargets: CardTargets;
  scanningTargets: boolean;
  e: Engine<object>;
};
const originalSelects = engine.selects;
const originalModifiersTo = values.modifiersTo;
const originalCardTargets = values.cardTargets;

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
  values.cardTargets = function (this: typeof values, seat: number, inst: CardInstance, target: ModifierTarget): ReadonlySet<string> {
    const short = originalCardTargets.call(this, seat, inst, target);
    const long = "chosen" in target ? target.chosen : this.e.rt.select(this.e.context(seat, inst.uid, inst.cardId), target);
    seen.targets++;
    const ids = [...short].join(" ");
    if (ids !== long.map((r) => r.id).join(" ")) seen.mismatches.push(`targets of ${inst.cardId}'s modifier: cached ${ids} ≠ ${long.map((r) => r.id).join(" ")}`);
    return short;
  };
});

afterAll(() => {
  engine.selects = originalSelects;
  values.modifiersTo = originalModifiersTo;
  values.cardTargets = originalCardTargets;
});

describe("the engine's selection shortcuts agree with the long way", () => {
  for (const { folder, module } of games) {
    it(`in ${GAMES_EACH} seeded ${folder} games`, { timeout: 120_000 }, () => {
      seen.mismatches.length = 0;
      for (let seed = 1; seed <= GAMES_EACH; seed++) {
        // Greedy bots read the advice, which reads values: odd seeds play them.
        const Bot = seed % 2 ? GreedyAgent : RandomAgent;
        module.play({ seed, agents: [new Bot(2 * seed + 1), new Bot(2 * seed + 2)] });
      }
      expect(seen.mismatches).toEqual([]);
    });
  }

  it("compared both shortcuts at least once", () => {
    expect(seen.selects).toBeGreaterThan(0);
    expect(seen.sums).toBeGreaterThan(0);
    expect(seen.targets).toBeGreaterThan(0);
  });
});
