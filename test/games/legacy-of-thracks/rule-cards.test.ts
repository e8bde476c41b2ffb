/**
 * Legacy of Thracks' rules written as cards in front of each player: the glory track (its 4th,
 * 7th and 10th point each complete a barrier, rules/glory.yaml) and the standing actions
 * (rules/actions.yaml), offered by the engine's card actions while they can be paid.
 */
import { describe, expect, it } from "vitest";
import { newGame } from "../../../cards/legacy-of-thracks/runtime/index.ts";
import { GreedyAgent } from "../../../runtime/core/agents.ts";
import { cardActions } from "../../../runtime/core/card-actions.ts";

const game = () => newGame({ seed: 5, mode: "basic", agents: [new GreedyAgent(1), new GreedyAgent(2)] });

describe("Legacy of Thracks' rule cards", () => {
  it("complete a barrier for each of the 4th, 7th and 10th glory point reached, once each", () => {
    const g = game();
    g.add(0, "glory", 3); // the engine raises glory-rises at once (game.yaml: glory `rises`)
    expect(g.map.markedBy(0)).toEqual([]);
    g.add(0, "glory", 5); // 3 -> 8: past 4 and 7
    expect(g.map.markedBy(0)).toHaveLength(2);
    g.add(0, "glory", -1);
    g.add(0, "glory", 1); // 7 -> 8 again: no threshold reached from below
    expect(g.map.markedBy(0)).toHaveLength(2);
    g.add(0, "glory", 2);
    expect(g.map.markedBy(0)).toHaveLength(3);
    expect(g.map.markedBy(1)).toEqual([]);
  });

  it("offer the standing actions only while they can be paid", () => {
    const g = game();
    const offered = () => cardActions(g, 0, "clan-sheet", () => 0).map((a) => a.label);
    g.add(0, "gold", -g.res(0, "gold"));
    expect(offered()).toEqual([]);
    g.add(0, "gold", 5);
    expect(offered()).toEqual(["Buy an Action Card"]); // no curse to lift, no 5 relics
    g.add(0, "curse", 1);
    g.add(0, "relics", 5);
    expect(offered().sort()).toEqual(["Buy an Action Card", "Lift a Curse", "Relics Open a Barrier"]);
    cardActions(g, 0, "clan-sheet", () => 0).find((a) => a.label === "Lift a Curse")!.run();
    expect([g.res(0, "gold"), g.res(0, "curse")]).toEqual([0, 0]);
  });
});
