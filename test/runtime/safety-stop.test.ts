/**
 * The round limit of bot games is a safety stop, not a rule of Shadows: a game it stops has not
 * ended, has no end reason and no winner, and its log says why it stopped.
 */
import { describe, expect, it } from "vitest";
import { newShadowsGame, runToEnd } from "../../cards/shadows/runtime/index.ts";
import { GreedyAgent } from "../../runtime/core/agents.ts";

describe("the Shadows round limit", () => {
  it("stops a game that has not ended, without making the stop its end", () => {
    const g = runToEnd(newShadowsGame({ seed: 7, agents: [new GreedyAgent(1), new GreedyAgent(2)], maxRounds: 2 }));
    expect(g.info.round).toBe(2);
    expect(g.safetyStop).toBe(true);
    expect(g.ended).toBe(false);
    expect(g.endReason).toBe("");
    expect(g.winners).toEqual([]);
    expect(g.log.lines().some((l) => l.includes("safety stop after 2 rounds"))).toBe(true);
  });

  it("lets a game that ends by its rules end before the limit", () => {
    const g = runToEnd(newShadowsGame({ seed: 7, agents: [new GreedyAgent(1), new GreedyAgent(2)], maxRounds: 40 }));
    expect(g.ended).toBe(true);
    expect(g.safetyStop).toBe(false);
    expect(g.endReason).toMatch(/Shadow Stones|level III Monster/);
  });
});
