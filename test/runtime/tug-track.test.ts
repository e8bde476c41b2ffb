/**
 * The engine's tug-of-war track (runtime/core/tug-track.ts): a marker pushed between two sides'
 * ends, strongholds falling as it leaves them towards their side, fallen ones passed over, and a
 * break-through beyond an end.
 */
import { describe, expect, it } from "vitest";
import { TugTrack } from "../../runtime/core/tug-track.ts";

describe("TugTrack", () => {
  it("stops at each standing stronghold and makes it fall when it leaves it towards its side", () => {
    const t = new TugTrack(3, [-2, -1, 1, 2]);
    const fell: number[] = [];
    expect(t.push(1, 2, (s) => fell.push(s))).toBe(false);
    expect([t.position, fell]).toEqual([2, [1]]);
    expect([t.from(0), t.from(1)]).toEqual([6, 2]);
    expect([t.holds(0), t.holds(1)]).toEqual([true, true]);
    t.push(1, 1, (s) => fell.push(s));
    expect([t.position, fell, t.holds(1)]).toEqual([3, [1, 2], false]);
  });

  it("passes over fallen strongholds, never over the centre, and does not topple the other side's", () => {
    const t = new TugTrack(3, [-2, -1, 1, 2]);
    t.push(1, 2, () => {});
    const fell: number[] = [];
    // Back towards side 0: from 2 over the fallen 1 to the centre, then side 0's -1 (standing: it stops there).
    t.push(0, 1, (s) => fell.push(s));
    expect(t.position).toBe(0);
    t.push(0, 1, (s) => fell.push(s));
    expect([t.position, fell]).toEqual([-1, []]);
    expect(t.holds(1)).toBe(true);
  });

  it("breaks through beyond an end and stops pushing", () => {
    const t = new TugTrack(3, [1, 2]);
    const fell: number[] = [];
    expect(t.push(0, 1, (s) => fell.push(s))).toBe(false);
    // Side 0 has no strongholds: from the centre straight to its last stop, then beyond it.
    expect(t.position).toBe(-3);
    expect(t.push(0, 5, (s) => fell.push(s))).toBe(true);
    expect([t.position, fell]).toEqual([-4, []]);
  });
});
