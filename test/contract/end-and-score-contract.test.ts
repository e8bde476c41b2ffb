/**
 * The end of the game as declared: a score as a sum (`procedure: score: { sum: <card field>, in:
 * [zones], says: <text> }`: the field a whole-number field of some kind, every zone one each
 * player has, CS1014 at its place; with it the game has no `score` hook to write), and players
 * eliminated at the end check (`end: { ..., eliminate: { when-empty, says, cards-to } }`).
 */
import { afterEach, describe, expect, it } from "vitest";
import { RULES } from "../../generated/fantasy-adventures/rules.ts";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "./helpers.ts";

const withScore = (score: string) => edit(SHADOWS_YAML, "  score: hook\n", `  score: ${score}\n`);

describe("a score declared as a sum", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());

  it("checks with a whole-number field over per-player zones", async () => {
    game = makeGame(withScore("{ sum: cost, in: [inventory], says: Gold in gear }"));
    const { out } = await check(game);
    expect(out).not.toContain("error[");
  });

  it("is CS1014 at the field when no kind has it as a whole number", async () => {
    game = makeGame(withScore("{ sum: costs, in: [inventory] }"));
    await expectLocatedError(game, "CS1014", "costs", /no kind has a whole-number field `costs`/);
  });

  it("is CS1014 at a zone that is unknown, or that no player has", async () => {
    game = makeGame(withScore("{ sum: cost, in: [inventry] }"));
    await expectLocatedError(game, "CS1014", "inventry", /unknown zone `inventry`/);
    game.cleanup();
    game = makeGame(withScore("{ sum: cost, in: [market] }"));
    await expectLocatedError(game, "CS1014", "market]", /`market` is not a zone each player has/);
  });

  it("is a shape error without its zones", async () => {
    game = makeGame(withScore("{ sum: cost }"));
    const { exit, out } = await check(game);
    expect(exit).not.toBe(0);
    expect(out).toMatch(/error\[CS10\d\d\]/);
  });

  it("leaves no score hook to write, and is in the generated rules", () => {
    expect(RULES.procedureHooks).not.toContain("score");
    expect(RULES.score).toEqual({ field: "gp", zones: ["party", "items"], says: "GP in play" });
  });
});

const withElimination = (eliminate: string) => edit(SHADOWS_YAML, "  end: { at: start of cleanup, when: hook }\n", `  end: { at: start of cleanup, when: hook, eliminate: ${eliminate} }\n`);

describe("elimination declared at the end check", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());

  it("checks with players' own zones", async () => {
    game = makeGame(withElimination("{ when-empty: inventory, says: has nothing left, cards-to: { hand: current-deck } }"));
    const { out } = await check(game);
    expect(out).not.toContain("error[");
  });

  it("is CS1014 at an unknown zone, or one no player has", async () => {
    game = makeGame(withElimination("{ when-empty: inventry, says: has nothing left }"));
    await expectLocatedError(game, "CS1014", "inventry", /unknown zone `inventry`/);
    game.cleanup();
    game = makeGame(withElimination("{ when-empty: inventory, says: x, cards-to: { hand: market } }"));
    await expectLocatedError(game, "CS1014", "market }", /`market` is not a zone each player has/);
  });

  it("is in the generated rules", () => {
    expect(RULES.elimination).toEqual({ whenEmpty: "party", says: "has no heroes left", cardsTo: [["hand", "encounter-discard"]] });
  });
});

describe("game turns at the end check", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const endWith = (end: string, rules = "") => edit(edit(SHADOWS_YAML, "  end: { at: start of cleanup, when: hook }\n", `  end: ${end}\n`), "  turn-order: from-leader\n", `  turn-order: from-leader\n${rules}`);

  it("checks with the lead passing round the table, no end hook needed", async () => {
    game = makeGame(endWith("{ at: start of cleanup, game-turns: 3 }", "  leader: passes-clockwise\n"));
    const { out } = await check(game);
    expect(out).not.toContain("error[");
  });

  it("is CS1014 at game-turns when the lead does not pass", async () => {
    game = makeGame(endWith("{ at: start of cleanup, game-turns: 3 }"));
    await expectLocatedError(game, "CS1014", "game-turns", /game turns are counted only when the lead passes/);
  });

  it("checks an early end on a declared fact, and is CS1014 at a fact not declared", async () => {
    game = makeGame(endWith("{ at: start of cleanup, game-turns: 3, early: { if: lost-health, says: someone is hurt } }", "  leader: passes-clockwise\n"));
    const { out } = await check(game);
    expect(out).not.toContain("error[");
    game.cleanup();
    game = makeGame(endWith("{ at: start of cleanup, early: { if: hurt, says: someone is hurt } }", "  leader: passes-clockwise\n"));
    await expectLocatedError(game, "CS1014", "hurt,", /unknown fact `hurt`/);
  });

  it("is CS1014 when nothing could end the game", async () => {
    game = makeGame(endWith("{ at: start of cleanup }"));
    await expectLocatedError(game, "CS1014", "end:", /says nothing that could end the game/);
  });

  it("is in the generated rules, with no end hook", () => {
    expect(RULES.end).toEqual({ phase: "recovery", edge: "end", hook: null, gameTurns: 4 });
    expect(RULES.leaderPasses).toBe(true);
    expect(RULES.procedureHooks).not.toContain("end");
  });
});
