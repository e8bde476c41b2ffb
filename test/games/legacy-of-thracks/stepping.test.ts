/**
 * Legacy of Thracks' Hero steps: the last barrier carries the trait Dimara, and a player with more
 * than 2 curses may not step onto it (game.yaml: curse `bars: { onto: Dimara, above: 2 }`); a Hero
 * stepping onto it enters Dimara (rules/dimara.yaml), after which only those in Dimara may win. A Castle or
 * Fortress another player holds is stepped onto only by a Hero who can pay its `capture-hp`.
 */
import { describe, expect, it } from "vitest";
import { newGame } from "../../../cards/legacy-of-thracks/runtime/index.ts";
import { GreedyAgent } from "../../../runtime/core/agents.ts";

/** The seats the Who May Win rule card leaves in the running (game.yaml's ranking: `ruled-out`). */
const mayWin = (g: ReturnType<typeof game>) => [0, 1].filter((seat) => g.value(seat, "ruled-out") === 0);

const game = () => newGame({ seed: 5, mode: "basic", agents: [new GreedyAgent(1), new GreedyAgent(2)] });

/** Seat 0's Hero on the next-to-last barrier, with gold and HP enough for the last one. */
function beforeTheLastBarrier(curses: number) {
  const g = game();
  g.map.put(g.hero(0), "barrier-6");
  g.add(0, "gold", 10);
  g.add(0, "hp", 5);
  g.add(0, "curse", curses);
  return g;
}

describe("Legacy of Thracks' Hero steps", () => {
  it("bar the last barrier, Dimara, to a player with more than 2 curses", () => {
    expect(beforeTheLastBarrier(2).heroStep(0, "barrier-7")).toEqual({ gold: 2, hp: 2 });
    const cursed = beforeTheLastBarrier(3);
    expect(cursed.heroStep(0, "barrier-7")).toBeNull();
    expect(cursed.heroStep(0, "barrier-5")).toEqual({ gold: 2, hp: 1 }); // the other barriers stay open
  });

  it("enter Dimara on the last barrier, paying its toll; then only Dimara's Heroes may win", () => {
    const g = beforeTheLastBarrier(0);
    g.map.put(g.hero(0), "barrier-5");
    g.moveHero(0, "barrier-6"); // a barrier before the last enters nothing
    expect([g.heroAt(0), g.dimara.has(0)]).toEqual(["barrier-6", false]);
    expect(mayWin(g)).toEqual([0, 1]); // nobody in Dimara: all under 3 curses may win
    const [gold, hp] = [g.res(0, "gold"), g.res(0, "hp")];
    g.moveHero(0, "barrier-7");
    expect([...g.dimara]).toEqual([0]);
    expect([g.res(0, "gold"), g.res(0, "hp")]).toEqual([gold - 2, hp - 2]); // the barrier's toll (rules/barrier-toll.yaml)
    expect(mayWin(g)).toEqual([0]); // only a Hero in Dimara may win now
    expect(g.log.lines().some((line) => line.includes("Entering Dimara"))).toBe(true);
  });

  it("let a Hero onto another player's Castle or Fortress only if it can pay the capture's HP", () => {
    const g = game();
    g.map.put(g.hero(0), "fortress-1");
    g.map.hold("castle-1", 1);
    g.map.hold("relic-1", 1); // held, but nothing to capture there
    g.add(0, "gold", 10);
    const steps = (hp: number) => {
      g.add(0, "hp", hp - g.res(0, "hp"));
      return [g.heroStep(0, "castle-1"), g.heroStep(0, "relic-1")].map((cost) => cost !== null);
    };
    expect(steps(2)).toEqual([false, true]); // the Castle's 2 HP would leave none
    expect(steps(3)).toEqual([true, true]);
    g.map.hold("castle-1", 0);
    expect(steps(1)).toEqual([true, true]); // your own Castle: no capture
  });
});
