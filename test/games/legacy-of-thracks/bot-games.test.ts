/**
 * Legacy of Thracks in seeded bot games, basic, clan, shadow and cooperative (2-4 players) and solo:
 * every game ends with a result, the engine's invariants hold after every step, every declared
 * event fires over the games, clan Heroes develop their skill trees, a cooperative game's players
 * win or lose together, and a seed replays to the same log.
 */
import { describe, expect, it } from "vitest";
import { game } from "../../../cards/legacy-of-thracks/runtime/index.ts";
import { GreedyAgent, RandomAgent } from "../../../runtime/core/agents.ts";
import { EVENT_NAMES } from "../../../generated/legacy-of-thracks/vocabulary.ts";

const GAMES = 60;

type Mode = "basic" | "solo" | "clan" | "shadow" | "cooperative";

function play(seed: number, mode: Mode, players: number, check = false) {
  const agents = Array.from({ length: players }, (_, s) => ((seed + s) % 3 === 0 ? new RandomAgent(seed * 31 + s) : new GreedyAgent(seed * 31 + s)));
  return game.play({ seed, mode, agents, onStep: check ? (g) => g.checkInvariants() : undefined });
}

/** A cooperative game's winners: every player (seats 0..players-1) or the Shadow alone (the seat after them). */
function expectTeamResult(winners: readonly number[], players: number): void {
  const team = Array.from({ length: players }, (_, s) => s);
  expect([team, [players]]).toContainEqual([...winners].sort());
}

describe("Legacy of Thracks bot games", () => {
  it(`${GAMES} basic, ${GAMES} solo, ${GAMES} clan, ${GAMES} shadow and ${GAMES} cooperative games end, keep the invariants and raise every declared event`, () => {
    const totals = new Map<string, number>(EVENT_NAMES.map((e) => [e, 0]));
    const developed = new Map<string, number>(); // skill levels reached in clan and shadow games, by mode and line
    let dimara = 0;
    for (let seed = 1; seed <= GAMES; seed++) {
      for (const [mode, players] of [["basic", 2 + (seed % 3)], ["solo", 1], ["clan", 2 + ((seed + 1) % 3)], ["shadow", 2 + ((seed + 2) % 3)], ["cooperative", 2 + ((seed + 1) % 3)]] as const) {
        const g = play(seed, mode, players, true);
        for (const line of g.log.lines()) for (const m of line.matchAll(/: (hero|clan)-skill \d+ → (\d+)/g)) developed.set(`${mode} ${m[1]} ${m[2]}`, (developed.get(`${mode} ${m[1]} ${m[2]}`) ?? 0) + 1);
        expect(g.ended, `${mode} seed ${seed}: ${g.endReason}`).toBe(true);
        expect(g.winners.length).toBeGreaterThan(0);
        g.checkInvariants();
        if (/Dimara/.test(g.endReason)) dimara++;
        if (mode === "cooperative") expectTeamResult(g.winners, players);
        for (const [name, n] of g.eventCounts ?? []) totals.set(name, (totals.get(name) ?? 0) + n);
      }
    }
    const report = [...totals].map(([name, n]) => `${name}: ${n}`).join(", ");
    console.log(`event counts: ${report}; games ended by Dimara: ${dimara}`);
    expect([...totals].filter(([, n]) => n === 0).map(([name]) => name), report).toEqual([]);
    // development points reach every level of both lines somewhere in clan games, and only in clan and shadow games
    const levels = (mode: string) => ["clan 1", "clan 2", "clan 3", "hero 1", "hero 2", "hero 3"].map((line) => `${mode} ${line}`);
    expect([...developed.keys()].filter((k) => k.startsWith("clan ")).sort()).toEqual(levels("clan"));
    expect([...developed.keys()].filter((k) => !k.startsWith("clan ") && !k.startsWith("shadow "))).toEqual([]);
  }, 600_000);

  it("is deterministic for a seed", () => {
    for (const mode of ["basic", "solo", "clan", "shadow", "cooperative"] as const) {
      const n = mode === "solo" ? 1 : 3;
      expect(play(7, mode, n).log.hash()).toBe(play(7, mode, n).log.hash());
    }
  });
});
