/**
 * ELO Darkness in seeded bot games: every step checked (cards conserved, counters and resources
 * within bounds, log entries placed, a well-formed result), every game ending within its ten
 * turns with a winner or a draw, the same seed giving the same game, and every event the game
 * declares raised somewhere (with and without the Spell token variant).
 */
import { describe, expect, it } from "vitest";
import { game, playElo } from "../../../cards/elo-darkness/runtime/index.ts";
import { GreedyAgent, RandomAgent, type Agent } from "../../../runtime/core/agents.ts";
import { playChecked } from "../../../runtime/sim/checked-game.ts";
import { EVENT_NAMES } from "../../../generated/elo-darkness/vocabulary.ts";

const GAMES = 200;

function agents(seed: number): Agent[] {
  return [0, 1].map((s) => ((seed + s) % 3 === 0 ? new RandomAgent(seed * 31 + s) : new GreedyAgent(seed * 31 + s)));
}

describe("ELO Darkness bot games", () => {
  it(`${GAMES} seeded games pass every step check and end within ten turns`, () => {
    const totals = new Map<string, number>(EVENT_NAMES.map((e) => [e, 0]));
    const ends = new Map<string, number>();
    for (let seed = 1; seed <= GAMES; seed++) {
      const run = playChecked(game, { seed, names: ["Blue", "Orange"], agents: agents(seed) });
      expect(run.failure, `seed ${seed}`).toBeUndefined();
      const g = run.game!;
      expect(g.ended, `seed ${seed}`).toBe(true);
      expect(g.round).toBeLessThanOrEqual(10);
      const reason = g.endReason.includes("invades") ? "invasion" : g.winners.length ? "ten turns" : "draw";
      ends.set(reason, (ends.get(reason) ?? 0) + 1);
      for (const [name, n] of g.eventCounts ?? []) totals.set(name, (totals.get(name) ?? 0) + n);
    }
    // The Spell tokens' events (backing-begins, turn-ends are raised either way) get their answers here.
    for (let seed = 1; seed <= 40; seed++) {
      const g = playElo({ seed, agents: agents(seed), variants: ["spell-tokens"] });
      expect(g.ended).toBe(true);
      g.table.checkConservation();
    }
    console.log(`ends: ${[...ends].map(([k, n]) => `${k} ${n}`).join(", ")}; events: ${[...totals].map(([k, n]) => `${k} ${n}`).join(", ")}`);
    expect([...totals].filter(([, n]) => n === 0).map(([name]) => name)).toEqual([]);
    // Bot games end by invasion within about five turns (Towers once destroyed shorten a Lane for
    // good); the end of the tenth turn and the Super-Minion turns are scenario files of their own.
    expect(ends.get("invasion")).toBeGreaterThan(0);
  }, 600_000);

  it("plays the phases in player order, from the first player (not in seat order)", () => {
    for (let seed = 1; seed <= 6; seed++) {
      const g = playElo({ seed, agents: agents(seed), names: ["Blue", "Orange"] });
      const first = (round: number, phase: string) => g.log.all.find((e) => e.where === `round ${round} · ${phase}` && / (draws 7 cards|farms |retreats)/.test(e.text))?.text.split(" ")[0];
      const leader = g.log.all[0].text.match(/(\w+) is the first player/)![1];
      expect(first(1, "events"), `seed ${seed}`).toBe(leader);
    }
  });

  it("is deterministic for a seed", () => {
    const a = playChecked(game, { seed: 7, names: ["Blue", "Orange"], agents: agents(7) });
    const b = playChecked(game, { seed: 7, names: ["Blue", "Orange"], agents: agents(7) });
    expect(a.logHash).toBe(b.logHash);
    expect(a.decisions).toEqual(b.decisions);
  });
});
