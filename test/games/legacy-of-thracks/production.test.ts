/**
 * Legacy of Thracks' production phase, written in the effect language (game.yaml): 6 gold and 2
 * mana, then the die, here set for 3 gold to yellow: a crystal on each empty Yellow Mine only, and
 * two relics on empty Relic locations that the previous player chooses, one at a time.
 */
import { describe, expect, it } from "vitest";
import { newGame } from "../../../cards/legacy-of-thracks/runtime/index.ts";
import type { Agent, Decision } from "../../../runtime/core/agents.ts";

describe("Legacy of Thracks' production", () => {
  it("sets the die to yellow for 3 gold: crystals on the Yellow Mines, two relics where the previous player puts them", () => {
    const asked: Decision[] = [];
    const turnPlayer: Agent = { name: "P1", decide: (d) => Math.max(0, d.options.findIndex((o) => o.startsWith("pay 3 gold") || o === "set Face = 5")) };
    const previous: Agent = { name: "P2", decide: (d) => (asked.push(d), d.options.length - 1) };
    const g = newGame({ seed: 4, mode: "basic", agents: [turnPlayer, previous] });
    const places = g.graph.places.filter((p) => g.trait(p, "Mine") || g.trait(p, "Relic"));
    for (const p of places) g.table.card(g.uid(p)).counters = Object.create(null); // every Mine and Relic location empty
    g.procedure.playPhases("production", "production");
    expect([g.res(0, "gold"), g.res(0, "mana")]).toEqual([3, 2]);
    const mines = g.graph.places.filter((p) => g.trait(p, "Mine"));
    expect(mines.filter((p) => g.counter(p, "crystal-here") === 1)).toEqual(mines.filter((p) => g.trait(p, "Yellow")));
    const relics = g.graph.places.filter((p) => g.trait(p, "Relic"));
    // P2 is asked twice, the second time among the locations still empty, and takes the last each time
    expect(asked.map((d) => d.seat)).toEqual([1, 1]);
    expect(asked.map((d) => d.options.length)).toEqual([relics.length, relics.length - 1]);
    expect(relics.filter((p) => g.counter(p, "relic-here") === 1)).toEqual(relics.slice(-2));
  });
});
