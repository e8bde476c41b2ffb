import { describe, expect, it } from "vitest";
import { LazyDecision, RandomAgent, ScriptedAgent, type Decision } from "../../runtime/core/agents.ts";
import { GameLog } from "../../runtime/core/log.ts";
import { freeActions, pick, pickUpTo, type Asker } from "../../runtime/core/menus.ts";

function asker(answers: Array<number | string>): Asker & { asked: Decision[] } {
  const agent = new ScriptedAgent(answers);
  const asked: Decision[] = [];
  return { asked, log: new GameLog(), settleIfChanged: () => {}, ask: (d) => (asked.push(d), agent.decide(d)) };
}

describe("menus", () => {
  it("picks one item by its label, with the game's advice", () => {
    const e = asker(["b"]);
    expect(pick(e, 0, "item", "which?", ["a", "b"], (x) => x.toUpperCase() === "B" ? "b" : "a", (x) => (x === "b" ? 2 : 1))).toBe("b");
    expect(e.asked[0].scores).toEqual([1, 2]);
    expect(() => pick(e, 0, "item", "which?", [], String)).toThrow(/nothing to choose/);
  });

  it("runs free actions until the player stops, logging each", () => {
    const e = asker(["gain", "gain", "stop"]);
    let gold = 0;
    const n = freeActions(e, 0, "Ann", () => [{ label: "stop", score: 0, run: () => {} }, { label: "gain", score: 1, run: () => gold++ }], 10);
    expect([n, gold]).toEqual([2, 2]);
    expect(e.log.lines().filter((l) => l.includes("Ann: gain"))).toHaveLength(2);
  });

  it("stops at the safety limit", () => {
    const e = asker(Array(5).fill("gain"));
    let runs = 0;
    expect(freeActions(e, 0, "Ann", () => [{ label: "stop", score: 0, run: () => {} }, { label: "gain", score: 1, run: () => runs++ }], 3, () => runs++)).toBe(3);
    expect(runs).toBe(6);
  });

  it("picks up to N items one by one, stopping early or at N, logging nothing", () => {
    const e = asker(["c", "a", "b"]);
    expect(pickUpTo(e, 0, "card", "use which?", ["a", "b", "c"], 2, String, (x) => (x === "c" ? 3 : 1))).toEqual(["c", "a"]);
    expect(e.asked.map((d) => d.options)).toEqual([["no more", "a", "b", "c"], ["no more", "a", "b"]]);
    expect(e.asked[0].scores).toEqual([0, 1, 1, 3]);
    expect(e.log.lines()).toEqual([]);
    expect(pickUpTo(asker(["no more"]), 0, "card", "use which?", ["a"], 3, String)).toEqual([]);
  });

  it("works out labels and scores given as functions only when read, and logs the chosen item's label", () => {
    const made: string[] = [];
    const menu = () => [
      { label: "stop", score: 0, run: () => {} },
      { label: () => (made.push("label a"), "gain a"), score: () => (made.push("score a"), 1), run: () => {} },
      { label: () => (made.push("label b"), "gain b"), score: () => (made.push("score b"), 2), run: () => {} },
    ];
    // An agent that answers by index (as a random bot does) reads neither: only the chosen item's label is written, for the log.
    const byIndex = { log: new GameLog(), settleIfChanged: () => {}, ask: (d: Decision) => (d.count === 3 ? 2 : 0) };
    expect(freeActions(byIndex, 0, "Ann", menu, 1)).toBe(1);
    expect(made).toEqual(["label b"]);
    expect(byIndex.log.lines()[0]).toMatch(/Ann: gain b$/);
    // A script reads the labels (and the advice when asked for it).
    made.length = 0;
    const e = asker(["gain b", "stop"]);
    freeActions(e, 0, "Ann", menu, 5);
    expect(e.asked[0].options).toEqual(["stop", "gain a", "gain b"]);
    expect(e.asked[0].scores).toEqual([0, 1, 2]);
    expect(e.log.lines().filter((l) => l.includes("Ann: gain b"))).toHaveLength(1);
  });

  it("writes a decision's prompt only when an agent reads it, once", () => {
    let written = 0;
    const d = new LazyDecision(0, "choose", () => (written++, "which?"), 2, () => ["a", "b"]);
    expect(new RandomAgent(1).decide(d)).toBeLessThan(2);
    expect(written).toBe(0);
    expect([d.prompt, d.prompt]).toEqual(["which?", "which?"]);
    expect(written).toBe(1);
    expect(new LazyDecision(0, "choose", "plain", 1, () => ["a"]).prompt).toBe("plain");
  });

  it("builds no decision for a single item", () => {
    const e = asker([]);
    expect(pick(e, 0, "item", "which?", ["only"], String)).toBe("only");
    expect(e.asked).toEqual([]);
  });
});
