/**
 * Legacy of Thracks' Hero steps: the last barrier carries the trait Dimara, and a player with more
 * than 2 curses may not step onto it (game.yaml: curse `bars: { onto: Dimara, above: 2 }`); a Hero
 * stepping onto it enters Dimara (rules/dimara.yaml), after which only those in Dimara may win. A Castle or
 * Fortress another player holds is stepped onto only by a Hero who can pay its `capture-hp`.
 */
import { describe, expect, it } from "vitest";
import { newGame } from "../../../cards/legacy-of-thracks/runtime/index.ts";
import { GreedyAgent } from "../../../runtime/core/agents.ts";
import { offeredActions } from "../../../runtime/core/free-action-menu.ts";
import type { ThracksGame } from "../../../cards/legacy-of-thracks/runtime/game.ts";

/** The seats the Who May Win rule card leaves in the running (game.yaml's ranking: `ruled-out`). */
const mayWin = (g: ReturnType<typeof game>) => [0, 1].filter((seat) => g.value(seat, "ruled-out") === 0);

const game = () => newGame({ seed: 5, mode: "basic", agents: [new GreedyAgent(1), new GreedyAgent(2)] });

/** The action menu's step of seat 0's Hero onto the place, or undefined when it offers none (its label says the price). */
const step = (g: ThracksGame, to: string) => offeredActions(g, 0).find((item) => String(item.label).startsWith(`move P1's Hero to ${g.name(to)} (`));
const price = (g: ThracksGame, to: string) => step(g, to)?.label ?? null;

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
    const open = beforeTheLastBarrier(2);
    expect(price(open, "barrier-7")).toBe(`move P1's Hero to ${open.name("barrier-7")} (2 gold, 2 hp)`);
    const cursed = beforeTheLastBarrier(3);
    expect(price(cursed, "barrier-7")).toBeNull();
    expect(price(cursed, "barrier-5")).toBe(`move P1's Hero to ${cursed.name("barrier-5")} (2 gold, 1 hp)`); // the other barriers stay open
  });

  it("enter Dimara on the last barrier, paying its toll; then only Dimara's Heroes may win", () => {
    const g = beforeTheLastBarrier(0);
    g.map.put(g.hero(0), "barrier-5");
    step(g, "barrier-6")!.run(); // a barrier before the last enters nothing
    expect([g.heroAt(0), g.dimara.has(0)]).toEqual(["barrier-6", false]);
    expect(mayWin(g)).toEqual([0, 1]); // nobody in Dimara: all under 3 curses may win
    const [gold, hp] = [g.res(0, "gold"), g.res(0, "hp")];
    step(g, "barrier-7")!.run();
    expect([...g.dimara]).toEqual([0]);
    expect([g.res(0, "gold"), g.res(0, "hp")]).toEqual([gold - 2, hp - 2]); // the barrier's toll (rules/barrier-toll.yaml)
    expect(mayWin(g)).toEqual([0]); // only a Hero in Dimara may win now
    expect(g.log.lines().some((line) => line.includes("Entering Dimara"))).toBe(true);
  });

  it("offer no step to a Hero once it acts no more, from the turn after it reached the Nordic Portal", () => {
    const g = game();
    g.map.put(g.hero(0), "magical-path");
    g.add(0, "gold", 10);
    expect(step(g, "barrier-1")).toBeDefined();
    g.place(g.hero(0), "nordic-portal", 0, "is sent to", false); // rules/outer-dimension.yaml: gone there this turn
    expect([g.res(0, "outer-dimension"), g.heroFree(0)]).toEqual([1, true]);
    expect(step(g, "magical-path")).toBeDefined(); // it may still act in that turn
    g.raise("turn-begins", { by: g.playerRef(0) });
    expect([g.res(0, "outer-dimension"), g.heroFree(0)]).toEqual([2, false]);
    expect(step(g, "magical-path")).toBeUndefined();
  });

  it("let a Hero onto another player's Castle or Fortress only if it can pay the capture's HP", () => {
    const g = game();
    g.map.put(g.hero(0), "fortress-1");
    g.map.hold("castle-1", 1);
    g.map.hold("relic-1", 1); // held, but nothing to capture there
    g.add(0, "gold", 10);
    const steps = (hp: number) => {
      g.add(0, "hp", hp - g.res(0, "hp"));
      return [step(g, "castle-1"), step(g, "relic-1")].map((item) => item !== undefined);
    };
    expect(steps(2)).toEqual([false, true]); // the Castle's 2 HP would leave none
    expect(steps(3)).toEqual([true, true]);
    g.map.hold("castle-1", 0);
    expect(steps(1)).toEqual([true, true]); // your own Castle: no capture
  });
});
