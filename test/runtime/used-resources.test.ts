/**
 * The `use` verb meaning (runtime/core/used-resources.ts): a player pays one at a time, a resource
 * that `stands-in-for` another paying for each one they lack; the effect remembers what it used,
 * and `usedFits` answers the traits that fits (`fits:`, a stand-in's own and its stood-for ones').
 * Toy game: gold and silver fit Gold, and Silver and Plain; a wild coin fits Wild and stands in for both.
 */
import { describe, expect, it } from "vitest";
import type { EffectApi } from "../../runtime/api.ts";
import { Catalogue } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { usedFits } from "../../runtime/core/used-resources.ts";
import { toyRules } from "../support/toy-rules.ts";

type Verbs = { use: (ctx: unknown, a: { amount: { amount: number; unit: string } }) => void };
const nullProto = <T>(o: Record<string, T>) => Object.assign(Object.create(null) as Record<string, T>, o);

const RULES: GameRules<EffectApi<Verbs>> = {
  ...toyRules<GameRules<EffectApi<Verbs>>>("toy-use", [], { use: "use" }),
  resourceStandIns: nullProto({ wild: ["gold", "silver"] }),
  resourceFits: nullProto({ gold: ["Gold"], silver: ["Silver", "Plain"], wild: ["Wild"] }),
};

class ToyUse extends Engine<Verbs> {
  hooks: GameHookSet<Verbs> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
  constructor(resources: Record<string, number>) {
    super(RULES, new Catalogue([]), { seed: 1, agents: [], resourceBounds: {}, counterBounds: {} });
    Object.assign(this.table.addPlayer("Ann", []).resources, resources);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
}

const use = (g: ToyUse, ctx: ReturnType<ToyUse["context"]>, amount: number, unit: string) => g.rt.verbs.use(ctx, { amount: { amount, unit } });

describe("resources used, standing in for others", () => {
  it("pays with the resource itself while the player has it, and remembers only what it used", () => {
    const g = new ToyUse({ gold: 2, silver: 1, wild: 3 });
    const ctx = g.context(0, null, "rule");
    expect(usedFits(g, ctx)).toBeNull();
    use(g, ctx, 2, "gold");
    expect(g.table.players[0].resources).toMatchObject({ gold: 0, silver: 1, wild: 3 });
    expect([...usedFits(g, ctx)!]).toEqual(["Gold"]);
  });

  it("pays each one the player lacks with a stand-in, which then fits what it stands in for too", () => {
    const g = new ToyUse({ gold: 1, silver: 0, wild: 2 });
    const ctx = g.context(0, null, "rule");
    use(g, ctx, 3, "gold");
    expect(g.table.players[0].resources).toMatchObject({ gold: 0, wild: 0 });
    expect([...usedFits(g, ctx)!].sort()).toEqual(["Gold", "Plain", "Silver", "Wild"]);
  });

  it("a stand-in pays only for the resources it stands in for", () => {
    const g = new ToyUse({ gold: 0, wild: 2 });
    const ctx = g.context(0, null, "rule");
    use(g, ctx, 1, "wild");
    expect(g.table.players[0].resources.wild).toBe(1);
    expect([...usedFits(g, ctx)!].sort()).toEqual(["Gold", "Plain", "Silver", "Wild"]);
  });

  it("each effect remembers its own: another resolution has used nothing", () => {
    const g = new ToyUse({ silver: 2 });
    const first = g.context(0, null, "rule");
    use(g, first, 1, "silver");
    const second = g.context(0, null, "rule");
    expect([...usedFits(g, first)!]).toEqual(["Silver", "Plain"]);
    expect(usedFits(g, second)).toBeNull();
  });
});
