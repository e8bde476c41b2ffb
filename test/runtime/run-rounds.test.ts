import { describe, expect, it } from "vitest";
import { playRounds } from "../../runtime/core/run-rounds.ts";

function fake(endsAfter: number) {
  const lines: string[] = [];
  const e = { ended: false, info: { round: 0 }, log: { add: (t: string) => void lines.push(t) }, procedure: { playRound: () => void (++e.info.round >= endsAfter && (e.ended = true)) } };
  return { e, lines };
}

describe("playRounds", () => {
  it("plays until the game ends", () => {
    const { e, lines } = fake(3);
    expect(playRounds(e, 10)).toBe(true);
    expect([e.info.round, lines]).toEqual([3, []]);
  });
  it("stops at the safety limit and says so", () => {
    const { e, lines } = fake(99);
    expect(playRounds(e, 5)).toBe(false);
    expect(e.info.round).toBe(5);
    expect(lines[0]).toMatch(/safety stop after 5 rounds/);
  });
});
