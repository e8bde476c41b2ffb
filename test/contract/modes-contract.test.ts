/**
 * A game's modes as data (game.yaml `modes:`) and the fact meaning `mode <mode>`: a copy of the
 * Shadows vocabulary with modes declared checks clean; a fact naming an undeclared mode, or a mode
 * for players the game is not for, is a located error. The build emits the modes (MODES) and the
 * fact's meaning, and the engine answers the fact from the mode a game is played in.
 */
import { afterEach, describe, expect, it } from "vitest";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "./helpers.ts";
import { MODES } from "../../generated/legacy-of-thracks/vocabulary.ts";
import { RULES } from "../../generated/legacy-of-thracks/rules.ts";
import { newGame } from "../../cards/legacy-of-thracks/runtime/index.ts";
import { RandomAgent } from "../../runtime/core/agents.ts";

let game: Game | undefined;
afterEach(() => game?.cleanup());

const PLAYERS = "players: { min: 2, max: 3 }\n";
const withModes = (modes: string, fact = "mode solo") =>
  edit(edit(SHADOWS_YAML, PLAYERS, `${PLAYERS}modes:\n${modes}`), "facts:\n", `facts:\n  alone: { means: ${fact}, description: "played alone" }\n`);

describe("modes in game.yaml", () => {
  it("a mode fact naming a declared mode checks clean", async () => {
    expect(SHADOWS_YAML).toContain(PLAYERS);
    game = makeGame(withModes('  basic: { players: { min: 2, max: 3 } }\n  solo: { players: { min: 2, max: 2 }, description: "two heroes" }\n'));
    const r = await check(game);
    expect([r.exit, r.out]).toEqual([0, expect.stringContaining("no errors")]);
  });

  it("a mode fact naming a mode not declared is an error at its meaning", async () => {
    game = makeGame(withModes("  basic: { players: { min: 2, max: 3 } }\n  sol: { players: { min: 2, max: 2 } }\n"));
    const out = await expectLocatedError(game, "CS1014", "mode solo", /no mode `solo` is declared/);
    expect(out).toContain("sol");
  });

  it("a mode for players the game is not for is an error at its players", async () => {
    game = makeGame(withModes("  solo: { players: { min: 1, max: 1 } }\n"));
    await expectLocatedError(game, "CS1010", "{ min: 1, max: 1 }", /the solo mode is for 1-1 players, outside the game's 2-3/);
  });

  it("a mode without its players is a structural error", async () => {
    game = makeGame(withModes('  solo: { description: "alone" }\n'));
    const r = await check(game);
    expect([r.exit, r.out]).toEqual([1, expect.stringContaining("error[CS1010]")]);
  });
});

describe("modes in a build", () => {
  it("lists the declared modes, the default first, with their players", () => {
    expect(MODES.map((m) => [m.name, m.players.min, m.players.max])).toEqual([["basic", 2, 4], ["solo", 1, 1], ["clan", 2, 4], ["shadow", 2, 4], ["cooperative", 2, 4]]);
    expect(RULES.facts.solo).toEqual({ kind: "mode", mode: "solo" });
  });

  it("the engine answers a mode fact from the mode the game is played in", () => {
    const answer = (mode: "basic" | "solo", players: number) => {
      const g = newGame({ seed: 1, mode, agents: Array.from({ length: players }, (_, s) => new RandomAgent(s)) });
      return g.rt.fact(g.context(0, null, "roads"), "solo");
    };
    expect(answer("solo", 1)).toBe(true);
    expect(answer("basic", 2)).toBe(false);
  });
});
