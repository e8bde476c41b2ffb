/**
 * liveActions: the abilities without a trigger on the cards in front of a player, offered as free
 * actions while their costs can be paid (Legacy of Thracks' rules at will: 5 relics for a
 * magical barrier, 5 gold and a curse token to lift the curse).
 */
import { describe, expect, it } from "vitest";
import { newGame } from "../../cards/legacy-of-thracks/runtime/index.ts";
import { GreedyAgent } from "../../runtime/core/agents.ts";
import { liveActions } from "../../runtime/core/live-actions.ts";

const game = () => newGame({ seed: 2, mode: "basic", agents: [new GreedyAgent(1), new GreedyAgent(2)] });
const labels = (g: ReturnType<typeof game>) => liveActions(g, 0).map((i) => i.label);

describe("liveActions", () => {
  it("offers an ability only while its costs can be paid", () => {
    const g = game();
    g.add(0, "relics", 4 - g.res(0, "relics"));
    g.add(0, "gold", 9);
    expect(labels(g)).toEqual([]); // 4 relics, no curse token
    g.add(0, "relics", 1);
    g.add(0, "curse", 1);
    expect(labels(g).sort()).toEqual(["Lift a Curse: pay 5 gold and 1 curse: nothing", "Relic Offering: pay 5 relics: complete a barrier"]);
  });

  it("runs the ability as its card's: the costs paid, then the body", () => {
    const g = game();
    g.add(0, "relics", 5 - g.res(0, "relics"));
    const before = g.map.markedBy(0).length;
    liveActions(g, 0).find((i) => i.label.startsWith("Relic Offering"))!.run();
    expect([g.res(0, "relics"), g.map.markedBy(0).length]).toEqual([0, before + 1]);
    expect(labels(g)).toEqual([]);
  });
});
