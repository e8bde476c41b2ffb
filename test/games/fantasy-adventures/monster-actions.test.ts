/**
 * A monster's normal ability is used once a turn, as its card says (`once per turn:`): the engine's
 * canUseNow (runtime/core/use-card.ts) offers it while its limit allows, and again the next turn.
 */
import { describe, expect, it } from "vitest";
import { FantasyGame } from "../../../cards/fantasy-adventures/runtime/game.ts";
import { GreedyAgent } from "../../../runtime/core/agents.ts";
import { canUse, canUseNow, useCard } from "../../../runtime/core/use-card.ts";

describe("a monster's normal ability", () => {
  it("is offered once a turn", () => {
    const g = new FantasyGame({ seed: 3, agents: [new GreedyAgent(1), new GreedyAgent(2)] });
    g.table.addPlayer("Ann", []);
    g.table.addPlayer("Ben", []);
    const necromancer = g.table.create("necromancer", "stack", 0);
    expect(canUseNow(g, 0, necromancer)).toBe(true);
    useCard(g, 0, necromancer);
    expect(canUse(g, necromancer)).toBe(true); // it has the ability...
    expect(canUseNow(g, 0, necromancer)).toBe(false); // ...but not again this turn
    g.limits.reset("turn");
    expect(canUseNow(g, 0, necromancer)).toBe(true);
  });
});
