/**
 * A game's mode at setup (runtime/core/game-module.ts, `modeFor`): the mode named, else the first
 * one declared, held to the players game.yaml says it is for.
 */
import { describe, expect, it } from "vitest";
import { modeFor } from "../../runtime/core/game-module.ts";

const MODES = [
  { name: "basic", players: { min: 2, max: 4 } },
  { name: "solo", players: { min: 1, max: 1 } },
];

describe("modeFor", () => {
  it("gives the mode named, or the first, when it is for that many players", () => {
    expect(modeFor(MODES, "solo", 1).name).toBe("solo");
    expect(modeFor(MODES, undefined, 4).name).toBe("basic");
  });

  it("is a RangeError naming the modes, or the players the mode is for", () => {
    expect(() => modeFor(MODES, "coop", 2)).toThrow(new RangeError("no mode coop (modes: basic, solo)"));
    expect(() => modeFor(MODES, "solo", 2)).toThrow(new RangeError("solo mode is for 1 player, got 2"));
    expect(() => modeFor(MODES, "basic", 1)).toThrow(new RangeError("basic mode is for 2-4 players, got 1"));
    expect(() => modeFor(MODES, "basic", 5)).toThrow(new RangeError("basic mode is for 2-4 players, got 5"));
  });
});
