/**
 * `with <trait>` on entity nouns in Shadows: the engine keeps the entities whose card has the
 * trait or is of that kind, or that are of that class, so `each target with Creature` leaves out
 * the Heroes, the Monster and Objects, and `each target with hero` leaves out the Monster.
 */
import { describe, expect, it } from "vitest";
import { RandomAgent } from "../../runtime/core/agents.ts";
import { newShadowsGame } from "../../cards/shadows/runtime/index.ts";

describe("`with` on entity nouns", () => {
  const g = newShadowsGame({ seed: 3, agents: [new RandomAgent(1), new RandomAgent(2)] });
  const onField = (cardId: string, seat: number) => {
    const inst = [...g.table.cards.values()].find((c) => c.cardId === cardId)!;
    g.table.move(inst.uid, "station-field", seat);
    return inst.uid;
  };
  const hound = onField("starlit-owl", 1);
  const owl = onField("crystal-owl", 1);
  const ctx = g.context(0, null, "sword-strike");
  const pick = (noun: string, trait: string | null) =>
    g.rt.select(ctx, { noun, determiner: "each", filters: trait ? [{ with: trait }] : [] }).map((r) => `${r.type}:${r.id}`);

  it("keeps the entities that qualify, and only those", () => {
    const all = pick("target", null);
    expect(all).toContain(`creature:${hound}`);
    expect(all).toContain(`object:${owl}`);
    expect(all.some((r) => r.startsWith("monster:"))).toBe(true);
    expect(pick("target", "Creature")).toEqual([`creature:${hound}`]);
    expect(pick("target", "Object")).toEqual([`object:${owl}`]);
    expect(pick("target", "hero").map((r) => r.split(":")[0])).toEqual(["hero"]);
    expect(pick("ally", "Creature")).toEqual([]);
  });

  it("`is <trait>` asks the same of one thing", () => {
    const [creature] = g.rt.select(ctx, { noun: "target", determiner: "each", filters: [{ with: "Creature" }] });
    expect(g.rt.is(ctx, creature, "Creature")).toBe(true);
    expect(g.rt.is(ctx, creature, "Object")).toBe(false);
  });
});
