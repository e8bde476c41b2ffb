/**
 * generated/shadows/rules.ts: the rules sections of game.yaml as data, with trait after-use
 * effects compiled to functions that receive the trait's parameter as `N`.
 */
import { describe, expect, it } from "vitest";
import { RULES } from "../../generated/shadows/rules.ts";
import type { EffectContext, Ref } from "../../runtime/api.ts";
import type { Rt } from "../../generated/shadows/vocabulary.ts";

describe("Shadows RULES", () => {
  it("declares every zone with whether it is live and per player", () => {
    const zone = (name: string) => RULES.zones.find((z) => z.name === name);
    expect(zone("station-field")).toEqual({ name: "station-field", live: true, perPlayer: true });
    expect(zone("market")).toEqual({ name: "market", live: false, perPlayer: false });
    expect(RULES.zones.filter((z) => z.live).map((z) => z.name).sort()).toEqual(["combat-field", "inventory", "monster-creature", "station-field", "status", "stunned-area"]);
  });

  it("gives every event a raiser", () => {
    for (const e of RULES.events) expect(e.raisedBy.length, e.name).toBeGreaterThan(0);
    expect(RULES.events.find((e) => e.name === "played")?.raisedBy).toEqual(["initiative"]);
  });

  it("keeps noun and fact meanings in objects without a prototype", () => {
    expect(RULES.nouns.targets).toEqual({ kind: "plural", of: "target" });
    expect(RULES.nouns.attacker).toEqual({ kind: "event", arg: "by" });
    expect(RULES.facts["used-as-response"]).toEqual({ kind: "used-as-response" });
    expect(Object.getPrototypeOf(RULES.nouns)).toBeNull();
    expect(RULES.nouns.constructor).toBeUndefined();
  });

  it("runs the initiative step from data: who acts, what is passive, what a procedure runs", () => {
    expect(RULES.steps).toEqual([
      { name: "initiative", phase: "combat", numbers: [1, 2, 3, 4, 5, 6], playersAct: [1, 2, 4, 5, 6], passive: [0], cardField: "initiative", playFrom: "hand", procedures: { 3: "reveal-monster-actions" } },
    ]);
    expect(RULES.phases.map((p) => p.hook ?? (p.step ? `step ${p.step}` : "effect"))).toEqual(["effect", "effect", "step initiative", "buildup", "effect", "refresh"]);
    expect(typeof RULES.phases.find((p) => p.name === "cleanup")?.effect).toBe("function");
    expect(RULES.end).toEqual({ phase: "cleanup", edge: "start", hook: "end" });
    expect(RULES.playedTo).toBe("combat-field");
    expect(RULES.procedureHooks).toEqual(["setup", "buildup", "refresh", "reveal-monster-actions", "end", "score"]);
  });

  it("compiles trait limits and rules", () => {
    const trait = (name: string) => RULES.traits.find((t) => t.name === name)!;
    expect(trait("Times").limits).toEqual([{ count: "N", per: "game" }]);
    expect(trait("One-Time")).toMatchObject({ limits: [{ count: 1, per: "game" }], usedGoesTo: "box" });
    expect(trait("Attack")).toMatchObject({ repeat: true, hook: true, afterUse: null });
    expect(trait("Self").playedTo).toBe("station-field");
  });

  it("compiles Delay's after-use text to a function of N", () => {
    const calls: unknown[] = [];
    const self: Ref = { id: "card-1", type: "card" };
    const rt = {
      verbs: { put: (_ctx: EffectContext, args: unknown) => calls.push(args) },
      choose: () => self,
    } as unknown as Rt;
    const ctx = { cardId: "focus", card: self, controller: { id: "p0", type: "player" }, event: null } satisfies EffectContext;
    RULES.traits.find((t) => t.name === "Delay")!.afterUse!(rt, ctx, 2);
    expect(calls).toEqual([{ amount: { amount: 2, unit: "stun" }, on: self }]);
  });
});
