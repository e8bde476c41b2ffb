/**
 * Legacy of Thracks' battles on arrival may be barred (game.yaml's `battle-barred`, a declared
 * condition on the `travels` event the step would raise): a Hero or place already fought this turn,
 * a Capital with a Hero on it, any battle at 1 HP. P1's Hero stands on the Mage's Village, next to
 * the Mage's Capital (P2's) and a Relic location where P2's Hero stands.
 */
import { describe, expect, it } from "vitest";
import { newGame } from "../../../cards/legacy-of-thracks/runtime/index.ts";
import type { ThracksGame } from "../../../cards/legacy-of-thracks/runtime/game.ts";
import { GreedyAgent } from "../../../runtime/core/agents.ts";
import { fight } from "../../../runtime/core/contest-verb.ts";
import { offeredActions } from "../../../runtime/core/free-action-menu.ts";

const [VILLAGE, RELIC, TEMPLE] = ["village-2", "relic-2", "temple-2"];

function table(): ThracksGame {
  const g = newGame({ seed: 5, mode: "basic", agents: [new GreedyAgent(1), new GreedyAgent(2)] });
  g.map.put(g.hero(0), VILLAGE);
  g.map.put(g.hero(1), RELIC);
  g.add(0, "gold", 10);
  g.add(0, "hp", 5);
  return g;
}

/** Whether the action menu offers seat 0's Hero a step onto the place. */
const offered = (g: ThracksGame, to: string) =>
  offeredActions(g, 0).some((item) => String(item.label).startsWith(`move P1's Hero to ${g.name(to)} (`));

describe("Legacy of Thracks' barred battles", () => {
  it("a Hero fought this turn may not be attacked again until the next turn", () => {
    const g = table();
    expect(offered(g, RELIC)).toBe(true);
    fight(g, "duel", 0, 1, RELIC);
    g.map.put(g.hero(0), VILLAGE); // wherever the battle left them
    g.map.put(g.hero(1), RELIC);
    expect(offered(g, RELIC)).toBe(false);
    expect(offered(g, TEMPLE)).toBe(true); // no battle there
    g.limits.reset("turn");
    expect(offered(g, RELIC)).toBe(true);
  });

  it("a Capital besieged this turn, or with a Hero on it, may not be besieged", () => {
    const g = table();
    const capital = g.capitalOf[1]!;
    expect(offered(g, capital)).toBe(true);
    g.map.put(g.hero(1), capital);
    expect(offered(g, capital)).toBe(false);
    g.map.put(g.hero(1), RELIC);
    fight(g, "besiege", 0, 1, capital);
    g.map.put(g.hero(0), VILLAGE);
    expect(offered(g, capital)).toBe(false);
  });

  it("at 1 HP no battle is started, but other steps are open", () => {
    const g = table();
    g.add(0, "hp", -10); // held at its minimum, 1
    expect(g.res(0, "hp")).toBe(1);
    expect(offered(g, RELIC)).toBe(false);
    expect(offered(g, g.capitalOf[1]!)).toBe(false);
    expect(offered(g, TEMPLE)).toBe(true);
  });
});
