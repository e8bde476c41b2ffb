/**
 * The damage an event carries while its Responses run (runtime/core/pending-damage.ts): a
 * redirect moves at most what the original target would still take, blocks prevent on the part
 * of the entity they name, and settling deals each part once, the original target's last.
 */
import { describe, expect, it } from "vitest";
import type { Ref } from "../../runtime/api.ts";
import { PendingDamage } from "../../runtime/core/pending-damage.ts";

const ally: Ref = { id: "ally", type: "hero" };
const guard: Ref = { id: "guard", type: "creature" };
const other: Ref = { id: "other", type: "creature" };
const pending = (amount: number) => new PendingDamage({ name: "hit", args: { on: ally }, payload: { amount } }, ally, amount);
const dealt = (p: PendingDamage) => {
  const out: Array<[string, number]> = [];
  p.settle((t, n) => out.push([t.id, n]));
  return out;
};

describe("pending damage", () => {
  it("moves part of the damage onto another entity, the original target's part dealt last", () => {
    const p = pending(3);
    expect(p.redirect(guard, 1)).toBe(1);
    expect(p.left()).toBe(2);
    expect(p.left(guard)).toBe(1);
    expect(dealt(p)).toEqual([["guard", 1], ["ally", 2]]);
  });

  it("moves no more than the original target would still take, after blocks", () => {
    const p = pending(3);
    p.prevent(ally, 2);
    expect(p.redirect(guard, 5)).toBe(1);
    expect(p.redirect(other, 1)).toBe(0);
    expect(dealt(p)).toEqual([["guard", 1], ["ally", 0]]);
  });

  it("a block for the entity a part was moved onto prevents on that part; for anything else, on the target's", () => {
    const p = pending(4);
    p.redirect(guard, 2);
    expect(p.prevent(guard, 1)).toEqual(guard);
    expect(p.prevent(other, 1)).toEqual(ally);
    expect(dealt(p)).toEqual([["guard", 1], ["ally", 1]]);
  });

  it("adds a second redirect onto the same entity to its part; the target itself gains nothing", () => {
    const p = pending(5);
    p.redirect(guard, 1);
    p.redirect(guard, 2);
    expect(p.redirect(ally, 2)).toBe(0);
    expect(dealt(p)).toEqual([["guard", 3], ["ally", 2]]);
  });

  it("is dealt once: after settling, nothing moves or is prevented", () => {
    const p = pending(2);
    expect(dealt(p)).toEqual([["ally", 2]]);
    expect(p.settled).toBe(true);
    expect(p.redirect(guard, 1)).toBe(0);
    expect(dealt(p)).toEqual([]);
  });
});
