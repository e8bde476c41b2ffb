import { describe, expect, it } from "vitest";
import { playGame, playRounds } from "../../runtime/core/run-rounds.ts";
import type { PlayedGame } from "../../runtime/core/game-module.ts";

function fake(endsAfter: number) {
  const lines: string[] = [];
  const e = {
    ended: false,
    info: { round: 0 },
    log: { add: (t: string) => void lines.push(t) },
    procedure: {
      playRound: () => void (++e.info.round >= endsAfter && (e.ended = true)),
    },
  };
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

describe("playGame", () => {
  function game(endsAfter: number) {
    const calls: string[] = [];
    const { e, lines } = fake(endsAfter);
    const g = {
      ...e,
      get ended() {
        return e.ended;
      },
      info: e.info,
      procedure: {
        playRound: () => (
          calls.push("round"),
          e.procedure.playRound(),
          g.afterStep()
        ),
      },
      afterStep: () => {},
      checkHooks: () => void calls.push("hooks"),
      procedures: { setup: () => void calls.push("setup") },
    };
    return { g, calls, lines };
  }
  const view = (label: string) => label as unknown as PlayedGame;

  it("checks the hooks, sets up, then plays rounds to the end, telling onStep through the view", () => {
    const { g, calls, lines } = game(2);
    const seen: unknown[] = [];
    playGame(
      g,
      { onStep: (v) => void seen.push(v) },
      () => view("the view"),
      10,
    );
    expect(calls).toEqual(["hooks", "setup", "round", "round"]);
    expect(seen).toEqual(["the view", "the view"]);
    expect(lines).toEqual([]);
  });

  it("stops at the options' safety limit before the default", () => {
    const { g, lines } = game(99);
    playGame(g, { maxRounds: 3 }, () => view("v"), 10);
    expect(g.info.round).toBe(3);
    expect(lines[0]).toMatch(/safety stop after 3 rounds/);
  });
});
