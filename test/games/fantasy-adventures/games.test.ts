/**
 * Fantasy Adventures in bot play: 200 seeded games (2 to 6 players, random and greedy bots) pass
 * every engine check after every phase and Encounter stage, end by the rules (four game turns,
 * or one party left) with a winner, and raise every event the game declares; a seed replays the
 * same game.
 */
import { describe, expect, it } from "vitest";
import { game } from "../../../cards/fantasy-adventures/runtime/index.ts";
import { GreedyAgent, RandomAgent } from "../../../runtime/core/agents.ts";
import { playChecked } from "../../../runtime/sim/checked-game.ts";
import { EVENT_NAMES } from "../../../generated/fantasy-adventures/vocabulary.ts";

const GAMES = 200;
const agentsFor = (seed: number, players: number) => Array.from({ length: players }, (_, s) => ((seed + s) % 2 ? new RandomAgent(seed * 31 + s) : new GreedyAgent(seed * 31 + s)));

describe("Fantasy Adventures bot games", () => {
  it(`${GAMES} seeded games keep every invariant, end by the rules and raise every event`, () => {
    const totals = new Map<string, number>(EVENT_NAMES.map((e) => [e, 0]));
    const endings = new Map<string, number>();
    for (let seed = 1; seed <= GAMES; seed++) {
      const players = 2 + (seed % 5);
      const run = playChecked(game, { seed, names: Array.from({ length: players }, (_, i) => `P${i + 1}`), agents: agentsFor(seed, players) });
      expect(run.failure, `seed ${seed}, ${players} players`).toBeUndefined();
      const g = run.game!;
      expect(g.ended, `seed ${seed} ended`).toBe(true);
      expect(g.winners.length, `seed ${seed} has a winner`).toBeGreaterThan(0);
      const reason = g.endReason.startsWith("only") ? "one party left" : g.endReason;
      endings.set(reason, (endings.get(reason) ?? 0) + 1);
      for (const [name, n] of g.eventCounts ?? []) totals.set(name, (totals.get(name) ?? 0) + n);
    }
    const report = [...totals].map(([name, n]) => `${name}: ${n}`).join(", ");
    console.log(`event counts over ${GAMES} games: ${report}; endings: ${[...endings].map(([r, n]) => `${r} ${n}`).join(", ")}`);
    expect([...totals].filter(([, n]) => n === 0).map(([name]) => name), report).toEqual([]);
    expect(endings.get("4 game turns are over")).toBeGreaterThan(0);
  }, 600_000);

  it("a seed plays the same game again", () => {
    const play = () => game.play({ seed: 7, agents: agentsFor(7, 3) }).log.hash();
    expect(play()).toBe(play());
  }, 60_000);
});
