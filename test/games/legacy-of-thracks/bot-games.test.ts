/**
 * Legacy of Thracks in seeded bot games, basic (2-4 players) and solo: every game ends with a
 * result, the engine's invariants hold after every step, every declared event fires over the
 * games, and a seed replays to the same log.
 */
import { describe, expect, it } from "vitest";
import { game } from "../../../cards/legacy-of-thracks/runtime/index.ts";
import { GreedyAgent, RandomAgent } from "../../../runtime/core/agents.ts";
import { EVENT_NAMES } from "../../../generated/legacy-of-thracks/vocabulary.ts";

const GAMES = 60;

function play(seed: number, mode: "basic" | "solo", players: number, check = false) {
  const agents = Array.from({ length: players }, (_, s) => ((seed + s) % 3 === 0 ? new RandomAgent(seed * 31 + s) : new GreedyAgent(seed * 31 + s)));
  return game.play({ seed, mode, agents, onStep: check ? (g) => g.checkInvariants() : undefined });
}

describe("Legacy of Thracks bot games", () => {
  it(`${GAMES} basic and ${GAMES} solo games end, keep the invariants and raise every declared event`, () => {
    const totals = new Map<string, number>(EVENT_NAMES.map((e) => [e, 0]));
    let dimara = 0;
    for (let seed = 1; seed <= GAMES; seed++) {
      for (const [mode, players] of [["basic", 2 + (seed % 3)], ["solo", 1]] as const) {
        const g = play(seed, mode, players, true);
        expect(g.ended, `${mode} seed ${seed}: ${g.endReason}`).toBe(true);
        expect(g.winners.length).toBeGreaterThan(0);
        g.checkInvariants();
        if (/Dimara/.test(g.endReason)) dimara++;
        for (const [name, n] of g.eventCounts ?? []) totals.set(name, (totals.get(name) ?? 0) + n);
      }
    }
    const report = [...totals].map(([name, n]) => `${name}: ${n}`).join(", ");
    console.log(`event counts: ${report}; games ended by Dimara: ${dimara}`);
    expect([...totals].filter(([, n]) => n === 0).map(([name]) => name), report).toEqual([]);
  }, 600_000);

  it("is deterministic for a seed", () => {
    for (const mode of ["basic", "solo"] as const) {
      const n = mode === "solo" ? 1 : 3;
      expect(play(7, mode, n).log.hash()).toBe(play(7, mode, n).log.hash());
    }
  });
});
