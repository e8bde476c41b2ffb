/**
 * A zone's capacity read ahead (Engine.zoneCapacity): how many cards the seat's zone holds at most
 * now, from its `at-most` limits on every card (a number, or a value read for the seat: Legacy of
 * Thracks' battle cards by HP); a limit on one trait alone, or none, is no limit on the zone.
 */
import { describe, expect, it } from "vitest";
import type { EffectApi, EffectContext } from "../../runtime/api.ts";
import { Catalogue } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { toyRules } from "../support/toy-rules.ts";

type R = EffectApi<object>;
const byHp = (rt: R, ctx: EffectContext) => Math.ceil(rt.property(ctx, "hp", null) / 2);

const RULES = toyRules<GameRules<R>>("zones", [
  { name: "battle", live: true, perPlayer: true, atMost: [{ of: null, count: byHp }, { of: null, count: 2 }] },
  { name: "gear", live: true, perPlayer: true, atMost: [{ of: "Ring", count: 1 }] },
  { name: "hand", live: false, perPlayer: true },
], {});

class Zones extends Engine<object> {
  constructor() {
    super(RULES, new Catalogue([]), { seed: 1, agents: [], resourceBounds: { hp: { min: 1, max: 5 } }, counterBounds: {} });
    this.table.addPlayer("Ann", ["hp"]).resources.hp = 1;
    this.table.addPlayer("Bob", ["hp"]).resources.hp = 5;
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  readonly hooks: GameHookSet<object> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
}

describe("a zone's capacity", () => {
  it("is the least of its limits on every card, read for the seat", () => {
    const g = new Zones();
    expect(g.zoneCapacity("battle", 0)).toBe(1); // 1 HP: 1 card
    expect(g.zoneCapacity("battle", 1)).toBe(2); // 5 HP would allow 3, the fixed limit is 2
  });

  it("is null for a zone limited on one trait alone, or not at all", () => {
    const g = new Zones();
    expect(g.zoneCapacity("gear", 0)).toBeNull();
    expect(g.zoneCapacity("hand", 0)).toBeNull();
  });
});
