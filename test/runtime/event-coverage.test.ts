/**
 * Every event Shadows declares is raised in real play: a few hundred seeded bot games (2 and 3
 * players, random and greedy bots), with each event's count summed over them. An event that
 * never fires would mean a card trigger on it can never run.
 */
import { describe, expect, it } from "vitest";
import { game as shadows } from "../../cards/shadows/runtime/index.ts";
import { GreedyAgent, RandomAgent } from "../../runtime/core/agents.ts";
import { EVENT_NAMES } from "../../generated/shadows/vocabulary.ts";

const GAMES = 300;

describe("Shadows events in bot games", () => {
  it(`every declared event fires in ${GAMES} seeded games`, () => {
    const totals = new Map<string, number>(EVENT_NAMES.map((e) => [e, 0]));
    for (let seed = 1; seed <= GAMES; seed++) {
      const players = 2 + (seed % 2);
      const agents = Array.from({ length: players }, (_, s) => ((seed + s) % 3 === 0 ? new RandomAgent(seed * 31 + s) : new GreedyAgent(seed * 31 + s)));
      const g = shadows.play({ seed, agents, maxRounds: 40 });
      for (const [name, n] of g.eventCounts ?? []) totals.set(name, (totals.get(name) ?? 0) + n);
    }
    const report = [...totals].map(([name, n]) => `${name}: ${n}`).join(", ");
    console.log(`event counts over ${GAMES} games: ${report}`);
    expect([...totals].filter(([, n]) => n === 0).map(([name]) => name), report).toEqual([]);
    expect([...totals.keys()].sort()).toEqual([...EVENT_NAMES].sort());
  }, 300_000);
});
