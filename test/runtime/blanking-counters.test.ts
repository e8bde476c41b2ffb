/**
 * Counters declared `blanks: true` (game.yaml): a card holding any of their tokens is blank, so
 * its standing action is not offered, until the tokens come off. On a toy game whose `dazed`
 * counter blanks: Ann's Market Stall (pay 2 gold: gain 1 ore) and a plain `marked` counter that
 * does not.
 */
import { describe, expect, it } from "vitest";
import type { Ability, CompiledEffect, EffectApi, EffectContext } from "../../runtime/api.ts";
import { cardActions } from "../../runtime/core/card-actions.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { toyRules } from "../support/toy-rules.ts";

interface StallVerbs {
  gain(ctx: EffectContext, a: { amount: { amount: number; unit: string } }): void;
}
type R = EffectApi<StallVerbs>;

const RULES: GameRules<R> = { ...toyRules<GameRules<R>>("stalls", [{ name: "rules", live: true, perPlayer: true }], { gain: "gain" }), blankingCounters: ["dazed"] };

const stall: CompiledEffect<R> = {
  abilities: [{ trigger: { kind: "play" }, limits: [], costs: [{ kind: "pay", amount: 2, unit: "gold" }], run: (rt: R, ctx: EffectContext) => rt.verbs.gain(ctx, { amount: { amount: 1, unit: "ore" } }) } as unknown as Ability<R>],
  modifiers: [],
  requires: null,
};

class Stalls extends Engine<StallVerbs> {
  constructor() {
    super(RULES, new Catalogue([{ id: "stall", kind: "rule", name: "Market Stall", effect: stall }] as unknown as CatalogueCard[]), {
      seed: 1,
      agents: [],
      resourceBounds: { gold: { min: 0 }, ore: { min: 0 } },
      counterBounds: { dazed: { min: 0 }, marked: { min: 0 } },
    });
    this.table.addPlayer("Ann", ["gold", "ore"]).resources.gold = 5;
    this.table.create("stall", "rules", 0);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  readonly hooks: GameHookSet<StallVerbs> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
}

describe("a blanking counter", () => {
  it("blanks the card while it holds a token, and only then", () => {
    const g = new Stalls();
    const [inst] = g.table.inZone("rules", 0);
    const labels = () => cardActions(g, 0, "rules", () => 1).map((a) => a.label);
    expect([g.isBlank(inst), labels()]).toEqual([false, ["Market Stall"]]);
    g.table.setCounter(inst, "marked", 1); // not a blanking counter
    expect([g.isBlank(inst), labels()]).toEqual([false, ["Market Stall"]]);
    g.table.setCounter(inst, "dazed", 1);
    expect([g.isBlank(inst), labels()]).toEqual([true, []]);
    g.table.setCounter(inst, "dazed", 0);
    expect([g.isBlank(inst), labels()]).toEqual([false, ["Market Stall"]]);
  });
});
