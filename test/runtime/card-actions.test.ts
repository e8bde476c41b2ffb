/**
 * Standing actions written as cards (runtime/core/card-actions.ts): the untriggered abilities of
 * the cards in a seat's zone are offered as free actions while they can be used. On a toy game:
 * Ann's rules are a Market Stall (pay 2 gold: gain 1 ore), a Watchtower whose ability triggers
 * (never offered) and a Shrine whose `requires` does not hold (blank: never offered).
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

const RULES = toyRules<GameRules<R>>("stalls", [{ name: "rules", live: true, perPlayer: true }], { gain: "gain" });

/** One ability: its trigger, an optional gold cost, and 1 ore gained. */
function effect(trigger: string, gold: number, requires: CompiledEffect<R>["requires"] = null): CompiledEffect<R> {
  const ability = { trigger: { kind: trigger }, limits: [], costs: gold ? [{ kind: "pay", amount: gold, unit: "gold" }] : [], run: (rt: R, ctx: EffectContext) => rt.verbs.gain(ctx, { amount: { amount: 1, unit: "ore" } }) } as unknown as Ability<R>;
  return { abilities: [ability], modifiers: [], requires };
}

const CARDS = [
  { id: "stall", kind: "rule", name: "Market Stall", effect: effect("play", 2) },
  { id: "tower", kind: "rule", name: "Watchtower", effect: effect("event", 0) },
  { id: "shrine", kind: "rule", name: "Shrine", effect: effect("play", 0, () => false) },
] as unknown as CatalogueCard[];

class Stalls extends Engine<StallVerbs> {
  constructor() {
    super(RULES, new Catalogue(CARDS), { seed: 1, agents: [], resourceBounds: { gold: { min: 0 }, ore: { min: 0 } }, counterBounds: {} });
    this.table.addPlayer("Ann", ["gold", "ore"]).resources.gold = 3;
    for (const id of ["stall", "tower", "shrine"]) this.table.create(id, "rules", 0);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  readonly hooks: GameHookSet<StallVerbs> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
}

describe("a card's standing action", () => {
  it("is offered while its cost can be paid, labelled with the card and scored by the advice", () => {
    const g = new Stalls();
    const offered = cardActions(g, 0, "rules", (id) => (id === "stall" ? 4 : 0));
    expect(offered.map((a) => [a.label, a.score])).toEqual([["Market Stall", 4]]);
    offered[0].run();
    expect(g.table.players[0].resources).toMatchObject({ gold: 1, ore: 1 });
    expect(cardActions(g, 0, "rules", () => 0)).toEqual([]); // 1 gold left: the stall's 2 cannot be paid
  });

  it("is not offered from a triggered ability or a blank card, nor from another seat's zone", () => {
    const g = new Stalls();
    expect(cardActions(g, 0, "rules", () => 0).map((a) => a.label)).not.toContain("Watchtower");
    expect(cardActions(g, 0, "rules", () => 0).map((a) => a.label)).not.toContain("Shrine");
    g.table.addPlayer("Bob", ["gold", "ore"]);
    expect(cardActions(g, 1, "rules", () => 0)).toEqual([]);
  });
});
